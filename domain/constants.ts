// Business constants shared by the server, the web app and the PDF renderer.

export const MIN_PERCENT = 0;
export const MAX_PERCENT = 100;

export const DEFAULT_GST_RATE = 18;
export const DEFAULT_HSN = '995419';
export const DEFAULT_CURRENCY = 'INR';

// Calendar dates (due dates, "today") are read in the business's zone, not the server's.
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

// The form labels the late fee "2% P.M": each month started after the due date adds 2 %.
export const LATE_FEE_PERCENT_PER_MONTH = 2;

export const INVOICE_TYPES = ['Invoice', 'Proforma', 'Receipt', 'Bill', 'Quotation'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const DEFAULT_INVOICE_TYPE: InvoiceType = 'Proforma';

// Bank Transfer covers NEFT, IMPS and RTGS; a cheque may bounce, and is then reversed.
export const PAYMENT_METHODS = [
  'Bank Transfer',
  'Credit Card',
  'Debit Card',
  'UPI',
  'Cash',
  'Cheque',
  'Others',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a member may say they paid outside online payment ("I have paid"). */
export const INTIMATION_METHODS = [
  'UPI',
  'Bank Transfer',
  'Cheque',
  'Cash',
] as const satisfies readonly PaymentMethod[];

export const INVOICE_STATUSES = ['Paid', 'Partial', 'Unpaid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

// Invoice numbers below this are zero-padded to three digits ("001" … "099").
export const INVOICE_NUMBER_MIN_DIGITS = 3;
