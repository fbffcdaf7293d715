import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * The route modules React Router loads around every signed-in page (web/src/app/router.tsx), the
 * providers and the frame, as the build's manifest names them; then the dashboard's, with its page.
 */
export const SIGNED_IN_ROUTE_MODULES = ['src/app/providers.tsx', 'src/app/layout/app-layout.tsx'];
export const DASHBOARD_ROUTE_MODULES = [
  ...SIGNED_IN_ROUTE_MODULES,
  'src/features/dashboard/pages/dashboard-page.tsx',
];

/** The built page (web-app.ts) each address is answered with: the app's, or the member pages' own. */
type HtmlPage = 'index.html' | 'member.html';

/**
 * The pages opened from a message or a bookmark, each with the built page it comes in, its route
 * modules and, where the page asks for it without any session, the API answer it asks for first,
 * which the address names. A bill's own page asks as its owner when the browser holds their session
 * (and sends them to their page of it), so its answer is never fetched ahead.
 */
const PRELOADED_PAGES: {
  pattern: RegExp;
  html: HtmlPage;
  modules: string[];
  api?: (key: string) => string;
}[] = [
  {
    // A signed-in owner's first page, after signing in and at every return, under the providers and
    // the frame. Its figures need the owner's session, which only the page holds, so only its code
    // starts early.
    pattern: /^\/dashboard\/?$/,
    html: 'index.html',
    modules: DASHBOARD_ROUTE_MODULES,
  },
  {
    pattern: /^\/m\/([A-Za-z0-9_-]{16,100})\/?$/,
    html: 'member.html',
    modules: ['src/features/portal/pages/member-portal-page.tsx'],
    api: (token) => `/api/v2/portal/${token}`,
  },
  {
    pattern: /^\/m\/([A-Za-z0-9_-]{16,100})\/statement\/?$/,
    html: 'member.html',
    modules: ['src/features/portal/pages/member-statement-page.tsx'],
    api: (token) => `/api/v2/statements/${token}`,
  },
  {
    pattern: /^\/payment\/([0-9a-f-]{36})\/?$/,
    html: 'member.html',
    modules: ['src/features/portal/pages/invoice-pay-page.tsx'],
    api: (id) => `/api/v2/invoices/${id}`,
  },
  {
    pattern: /^\/invoice\/([0-9a-f-]{36})\/?$/,
    html: 'member.html',
    modules: ['src/features/portal/pages/public-invoice-page.tsx'],
  },
];

/** The files a module needs, its imports' first: read from the build's manifest once. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen)), chunk];
}

/**
 * Links for the code and styles of a page's route modules, but for `pageStyles`, the stylesheets of
 * the built page's own chunks, which the build writes into the page.
 */
function codeLinksOf(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  pageStyles: Set<string>,
): string[] {
  const seen = new Set<string>();
  const chunks = modules
    .flatMap((module) => filesOf(manifest, module, seen))
    .filter((chunk) => chunk.file.startsWith('assets/'));
  return [
    ...chunks.map((chunk) => `</${chunk.file}>; rel=modulepreload`),
    ...chunks.flatMap((chunk) =>
      (chunk.css ?? [])
        .filter((css) => !pageStyles.has(css))
        .map((css) => `</${css}>; rel=preload; as=style`),
    ),
  ];
}

/**
 * `Link` headers that start, with the page itself, what a page opened from a message or a bookmark
 * would otherwise fetch one after another: its routes' code and styles, and a member's figures through
 * the key in the address.
 * A phone on a slow network sees them a round trip or two sooner. Undefined for any other page.
 */
export function pagePreloadsOf(webDistDir: string): (url: string) => string | undefined {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // A build without the member pages' own page answers them with the app's.
  const htmlOf = (page: HtmlPage): HtmlPage => (manifest[page] ? page : 'index.html');
  const stylesOf = (html: HtmlPage) =>
    new Set(filesOf(manifest, html, new Set()).flatMap((chunk) => chunk.css ?? []));
  const pageStyles = { 'index.html': stylesOf('index.html'), 'member.html': stylesOf(htmlOf('member.html')) };
  const pages = PRELOADED_PAGES.map((page) => ({
    ...page,
    code: codeLinksOf(manifest, page.modules, pageStyles[page.html]),
  }));
  return (url) => {
    const pathname = url.split('?')[0] ?? '';
    for (const page of pages) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      const key = match[1];
      const answer =
        page.api && key ? [`<${page.api(key)}>; rel=preload; as=fetch; crossorigin=anonymous`] : [];
      return [...page.code, ...answer].join(', ');
    }
    return undefined;
  };
}
