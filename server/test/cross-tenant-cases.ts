import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { INVOICE_LISTS } from '../../domain/api/invoices';
import { DEFAULT_TIME_ZONE } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import type { AppInstance } from '../app-context';
import type { BusinessRow, UserRow } from '../db/schema';
import { encryptSecret } from '../security/secret-box';
import { buildCustomer, buildInvoice } from './factories';
import { MESSAGING_CASES } from './messaging-cross-tenant-cases';
import { multipartPayload, pngBytes } from './multipart';

/** One business with its owner, as the victim or the intruder of a cross-tenant case. */
export type Tenant = { user: UserRow; business: BusinessRow };

export type CrossTenantContext = {
  app: AppInstance;
  victim: Tenant;
  intruder: Tenant;
  /** The victim's signed-in Authorization header, for `prepare` to make its resources through the API. */
  victimHeaders: { authorization: string };
  /** The intruder's own signed-in Authorization header. */
  intruderHeaders: { authorization: string };
};

/**
 * One protected route, tried by another business. `request` builds the intruder's call against the
 * victim's resource (made in `prepare`); the answer must be one of `answeredWith` (a refusal, or for
 * a route that only ever acts on the caller's own data, its success), and `unchanged` proves the
 * victim's data is as it was.
 */
export type CrossTenantCase = {
  method: NonNullable<InjectOptions['method']>;
  /** The route as registered, e.g. '/api/v2/clients/:id'. */
  route: string;
  prepare: (context: CrossTenantContext) => Promise<Record<string, string>>;
  request: (context: CrossTenantContext, resources: Record<string, string>) => InjectOptions;
  answeredWith: number[];
  unchanged: (context: CrossTenantContext, resources: Record<string, string>) => Promise<void>;
};

async function victimBusinessUnchanged(context: CrossTenantContext): Promise<void> {
  const row = await context.app.database.db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', context.victim.business.id)
    .executeTakeFirstOrThrow();
  if (JSON.stringify(row) !== JSON.stringify(context.victim.business)) {
    throw new Error('the victim business changed');
  }
}

/** The victim's uploads as stored: ids and sizes (a logo is stored re-encoded, not as sent). */
async function victimUploads(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('uploads')
    .select(['id', 'byte_size'])
    .where('business_id', '=', context.victim.business.id)
    .execute();
  return JSON.stringify(rows);
}

async function victimUploadsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  const rows = await victimUploads(context);
  if (rows !== resources.uploadRows || !rows.includes(resources.uploadId ?? '-')) {
    throw new Error('the victim uploads changed');
  }
}

const PROFILE_CHANGE = { businessName: 'Taken Over', name: 'Intruder' };

/** Gives the victim one customer and remembers its row exactly as stored. */
async function prepareVictimCustomer(context: CrossTenantContext): Promise<Record<string, string>> {
  const { customer } = await buildCustomer(context.app.database.db, { parent: context.victim });
  return { customerId: customer.id, customerRows: JSON.stringify([customer]) };
}

async function victimCustomersUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  const rows = await context.app.database.db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .execute();
  if (JSON.stringify(rows) !== resources.customerRows) throw new Error('the victim customers changed');
}

const CUSTOMER_CHANGE = { name: 'Taken Over', email: 'intruder@example.test' };

/**
 * Gives the victim one customer with one invoice, and remembers its invoices, items, payments and
 * invoice counter exactly as stored.
 */
async function prepareVictimInvoice(context: CrossTenantContext): Promise<Record<string, string>> {
  const db = context.app.database.db;
  const parent = await buildCustomer(db, { parent: context.victim });
  const { invoice } = await buildInvoice(db, { parent });
  return {
    customerId: parent.customer.id,
    invoiceId: invoice.id,
    invoiceState: await victimInvoiceState(context),
  };
}

