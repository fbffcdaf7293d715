import { createHmac, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { UNREADABLE_FILE_MESSAGE } from '../features/customer-import/spreadsheet';
import { encryptSecret } from '../security/secret-box';
import { buildBusiness, buildCustomer, buildInvoice } from './factories';
import { multipartPayload, pngBytes } from './multipart';
import { sessionHeadersFor } from './sessions';
import { describeEachDatabase } from './test-servers';

/**
 * Text that reaches the server outside a zod schema: multipart files and their names, the webhook's
 * raw body, headers. NUL (PostgreSQL refuses it in text) and ESC must never make a 5xx there either.
 */
const CONTROL_CHARACTERS = ['\u0000', '\u001b'];

describeEachDatabase('text outside the request schemas', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  it('an import file holding a NUL byte is refused as not text, and nothing is stored', async () => {
    const { business, headers } = await owner();
    const header = 'Name,Email,Flat Area (sq.ft),Price per sq.ft,Flat No.';
    const body = multipartPayload([
      {
        bytes: Buffer.from(`${header}\r\nAsha\u0000 Rao,asha@example.test,100,1,A-101\r\n`),
        filename: 'flats.csv',
      },
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/clients/import?dryRun=false',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNREADABLE_FILE_MESSAGE);
    const stored = await context.app.database.db
      .selectFrom('customers')
      .select('id')
      .where('business_id', '=', business.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))(
    'an import file with %s in its cells and name imports none of those rows and says why',
    async (_label, character) => {
      // A NUL byte anywhere makes the file binary (the test above); its name may still hold one.
      const cell = character === '\u0000' ? '\u0001' : character;
      const { business, headers } = await owner();
      const header = 'Name,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.';
      const rows = [
        `Asha${cell} Rao,asha@example.test,98200 12345,100,1,A,1,A-101`,
        `Ravi Rao,ravi${cell}@example.test,98200 12346,100,1,A,1,A-102`,
        `Meera Rao,meera@example.test,98200${cell}12347,100,1,A,1,A-103`,
        `Kiran Rao,kiran@example.test,98200 12348,100,1,A${cell},1,A-104`,
        `Uma Rao,uma@example.test,98200 12349,100,1,A,1,A-1${cell}05`,
      ];
      const body = multipartPayload([
        { bytes: Buffer.from([header, ...rows, ''].join('\r\n')), filename: `flats${character}.csv` },
      ]);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/clients/import?dryRun=false',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.counts).toEqual({ create: 0, update: 0, unchanged: 0, invalid: 5 });
      expect(answer.rows.map((row: { issues: { column: string }[] }) => row.issues[0]?.column)).toEqual([
        'Name',
        'Email',
        'Phone',
        'Block',
        'Flat No.',
      ]);
      const stored = await context.app.database.db
        .selectFrom('customers')
        .select('id')
        .where('business_id', '=', business.id)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))(
    'a logo whose file name holds %s is stored by its content; the name is never kept',
    async (_label, character) => {
      const { headers } = await owner();
      const body = multipartPayload([{ bytes: pngBytes(), filename: `logo${character}.png` }]);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().secure_url).toMatch(/^\/api\/v2\/uploads\/[0-9a-f-]{36}$/);
    },
  );

  it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))(
    'a session header holding %s is a 401',
    async (_label, character) => {
      const { headers } = await owner();
      for (const authorization of [`Bearer x${character}y`, `${headers.authorization}${character}`]) {
        const response = await context.app.inject({
          method: 'GET',
          url: '/api/v2/profiles',
          headers: { authorization },
        });
        expect(response.statusCode).toBe(401);
      }
    },
  );

  it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))(
    'a signed webhook event with %s in its ids and notes is answered without a 5xx and records nothing',
    async (_label, character) => {
      const webhookSecret = `webhook-secret-${randomUUID()}`;
      const tenant = await buildBusiness(context.app.database.db, {
        values: {
          razorpay_webhook_secret_encrypted: encryptSecret(context.app.config.appSecret, webhookSecret),
        },
      });
      const { invoice } = await buildInvoice(context.app.database.db, {
        parent: await buildCustomer(context.app.database.db, { parent: tenant }),
      });
      const now = Math.floor(Date.now() / 1000);
      const event = JSON.stringify({
        entity: 'event',
        account_id: `acc${character}1`,
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: `pay_${character}0000001`,
              entity: 'payment',
              amount: 100,
              currency: 'INR',
              status: 'captured',
              order_id: `order_${character}000001`,
              method: 'card',
              captured: true,
              notes: { invoiceId: `${invoice.id}${character}` },
              created_at: now,
            },
          },
        },
        created_at: now,
      });
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/v2/payment/webhook/${tenant.business.id}`,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', webhookSecret).update(event).digest('hex'),
          // Node's HTTP parser refuses control characters in headers (400) before any route runs.
          'x-razorpay-event-id': `evt_${randomUUID()}`,
        },
        payload: event,
      });
      expect(response.statusCode).toBeLessThan(500);
      const payments = await context.app.database.db
        .selectFrom('payments')
        .select('id')
        .where('business_id', '=', tenant.business.id)
        .execute();
      expect(payments).toEqual([]);
    },
  );
});
