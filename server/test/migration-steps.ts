import type { Database } from '../db/database';
import { migrateDown } from '../db/migrate';

/**
 * Rolls migrations back, newest first, until `name` itself is undone, whatever came after it; answers
 * what was undone, e.g. ['Down 20261207090000_invoice_item_basis', 'Down 20261205090000_…'].
 */
export async function rollBackThrough(database: Database, name: string): Promise<string[]> {
  const undone: string[] = [];
  while (!undone.includes(`Down ${name}`)) {
    const step = await migrateDown(database);
    if (step.length === 0) throw new Error(`${name} was never applied`);
    undone.push(...step);
  }
  return undone;
}
