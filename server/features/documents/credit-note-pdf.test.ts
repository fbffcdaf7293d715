import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import {
  buildBusiness,
  buildCustomer,
  buildInvoice,
  MAINTENANCE_AND_SINKING_FUND,
} from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('credit note PDFs', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  it('names the bill it corrects, the reason, each line, the CGST and SGST reversed and the total in words', async () => {
    const tenant = await buildBusiness(db(), {
      values: { business_name: 'Green Park Society', gstin: '27AAPFU0939F1ZV' },
    });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Ananyā Śarmā', block: 'B', floor: '4', flat: 'B-402' },
    });
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 18,
      items: MAINTENANCE_AND_SINKING_FUND,
      values: { invoice_date: addDays(today(), -10), place_of_supply: '27' },
    });
    const credited = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${invoice.id}/credit-notes`,
      headers,
      payload: {
        date: today(),
        reason: 'Area corrected to 1,000 sq.ft',
        lines: [
          { line: 0, amount: 1000 },
          { line: 1, amount: 100 },
        ],
      },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const pdf = await context.app.inject({
      method: 'GET',
      url: `/api/v2/credit-notes/${credited.json()._id}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('credit-note-');
    const { text } = await pdfTextOf(pdf.rawPayload);
    for (const expected of [
      'Green Park Society',
      'Credit note',
      'CN-001',
      `Against bill ${invoice.invoice_number}`,
      'Ananyā Śarmā',
      'Block B, Floor 4, Flat B-402',
      'Area corrected to 1,000 sq.ft',
      'Maintenance ₹1,000.00',
      'Sinking fund (no GST) ₹100.00',
      // The bill is supplied in the society's own state: the GST it reverses is CGST and SGST.
      'CGST(9%) reversed ₹90.00',
      'SGST(9%) reversed ₹90.00',
      'Total credited ₹1,280.00',
      'Rupees One Thousand Two Hundred Eighty Only',
    ]) {
      expect(text).toContain(expected);
    }

    // The bill's own PDF says what its credit notes took off.
    const bill = await context.app.inject({ method: 'GET', url: `/api/v2/invoices/${invoice.id}/pdf` });
    expect((await pdfTextOf(bill.rawPayload)).text).toContain(
      'Total ₹4,925.00 Credit notes -₹1,280.00 Paid ₹0.00 Balance ₹3,645.00',
    );

    const missing = await context.app.inject({
      method: 'GET',
      url: `/api/v2/credit-notes/${randomUUID()}/pdf`,
      headers,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Credit note not found']);
  });
});
