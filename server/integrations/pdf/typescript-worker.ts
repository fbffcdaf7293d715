import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a TypeScript module. A worker loads its entry with Node's own loader,
 * which knows no TypeScript: neither `node --import tsx` (npm start) nor vitest's transform reaches
 * it. So the worker first registers tsx's loader in itself, then imports the entry through it; the
 * loader is resolved here, so the worker finds it whatever its working directory.
 */
export function startTypeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const loader = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
