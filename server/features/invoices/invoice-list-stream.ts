import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A batch of a list's rows, and where the next batch starts (null after the last). */
export type ListBatch<Position> = { data: readonly unknown[]; nextPosition: Position | null };

type StreamedList<Position> = {
  /** What the answer says besides its rows (total, pages, …), written after them. */
  head: Record<string, unknown>;
  /** The batch after `after` (null: the first). */
  readBatch: (after: Position | null) => Promise<ListBatch<Position>>;
};

/**
 * A list answer, `{"data":[…], …head}`, as a byte stream written batch by batch. The next batch is
 * read only when the client has taken the last (backpressure), after other requests had their turn
 * (better-sqlite3 reads synchronously, so a long read would stall them), and never once the client
 * has gone away: the stream is destroyed and the generator ends at its next step.
 */
export function streamList<Position>({ head, readBatch }: StreamedList<Position>): Readable {
  async function* chunks() {
    yield '{"data":[';
    let after: Position | null = null;
    let separator = '';
    for (;;) {
      const batch = await readBatch(after);
      if (batch.data.length > 0) {
        yield separator + batch.data.map((row) => JSON.stringify(row)).join(',');
        separator = ',';
      }
      if (batch.nextPosition === null) break;
      after = batch.nextPosition;
      await nextTurn();
    }
    yield `],${JSON.stringify(head).slice(1)}`;
  }
  return Readable.from(chunks(), { objectMode: false });
}
