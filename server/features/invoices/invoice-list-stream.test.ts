import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { streamList } from './invoice-list-stream';

/** `batches` batches of `size` rows of about 1 KB each, counting the reads. */
function source(batches: number, size: number, events: string[] = []) {
  let reads = 0;
  const readBatch = async (after: number | null) => {
    reads += 1;
    events.push('read');
    const start = after ?? 0;
    const data = Array.from({ length: size }, (_, index) => ({ n: start + index, pad: 'x'.repeat(1000) }));
    const next = start + size;
    return { data, nextPosition: next < batches * size ? next : null };
  };
  return { readBatch, reads: () => reads };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  for await (const chunk of stream) body += chunk.toString();
  return body;
}

describe('a streamed list', () => {
  it('writes every row, then what the answer says about them, as one JSON document', async () => {
    const rows = source(3, 2);
    const stream = streamList({ head: { total: 6, nextCursor: null }, readBatch: rows.readBatch });
    const answer = JSON.parse(await text(stream));
    expect(answer.data.map((row: { n: number }) => row.n)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(answer).toMatchObject({ total: 6, nextCursor: null });
    expect(rows.reads()).toBe(3);
    const empty = streamList({
      head: { total: 0 },
      readBatch: async () => ({ data: [], nextPosition: null }),
    });
    expect(JSON.parse(await text(empty))).toEqual({ data: [], total: 0 });
  });

  it('reads no further than the client takes, and stops when the client goes away', async () => {
    const rows = source(100, 50);
    const stream = streamList({ head: { total: 5000 }, readBatch: rows.readBatch });
    stream.once('data', () => undefined);
    stream.pause();
    for (let turn = 0; turn < 20; turn += 1) await nextTurn();
    // 50 KB per batch, far above what a stream buffers: one batch waits, the rest are never read.
    expect(rows.reads()).toBeLessThanOrEqual(2);
    stream.destroy();
    for (let turn = 0; turn < 20; turn += 1) await nextTurn();
    expect(rows.reads()).toBeLessThanOrEqual(2);
  });

  it('lets other work run between two batches', async () => {
    const events: string[] = [];
    const rows = source(4, 1, events);
    let running = true;
    const other = (async () => {
      while (running) {
        events.push('other');
        await nextTurn();
      }
    })();
    await text(streamList({ head: {}, readBatch: rows.readBatch }));
    running = false;
    await other;
    const reads = events.flatMap((event, index) => (event === 'read' ? [index] : []));
    expect(reads).toHaveLength(4);
    for (let index = 1; index < reads.length; index += 1) {
      expect(events.slice(reads[index - 1], reads[index])).toContain('other');
    }
  });
});
