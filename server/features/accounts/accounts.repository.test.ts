import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { NewInvoiceRow } from '../../db/schema';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { describeEachDatabase } from '../../test/test-servers';
import { creditNotesIn, suppliesIn } from './accounts.repository';

/** More bills and notes than a page holds (500), on two days, numbered out of day order. */
const BILLS = 1_203;

describeEachDatabase('the accounts reader, page after page', (context) => {
  const db = () => context.app.database.db;

  async function manyBills() {
    const { business, customer } = await buildCustomer(db(), { parent: await buildBusiness(db()) });
    const now = new Date().toISOString();
    const bills: NewInvoiceRow[] = Array.from({ length: BILLS }, (_, index) => ({
      id: randomUUID(),
      business_id: business.id,
      customer_id: customer.id,
      // Later numbers on the earlier day, so the order is by day, then number.
      invoice_number: String(index < 600 ? BILLS + index : index),
      invoice_number_value: index < 600 ? BILLS + index : index,
      // One in a hundred is a quotation, which is no supply.
      type: index % 100 === 7 ? 'Quotation' : 'Invoice',
      status: 'Unpaid',
      gst_rate_basis_points: 0,
      hsn: '995419',
      sub_total_paise: 1_000 + index,
      gst_paise: 0,
      total_paise: 1_000 + index,
      invoice_date: index < 600 ? '2026-11-03' : '2026-11-04',
      due_date: '2026-11-30',
      client_name: 'Asha Rao',
      client_email: '',
      client_gstin: null,
      replaced_by_invoice_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < bills.length; start += 200) {
      const page = bills.slice(start, start + 200);
      await db().insertInto('invoices').values(page).execute();
      await db()
        .insertInto('invoice_items')
        .values(
          page.map((bill) => ({
            id: randomUUID(),
            business_id: business.id,
            invoice_id: bill.id,
            position: 0,
            item_name: `Maintenance ${bill.invoice_number}`,
            unit_price_paise: bill.sub_total_paise,
            quantity_hundredths: 100,
            amount_paise: bill.sub_total_paise,
          })),
        )
        .execute();
      await db()
        .insertInto('credit_notes')
        .values(
          page.map((bill) => ({
            id: randomUUID(),
            business_id: business.id,
            invoice_id: bill.id,
            customer_id: customer.id,
            credit_note_number_value: bill.invoice_number_value,
            issued_on: bill.invoice_date,
            reason: 'Lift shut',
            sub_total_paise: 100,
            gst_paise: 0,
            total_paise: 100,
            created_at: now,
          })),
        )
        .execute();
    }
    const supplies = bills.filter((bill) => bill.type !== 'Quotation');
    const order = (bill: NewInvoiceRow) =>
      `${bill.invoice_date} ${String(bill.invoice_number_value).padStart(6, '0')}`;
    return {
      business,
      supplies: supplies.sort((first, second) => order(first).localeCompare(order(second))),
    };
  }

  it('reads every supply once with its lines, and every note on one, by day then number', async () => {
    const { business, supplies } = await manyBills();
    const range = { businessId: business.id, from: '2026-11-01', to: '2026-11-30' };
    const read: string[] = [];
    for await (const { invoice, lines } of suppliesIn(db(), range)) {
      expect(lines.map((line) => line.itemName)).toEqual([`Maintenance ${invoice.invoiceNumber}`]);
      read.push(invoice.invoiceNumber);
    }
    expect(read).toEqual(supplies.map((bill) => bill.invoice_number));
    const notes: string[] = [];
    for await (const note of creditNotesIn(db(), range)) {
      expect(note.lines).toEqual([]);
      notes.push(note.bill.invoiceNumber);
    }
    expect(notes).toEqual(supplies.map((bill) => bill.invoice_number));
  });
});
