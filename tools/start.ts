import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: build the web app when it is missing or older than its sources, then run the server.
 * A fresh clone therefore needs only `npm ci && npm start`.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT_INDEX = path.join(ROOT, 'web/dist/index.html');
const WEB_SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

function webBuildIsCurrent(): boolean {
  if (!existsSync(BUILT_INDEX)) return false;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return WEB_SOURCES.every((source) => newestChange(path.join(ROOT, source)) <= builtAt);
}

if (!webBuildIsCurrent()) {
  console.log('Building the web app…');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/main');
