import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** The cheapest query there is: it answers only when the database does. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
