/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served. A task's
 * failure frees its turn as its success does.
 */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A finishing task hands its turn straight to the first waiting one, so `running` stays the same.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
