import { type Kysely, sql } from 'kysely';

/**
 * An attempt cut short by a crash (its worker's lease ran out before it recorded an outcome) is no
 * delivery failure: it is counted in its own column, with its own, larger cap, and `attempts` counts
 * only the attempts that ended with an answer. Until now a claim counted as an attempt at once, so a
 * message being sent has one attempt too many for the new meaning: it is taken back here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('interrupted_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update outbox set attempts = attempts - 1 where status = 'sending' and attempts > 0`.execute(db);
}

/** Back to one count: every claim, answered or not, the one in progress included. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update outbox set attempts = attempts + interrupted_attempts
    + case when status = 'sending' then 1 else 0 end`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('interrupted_attempts').execute();
}
