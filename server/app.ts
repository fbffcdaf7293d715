import { randomUUID } from 'node:crypto';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-context';
import { resolveAppSecret } from './app-secret';
import type { Config } from './config';
import { createDatabaseFor } from './db/database';
import { migrateToLatest } from './db/migrate';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { billHeadRoutes } from './features/bill-heads/bill-heads.routes';
import { billingRunRoutes } from './features/billing-runs/billing-runs.routes';
import { createDraftPreparer } from './features/billing-runs/draft-preparer';
import { closedBooksRoutes } from './features/closed-books/closed-books.routes';
import { creditNoteRoutes } from './features/credit-notes/credit-notes.routes';
import { customerImportRoutes } from './features/customer-import/customer-import.routes';
import { customerRoutes } from './features/customers/customers.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { gstSettingsRoutes } from './features/gst-settings/gst-settings.routes';
import { healthRoutes } from './features/health/health.routes';
import { interestRoutes } from './features/interest/interest.routes';
import { intimationRoutes } from './features/intimations/intimations.routes';
import { invoiceRoutes } from './features/invoices/invoices.routes';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { numberingRoutes } from './features/numbering/numbering.routes';
import { onlinePaymentRoutes } from './features/online-payments/online-payments.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { portalRoutes } from './features/portal/portal.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { receiptRoutes } from './features/receipts/receipts.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { statementRoutes } from './features/statements/statements.routes';
import { tallyRoutes } from './features/tally/tally.routes';
import { teamRoutes } from './features/team/team.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { createMailer } from './integrations/mail/mailer';
import { createOutbox } from './integrations/outbox/outbox';
import { createPdfCache, createPdfPool } from './integrations/pdf';
import { loggerOptions } from './logger';
import { outboxSendersOf } from './outbox-senders';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

/** Largest JSON body accepted; uploads get their own limit. */
const BODY_LIMIT_BYTES = 1_048_576;

/**
 * The whole server, ready to listen or to be driven by `inject` in tests: opens the database, brings
 * its schema up to date, and registers every plugin and feature. Closing the app closes the database.
 */
export type BuildOptions = {
  /** Called for every route as it is added; the cross-tenant test uses it to list the API. */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<AppInstance> {
  const database = createDatabaseFor(config);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted; a text/plain body is a client mistake (415), not a string to parse.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', { ...config, appSecret: resolveAppSecret(config) });
  app.decorate('database', database);
  app.decorate(
    'outbox',
    createOutbox({ db: database.db, senders: outboxSendersOf(app), settings: config.outbox, log: app.log }),
  );
  app.decorate('mailer', createMailer({ outbox: app.outbox, log: app.log }));
  // The worker starts once the app is ready and stops, its messages recorded, before anything closes.
  if (config.outbox.isWorkerRunning) app.addHook('onReady', async () => app.outbox.worker.start());
  app.addHook('preClose', async () => app.outbox.worker.stop());
  app.addHook('onClose', async () => database.destroy());
  // Render workers start on the first PDF; closing the app stops them.
  app.decorate('pdf', createPdfPool({ environment: config.environment }));
  app.addHook('onClose', async () => app.pdf.close());
  // Invoice PDFs already drawn, kept in this process in front of its pool.
  app.decorate('pdfCache', createPdfCache(app.pdf));
  app.decorate('serviceContext', {
    db: database.db,
    dialect: database.dialect,
    config: app.config,
    outbox: app.outbox,
    mailer: app.mailer,
    pdf: app.pdf,
    pdfCache: app.pdfCache,
    log: app.log,
    clock: () => new Date(),
  });

  // Runs the businesses asked to have prepared are drafted in the background, like the outbox's work.
  if (config.outbox.isWorkerRunning) {
    const preparer = createDraftPreparer(app.serviceContext);
    app.addHook('onReady', async () => preparer.start());
    app.addHook('preClose', async () => preparer.stop());
  }

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await registerApiDocs(app);
  await registerRateLimits(app, config);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(teamRoutes);
  await app.register(auditRoutes);
  await app.register(closedBooksRoutes);
  await app.register(uploadRoutes);
  await app.register(customerRoutes);
  await app.register(customerImportRoutes);
  await app.register(billHeadRoutes);
  await app.register(billingRunRoutes);
  await app.register(gstSettingsRoutes);
  await app.register(numberingRoutes);
  await app.register(documentRoutes);
  await app.register(invoiceRoutes);
  await app.register(messagingRoutes);
  await app.register(paymentRoutes);
  await app.register(receiptRoutes);
  await app.register(creditNoteRoutes);
  await app.register(interestRoutes);
  await app.register(statementRoutes);
  await app.register(portalRoutes);
  await app.register(intimationRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(accountsRoutes);
  await app.register(tallyRoutes);
  await app.register(onlinePaymentRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}
