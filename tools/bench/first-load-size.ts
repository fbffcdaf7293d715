/**
 * Weighs what a browser downloads for a first visit to a page: index.html, everything it references
 * (entry script, modulepreloads, stylesheets, favicon) and the lazy route chunks the router loads for
 * the page with their static imports, each gzipped. The landing is a visitor's first page; the
 * dashboard a signed-in owner's, with the owner app's providers and frame and the charts it loads as it
 * shows. Run after `npm run build`; exits 1 when a page is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Each page's route modules as React Router loads them (see web/src/app/router.tsx), and its budget. */
const PAGES = [
  { name: 'Landing page', budgetKb: 100, modules: ['src/app/pages/landing/landing-page.tsx'] },
  {
    name: 'Signed-in dashboard',
    budgetKb: 250,
    modules: [
      'src/app/providers.tsx',
      'src/app/layout/app-layout.tsx',
      'src/features/dashboard/pages/dashboard-page.tsx',
      'src/features/dashboard/components/dashboard-charts.tsx',
    ],
  },
];

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

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files a first visit to a page downloads. */
function filesOf(modules: string[]): Set<string> {
  const files = new Set<string>(['index.html']);
  for (const match of html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)) {
    const path = match[1];
    if (path && existsSync(join(distDirectory, path))) files.add(path);
  }
  const seen = new Set<string>();
  const addChunk = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) fail(`The manifest has no entry for ${key}; update PAGES.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) addChunk(imported);
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) fail('The manifest has no entry chunk.');
  addChunk(entry[0]);
  for (const module of modules) addChunk(module);
  return files;
}

let isOver = false;
for (const page of PAGES) {
  const rows = [...filesOf(page.modules)].map((file) => {
    const content = readFileSync(join(distDirectory, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  rows.sort((left, right) => right.gzip - left.gzip);
  console.log(`${page.name}:`);
  for (const row of rows) {
    console.log(
      `${kilobytes(row.gzip).padStart(10)} gz  ${kilobytes(row.raw).padStart(10)} raw  ${row.file}`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const budget = page.budgetKb * 1024;
  isOver ||= total > budget;
  console.log(
    `${page.name}: ${kilobytes(total)} gzipped (${total} bytes) in ${rows.length} files, ${total <= budget ? 'within' : 'OVER'} the ${kilobytes(budget)} budget.\n`,
  );
}
if (isOver) process.exit(1);
