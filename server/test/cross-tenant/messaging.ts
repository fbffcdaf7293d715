import { encryptSecret } from '../../security/secret-box';
import { buildCustomer, buildInvoice } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';

/**
 * The messaging routes' cross-tenant cases (joined into CROSS_TENANT_CASES by index.ts). The victim has an
 * overdue invoice, WhatsApp set up, and one message in its outbox; its invoices and outbox must be
 * exactly as they were after the intruder's call.
 */
async function prepareVictimMessages(context: CrossTenantContext): Promise<Record<string, string>> {
  const db = context.app.database.db;
  await db
    .updateTable('businesses')
    .set({
      whatsapp_token_encrypted: encryptSecret(context.app.config.appSecret, 'victim-whatsapp-token'),
      whatsapp_phone_number_id: '1055500009',
      whatsapp_template: 'payment_reminder',
    })
    .where('id', '=', context.victim.business.id)
    .execute();
  const parent = await buildCustomer(db, { parent: context.victim });
  const { invoice } = await buildInvoice(db, { parent, values: { due_date: '2026-01-31' } });
  const sent = await context.app.inject({
    method: 'POST',
    url: '/api/v2/invoices/send/email',
    headers: context.victimHeaders,
    payload: { id: invoice.id },
  });
  if (sent.statusCode !== 200) throw new Error(`the victim message failed: ${sent.body}`);
  return { invoiceId: invoice.id, messagesState: await victimMessagesState(context) };
}

async function victimMessagesState(context: CrossTenantContext): Promise<string> {
  const db = context.app.database.db;
  const businessId = context.victim.business.id;
  const [outbox, invoices] = await Promise.all([
    db.selectFrom('outbox').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
    db.selectFrom('invoices').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
  ]);
  return JSON.stringify({ outbox, invoices });
}

async function victimMessagesUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimMessagesState(context)) !== resources.messagesState) {
    throw new Error('the victim messages changed');
  }
}

const GET_ROUTES = new Set(['/api/v2/messages', '/api/v2/invoices/:id/share', '/api/v2/reminders/preview']);

/** An intruder's call on a messaging route against the victim's invoice or owner id. */
function messagingCase(
  route: string,
  url: (context: CrossTenantContext, resources: Record<string, string>) => string,
  answeredWith: number[],
  hasBody = false,
): CrossTenantCase {
  const method = GET_ROUTES.has(route) ? 'GET' : 'POST';
  return {
    method,
    route,
    prepare: prepareVictimMessages,
    request: (context, resources) => ({
      method,
      url: url(context, resources),
      headers: context.intruderHeaders,
      ...(hasBody ? { payload: { id: resources.invoiceId } } : {}),
    }),
    answeredWith,
    unchanged: victimMessagesUnchanged,
  };
}

export const MESSAGING_CASES: CrossTenantCase[] = [
  messagingCase('/api/v2/invoices/send/email', () => '/api/v2/invoices/send/email', [404], true),
  messagingCase('/api/v2/invoices/send/wa', () => '/api/v2/invoices/send/wa', [404], true),
  messagingCase(
    '/api/v2/invoices/send/wa/:profileToken',
    () => '/api/v2/invoices/send/wa/victim-whatsapp-token',
    [404],
    true,
  ),
  messagingCase(
    '/api/v2/invoices/remainder/:ownerId',
    (context) => `/api/v2/invoices/remainder/${context.victim.user.id}`,
    [403],
  ),
  messagingCase(
    '/api/v2/invoices/warem/:ownerId',
    (context) => `/api/v2/invoices/warem/${context.victim.user.id}`,
    [403],
  ),
  messagingCase(
    '/api/v2/invoices/warem/:ownerId/:profileToken',
    (context) => `/api/v2/invoices/warem/${context.victim.user.id}/victim-whatsapp-token`,
    [403],
  ),
  messagingCase(
    '/api/v2/invoices/:id/share',
    (_context, resources) => `/api/v2/invoices/${resources.invoiceId}/share`,
    [404],
  ),
  // Answers only the intruder's own overdue clients: none.
  messagingCase('/api/v2/reminders/preview', () => '/api/v2/reminders/preview', [200]),
  // Answers only the intruder's own outbox: empty, even when narrowed to the victim's invoice.
  messagingCase(
    '/api/v2/messages',
    (_context, resources) => `/api/v2/messages?invoiceId=${resources.invoiceId}`,
    [200],
  ),
];
