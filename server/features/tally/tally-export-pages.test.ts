import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { describeEachDatabase } from '../../test/test-servers';
import { exportTally } from './tally-export.service';

/** More receipts than a page holds (500), on two days, numbered out of day order. */
const RECEIPTS = 1_201;

describeEachDatabase('Tally export, page after page', (context) => {
  const db = () => context.app.database.db;

  async function manyReceipts() {
    const { business, customer } = await buildCustomer(db(), {
      parent: await buildBusiness(db()),
      values: { block: 'A', flat: '101', name: 'Asha Rao' },
    });
    const rows = Array.from({ length: RECEIPTS }, (_, index) => ({
      id: randomUUID(),
      business_id: business.id,
      customer_id: customer.id,
      // Later numbers on the earlier day, so the order is by day, then number.
      receipt_number_value: index < 600 ? RECEIPTS + index : index,
      amount_paise: 100 + index,
      date_paid: index < 600 ? '2026-11-03' : '2026-11-04',
      payment_method: index % 2 === 0 ? 'Cash' : 'UPI',
      reversed_on: index % 400 === 0 ? '2026-11-10' : null,
      created_at: new Date().toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await db()
        .insertInto('receipts')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    return { business, rows };
  }

  it('writes every receipt and reversal once, in day and number order, across pages', async () => {
    const { business, rows } = await manyReceipts();
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await exportTally(context.app.serviceContext, business, { period: '2026-11' }, output);
    const xml = Buffer.concat(chunks).toString('utf8');
    const parser = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => name === 'TALLYMESSAGE',
    });
    const vouchers = parser
      .parse(xml)
      .ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.flatMap(
        (message: { VOUCHER?: { VOUCHERTYPENAME: string; VOUCHERNUMBER: string } }) =>
          message.VOUCHER ? [message.VOUCHER] : [],
      );
    const expected = [...rows]
      .sort((first, second) =>
        first.date_paid === second.date_paid
          ? first.receipt_number_value - second.receipt_number_value
          : first.date_paid.localeCompare(second.date_paid),
      )
      .map((row) => `Receipt R-${String(row.receipt_number_value).padStart(3, '0')}`);
    const reversed = rows
      .filter((row) => row.reversed_on)
      .map((row) => `Journal R-${String(row.receipt_number_value).padStart(3, '0')}`)
      .sort((first, second) => Number(first.slice(10)) - Number(second.slice(10)));
    expect(
      vouchers.map(
        (voucher: { VOUCHERTYPENAME: string; VOUCHERNUMBER: string }) =>
          `${voucher.VOUCHERTYPENAME} ${voucher.VOUCHERNUMBER}`,
      ),
    ).toEqual([...expected, ...reversed]);
  });

  it('stops writing when the download is closed half-way', async () => {
    const { business } = await manyReceipts();
    const output = new PassThrough({ highWaterMark: 1024 });
    const writing = exportTally(context.app.serviceContext, business, { period: '2026-11' }, output);
    await new Promise((resolve) => setTimeout(resolve, 50));
    output.destroy();
    await expect(writing).rejects.toThrow('the download was closed before the Tally file was written');
  });
});
