/**
 * Weighs the JavaScript and CSS of the invoice form (route /invoice), gzipped: (a) a first visit
 * straight to /invoice (index.html and what it references, the entry, and the lazy route chunks React
 * Router loads for that path, each with its static imports), and (b) what opening the form adds when
 * another page is already showing: from a signed-in page (the app shell is loaded) and from the
 * landing page (only the entry is). Follows the Vite manifest like first-load-size.ts. Run after
 * `npm run build`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The route modules React Router loads around every signed-in page (see web/src/app/router.tsx). */
const SHELL_ROUTE_MODULES = ['src/app/providers.tsx', 'src/app/layout/app-layout.tsx'];
const FORM_ROUTE_MODULE = 'src/features/invoices/pages/invoice-form-page.tsx';
const LANDING_ROUTE_MODULE = 'src/app/pages/landing/landing-page.tsx';

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
// The form is being written: a build older than its page weighs yesterday's form.
const formSource = join(repositoryRoot, 'web', FORM_ROUTE_MODULE);
if (existsSync(formSource) && statSync(formSource).mtimeMs > statSync(manifestPath).mtimeMs) {
  console.warn(
    `Warning: ${relative(repositoryRoot, formSource)} changed after the build; run \`npm run build\` again.`,
  );
}
const html = readFileSync(join(distDirectory, 'index.html'), 'utf8');

/** A chunk's file, its CSS and, recursively, its static imports: what the browser fetches with it. */
function filesOf(key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`The manifest has no entry for ${key}; update tools/bench/invoice-form-size.ts.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, files, seen);
  return files;
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) fail('The manifest has no entry chunk.');
// What index.html itself references (entry script, modulepreloads, stylesheets, favicon).
const page = new Set<string>(['index.html', ...filesOf(entry[0])]);
for (const match of html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)) {
  const path = match[1];
  if (path && existsSync(join(distDirectory, path))) page.add(path);
}
const shell = new Set([...page, ...SHELL_ROUTE_MODULES.flatMap((module) => [...filesOf(module)])]);
const form = filesOf(FORM_ROUTE_MODULE);
const landing = new Set([...page, ...filesOf(LANDING_ROUTE_MODULE)]);

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  const known = sizes.get(file);
  if (known) return known;
  const content = readFileSync(join(distDirectory, file));
  const size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  sizes.set(file, size);
  return size;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function report(title: string, files: Iterable<string>, listFiles = true): void {
  const rows = [...files].map((file) => ({ file, ...sizeOf(file) }));
  rows.sort((left, right) => right.gzip - left.gzip);
  console.log(`\n${title}`);
  for (const row of listFiles ? rows : []) {
    console.log(
      `${kilobytes(row.gzip).padStart(10)} gz  ${kilobytes(row.raw).padStart(10)} raw  ${row.file}`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`${kilobytes(total).padStart(10)} gz in ${rows.length} files (${total} bytes)`);
}

const without = (files: Set<string>, loaded: Set<string>) => [...files].filter((file) => !loaded.has(file));
report('(a) First visit straight to /invoice:', new Set([...shell, ...form]));
report('(b) Opening the form from another signed-in page adds:', without(form, shell));
report(
  '    … and from the landing page, which loads no shell:',
  without(new Set([...shell, ...form]), landing),
  false,
);
