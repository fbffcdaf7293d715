/**
 * Weighs what a browser downloads for a first visit to a page: index.html, everything it references
 * (entry script, modulepreloads, stylesheets, favicon) and the lazy route chunks the router loads for
 * the page with their static imports, each gzipped. The landing is a visitor's first page; the
 * dashboard a signed-in owner's, with the owner app's providers and frame; the member pages what a
 * member opens from a message on a phone. Run after `npm run build`; exits 1 when a page is over its
 * budget.
 */
import { DASHBOARD_ROUTE_MODULES } from '../../server/plugins/page-preloads';
import { firstVisitFiles, kilobytes, sizeOf } from './web-build';

/**
 * Each page's HTML entry, the route modules loaded for it (see web/src/app/router.tsx and
 * web/src/features/portal/member-pages.ts), and its budget. The landing and the member pages have
 * entries of their own that load no router. A member page's budget keeps the first paint of a phone
 * on mobile data near a second: 120 KB is about 0.6 s at Lighthouse's simulated 1.6 Mbit/s.
 */
const PAGES = [
  { name: 'Landing page', budgetKb: 100, html: 'landing.html', modules: [] },
  {
    name: 'Signed-in dashboard',
    budgetKb: 250,
    html: 'index.html',
    modules: DASHBOARD_ROUTE_MODULES,
  },
  ...[
    ['Member page', 'member-portal-page'],
    ['Member statement', 'member-statement-page'],
    ['Public invoice', 'public-invoice-page'],
    ['Pay page', 'invoice-pay-page'],
  ].map(([name, page]) => ({
    name: name ?? '',
    budgetKb: 120,
    html: 'member.html' as const,
    modules: [`src/features/portal/pages/${page}.tsx`],
  })),
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
