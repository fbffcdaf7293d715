import { randomUUID } from 'node:crypto';
import { uploadPath } from '@domain/api/uploads';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { encryptSecret } from '../../security/secret-box';
import { buildBusiness, buildCustomer, buildInvoice, type CustomerFixture } from '../../test/factories';
import { solidImage, zeroBombPng } from '../../test/images';
import { pdfImageCount, pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { invoicePdfRendererOf } from './index';

describeEachDatabase('invoice PDFs', (context) => {
  const db = () => context.app.database.db;
  const renderInvoicePdf = (businessId: string | null, invoiceId: string) =>
    invoicePdfRendererOf(context.app.serviceContext)(businessId, invoiceId);

  async function customerOf(values: Parameters<typeof buildBusiness>[1] = {}): Promise<CustomerFixture> {
    const parent = await buildBusiness(db(), values);
    return buildCustomer(db(), { parent, values: { name: 'Ananyā Śarmā', phone: '+919811111111' } });
  }

  /**
   * Stores a logo straight into the database, as uploads were stored before they were re-encoded,
   * and makes it the business's.
   */
  async function setLogo(businessId: string, bytes: Buffer, contentType = 'image/png') {
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    await db()
      .insertInto('uploads')
      .values({
        id,
        business_id: businessId,
        content_type: contentType,
        bytes,
        byte_size: bytes.byteLength,
        created_at: createdAt,
      })
      .execute();
    await db()
      .updateTable('businesses')
      .set({ logo_url: uploadPath(id) })
      .where('id', '=', businessId)
      .execute();
    return id;
  }

  async function storedLogo(id: string) {
    const row = await db()
      .selectFrom('uploads')
      .select(['content_type', 'bytes', 'byte_size'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { format, width, height } = await sharp(Buffer.from(row.bytes)).metadata();
    return { contentType: row.content_type, byteSize: Number(row.byte_size), format, width, height };
  }

  async function render(businessId: string | null, invoiceId: string) {
    const pdf = await renderInvoicePdf(businessId, invoiceId);
    if (!pdf) throw new Error('no PDF');
    return { ...pdf, ...(await pdfTextOf(pdf.bytes)), images: await pdfImageCount(pdf.bytes) };
  }

  it('names GST as CGST and SGST within the business’s state, and IGST supplied to another', async () => {
    const parent = await customerOf({ values: { gstin: '27AAPFU0939F1ZV' } });
    const bill = (placeOfSupply: string) =>
      buildInvoice(db(), {
        parent,
        gstRate: 18,
        items: [{ itemName: 'Maintenance', unitPrice: 375_000, quantity: 100, basis: 'fixed' }],
        values: { place_of_supply: placeOfSupply },
      });
    const within = await render(null, (await bill('27')).invoice.id);
    expect(within.text).toContain('Subtotal ₹3,750.00 CGST(9%) ₹337.50 SGST(9%) ₹337.50 Total ₹4,425.00');
    expect(within.text).toContain('Supplied in Maharashtra (27)');
    const across = await render(null, (await bill('29')).invoice.id);
    expect(across.text).toContain('Subtotal ₹3,750.00 IGST(18%) ₹675.00 Total ₹4,425.00');
  });

  it('heads a registered society’s bill Tax Invoice, with each line’s SAC and rate and a tax summary by rate', async () => {
    const parent = await customerOf();
    await db()
      .updateTable('businesses')
      .set({ gstin: '27AAPFU0939F1ZV' })
      .where('id', '=', parent.business.id)
      .execute();
    const headers = await sessionHeadersFor(context.app, parent.user);
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: {
        client: { _id: parent.customer.id },
        type: 'Bill',
        rates: 18,
        items: [
          { itemName: 'Maintenance', unitPrice: 3750, basis: 'fixed', quantity: 1 },
          { itemName: 'Parking', unitPrice: 333.33, basis: 'fixed', quantity: 1, gstRate: 5, hsn: '9966' },
          { itemName: 'Sinking fund', unitPrice: 500, basis: 'fixed', quantity: 1, gstTreatment: 'exempt' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { text } = await render(null, created.json()._id);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Maintenance SAC 995419 · GST 18%');
    expect(text).toContain('Parking SAC 9966 · GST 5%');
    expect(text).toContain('Sinking fund SAC 995419 · Exempt');
    // 2.5 % of 333.33 = 8.33325 → 8.33 each; 9 % of 3,750 = 337.50 each.
    expect(text).toContain(
      'TAX SUMMARY GST rate Taxable value CGST SGST IGST 5% ₹333.33 ₹8.33 ₹8.33 ₹0.00 18% ₹3,750.00 ₹337.50 ₹337.50 ₹0.00 Total ₹4,083.33 ₹345.83 ₹345.83 ₹0.00',
    );
    expect(text).toContain(
      'Subtotal ₹4,583.33 CGST(2.5%) ₹8.33 SGST(2.5%) ₹8.33 CGST(9%) ₹337.50 SGST(9%) ₹337.50 Round off ₹0.01 Total ₹5,275.00',
    );
  });

  it('prints the stored figures with ₹ and Indian grouping, the words, the parties and the notes', async () => {
    const parent = await customerOf({ values: { gstin: '27AAAPA1234A1Z5' } });
    // 1,250.50 sq.ft × ₹87.50 + 2 % = ₹1,11,607.13; GST 18 % = ₹20,089.28; total ₹1,31,696 (−₹0.41).
    const { invoice, business } = await buildInvoice(db(), {
      parent,
      items: [{ itemName: 'Maintenance', unitPrice: 8750, quantity: 125_050, overDues: 2 }],
      receivedPaise: 5_000_000,
      values: { type: 'Proforma', place_of_supply: '27' },
    });
    const pdf = await render(null, invoice.id);
    expect(pdf.pages).toHaveLength(1);
    const { text } = pdf;
    expect(text).toContain(`${business.business_name} Sector 5, Pune GSTIN: 27AAAPA1234A1Z5 Proforma`);
    expect(text).toContain(`Number ${invoice.invoice_number} Date 01 Nov 2026 Due date 30 Nov 2026`);
    expect(text).toContain('HSN no. 995419 Status Partial Supplied in Maharashtra (27)');
    expect(text).toContain('BILL TO Ananyā Śarmā Block A, Floor 2');
    expect(text).toContain('+91 98111 11111');
    // Under each line's name: its SAC and GST rate.
    expect(text).toContain('Maintenance SAC 995419 · GST 18% 1,250.50 ₹87.50 0 2 ₹1,11,607.13');
    expect(text).toContain(
      'Subtotal ₹1,11,607.13 GST(18%) ₹20,089.28 Round off -₹0.41 Total ₹1,31,696.00 Paid ₹50,000.00 Balance ₹81,696.00',
    );
    expect(text).toContain('Rupees One Lakh Thirty-One Thousand Six Hundred Ninety-Six Only');
    expect(text).toContain('Bank: HDFC, A/c 000123');
    expect(text).toContain('Page 1 of 1');
    expect(pdf.fileName).toBe(`invoice-Ananyā Śarmā-${invoice.invoice_number}.pdf`);
  });

  it("gives a quotation's status as Quotation: it asks for no payment, so it is never Unpaid", async () => {
    const { invoice } = await buildInvoice(db(), {
      parent: await customerOf(),
      values: { type: 'Quotation' },
    });
    const { text } = await render(null, invoice.id);
    expect(text).toContain('HSN no. 995419 Status Quotation');
  });

  it("is headed 'Invoice' once a Proforma is paid, with nothing left to pay and no way to pay shown", async () => {
    const parent = await customerOf({ values: { upi_id: 'society@okhdfcbank' } });
    // The factory's line: 1,250.50 sq.ft × ₹2.50 = ₹3,126.25 + 18 % = ₹3,689.
    const { invoice } = await buildInvoice(db(), {
      parent,
      receivedPaise: 368_900,
      values: { type: 'Proforma' },
    });
    const { text, images } = await render(null, invoice.id);
    expect(text).not.toContain('Proforma');
    expect(text).toContain(`Invoice Number ${invoice.invoice_number}`);
    expect(text).toContain('Balance ₹0.00');
    expect(text).not.toContain('UPI');
    expect(images).toBe(0);
  });

  it('puts a UPI QR code for the balance only when the profile has a UPI ID', async () => {
    const withUpi = await customerOf({ values: { upi_id: 'society@okhdfcbank' } });
    const { invoice } = await buildInvoice(db(), { parent: withUpi });
    const shown = await render(withUpi.business.id, invoice.id);
    expect(shown.text).toContain('Scan to pay ₹3,689.00 with any UPI app UPI ID: society@okhdfcbank');
    expect(shown.images).toBe(1);

    const withoutUpi = await customerOf();
    const other = await buildInvoice(db(), { parent: withoutUpi });
    const hidden = await render(null, other.invoice.id);
    expect(hidden.text).not.toContain('UPI');
    expect(hidden.text).not.toContain('Pay online');
    expect(hidden.images).toBe(0);
  });

  it('offers no way to pay on an invoice a late-fee invoice has replaced: the debt is carried there', async () => {
    const parent = await customerOf({
      values: {
        upi_id: 'society@okhdfcbank',
        razorpay_key_id: 'rzp_test_123',
        razorpay_secret_encrypted: encryptSecret(context.app.config.appSecret, 'secret'),
      },
    });
    const original = await buildInvoice(db(), { parent });
    const replacement = await buildInvoice(db(), {
      parent,
      values: { replaces_invoice_id: original.invoice.id },
    });
    await db()
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement.invoice.id })
      .where('id', '=', original.invoice.id)
      .execute();
    const { text, images } = await render(null, original.invoice.id);
    expect(text).toContain('Balance ₹3,689.00');
    expect(text).not.toContain('UPI');
    expect(text).not.toContain('Pay online');
    expect(images).toBe(0);
  });

  it("links to the online payment page when Razorpay is set up, and draws the business's own logo", async () => {
    const parent = await customerOf({
      values: {
        razorpay_key_id: 'rzp_test_123',
        razorpay_secret_encrypted: encryptSecret(context.app.config.appSecret, 'secret'),
      },
    });
    await setLogo(parent.business.id, await QRCode.toBuffer('logo', { type: 'png', width: 64 }));
    const { invoice } = await buildInvoice(db(), { parent });
    const { text, images } = await render(null, invoice.id);
    expect(text).toContain(`Pay online: ${context.app.config.publicUrl}/payment/${invoice.id}`);
    expect(images).toBe(1);
  });

  it('leaves out a stored logo that is no readable image, and still renders', async () => {
    const parent = await customerOf();
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await setLogo(parent.business.id, Buffer.concat([signature, Buffer.alloc(192, 7)]));
    const { invoice } = await buildInvoice(db(), { parent });
    const { text, images } = await render(null, invoice.id);
    expect(text).toContain('Ananyā Śarmā');
    expect(images).toBe(0);
  });

  it('re-encodes a large logo stored before uploads were, on its first PDF, and stores it back', async () => {
    const parent = await customerOf();
    const large = await solidImage('png', 3000, 1500);
    const id = await setLogo(parent.business.id, large);
    const { invoice } = await buildInvoice(db(), { parent });
    expect((await render(null, invoice.id)).images).toBe(1);
    const stored = await storedLogo(id);
    expect(stored).toMatchObject({ contentType: 'image/png', format: 'png', width: 512, height: 256 });
    expect(stored.byteSize).toBeLessThan(large.length);
    expect((await render(null, invoice.id)).images).toBe(1);
  });

  it('draws a WebP logo stored before uploads were re-encoded, as a PNG', async () => {
    const parent = await customerOf();
    const id = await setLogo(parent.business.id, await solidImage('webp', 64, 64), 'image/webp');
    const { invoice } = await buildInvoice(db(), { parent });
    expect((await render(null, invoice.id)).images).toBe(1);
    expect(await storedLogo(id)).toMatchObject({ contentType: 'image/png', format: 'png', width: 64 });
  });

  it('leaves out, undecoded and unchanged, a stored logo beyond 5,000 px a side', async () => {
    const parent = await customerOf();
    const bomb = await zeroBombPng(6000);
    const id = await setLogo(parent.business.id, bomb);
    const { invoice } = await buildInvoice(db(), { parent });
    const { text, images } = await render(null, invoice.id);
    expect(text).toContain('Ananyā Śarmā');
    expect(images).toBe(0);
    expect(await storedLogo(id)).toMatchObject({ byteSize: bomb.length, width: 6000, height: 6000 });
  });

  it('runs onto more pages for 30 lines, every line and the page numbers printed', async () => {
    const parent = await customerOf();
    const items = Array.from({ length: 30 }, (_, index) => ({
      itemName: `Charge ${String(index + 1).padStart(2, '0')}`,
      unitPrice: 250,
      quantity: 125_050,
    }));
    const { invoice } = await buildInvoice(db(), { parent, items });
    const { pages, text } = await render(null, invoice.id);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(text).toContain(`${item.itemName} SAC 995419 · GST 18% 1,250.50 ₹2.50 0 0 ₹3,126.25`);
    }
    // The table header starts every page; the footer counts the pages.
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('# Item Name Area (Sq.ft) / Qty Price Disc(%) Late Fee(%) Amount');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    }
  });

  it('prints a fixed line with its quantity as a count, beside a line billed per sq.ft', async () => {
    const parent = await customerOf();
    const { invoice } = await buildInvoice(db(), {
      parent,
      items: [
        { itemName: 'Maintenance', unitPrice: 325, quantity: 125_050 },
        { itemName: 'Parking', unitPrice: 50_000, quantity: 100, basis: 'fixed' },
        { itemName: 'Water, kl', unitPrice: 4240, quantity: 1250, basis: 'fixed' },
      ],
    });
    const { text } = await render(null, invoice.id);
    expect(text).toContain('# Item Name Area (Sq.ft) / Qty Price Disc(%) Late Fee(%) Amount');
    // 1,250.50 sq.ft × ₹3.25 = ₹4,064.13; 1 × ₹500; 12.5 × ₹42.40 = ₹530.
    expect(text).toContain('1 Maintenance SAC 995419 · GST 18% 1,250.50 ₹3.25 0 0 ₹4,064.13');
    expect(text).toContain('2 Parking SAC 995419 · GST 18% 1 ₹500.00 0 0 ₹500.00');
    expect(text).toContain('3 Water, kl SAC 995419 · GST 18% 12.5 ₹42.40 0 0 ₹530.00');
  });

  it("finds nothing for another business's invoice or an unknown id", async () => {
    const { invoice } = await buildInvoice(db());
    const other = await buildBusiness(db());
    expect(await renderInvoicePdf(other.business.id, invoice.id)).toBeUndefined();
    expect(await renderInvoicePdf(null, randomUUID())).toBeUndefined();
    expect(await renderInvoicePdf(invoice.business_id, invoice.id)).toBeDefined();
  });
});
