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
