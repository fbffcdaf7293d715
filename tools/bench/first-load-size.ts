/**
 * Weighs what a browser downloads for a first visit to a page: index.html, everything it references
 * (entry script, modulepreloads, stylesheets, favicon) and the lazy route chunks the router loads for
 * the page with their static imports, each gzipped. The landing is a visitor's first page; the
 * dashboard a signed-in owner's, with the owner app's providers and frame. Run after `npm run build`; exits 1 when a page is over its budget.
 */
import { DASHBOARD_ROUTE_MODULES } from '../../server/plugins/page-preloads';
import { firstVisitFiles, kilobytes, sizeOf } from './web-build';

/**
 * Each page's HTML entry, the route modules React Router loads for it (see web/src/app/router.tsx),
 * and its budget. The landing has an entry of its own that loads no router.
 */
const PAGES = [
  { name: 'Landing page', budgetKb: 100, html: 'landing.html', modules: [] },
  {
    name: 'Signed-in dashboard',
    budgetKb: 250,
    html: 'index.html',
    modules: DASHBOARD_ROUTE_MODULES,
  },
] as const;

let isOver = false;
for (const page of PAGES) {
  const rows = [...firstVisitFiles(page.html, page.modules)].map((file) => ({ file, ...sizeOf(file) }));
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
