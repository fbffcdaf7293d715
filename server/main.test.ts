import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function startServer(environment: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('refuses to start on a bad configuration, naming every bad variable', async () => {
    const { child, output } = startServer({ PORT: 'eighty', REDIS_URL: 'localhost:6379' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Invalid configuration:');
    expect(output()).toContain('PORT: must be a whole number between 1 and 65535 (got "eighty")');
    expect(output()).toContain('REDIS_URL: must be a URL like redis://127.0.0.1:6379');
  });

  it('serves, then shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bahi-main-'));
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const { child, output } = startServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    const exited = exitOf(child);
    await waitFor(() => output().includes('Bahi is serving'), 20_000);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  });
});
