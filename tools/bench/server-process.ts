import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ServerProcess = { base: string; child: ChildProcess; stop: () => void };

/**
 * The server as production runs it: a process of its own (`server/main.ts`) on `port`, with the
 * caller's environment plus `env`, answered once `/healthz` does. Measuring it from another process
 * sees what a client sees, even while the server's event loop is blocked.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGKILL');
  };
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) break;
    if (attempt > 150) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, stop };
}

/** The process's peak resident memory so far, in KiB (Linux). */
export function highWaterMark(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}
