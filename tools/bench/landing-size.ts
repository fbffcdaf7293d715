/**
 * Weighs what a visitor's browser downloads to show the landing page: index.html, everything it
 * references (entry script, modulepreloads, stylesheets, favicon) and the lazy route chunks the
 * router loads for "/" with their static imports, each gzipped. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const BUDGET_BYTES = 120 * 1024;
/** The route modules React Router loads for "/" (see web/src/app/router.tsx). */
const LANDING_ROUTE_MODULES = ['src/app/pages/landing/landing-page.tsx'];

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDirectory = join(repositoryRoot, 'web', 'dist');
const manifestPath = join(distDirectory, '.vite', 'manifest.json');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!existsSync(manifestPath))
  fail(`No ${relative(repositoryRoot, manifestPath)}: run \`npm run build\` first.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const html = readFileSync(join(distDirectory, 'index.html'), 'utf8');

const files = new Set<string>(['index.html']);

for (const match of html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)) {
  const path = match[1];
  if (path && existsSync(join(distDirectory, path))) files.add(path);
}

function addChunk(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`The manifest has no entry for ${key}; update LANDING_ROUTE_MODULES.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addChunk(imported, seen);
}

const seen = new Set<string>();
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) fail('The manifest has no entry chunk.');
addChunk(entry[0], seen);
for (const module of LANDING_ROUTE_MODULES) addChunk(module, seen);

const rows = [...files].map((file) => {
  const content = readFileSync(join(distDirectory, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
rows.sort((left, right) => right.gzip - left.gzip);

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) {
  console.log(`${kilobytes(row.gzip).padStart(10)} gz  ${kilobytes(row.raw).padStart(10)} raw  ${row.file}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `\nLanding page: ${kilobytes(total)} gzipped (${total} bytes) in ${rows.length} files, ${verdict} the ${kilobytes(BUDGET_BYTES)} budget.`,
);
if (total > BUDGET_BYTES) process.exit(1);
