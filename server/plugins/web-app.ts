import { existsSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Serves the built web app: hashed assets are cached for a year, / and /home answer landing.html, and
 * every other non-API GET answers index.html so the browser's router can take it (history fallback).
 * API paths never get the app.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasLanding = existsSync(path.join(webDistDir, 'landing.html'));
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
    const pathname = request.url.split('?')[0] ?? '';
    const page = hasLanding && LANDING_PATHS.has(pathname) ? 'landing.html' : 'index.html';
    const preloads = preloadsOf(request.url);
    if (preloads) reply.header('link', preloads);
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
