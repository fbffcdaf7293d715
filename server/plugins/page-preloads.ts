import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** The member's page's own code in the build, which the router would only ask for after the entry. */
const MEMBER_PAGE_MODULE = 'src/features/portal/pages/member-portal-page.tsx';
const MEMBER_PAGE = /^\/m\/([A-Za-z0-9_-]{16,100})\/?$/;

/** The files a module needs, its imports' first: read from the build's manifest once. */
function filesOf(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen)), chunk];
}

/**
 * `Link` headers that start, with the page itself, what a member's page would otherwise fetch one
 * after another: its route's code and styles, and its figures through the link in the address. A
 * phone on a slow network sees its dues a round trip or two sooner. Undefined for any other page.
 */
export function pagePreloadsOf(webDistDir: string): (url: string) => string | undefined {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunks = filesOf(manifest, MEMBER_PAGE_MODULE).filter((chunk) => chunk.file.startsWith('assets/'));
  const codeLinks = [
    ...chunks.map((chunk) => `</${chunk.file}>; rel=modulepreload`),
    ...chunks.flatMap((chunk) => (chunk.css ?? []).map((css) => `</${css}>; rel=preload; as=style`)),
  ];
  return (url) => {
    const token = MEMBER_PAGE.exec(url.split('?')[0] ?? '')?.[1];
    if (!token) return undefined;
    return [...codeLinks, `</api/v2/portal/${token}>; rel=preload; as=fetch; crossorigin=anonymous`].join(
      ', ',
    );
  };
}
