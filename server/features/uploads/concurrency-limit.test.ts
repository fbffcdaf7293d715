import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency-limit';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('runs two at once, the rest in order as turns free up, failures included', async () => {
    const run = limitConcurrency(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    const outcomes = Promise.allSettled(results);
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]?.reject(new Error('failed'));
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates.slice(2)) gate.resolve();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('starts at once again when nothing is running', async () => {
    const run = limitConcurrency(1);
    expect(await run(async () => 'first')).toBe('first');
    expect(await run(async () => 'second')).toBe('second');
  });
});
