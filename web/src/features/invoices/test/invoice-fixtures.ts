import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import type { TNumbering } from '@domain/api/numbering';

/**
 * One flat's maintenance: 1,250 sq.ft × ₹3.29 = ₹4,112.50, GST 18% ₹740.25, total rounded to ₹4,853
 * (domain/invoice-math.ts), ₹2,000 received in one payment. The figures agree with each other, as the
 * server's would.
 */
export function buildInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    _id: 'inv-1',
    invoiceNumber: '007',
    type: 'Proforma',
    status: 'Partial',
    date: '2026-11-22',
    dueDate: '2026-11-30',
    client: {
      _id: 'customer-1',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      gstno: '27AAPFU0939F1ZV',
      block: 'A',
      floor: '2',
      flat: 'A-201',
      state: '',
      flatarea: 1250,
    },
    items: [
      {
        itemName: 'Maintenance Nov 2026',
        basis: 'area',
        unitPrice: 3.29,
        quantity: 1250,
        discount: 0,
        overDues: 0,
        amount: 4112.5,
        gstTreatment: 'taxable',
      },
    ],
    subTotal: 4112.5,
    rates: 18,
    vat: 740.25,
    total: 4853,
    totalAmountReceived: 2000,
    totalCredited: 0,
    placeOfSupply: '27',
    taxSplit: null,
    taxDocument: null,
    taxSummary: null,
    balanceDue: 2853,
    currency: 'INR',
    hsn: '995419',
    notes: 'Pay by UPI to sunrise@upi',
    creator: ['user-1'],
    createdAt: '2026-11-22T10:00:00.000Z',
    paymentRecords: [
      {
        _id: 'payment-1',
        amountPaid: 2000,
        datePaid: '2026-11-25',
        paymentMethod: 'UPI',
        note: 'First instalment',
        paidBy: 'Asha Verma',
      },
    ],
    issuer: {
      businessName: 'Sunrise Residency',
      contactAddress: 'Plot 7, Baner Road, Pune',
      gstno: '27ABCDE1234F1Z5',
      logo: '/api/v2/uploads/logo-1',
    },
    ...overrides,
  };
}

/** The same invoice as anyone but its creator gets it: no owner id, payments or creation instant. */
export function buildPublicInvoice(overrides: Partial<TPublicInvoice> = {}): TPublicInvoice {
  const { creator, paymentRecords, createdAt, ...document } = buildInvoice();
  return { ...document, ...overrides };
}

/**
 * `GET /api/v2/settings/numbering?date=…` as the server answers it for 22 Nov 2026: invoices numbered
 * continuously after the counter `count` (their next number '007' for 6), unless `byYear` gives the
 * next number of financial-year numbering.
 */
export function buildNumbering(count: number, byYear?: { next: string; date?: string }): TNumbering {
  const series = (continuous: string) => ({
    mode: 'continuous' as const,
    pattern: '{FY}/',
    next: continuous,
    nextContinuous: continuous,
    nextSerial: 1,
  });
  const invoices = series(String(count + 1).padStart(3, '0'));
  return {
    date: byYear?.date ?? '2026-11-22',
    financialYear: byYear ? byYear.next.slice(0, 7) : '2026-27',
    invoices: byYear ? { ...invoices, mode: 'financial-year', next: byYear.next } : invoices,
    receipts: series('R-001'),
    creditNotes: series('CN-001'),
  };
}
