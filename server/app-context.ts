import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database, DialectName } from './db/database';
import type { DB } from './db/schema';
import type { Mailer } from './integrations/mail/mailer';
import type { Outbox } from './integrations/outbox/outbox';
import type { PdfCache } from './integrations/pdf/pdf-cache';
import type { PdfPool } from './integrations/pdf/pdf-pool';

/**
 * Everything a service may touch, and nothing more: the database, the configuration, the outbox and
 * mailer, the PDF pool, a logger and the clock. Routes hand it over (built once in app.ts); a service
 * never sees the Fastify app. This file imports no feature, so any feature may import it.
 */
export type ServiceContext = {
  db: Kysely<DB>;
  /** Where the two databases differ (row locks, ANALYZE). */
  dialect: DialectName;
  config: AppConfig;
  outbox: Outbox;
  mailer: Mailer;
  pdf: PdfPool;
  /** Invoice PDFs already drawn, in front of `pdf`. */
  pdfCache: PdfCache;
  log: FastifyBaseLogger;
  /** The current instant; tests may hand a fixed one. */
  clock: () => Date;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    outbox: Outbox;
    pdf: PdfPool;
    pdfCache: PdfCache;
    /** What a service may touch, handed to it by the routes. */
    serviceContext: ServiceContext;
  }
}

/** The server as routes and plugins see it: Fastify with zod schemas for every route. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
