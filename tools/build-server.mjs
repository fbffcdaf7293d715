// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The server as production runs it: TypeScript compiled once into JavaScript, so a start costs neither
// the compiler's time nor its memory. This file is JavaScript because `npm start` runs it without tsx.

const ROOT = path.resolve(import.meta.dirname, '..');

/** The built server: `main.js` and the PDF worker's `pdf-worker.js`, each with its source map. */
export const SERVER_BUILD_DIR = path.join(ROOT, 'build');
export const SERVER_MAIN = path.join(SERVER_BUILD_DIR, 'main.js');
const SERVER_SOURCES = ['server', 'domain', 'tsconfig.json', 'tsconfig.base.json', 'package-lock.json'];

/**
 * The newest modification time under `entry` (a file or a folder), 0 when it does not exist.
 * @param {string} entry
 * @returns {number}
 */
export function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/**
 * Whether `built` exists and is newer than every one of `sources` (paths from the project's root).
 * @param {string} built
 * @param {string[]} sources
 */
export function isBuiltFrom(built, sources) {
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return sources.every((source) => newestChange(path.join(ROOT, source)) <= builtAt);
}

/**
 * The Node options `npm start` gives the server, read from package.json's start script
 * (`node --max-semi-space-size=4 tools/start.mjs`), so the benchmarks and the browser journeys run the
 * built server as production does. V8 applies such options only when the process starts.
 * @returns {string[]}
 */
export function serverNodeOptions() {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const words = String(scripts.start).split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'tools/start.mjs') {
    throw new Error(`package.json's start script is not "node [options] tools/start.mjs": ${scripts.start}`);
  }
  return words.slice(1, -1);
}

export function serverBuildIsCurrent() {
  return isBuiltFrom(SERVER_MAIN, SERVER_SOURCES);
}

/**
 * Bundles the server's own code (server/ and domain/) into `build/`; packages stay in node_modules and
 * are imported from there, so native ones (better-sqlite3, sharp) and their files load as they do in
 * development. The output sits one folder below the root, as `server/` does, so paths the code takes
 * from its own place (`../web/dist`) hold in both.
 */
export async function buildServer() {
  // Loaded only to build: a start that finds the build current does not hold esbuild in memory.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'server/main.ts', 'pdf-worker': 'server/integrations/pdf/pdf-worker.ts' },
    outdir: SERVER_BUILD_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    // Node reads a module's source map when it loads it, to name TypeScript lines in stack traces;
    // the mappings do that, and the sources' own text would only take memory.
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
