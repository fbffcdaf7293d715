import { existsSync } from 'node:fs';
import path from 'node:path';
import { isMemberPagePath } from '@domain/api/public-pages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePreloadsOf } from './page-preloads';

const ONE_YEAR_SECONDS = 31_536_000;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The landing's own page, which loads React and the landing alone, is what a first visit to these gets. */
const LANDING_PATHS = new Set(['/', '/home']);

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** The page a browser's request for `pathname` is answered with, of the build's pages. */
function pageFor(pathname: string, pages: { landing: boolean; member: boolean }): string {
  if (pages.landing && LANDING_PATHS.has(pathname)) return 'landing.html';
  if (pages.member && isMemberPagePath(pathname)) return 'member.html';
  return 'index.html';
}

/**
 * Serves the built web app: hashed assets are cached for a year, / and /home answer landing.html, a
 * member's pages member.html (which loads the member pages alone), and every other non-API GET
 * answers index.html so the browser's router can take it (history fallback). API paths never get the
 * app.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const pages = {
    landing: existsSync(path.join(webDistDir, 'landing.html')),
    member: existsSync(path.join(webDistDir, 'member.html')),
  };
  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDistDir),
      wildcard: true,
      // / opens the landing's own page, as /home does below; a build without one has the app's.
      index: ['landing.html', 'index.html'],
      // The build wrote .br and .gz copies of its text files (tools/compress-build.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
        // A cache must not hand a Brotli copy to a browser that asked for none.
        response.setHeader('vary', 'accept-encoding');
        // The install manifest has a type of its own, which browsers check.
        if (filePath.endsWith('.webmanifest'))
          response.setHeader('content-type', 'application/manifest+json');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }

  const preloadsOf = pagePreloadsOf(webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !isPageRequest || !existsSync(indexFile)) {
      return sendNotFound(request, reply);
    }
    const page = pageFor(request.url.split('?')[0] ?? '', pages);
    const preloads = preloadsOf(request.url);
    if (preloads) reply.header('link', preloads);
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
