/**
 * Weighs the JavaScript and CSS of the invoice form (route /invoice), gzipped: (a) a first visit
 * straight to /invoice (index.html and what it references, the entry, and the lazy route chunks React
 * Router loads for that path, each with its static imports), and (b) what opening the form adds when
 * another page is already showing: from a signed-in page (the app shell is loaded) and from the
 * landing page (its own entry, without the router). Follows the Vite manifest like first-load-size.ts. Run after
 * `npm run build`.
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SIGNED_IN_ROUTE_MODULES } from '../../server/plugins/page-preloads';
import { firstVisitFiles, kilobytes, manifestPath, repositoryRoot, sizeOf } from './web-build';

const FORM_ROUTE_MODULE = 'src/features/invoices/pages/invoice-form-page.tsx';

// The form is being written: a build older than its page weighs yesterday's form.
const formSource = join(repositoryRoot, 'web', FORM_ROUTE_MODULE);
if (existsSync(formSource) && statSync(formSource).mtimeMs > statSync(manifestPath).mtimeMs) {
  console.warn(
    `Warning: ${relative(repositoryRoot, formSource)} changed after the build; run \`npm run build\` again.`,
  );
}
const shell = firstVisitFiles('index.html', SIGNED_IN_ROUTE_MODULES);
const straightToForm = firstVisitFiles('index.html', [...SIGNED_IN_ROUTE_MODULES, FORM_ROUTE_MODULE]);
const landing = firstVisitFiles('landing.html');

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
report('(a) First visit straight to /invoice:', straightToForm);
report('(b) Opening the form from another signed-in page adds:', without(straightToForm, shell));
report('    … and from the landing page, which loads no shell:', without(straightToForm, landing), false);
