import type { InvoicePdfData, InvoicePdfItem } from '../integrations/pdf';

/** A line of 1,250.50 sq.ft at ₹2.50 with a 2 % late fee: 3,126.25 + 62.53 = ₹3,188.78. */
export const SAMPLE_ITEM: InvoicePdfItem = {
  itemName: 'Maintenance charges, November 2026',
  basis: 'area',
  quantityHundredths: 125_050,
  unitPricePaise: 250,
  discountBasisPoints: 0,
  overDuesBasisPoints: 200,
  amountPaise: 318_878,
  tax: { hsn: '995419', rateBasisPoints: 1800, exemption: null },
};

/**
 * An invoice as the renderer takes it, for tests and benchmarks that need no database: `items` lines
 * of SAMPLE_ITEM, figures consistent with domain/invoice-math (₹3,188.78 a line, 18 % GST).
 */
export function sampleInvoicePdf(items = 1, overrides: Partial<InvoicePdfData> = {}): InvoicePdfData {
  const subTotal = SAMPLE_ITEM.amountPaise * items;
  const gst = Math.round((subTotal * 18) / 100);
  const total = Math.round((subTotal + gst) / 100) * 100;
  return {
    invoiceNumber: '042',
    type: 'Proforma',
    status: 'Unpaid',
    currency: 'INR',
    hsn: '995419',
    date: '2026-11-01',
    dueDate: '2026-11-30',
    notes: 'Bank: HDFC Bank, A/c 000123456789, IFSC HDFC0000123. Please quote the invoice number.',
    issuer: {
      businessName: 'Green Park Co-operative Housing Society',
      contactAddress: 'Plot 14, Sector 5, Kharadi, Pune, Maharashtra 411014',
      gstin: '27AAAPA1234A1Z5',
      logo: null,
    },
    client: {
      name: 'Ananyā Śarmā',
      email: 'ananya.sharma@example.test',
      phone: '+919811111111',
      gstin: '',
      block: 'B',
      floor: '3',
      flat: 'B-304',
    },
    items: Array.from({ length: items }, (_, index) => ({
      ...SAMPLE_ITEM,
      itemName: items === 1 ? SAMPLE_ITEM.itemName : `Maintenance charges, line ${index + 1}`,
    })),
    interest: [],
    gstRateBasisPoints: 1800,
    subTotalPaise: subTotal,
    gstPaise: gst,
    totalPaise: total,
    receivedPaise: 0,
    creditedPaise: 0,
    placeOfSupply: '27',
    taxSplit: null,
    taxDocument: null,
    taxSummary: null,
    balancePaise: total,
    upiPayLink: null,
    upiId: null,
    payOnlineUrl: null,
    ...overrides,
  };
}
