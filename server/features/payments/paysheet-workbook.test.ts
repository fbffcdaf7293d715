import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import type { ExportedPayment } from './payment-export.repository';
import { writePaysheet } from './paysheet-workbook';

const ROWS = 100_000;

it('leaves the event loop free while it writes, and stops when the download is closed', async () => {
  let taken = 0;
  async function* payments(): AsyncGenerator<ExportedPayment> {
    for (; taken < ROWS; taken++) {
      yield {
        id: String(taken),
        invoiceNumber: String(taken).padStart(3, '0'),
        clientName: 'Asha Rao',
        datePaid: '2026-10-01',
        amountPaise: 123_456,
        currency: 'INR',
        paymentMethod: 'UPI',
        note: 'Cheque no. 123456, drawn on State Bank of India',
      };
    }
  }
  const output = new PassThrough();
  const writing = writePaysheet(output, payments(), { invoiceNumber: 6, clientName: 8, note: 48 });
  // Other requests get their turn while the rows are written.
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(performance.now() - started).toBeLessThan(500);
  expect(taken).toBeLessThan(ROWS);
  output.destroy();
  await expect(writing).rejects.toThrow('the download was closed before the paysheet was written');
  expect(taken).toBeLessThan(ROWS);
});
