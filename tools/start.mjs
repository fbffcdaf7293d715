// @ts-check
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, isBuiltFrom, SERVER_MAIN, serverBuildIsCurrent } from './build-server.mjs';

// `npm start`: build the web app and the server when either is missing or older than its sources, then
// run the built server. A fresh clone therefore needs only `npm ci && npm start`. JavaScript, so that
// starting loads no TypeScript compiler.

const ROOT = path.resolve(import.meta.dirname, '..');
// Everything under web/ but the build itself (its pages, sources and build plugins), and domain/.
const WEB_SOURCES = [
  ...readdirSync(path.join(ROOT, 'web'))
    .filter((name) => name !== 'dist')
    .map((name) => `web/${name}`),
  'domain',
];

if (!isBuiltFrom(path.join(ROOT, 'web/dist/index.html'), WEB_SOURCES)) {
  console.log('Building the web app…');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The Brotli and gzip copies the server sends, as `npm run build` writes them.
  const compress = spawnSync(process.execPath, ['--import', 'tsx', 'tools/compress-build.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}

if (!serverBuildIsCurrent()) {
  console.log('Building the server…');
  await buildServer();
}

// Stack traces name the TypeScript source's lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_MAIN).href);
