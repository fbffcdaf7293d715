import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';

/**
 * For long loops on the main thread (reading a large file, writing a large answer): call the returned
 * function once per step; every `sliceMs` it lets the event loop run, so other requests and
 * `/healthz` are answered while one request works through thousands of rows.
 */
export function eventLoopTurns(sliceMs = 10): () => Promise<void> {
  let sliceStarted = performance.now();
  return async function giveTurnWhenDue() {
    if (performance.now() - sliceStarted < sliceMs) return;
    await setImmediate();
    sliceStarted = performance.now();
  };
}

/**
 * Gives the event loop a turn (SQLite answers without one, so 50,000 rows would otherwise hold the
 * process for seconds), then waits while the download is behind, so rows wait in the database rather
 * than in memory. A download closed half-way (the client left) ends the writing.
 */
export async function roomIn(output: Writable, what: string): Promise<void> {
  await setImmediate();
  if (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  }
  if (output.destroyed) throw new Error(`the download was closed before ${what} was written`);
}
