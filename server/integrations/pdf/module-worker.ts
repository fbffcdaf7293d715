import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The worker module next to the module at `from`: `pdf-worker.ts` beside a TypeScript source,
 * `pdf-worker.js` beside the built server, which bundles each worker into a file of its own.
 */
export function siblingModule(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.js'}`, from);
}

/**
 * Starts a worker thread on a module. A built (.js) module starts as it is. A TypeScript module is
 * loaded by Node's own loader, which knows no TypeScript: neither `node --import tsx` nor vitest's
 * transform reaches a worker. So the worker first registers tsx's loader in itself, then imports the
 * entry through it; the loader is resolved here, so the worker finds it whatever its working directory.
 */
export function startModuleWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const loader = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
