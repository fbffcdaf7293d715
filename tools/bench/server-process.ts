import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildServer, SERVER_MAIN, serverBuildIsCurrent, serverNodeOptions } from '../build-server.mjs';

export type ServerProcess = { base: string; child: ChildProcess; stop: () => void };

/** How the server is run: built JavaScript as `npm start` runs it, or its TypeScript through tsx. */
export type ServerCode = 'built' | 'source';

const ARGUMENTS: Record<ServerCode, string[]> = {
  built: [...serverNodeOptions(), '--enable-source-maps', SERVER_MAIN],
  source: ['--import', 'tsx', 'server/main.ts'],
};

/**
 * The server as production runs it: a process of its own (the built `build/main.js`, built first when
 * stale) on `port`, with the caller's environment plus `env`, answered once `/healthz` does. Measuring
 * it from another process sees what a client sees, even while the server's event loop is blocked.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  code: ServerCode = 'built',
): Promise<ServerProcess> {
  if (code === 'built' && !serverBuildIsCurrent()) await buildServer();
  const child = spawn(process.execPath, ARGUMENTS[code], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGKILL');
  };
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) break;
    if (attempt > 600) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { base, child, stop };
}

/** The process's peak resident memory so far, in KiB (Linux). */
export function highWaterMark(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}

/** The process's resident memory now, in KiB (Linux). */
export function residentMemory(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}
