import { randomUUID } from 'node:crypto';
import { invoicePdfPath } from '@domain/api/documents';
import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { expect, it } from 'vitest';
import { attachmentDisposition } from '../../http/content-disposition';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { PDF_DOWNLOADS_PER_MINUTE } from './documents.routes';

/** Every test is its own client, so the per-client download limit counts each test apart. */
const clientAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describeEachDatabase('invoice documents', (context) => {
  const db = () => context.app.database.db;

  async function ownedInvoice() {
    const parent = await buildCustomer(db(), { values: { name: 'Ananyā Śarmā "A/B"' } });
    const fixture = await buildInvoice(db(), { parent });
    return { ...fixture, headers: await sessionHeadersFor(context.app, fixture.user) };
  }

  function generate(id: unknown, headers: Record<string, string> = {}) {
    return context.app.inject({ method: 'POST', url: '/api/v2/invoices/generate', headers, payload: { id } });
  }

  function download(url: string, remoteAddress = clientAddress()) {
    return context.app.inject({ method: 'GET', url, remoteAddress });
  }

  it("answers the PDF's URL for the owner's own invoice, and that URL serves the PDF without a session", async () => {
    const { invoice, headers } = await ownedInvoice();
    const generated = await generate(invoice.id, headers);
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({ status: 'success', url: `/api/v2/invoices/${invoice.id}/pdf` });

    const response = await download(generated.json().url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const fileName = `invoice-Ananyā Śarmā _A_B_-${invoice.invoice_number}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-Ananya Sarma _A_B_-${invoice.invoice_number}.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfTextOf(response.rawPayload)).text).toContain('Total ₹3,689.00');
  });

  it('needs a session to generate, and finds no invoice of another business or none at all', async () => {
    const { invoice } = await ownedInvoice();
    expect((await generate(invoice.id)).statusCode).toBe(401);
    const intruder = await buildBusiness(db());
    const intruderHeaders = await sessionHeadersFor(context.app, intruder.user);
    for (const id of [invoice.id, randomUUID()]) {
      const response = await generate(id, intruderHeaders);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: INVOICE_NOT_FOUND_MESSAGE });
    }
    expect((await generate('not-an-id', intruderHeaders)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed PDF link', async () => {
    for (const url of [invoicePdfPath(randomUUID()), '/api/v2/invoices/not-an-id/pdf']) {
      const response = await download(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: INVOICE_NOT_FOUND_MESSAGE });
    }
  });

  it('limits how many PDFs one client fetches a minute, with a clear 429', async () => {
    const address = clientAddress();
    const unknown = invoicePdfPath(randomUUID());
    for (let request = 0; request < PDF_DOWNLOADS_PER_MINUTE; request += 1) {
      expect((await download(unknown, address)).statusCode).toBe(404);
    }
    const refused = await download(unknown, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in 1 minute\.$/);
    expect((await download(unknown)).statusCode).toBe(404);
  });

  it('keeps answering other requests while a burst of PDFs renders', async () => {
    const { invoice } = await ownedInvoice();
    const burst = Array.from({ length: 6 }, () => download(invoicePdfPath(invoice.id)));
    const started = process.hrtime.bigint();
    const health = await context.app.inject({ method: 'GET', url: '/healthz' });
    const healthMs = Number(process.hrtime.bigint() - started) / 1e6;
    const answers = await Promise.all(burst);
    const burstMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(health.statusCode).toBe(200);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Rendering happens in worker threads: the health check does not wait for the burst.
    expect(healthMs).toBeLessThan(Math.min(1000, burstMs / 2));
  });
});

it('names the attachment in ASCII and in UTF-8, nothing a header could misread', () => {
  expect(attachmentDisposition('invoice-Ananyā Śarmā-007.pdf')).toBe(
    `attachment; filename="invoice-Ananya Sarma-007.pdf"; filename*=UTF-8''invoice-Anany%C4%81%20%C5%9Aarm%C4%81-007.pdf`,
  );
  expect(attachmentDisposition("invoice-O'Brien (50%)\\-1.pdf")).toBe(
    `attachment; filename="invoice-O'Brien (50_)_-1.pdf"; filename*=UTF-8''invoice-O%27Brien%20%2850%25%29%5C-1.pdf`,
  );
});
