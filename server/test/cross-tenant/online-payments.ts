import { createHmac } from 'node:crypto';
import { encryptSecret } from '../../security/secret-box';
import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

const VICTIM_WEBHOOK_SECRET = 'victim-webhook-secret';

/** The victim takes payments online: a webhook secret on its profile, and an invoice. */
async function prepareVictimWebhook(context: CrossTenantContext): Promise<Record<string, string>> {
  await context.app.database.db
    .updateTable('businesses')
    .set({
      razorpay_webhook_secret_encrypted: encryptSecret(context.app.config.appSecret, VICTIM_WEBHOOK_SECRET),
    })
    .where('id', '=', context.victim.business.id)
    .execute();
  return prepareVictimInvoice(context);
}

/** A `payment.captured` event for an order of the victim's invoice, as Razorpay would post it. */
function capturedEvent(invoiceId: string): string {
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_intruder',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: 'pay_intruder0000001',
          entity: 'payment',
          amount: 100,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_intruder000001',
          method: 'card',
          captured: true,
          notes: { invoiceId },
          created_at: now,
        },
      },
    },
    created_at: now,
  });
}

export const ONLINE_PAYMENTS_CASES: CrossTenantCase[] = [
  {
    // Public (Razorpay calls it), but per business: an event signed with any secret other than the
    // victim's own webhook secret (here the intruder's) is refused and records nothing.
    method: 'POST',
    route: '/api/v2/payment/webhook/:businessId',
    prepare: prepareVictimWebhook,
    request: (context, resources) => {
      const body = capturedEvent(resources.invoiceId ?? '');
      return {
        method: 'POST',
        url: `/api/v2/payment/webhook/${context.victim.business.id}`,
        headers: {
          ...context.intruderHeaders,
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', 'intruder-webhook-secret').update(body).digest('hex'),
          'x-razorpay-event-id': 'evt_intruder',
        },
        payload: body,
      };
    },
    answeredWith: [401],
    unchanged: async (context, resources) => {
      await victimInvoicesUnchanged(context, resources);
      const events = await context.app.database.db
        .selectFrom('webhook_events')
        .select('id')
        .where('business_id', '=', context.victim.business.id)
        .execute();
      if (events.length > 0) throw new Error('the victim recorded a webhook event');
    },
  },
];
