/** Rows per statement: thousands of flats stay under every database's bound-parameter limit. */
const SLICE = 500;

/** Runs `write` on `rows` a slice at a time, one after another (nothing when there are none). */
export async function inSlices<Row>(rows: Row[], write: (slice: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE) await write(rows.slice(start, start + SLICE));
}
