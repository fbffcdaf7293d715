import type { TLedger } from '@domain/api/ledger';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

/** One step a treasurer may take on a flat's account; amounts in paise. */
type Step =
  | { kind: 'bill'; paise: number; gst: boolean }
  | { kind: 'credit'; pick: number; paise: number }
  | { kind: 'pay-invoice'; pick: number; paise: number }
  | { kind: 'pay-on-account'; paise: number }
  | { kind: 'delete-payment'; pick: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'opening'; paise: number };

const paise = fc.integer({ min: 1, max: 500_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('bill' as const), paise, gst: fc.boolean() }),
  fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), paise }),
  fc.record({ kind: fc.constant('pay-invoice' as const), pick: fc.nat(), paise }),
  fc.record({ kind: fc.constant('pay-on-account' as const), paise }),
  fc.record({ kind: fc.constant('delete-payment' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('opening' as const), paise: fc.integer({ min: -300_000, max: 300_000 }) }),
);

describeEachDatabase('the flat’s ledger, under any sequence of steps', (context) => {
  const db = () => context.app.database.db;

  /** What the database holds for the flat's bills, checked against the ledger's own answer. */
  async function expectLedgerHolds(businessId: string, customerId: string, ledger: TLedger) {
    const invoices = await db()
      .selectFrom('invoices')
      .select(['id', 'total_paise', 'total_received_paise', 'total_credited_paise'])
      .where('business_id', '=', businessId)
      .where('customer_id', '=', customerId)
      .execute();
    let owed = 0;
    let creditedAll = 0;
    for (const invoice of invoices) {
      const paid = await db()
        .selectFrom('payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('paid'))
        .where('invoice_id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      const notes = await db()
        .selectFrom('credit_notes')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('credited'))
        .where('invoice_id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      const total = Number(invoice.total_paise);
      const received = Number(invoice.total_received_paise);
      const credited = Number(invoice.total_credited_paise);
      // No invoice ever received (with what its credit notes took off) more than its total, and its
      // figures are what its payment rows and its credit notes add up to.
      expect(received + credited).toBeLessThanOrEqual(total);
      expect(received).toBe(Number(paid.paid));
      expect(credited).toBe(Number(notes.credited));
      owed += total - credited - received;
      creditedAll += credited;
    }
    const cents = (rupees: number) => Math.round(rupees * 100);
    // Money received is every receipt that stands; a reversed one is money that never arrived.
    const standing = await db()
      .selectFrom('receipts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('received'))
      .where('business_id', '=', businessId)
      .where('reversed_on', 'is', null)
      .executeTakeFirstOrThrow();
    expect(cents(ledger.received)).toBe(Number(standing.received));
    // opening + billed − credit notes − received = dues − advance, to the paisa.
    expect(cents(ledger.credited)).toBe(creditedAll);
    expect(
      cents(ledger.opening.amount) + cents(ledger.billed) - cents(ledger.credited) - cents(ledger.received),
    ).toBe(cents(ledger.dues) - cents(ledger.advance));
    expect(cents(ledger.advance)).toBeGreaterThanOrEqual(0);
    expect(cents(ledger.dues)).toBeGreaterThanOrEqual(owed);
    expect(cents(ledger.billed)).toBe(
      invoices.reduce((sum, invoice) => sum + Number(invoice.total_paise), 0),
    );
  }

  it('keeps every rupee accounted for, and no bill paid or credited beyond its total', {
    timeout: 240_000,
  }, async () => {
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const tenant = await buildBusiness(db());
        const headers = await sessionHeadersFor(context.app, tenant.user);
        const { customer } = await buildCustomer(db(), { parent: tenant });
        const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        const invoiceIds: string[] = [];
        const cash = (amount: number) => ({
          amountPaid: fromPaise(amount),
          datePaid: today,
          paymentMethod: 'Cash',
        });
        for (const next of steps) {
          let answer: { statusCode: number; body: string } | undefined;
          if (next.kind === 'bill') {
            answer = await send('POST', '/api/v2/invoices', {
              client: { _id: customer.id },
              type: 'Bill',
              rates: next.gst ? 18 : 0,
              items: [
                { itemName: 'Maintenance', unitPrice: fromPaise(next.paise), basis: 'fixed', quantity: 1 },
              ],
            });
            if (answer.statusCode === 201) invoiceIds.push(JSON.parse(answer.body)._id);
          } else if (next.kind === 'credit' && invoiceIds.length > 0) {
            const id = invoiceIds[next.pick % invoiceIds.length] as string;
            answer = await send('POST', `/api/v2/invoices/${id}/credit-notes`, {
              date: today,
              reason: 'Corrected',
              lines: [{ line: 0, amount: fromPaise(next.paise) }],
            });
          } else if (next.kind === 'pay-invoice' && invoiceIds.length > 0) {
            const id = invoiceIds[next.pick % invoiceIds.length] as string;
            answer = await send('POST', `/api/v2/invoices/${id}/payments`, cash(next.paise));
          } else if (next.kind === 'pay-on-account') {
            answer = await send('POST', `/api/v2/clients/${customer.id}/payments`, cash(next.paise));
          } else if (next.kind === 'delete-payment') {
            const payments = await db()
              .selectFrom('payments')
              .select(['id', 'invoice_id'])
              .where('business_id', '=', tenant.business.id)
              .orderBy('id')
              .execute();
            const chosen = payments[next.pick % Math.max(1, payments.length)];
            if (chosen)
              answer = await send('DELETE', `/api/v2/invoices/payment/${chosen.invoice_id}/${chosen.id}`);
          } else if (next.kind === 'reverse') {
            const receipts = await db()
              .selectFrom('receipts')
              .select('id')
              .where('business_id', '=', tenant.business.id)
              .orderBy('id')
              .execute();
            const chosen = receipts[next.pick % Math.max(1, receipts.length)];
            if (chosen) {
              answer = await send('POST', `/api/v2/receipts/${chosen.id}/reverse`, {
                reversedOn: today,
                bounceCharge: 250,
              });
            }
          } else if (next.kind === 'opening') {
            answer = await send('PUT', `/api/v2/clients/${customer.id}/opening-balance`, {
              amount: fromPaise(next.paise),
              asOf: today,
            });
          }
          // Every step is taken or refused with a clear 4xx, never a failure of the server.
          if (answer) expect(answer.statusCode, `${next.kind}: ${answer.body}`).toBeLessThan(500);
          const ledger = await send('GET', `/api/v2/clients/${customer.id}/ledger`);
          await expectLedgerHolds(tenant.business.id, customer.id, JSON.parse(ledger.body));
        }
      }),
      { numRuns: 25 },
    );
  });
});
