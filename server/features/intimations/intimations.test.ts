import { addDays, todayIn } from '@domain/dates';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, type CustomerFixture } from '../../test/factories';
import { headerBombPng, phoneJpeg, solidImage } from '../../test/images';
import { buildFixedBill } from '../../test/member-fixtures';
import { type FilePart, multipartPayload } from '../../test/multipart';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase(
  '“I have paid”: a member’s report, and the treasurer’s confirmation or rejection',
  (context) => {
    const db = () => context.app.database.db;
    const today = todayIn('Asia/Kolkata', new Date());
    let address = 0;

    function send(
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      headers: Record<string, string> = {},
      payload?: object,
    ) {
      address += 1;
      return context.app.inject({
        method,
        url,
        headers,
        remoteAddress: `203.0.113.${address % 250}`,
        ...(payload ? { payload } : {}),
      });
    }

    function report(token: string, fields: Record<string, string>, file?: FilePart) {
      const parts: FilePart[] = Object.entries(fields).map(([field, value]) => ({ field, value }));
      const { payload, headers } = multipartPayload(file ? [...parts, file] : parts);
      address += 1;
      return context.app.inject({
        method: 'POST',
        url: `/api/v2/portal/${token}/intimations`,
        headers,
        payload,
        remoteAddress: `203.0.113.${address % 250}`,
      });
    }

    const billOf = (flat: CustomerFixture, rupees: number, dueDate: string) =>
      buildFixedBill(db(), flat, rupees, dueDate);

    /** Flat D-404 owes two bills, ₹1,200 and ₹1,800; its member has their link. */
    async function flatOwing() {
      const tenant = await buildBusiness(db(), { values: { business_name: 'Silver Oak Society' } });
      const headers = await sessionHeadersFor(context.app, tenant.user);
      const flat = await buildCustomer(db(), {
        parent: tenant,
        values: { name: 'Deepa Nair', flat: 'D-404', email: 'deepa@example.test' },
      });
      const bills = [
        await billOf(flat, 1200, addDays(today, -40)),
        await billOf(flat, 1800, addDays(today, -10)),
      ];
      const link = await send('GET', `/api/v2/clients/${flat.customer.id}/member-link`, headers);
      return { tenant, headers, flat, bills, token: (link.json().path as string).slice(3) };
    }

    const neft = {
      amount: '1500',
      paidOn: today,
      paymentMethod: 'Bank Transfer',
      reference: 'HDFCN52026112512345',
    };

    it('keeps the report with its proof for the treasurer, who confirms it into a receipt the member is sent', async () => {
      const { token, headers, bills, flat } = await flatOwing();
      const photo = await phoneJpeg(3000, 4000);
      const sent = await report(
        token,
        { ...neft, note: 'Paid from my SBI account' },
        {
          bytes: photo,
          filename: 'screenshot.jpg',
          contentType: 'image/jpeg',
        },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().message).toBe(
        'Thank you. The society will confirm your payment and send you a receipt.',
      );
      const portal = (await send('GET', `/api/v2/portal/${token}`)).json();
      expect(portal.intimations).toEqual([
        expect.objectContaining({
          amount: 1500,
          status: 'pending',
          reference: 'HDFCN52026112512345',
          reason: '',
        }),
      ]);

      const queue = await send('GET', '/api/v2/intimations', headers);
      expect(queue.statusCode, queue.body).toBe(200);
      const [pending] = queue.json().items;
      expect(pending).toMatchObject({
        flat: { _id: flat.customer.id, name: 'Deepa Nair' },
        amount: 1500,
        paidOn: today,
        paymentMethod: 'Bank Transfer',
        note: 'Paid from my SBI account',
        proofType: 'image/jpeg',
        status: 'pending',
        receipt: null,
        sameReference: [],
      });
      // The proof is kept re-encoded: at most 2,000 px a side, no metadata (a phone photo's location).
      const proof = await send('GET', `/api/v2/intimations/${pending._id}/proof`, headers);
      expect(proof.headers['content-type']).toBe('image/jpeg');
      expect(proof.headers['content-disposition']).toContain('attachment');
      const kept = await sharp(proof.rawPayload).metadata();
      expect([kept.width, kept.height, kept.exif]).toEqual([2000, 1500, undefined]);

      const confirmed = await send('POST', `/api/v2/intimations/${pending._id}/confirm`, headers);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const received = await db()
        .selectFrom('invoices')
        .select(['id', 'total_received_paise'])
        .where(
          'id',
          'in',
          bills.map((bill) => bill.id),
        )
        .execute();
      expect(Object.fromEntries(received.map((row) => [row.id, Number(row.total_received_paise)]))).toEqual({
        [bills[0]?.id ?? '']: 120_000,
        [bills[1]?.id ?? '']: 30_000,
      });
      const after = (await send('GET', '/api/v2/intimations?status=all', headers)).json().items[0];
      expect(after).toMatchObject({ status: 'confirmed', receipt: { receiptNumber: 'R-001' } });
      const receiptMail = await db()
        .selectFrom('outbox')
        .select(['kind', 'body_text'])
        .where('business_id', '=', flat.business.id)
        .where('recipient', '=', 'deepa@example.test')
        .where('kind', '=', 'receipt')
        .executeTakeFirstOrThrow();
      expect(receiptMail.body_text).toContain('We have received ₹1,500.00');
      expect((await send('GET', `/api/v2/portal/${token}`)).json().intimations[0].status).toBe('confirmed');
      // Decided once: neither a second confirmation nor a rejection now.
      for (const url of [
        `/api/v2/intimations/${pending._id}/confirm`,
        `/api/v2/intimations/${pending._id}/reject`,
      ]) {
        const again = await send('POST', url, headers, url.endsWith('reject') ? { reason: 'No' } : undefined);
        expect([again.statusCode, again.json().message]).toEqual([
          409,
          'This payment report was already confirmed or rejected',
        ]);
      }
    });

    it('confirms a report once when two treasurers confirm it at once', async () => {
      const { token, headers, flat } = await flatOwing();
      expect((await report(token, neft)).statusCode).toBe(201);
      const [pending] = (await send('GET', '/api/v2/intimations', headers)).json().items;
      const answers = await Promise.all([
        send('POST', `/api/v2/intimations/${pending._id}/confirm`, headers),
        send('POST', `/api/v2/intimations/${pending._id}/confirm`, headers),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const receipts = await db()
        .selectFrom('receipts')
        .select('id')
        .where('customer_id', '=', flat.customer.id)
        .execute();
      expect(receipts).toHaveLength(1);
    });

    it('flags a UTR already on a receipt or another report, and tells the member why a report is rejected', async () => {
      const { token, headers, flat } = await flatOwing();
      const paid = await send('POST', `/api/v2/clients/${flat.customer.id}/payments`, headers, {
        amountPaid: 100,
        datePaid: today,
        paymentMethod: 'UPI',
        reference: 'UTR 777',
      });
      expect(paid.statusCode).toBe(201);
      expect(
        (await report(token, { ...neft, paymentMethod: 'UPI', reference: ' utr 777 ' })).statusCode,
      ).toBe(201);
      expect((await report(token, { ...neft, paymentMethod: 'UPI', reference: 'UTR 777' })).statusCode).toBe(
        201,
      );
      const items = (await send('GET', '/api/v2/intimations', headers)).json().items;
      expect(items).toHaveLength(2);
      for (const item of items) {
        expect(item.sameReference).toEqual(['Receipt R-001', expect.stringMatching(/^Another report of /)]);
      }
      const rejected = await send('POST', `/api/v2/intimations/${items[0]._id}/reject`, headers, {
        reason: 'This UTR was already received on 25 Nov',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const notice = await db()
        .selectFrom('outbox')
        .select(['channel', 'body_text'])
        .where('business_id', '=', flat.business.id)
        .where('recipient', '=', 'deepa@example.test')
        .where('kind', '=', 'intimation')
        .executeTakeFirstOrThrow();
      expect(notice.body_text).toContain('could not be confirmed: This UTR was already received on 25 Nov');
      expect(notice.body_text).toContain(`/m/${token}`);
      const mine = (await send('GET', `/api/v2/portal/${token}`)).json().intimations;
      expect(mine.find((item: { _id: string }) => item._id === items[0]._id)).toMatchObject({
        status: 'rejected',
        reason: 'This UTR was already received on 25 Nov',
      });
      // A rejected report no longer counts as the same reference.
      const left = (await send('GET', '/api/v2/intimations', headers)).json().items;
      expect(left[0].sameReference).toEqual(['Receipt R-001']);
      const empty = await send('POST', `/api/v2/intimations/${left[0]._id}/reject`, headers, {
        reason: '  ',
      });
      expect(empty.statusCode).toBe(400);
    });

    it('refuses hostile proofs and bad fields with the reason, and keeps nothing', async () => {
      const { token, headers } = await flatOwing();
      const cases: Array<[Record<string, string>, FilePart | undefined, number, string]> = [
        [
          neft,
          { bytes: Buffer.from('GIF89a not allowed'), filename: 'a.png' },
          415,
          'The proof must be a JPEG or PNG picture, or a PDF',
        ],
        [
          neft,
          { bytes: await solidImage('webp', 10, 10), filename: 'a.webp', contentType: 'image/webp' },
          415,
          'The proof must be a JPEG or PNG picture, or a PDF',
        ],
        [
          neft,
          {
            bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]),
            filename: 'big.pdf',
          },
          413,
          'The proof must be at most 5 MB',
        ],
        [
          neft,
          { bytes: headerBombPng(50_000), filename: 'bomb.png' },
          400,
          'The picture must be at most 12,000 pixels a side',
        ],
        [{ ...neft, reference: '' }, undefined, 400, 'Please enter the UTR or cheque number'],
        [
          { ...neft, reference: 'UTR\u0007' },
          undefined,
          400,
          expect.stringContaining('control characters') as unknown as string,
        ],
        [{ ...neft, paidOn: addDays(today, 2) }, undefined, 400, 'The payment date cannot be in the future'],
        [{ ...neft, amount: '-5' }, undefined, 400, 'The amount paid must be more than 0'],
        [
          { ...neft, paymentMethod: 'Gold' },
          undefined,
          400,
          'How you paid must be one of UPI, Bank Transfer, Cheque, Cash',
        ],
        [{ ...neft, extra: 'x' }, undefined, 400, expect.any(String) as unknown as string],
      ];
      for (const [fields, file, status, message] of cases) {
        const refused = await report(token, fields, file);
        expect([refused.statusCode, refused.json().message], JSON.stringify(fields)).toEqual([
          status,
          message,
        ]);
      }
      expect((await send('GET', '/api/v2/intimations?status=all', headers)).json().items).toEqual([]);
      const cash = await report(
        token,
        { ...neft, paymentMethod: 'Cash', reference: '' },
        {
          bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
          filename: 'slip.pdf',
          contentType: 'application/pdf',
        },
      );
      expect(cash.statusCode, cash.body).toBe(201);
      const [kept] = (await send('GET', '/api/v2/intimations', headers)).json().items;
      const proof = await send('GET', `/api/v2/intimations/${kept._id}/proof`, headers);
      expect([proof.headers['content-type'], proof.headers['content-security-policy']]).toEqual([
        'application/pdf',
        "default-src 'none'; sandbox",
      ]);
      const unknownLink = await report('no-such-link', neft);
      expect([unknownLink.statusCode, unknownLink.json().message]).toEqual([
        404,
        'This link is not valid. Please ask your society for a new one.',
      ]);
    });
  },
);
