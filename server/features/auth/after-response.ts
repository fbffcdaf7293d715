import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '../../app-context';

type RunAfterResponse = (log: FastifyBaseLogger, what: string, work: () => Promise<void>) => void;

/**
 * Work that must not shape the answer, not even its timing, runs once the answer has gone: a failure
 * goes to the log (the client already has its answer), and closing the app waits for work still running.
 */
export function afterResponseRunner(app: AppInstance): RunAfterResponse {
  const running = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled(running);
  });
  return (log, what, work) => {
    const task: Promise<void> = work()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer`))
      .finally(() => running.delete(task));
    running.add(task);
  };
}