/** Like prepareVictimInvoice, with one payment recorded on the invoice through the API. */
async function prepareVictimPayment(context: CrossTenantContext): Promise<Record<string, string>> {
  const db = context.app.database.db;
  const parent = await buildCustomer(db, { parent: context.victim });
  const { invoice } = await buildInvoice(db, { parent });
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v2/invoices/${invoice.id}/payments`,
    headers: context.victimHeaders,
    payload: { amountPaid: 1, datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()), paymentMethod: 'Cash' },
  });
  if (response.statusCode !== 201) throw new Error(`the victim payment failed: ${response.body}`);
  return {
    invoiceId: invoice.id,
    paymentId: response.json().paymentRecords[0]._id,
    invoiceState: await victimInvoiceState(context),
  };
}

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

async function victimInvoiceState(context: CrossTenantContext): Promise<string> {
  const db = context.app.database.db;
  const businessId = context.victim.business.id;
  const [invoices, items, payments, business] = await Promise.all([
    db.selectFrom('invoices').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
    db.selectFrom('invoice_items').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
    db
      .selectFrom('businesses')
      .select('invoice_counter')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ invoices, items, payments, business });
}

async function victimInvoicesUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimInvoiceState(context)) !== resources.invoiceState) {
    throw new Error('the victim invoices changed');
  }
}

/** Every tenant route joins this table as it is built; the coverage test enforces it. */
export const CROSS_TENANT_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/profiles',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'GET',
      url: `/api/v2/profiles?searchQuery=${context.victim.user.id}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [403],
    unchanged: victimBusinessUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/profiles',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: context.intruderHeaders,
      payload: {
        ...PROFILE_CHANGE,
        email: 'x@example.test',
        phoneNumber: '98200 12345',
        contactAddress: 'x',
      },
    }),
    answeredWith: [200],
    unchanged: victimBusinessUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/profiles/:id',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'PATCH',
      url: `/api/v2/profiles/${context.victim.business.id}`,
      headers: context.intruderHeaders,
      payload: PROFILE_CHANGE,
    }),
    answeredWith: [403, 404],
    unchanged: victimBusinessUnchanged,
  },
  {
    // Uploads always belong to the caller's business; another's logos are neither counted nor pruned.
    method: 'POST',
    route: '/api/v2/uploads',
    prepare: async (context) => {
      const body = multipartPayload([{ bytes: pngBytes(96) }]);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...context.victimHeaders, ...body.headers },
        payload: body.payload,
      });
      const uploadId = String(response.json().secure_url).split('/').at(-1) ?? '';
      return { uploadId, uploadRows: await victimUploads(context) };
    },
    request: (context) => {
      const body = multipartPayload([{ bytes: pngBytes(100) }]);
      return {
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...context.intruderHeaders, ...body.headers },
        payload: body.payload,
      };
    },
    answeredWith: [201],
    unchanged: victimUploadsUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/clients/user',
    prepare: prepareVictimCustomer,
    request: (context) => ({
      method: 'GET',
      url: `/api/v2/clients/user?searchQuery=${context.victim.user.id}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [403],
    unchanged: victimCustomersUnchanged,
  },
  {
    // A customer is always created in the caller's business, even for a flat the victim also has.
    method: 'POST',
    route: '/api/v2/clients',
    prepare: prepareVictimCustomer,
    request: (context, resources) => {
      const [victimCustomer] = JSON.parse(resources.customerRows ?? '[]');
      return {
        method: 'POST',
        url: '/api/v2/clients',
        headers: context.intruderHeaders,
        payload: {
          ...CUSTOMER_CHANGE,
          block: victimCustomer.block,
          floor: victimCustomer.floor,
          flat: victimCustomer.flat,
          flatarea: 100,
          price: 1,
        },
      };
    },
    answeredWith: [201],
    unchanged: victimCustomersUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/clients/:id',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'PATCH',
      url: `/api/v2/clients/${resources.customerId}`,
      headers: context.intruderHeaders,
      payload: CUSTOMER_CHANGE,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/clients/:id/dues',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/clients/${resources.customerId}/dues`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
  {
    method: 'DELETE',
    route: '/api/v2/clients/:id',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'DELETE',
      url: `/api/v2/clients/${resources.customerId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
  {
    // An import matches flats in the caller's business only: the victim's same flat is never updated.
    method: 'POST',
    route: '/api/v2/clients/import',
    prepare: prepareVictimCustomer,
    request: (context, resources) => {
      const [victimCustomer] = JSON.parse(resources.customerRows ?? '[]');
      const header = 'Name,Email,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.';
      const row = `Taken Over,intruder@example.test,100,1,${victimCustomer.block},${victimCustomer.floor},${victimCustomer.flat}`;
      const body = multipartPayload([
        { bytes: Buffer.from(`${header}\r\n${row}\r\n`), filename: 'flats.csv' },
      ]);
      return {
        method: 'POST',
        url: '/api/v2/clients/import?dryRun=false',
        headers: { ...context.intruderHeaders, ...body.headers },
        payload: body.payload,
      };
    },
    answeredWith: [200],
    unchanged: victimCustomersUnchanged,
  },
  {
    // The customer is looked up in the caller's business only: another's customer id is refused (400).
    method: 'POST',
    route: '/api/v2/invoices',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/invoices',
      headers: context.intruderHeaders,
      payload: { client: { _id: resources.customerId }, items: [{ itemName: 'Maintenance', unitPrice: 1 }] },
    }),
    answeredWith: [400, 404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The victim's invoice is overdue, so only the tenant check stands between the intruder and a 201.
    method: 'POST',
    route: '/api/v2/invoices/overdue',
    prepare: async (context) => {
      const parent = await buildCustomer(context.app.database.db, { parent: context.victim });
      const { invoice } = await buildInvoice(context.app.database.db, {
        parent,
        values: { invoice_date: '2000-01-01', due_date: '2000-01-31' },
      });
      return { invoiceId: invoice.id, invoiceState: await victimInvoiceState(context) };
    },
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers: context.intruderHeaders,
      payload: { from: resources.invoiceId },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // Always the caller's own counter.
    method: 'GET',
    route: '/api/v2/invoices/count',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/invoices/count',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // Another business's session gets the public view, the same as no session at all (what the
    // invoice's link shows anyone who has it); invoices.test.ts checks its field set.
    method: 'GET',
    route: '/api/v2/invoices/:id',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/invoices/${resources.invoiceId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The owner's own invoice only: another business's id is not found.
    method: 'POST',
    route: '/api/v2/invoices/generate',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/invoices/generate',
      headers: context.intruderHeaders,
      payload: { id: resources.invoiceId },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The public invoice view's 'Save as PDF': the same document anyone with the link sees, changing nothing.
    method: 'GET',
    route: '/api/v2/invoices/:id/pdf',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/invoices/${resources.invoiceId}/pdf`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/invoices/:id',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'PATCH',
      url: `/api/v2/invoices/${resources.invoiceId}`,
      headers: context.intruderHeaders,
      payload: { items: [{ itemName: 'Taken Over', unitPrice: 1 }], notes: 'Taken over' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // Always the caller's own payments; payment-export.test.ts checks another business's never show.
    method: 'GET',
    route: '/api/v2/payments',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/payments?from=2000-01-01&to=2050-12-31',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // Always the caller's own figures; dashboard.test.ts checks another business's money never shows.
    method: 'GET',
    route: '/api/v2/dashboard',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/dashboard?search=0',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The search runs in the caller's business only.
    method: 'GET',
    route: '/api/v2/invoices',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/invoices?searchQuery=0',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The blocks of the caller's own invoices only.
    method: 'GET',
    route: '/api/v2/invoices/blocks',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/invoices/blocks',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/invoices/:id/payments',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/invoices/${resources.invoiceId}/payments`,
      headers: context.intruderHeaders,
      payload: { amountPaid: 1, datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()), paymentMethod: 'Cash' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'DELETE',
    route: '/api/v2/invoices/payment/:invoiceId/:paymentId',
    prepare: prepareVictimPayment,
    request: (context, resources) => ({
      method: 'DELETE',
      url: `/api/v2/invoices/payment/${resources.invoiceId}/${resources.paymentId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
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
  ...MESSAGING_CASES,
  ...INVOICE_LISTS.map(
    (list): CrossTenantCase => ({
      method: 'GET',
      route: `/api/v2/invoices/${list}/:ownerId`,
      prepare: prepareVictimInvoice,
      request: (context) => ({
        method: 'GET',
        url: `/api/v2/invoices/${list}/${context.victim.user.id}`,
        headers: context.intruderHeaders,
      }),
      answeredWith: [403],
      unchanged: victimInvoicesUnchanged,
    }),
  ),
];

/**
 * Routes that belong to no tenant, each with the reason. Anything else under /api/v2 must have a
 * cross-tenant case.
 */
export const ROUTES_WITHOUT_TENANT: Record<string, string> = {
  'GET /healthz': 'answers only whether the database is up',
  'GET /api/docs': 'the public API description',
  'POST /api/v2/users/signup': 'creates a new account and its own business',
  'POST /api/v2/users/signin': 'answers only the caller’s own account, after the password',
  'POST /api/v2/users/forgot': 'answers the same whoever asks; the link goes to the account’s e-mail',
  'POST /api/v2/users/reset': 'acts only on the account the one-time token belongs to',
  'GET /api/v2/profiles/receiver/:creatorId': 'the business details printed on every public invoice',
  'GET /api/v2/clients/import/template': 'the empty import file: column headers and an example row',
  'GET /api/v2/uploads/:id': 'a logo, printed on every public invoice; its id is a random UUID',
  'POST /api/v2/payment/checkout':
    'the public payment page: the invoice id (a random UUID) is the link; answers only the order, the public key and the business name',
  'POST /api/v2/payment/validate':
    'the public payment page: acts only on the order stored for that invoice, after its signature and the provider agree',
};
