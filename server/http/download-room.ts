import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';

/**
 * For a download written piece by piece (a workbook, an XML file): gives the event loop a turn
 * (SQLite answers without one, so thousands of rows would otherwise hold the process for seconds),
 * then waits while the download is behind, so rows wait in the database rather than in memory. A
 * download closed half-way (the client left) ends the writing: `what` names it in the error.
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
