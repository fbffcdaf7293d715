import { buildApp } from './app';
import { loadConfigOrExit } from './environment';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfigOrExit();
const app = await buildApp(config);

/** Stop taking connections, let requests in flight finish, close the database, then exit. */
async function shutDown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  process.exit(0);
}

process.once('SIGTERM', () => void shutDown('SIGTERM'));
process.once('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Bahi is serving ${config.publicUrl} (${app.database.dialect})`);
