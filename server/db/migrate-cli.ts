import { loadConfigOrExit } from '../environment';
import { createDatabaseFor } from './database';
import { migrateDown, migrateToLatest } from './migrate';

/** `npm run db:migrate` applies pending migrations; `npm run db:migrate -- down` undoes the newest. */
const direction = process.argv[2] ?? 'up';
if (direction !== 'up' && direction !== 'down') {
  console.error(`Unknown direction "${direction}": use up or down.`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = createDatabaseFor(config);
try {
  const applied = direction === 'up' ? await migrateToLatest(database) : await migrateDown(database);
  console.log(applied.length === 0 ? 'Nothing to migrate: the schema is up to date.' : applied.join('\n'));
} catch (error) {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
