import { z } from 'zod';
import { GST_TREATMENTS, type GstTreatment } from '../bill-heads';
import { INVOICE_STATUSES, INVOICE_TYPES, MAX_PERCENT, MIN_PERCENT } from '../constants';
import { isCurrencyCode } from '../currencies';
import { toCalendarDate } from '../dates';
import { MAX_DOCUMENT_NUMBER_LENGTH } from '../fy-numbering';
import { MEMBER_LANGUAGES } from '../languages';
import {
  DEFAULT_FIXED_QUANTITY,
  DEFAULT_LINE_BASIS,
  LINE_BASES,
  type LineQuantity,
  MAX_FIXED_QUANTITY,
} from '../line-basis';
import { isMoneyValue } from '../money';
import { isDocumentNumberText } from '../numbering';
import { isValidPercent } from '../percent';
import { isQuantityValue } from '../quantity';
import { MAX_SHORT_TEXT_LENGTH, text } from './limits';
import { ZPaymentOptions } from './online-payments';
import { keysetPageFields, pagedListOf, ZSearchText } from './paging';
import { PAYMENT_NOT_FOUND_MESSAGE, type TPaymentValues, ZPaymentInput } from './payments';

export const MAX_INVOICE_ITEMS = 200;
export const MAX_NOTES_LENGTH = 5000;
/** Largest unit price accepted, as for a customer's price per sq.ft: far above any real price. */
export const MAX_ITEM_PRICE = 1_000_000;

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
export const CLIENT_REQUIRED_MESSAGE = 'Client field(s) cannot be empty.';
export const ITEM_PRICE_REQUIRED_MESSAGE = 'Please Enter Item Price';
export const ITEM_NAME_REQUIRED_MESSAGE = 'Please Enter Item name';
export const LINE_BASIS_MESSAGE = "A line's basis must be 'area' (per sq.ft) or 'fixed'";
export const FIXED_QUANTITY_REQUIRED_MESSAGE = 'Please enter the quantity';
/** A replaced invoice stays as it was billed: its late-fee invoice carries the debt now. */
export const INVOICE_REPLACED_EDIT_MESSAGE =
  'This invoice was replaced by a late-fee invoice and can no longer be changed';
export const DATE_TOO_LATE_MESSAGE = 'The invoice date cannot be more than a day in the future';
export const DUE_BEFORE_DATE_MESSAGE = 'The due date cannot be before the invoice date';

/** What a typed invoice number that is no number of a continuous series is told. */
export const INVOICE_NUMBER_MESSAGE = 'The invoice number must be a whole number, e.g. 007';

export function duplicateInvoiceNumberMessage(invoiceNumber: string): string {
  return `Invoice number ${invoiceNumber} already exists`;
}

/**
 * A field the form may send back (it shows the figures it previewed), which the server never
 * reads: amounts and status are computed by domain/, and so is a per-sq.ft line's quantity (always the flat's area).
 */
const ignored = z.unknown().optional();

const percent = (label: string) =>
  z
    .number({ error: `The ${label} must be a number between ${MIN_PERCENT} and ${MAX_PERCENT}` })
    .refine(
      isValidPercent,
      `The ${label} must be between ${MIN_PERCENT} and ${MAX_PERCENT} with at most 2 decimals`,
    );

/** 'YYYY-MM-DD', or an ISO 8601 instant with an offset (what date pickers send), read in the business's zone. */
const calendarDate = (label: string) =>
  z.string({ error: `Please enter the ${label}` }).refine((value) => {
    try {
      toCalendarDate(value, 'UTC');
      return true;
    } catch {
      return false;
    }
  }, `The ${label} must be a date (YYYY-MM-DD)`);

/** A fixed line's typed quantity: more than 0, exact to 2 decimals, at most MAX_FIXED_QUANTITY. */
export const ZFixedQuantity = z
  .number({ error: FIXED_QUANTITY_REQUIRED_MESSAGE })
  .gt(0, 'The quantity must be more than 0')
  .max(MAX_FIXED_QUANTITY, `The quantity must be at most ${MAX_FIXED_QUANTITY}`)
  .refine(isQuantityValue, 'The quantity can have at most 2 decimals');

/** A line as the API takes it: the basis says where its quantity comes from (domain/line-basis.ts). */
export type TInvoiceItemValues = {
  itemName: string;
  unitPrice: number;
  discount: number;
  overDues: number;
  /** GST is charged on taxable lines only; taxable when left out. */
  gstTreatment?: GstTreatment;
  /** The line's own SAC/HSN and GST rate; the bill's when left out. */
  hsn?: string;
  gstRate?: number;
} & LineQuantity<number>;

/** A SAC or HSN code: 4 to 8 digits. */
const ZHsn = z
  .string()
  .trim()
  .refine((value) => /^\d{4,8}$/.test(value), 'The HSN/SAC code must have 4 to 8 digits');

/**
 * One line. The price is declared before the name so its message comes first. A line is
 * per sq.ft unless it says `basis: 'fixed'`: then its quantity is the typed one (1 when left out);
 * a per-sq.ft line's quantity is ignored, as the amount is: it is the customer's flat area.
 */
export const ZInvoiceItemInput = z
  .strictObject({
    unitPrice: z
      .number({ error: ITEM_PRICE_REQUIRED_MESSAGE })
      .min(0, 'The item price cannot be negative')
      .max(MAX_ITEM_PRICE, `The item price must be at most ${MAX_ITEM_PRICE}`)
      .refine(isMoneyValue, 'The item price can have at most 2 decimals'),
    itemName: text('the item name', { error: ITEM_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, ITEM_NAME_REQUIRED_MESSAGE)
      .max(MAX_SHORT_TEXT_LENGTH, `The item name must be at most ${MAX_SHORT_TEXT_LENGTH} characters`),
    discount: percent('discount').default(0),
    overDues: percent('late fee').default(0),
    basis: z.enum(LINE_BASES, { error: LINE_BASIS_MESSAGE }).default(DEFAULT_LINE_BASIS),
    /** Exempt lines and statutory levies carry no GST. */
    gstTreatment: z.enum(GST_TREATMENTS, { error: 'Choose taxable, exempt or levy' }).default('taxable'),
    hsn: ZHsn.optional(),
    gstRate: percent('GST rate').optional(),
    quantity: ignored,
    amount: ignored,
    taxableValue: ignored,
    cgst: ignored,
    sgst: ignored,
    igst: ignored,
    exemption: ignored,
  })
  .superRefine(
    (item, context) => {
      if (item.basis !== 'fixed') return;
      for (const issue of ZFixedQuantity.optional().safeParse(item.quantity).error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['quantity'] });
      }
    },
    // Checked even when another field of the line is wrong, so the form shows every message at once.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(
    ({
      unitPrice,
      itemName,
      discount,
      overDues,
      basis,
      gstTreatment,
      hsn,
      gstRate,
      quantity,
    }): TInvoiceItemValues => {
      // Taxable is the default, left unsaid so an ordinary line reads as it always has; so are the bill's SAC and rate.
      const line = {
        itemName,
        unitPrice,
        discount,
        overDues,
        ...(gstTreatment === 'taxable' ? {} : { gstTreatment }),
        ...(hsn === undefined ? {} : { hsn }),
        ...(gstRate === undefined ? {} : { gstRate }),
      };
      if (basis === 'area') return { ...line, basis };
      return { ...line, basis, quantity: quantity === undefined ? DEFAULT_FIXED_QUANTITY : Number(quantity) };
    },
  );

/**
 * A new invoice. Fields left out get their defaults on the server (date: today
 * in the business's zone; due date: the end of the current month; notes: the profile's payment
 * details; number: the business's counter + 1), because they depend on the clock and the profile.
 */
export const invoiceFields = {
  /** One of the caller's customers, by `_id`; the other fields of an embedded customer are ignored. */
  client: z.object({ _id: z.uuid(CLIENT_REQUIRED_MESSAGE) }, { error: CLIENT_REQUIRED_MESSAGE }),
  items: z
    .array(ZInvoiceItemInput, { error: 'Please add at least one item' })
    .min(1, 'Please add at least one item')
    .max(MAX_INVOICE_ITEMS, `An invoice can have at most ${MAX_INVOICE_ITEMS} items`),
  rates: percent('GST rate').optional(),
  /** A registered business's rate off the GST slabs is taken only when confirmed as a custom rate. */
  customGstRate: z.boolean({ error: 'customGstRate must be true or false' }).optional(),
  hsn: ZHsn.optional(),
  currency: z
    .string({ error: 'Please choose a currency' })
    .refine(isCurrencyCode, 'Unknown currency: choose one from the list')
    .optional(),
  type: z.enum(INVOICE_TYPES, { error: `The type must be one of ${INVOICE_TYPES.join(', ')}` }).optional(),
  date: calendarDate('invoice date').optional(),
  dueDate: calendarDate('due date').optional(),
  notes: text('the notes', { lines: true })
    .max(MAX_NOTES_LENGTH, `The notes must be at most ${MAX_NOTES_LENGTH} characters`)
    .optional(),
  /**
   * A typed number; empty or left out: the next number. Continuous numbering takes a whole number ('7',
   * stored padded '007'); financial-year numbering the serial ('7') or the whole number of the bill's
   * year ('2026-27/007'). Which one the business uses is the server's to check (400 on this field).
   */
  invoiceNumber: z
    .string({ error: INVOICE_NUMBER_MESSAGE })
    .trim()
    .max(MAX_DOCUMENT_NUMBER_LENGTH, INVOICE_NUMBER_MESSAGE)
    .refine((value) => value === '' || isDocumentNumberText(value), INVOICE_NUMBER_MESSAGE)
    .optional(),
  total: ignored,
  subTotal: ignored,
  vat: ignored,
  status: ignored,
  amount: ignored,
  totalAmountReceived: ignored,
};

type IgnoredField = 'total' | 'subTotal' | 'vat' | 'status' | 'amount' | 'totalAmountReceived';

/** Drops the figures a client may send back; the server computes them. */
function withoutIgnored<Values extends Partial<Record<IgnoredField, unknown>>>({
  total,
  subTotal,
  vat,
  status,
  amount,
  totalAmountReceived,
  ...values
}: Values): Omit<Values, IgnoredField> {
  return values;
}

export const ZInvoiceInput = z
  .strictObject({
    ...invoiceFields,
    /**
     * Adds an "Interest on arrears" line: the interest on the flat's earlier bills up to this bill's
     * date, worked out by the server (domain/interest.ts) when the business charges it.
     */
    interestOnArrears: z.boolean({ error: 'Adding interest on arrears must be on or off' }).optional(),
  })
  .transform(withoutIgnored);
export type TInvoiceInput = z.input<typeof ZInvoiceInput>;
export type TInvoiceValues = z.output<typeof ZInvoiceInput>;

/** At most this many payment records in an edit: far above any real invoice's payments. */
export const MAX_PAYMENT_RECORDS = 1000;

/** A payment record sent back with an edit: one already stored (it has an `_id`), or a new one. */
export type TPaymentRecordUpdate = { _id: string } | TPaymentValues;

const ZKeptPaymentRecord = z
  .looseObject({ _id: z.uuid(PAYMENT_NOT_FOUND_MESSAGE) })
  .transform(({ _id }): TPaymentRecordUpdate => ({ _id }));

/**
 * Older clients record a payment by appending it to `paymentRecords` and sending the invoice
 * back (the PATCH serves edits and payments alike). A record with an `_id` is a stored
 * payment, left as it is (payments are not changed this way); one without is a new payment, checked
 * by `ZPaymentInput` with its own messages (a union would answer only "Invalid input").
 */
const ZPaymentRecordUpdate = z
  .looseObject({ _id: z.unknown().optional() })
  .transform((record, context): TPaymentRecordUpdate => {
    const parsed = (record._id === undefined ? ZPaymentInput : ZKeptPaymentRecord).safeParse(record);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: record });
    }
    return z.NEVER;
  })
  .describe('A stored payment (its _id: left as it is) or a new one (the fields of ZPaymentInput)');

/**
 * An edit: the same fields, every one optional and without defaults, so what is not sent stays as
 * stored. An empty `invoiceNumber` keeps the invoice's number. New `paymentRecords` are recorded
 * with the edit, as `POST /api/v2/invoices/{id}/payments` records them.
 */
export const ZInvoiceUpdate = z
  .strictObject({
    ...invoiceFields,
    client: invoiceFields.client.optional(),
    items: invoiceFields.items.optional(),
    paymentRecords: z
      .array(ZPaymentRecordUpdate, { error: 'The payment records must be a list' })
      .max(MAX_PAYMENT_RECORDS, `An invoice can have at most ${MAX_PAYMENT_RECORDS} payment records`)
      .optional(),
  })
  .transform(withoutIgnored);
export type TInvoiceUpdate = z.input<typeof ZInvoiceUpdate>;
export type TInvoiceUpdateValues = z.output<typeof ZInvoiceUpdate>;

/** An invoice with payments keeps its flat, its currency and whether it is a quotation. */
export const PAID_INVOICE_MOVED_MESSAGE =
  "An invoice with payments stays on its flat's account: its customer, currency and type (quotation or not) cannot change";

export function totalBelowReceivedMessage(received: string): string {
  return `The total cannot be less than the ${received} already received`;
}

/** The invoice's own copy of the customer, taken when it was created. */
export const ZInvoiceClient = z.object({
  /** The customer's id, or null once that customer has been deleted. */
  _id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gstno: z.string(),
  block: z.string(),
  floor: z.string(),
  flat: z.string(),
  /** The customer's GST state code when the invoice was created ('' for none). */
  state: z.string(),
  flatarea: z.number(),
});
export type TInvoiceClient = z.infer<typeof ZInvoiceClient>;

export const ZInvoiceItem = z.object({
  itemName: z.string(),
  /** Where the quantity comes from: the flat's area ('area', per sq.ft) or typed ('fixed'). */
  basis: z.enum(LINE_BASES),
  /** Rupees, up to 2 decimals. */
  unitPrice: z.number(),
  /** The flat's area in sq.ft, or a fixed line's typed quantity. */
  quantity: z.number(),
  discount: z.number(),
  overDues: z.number(),
  amount: z.number(),
  /** 'taxable' lines carry GST; 'exempt' lines and statutory 'levy' lines do not. */
  gstTreatment: z.enum(GST_TREATMENTS),
  /** The line's own tax; absent on lines stored before lines were taxed one by one. */
  hsn: z.string().optional(),
  gstRate: z.number().optional(),
  /** The part of the amount GST is charged on. */
  taxableValue: z.number().optional(),
  /** Absent under the single regime (a business outside India's GST: its tax is per rate). */
  cgst: z.number().optional(),
  sgst: z.number().optional(),
  igst: z.number().optional(),
  /** Why the line (or part of it) carries no GST, as the bill says it. */
  exemption: z.string().nullable().optional(),
});

/** One rate's row of a bill's tax summary: its taxable value and taxes, in rupees. */
export const ZTaxSummaryRow = z.object({
  rate: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export type TTaxSummaryRow = z.infer<typeof ZTaxSummaryRow>;

export const ZPaymentRecord = z.object({
  _id: z.string(),
  amountPaid: z.number(),
  datePaid: z.string(),
  paymentMethod: z.string(),
  note: z.string(),
  paidBy: z.string(),
});

/** What a tax invoice must show of its issuer (name, address, GSTIN, logo), and nothing more. */
export const ZInvoiceIssuer = z.object({
  businessName: z.string(),
  contactAddress: z.string(),
  gstno: z.string(),
  logo: z.string(),
});
export type TInvoiceIssuer = z.infer<typeof ZInvoiceIssuer>;

/** Another invoice of the same business, named as the detail page links to it. */
export const ZInvoiceLink = z.object({ _id: z.string(), invoiceNumber: z.string() });
export type TInvoiceLink = z.infer<typeof ZInvoiceLink>;

/** An invoice as its creator sees it; amounts in rupees, computed by domain/. */
export const ZInvoice = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  date: z.string(),
  dueDate: z.string(),
  client: ZInvoiceClient,
  items: z.array(ZInvoiceItem),
  subTotal: z.number(),
  /** The GST percent. */
  rates: z.number(),
  /** The GST amount. */
  vat: z.number(),
  total: z.number(),
  totalAmountReceived: z.number(),
  /** What its credit notes took off it. */
  totalCredited: z.number(),
  balanceDue: z.number(),
  currency: z.string(),
  hsn: z.string(),
  notes: z.string(),
  /** The GST state code where the supply takes place ('27'); null on invoices issued before it was kept. */
  placeOfSupply: z.string().nullable(),
  /**
   * The GST as a tax invoice names it: CGST + SGST in halves within the supplier's state, IGST to
   * another; null where the single figure stands (no GST, a state unknown, halves not exact).
   */
  taxSplit: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('cgst-sgst'), cgst: z.number(), sgst: z.number() }),
      z.object({ kind: z.literal('igst'), igst: z.number() }),
    ])
    .nullable(),
  /** 'Tax Invoice' or 'Bill of Supply' for a business in India's GST; null outside it and on older bills. */
  taxDocument: z.enum(['Tax Invoice', 'Bill of Supply']).nullable(),
  /** Taxable value and taxes per rate, lowest rate first; null where the bill's single GST figure stands. */
  taxSummary: z.array(ZTaxSummaryRow).nullable(),
  /** The owner's user id, in an array (the field's public shape). */
  creator: z.array(z.string()),
  createdAt: z.string(),
  paymentRecords: z.array(ZPaymentRecord),
  /** The business that issued it, as the document shows it (the From block). */
  issuer: ZInvoiceIssuer,
  /**
   * The late-fee invoice that replaced this one, and the one this late-fee invoice replaces.
   * The server always sends both, null when there is none; optional because lists leave them out.
   */
  replacedBy: ZInvoiceLink.nullable().optional(),
  replaces: ZInvoiceLink.nullable().optional(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * The invoice behind a public link: the document itself and its issuer, without the owner's id,
 * the payment records (notes and payer names stay with the owner) or the creation instant; with how
 * the client may pay it. The server always sends `paymentOptions` in the public view; it is optional
 * so that the owner's invoice, which has none, still reads as the document both views share.
 */
export const ZPublicInvoice = ZInvoice.omit({ creator: true, paymentRecords: true, createdAt: true }).extend({
  paymentOptions: ZPaymentOptions.optional(),
  /** A flat's bill links its member to their own page ('/m/{token}'); null for any other. */
  memberPath: z.string().nullable().optional(),
  /** The language the business opens its members' pages in; the member may switch. */
  language: z.enum(MEMBER_LANGUAGES).optional(),
});
export type TPublicInvoice = z.infer<typeof ZPublicInvoice>;

/** An invoice in a list: everything but its lines, payments, issuer, tax split and links, which only its page shows. */
export const ZInvoiceListRow = ZInvoice.omit({
  items: true,
  paymentRecords: true,
  issuer: true,
  taxSplit: true,
  taxDocument: true,
  taxSummary: true,
  replacedBy: true,
  replaces: true,
});
export type TInvoiceListRow = z.infer<typeof ZInvoiceListRow>;

/** The lists by status: `GET /api/v2/invoices/{all,paid,unpaid,partial,overdues}/{ownerId}`. */
export const INVOICE_LISTS = ['all', 'paid', 'unpaid', 'partial', 'overdues'] as const;
export type InvoiceListName = (typeof INVOICE_LISTS)[number];

/**
 * The orders a list can be read in: the newest invoice date first (the default), the oldest first, by
 * number, the earliest due date first, or the largest total first. Ties fall back to the number.
 */
export const INVOICE_SORTS = ['newest', 'oldest', 'number', 'due', 'amount'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSort = 'newest';

/** What the status filter picks: as the lists of the same names do. */
export const INVOICE_STATUS_FILTERS = ['Paid', 'Partial', 'Unpaid', 'Overdue'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

/** The longest block a customer may have (customers.ts MAX_FLAT_PART_LENGTH). */
const MAX_BLOCK_LENGTH = 30;

/** The filters every invoice list takes, each narrowing the list it is given to. */
export const invoiceListFilters = {
  status: z
    .enum(INVOICE_STATUS_FILTERS, { error: `The status must be one of ${INVOICE_STATUS_FILTERS.join(', ')}` })
    .optional(),
  /** 'YYYY-MM': invoices dated in that month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be a month, as YYYY-MM')
    .optional(),
  /** The client's block, exactly as the invoice has it. */
  block: text('the block')
    .trim()
    .max(MAX_BLOCK_LENGTH, `The block must be at most ${MAX_BLOCK_LENGTH} characters`)
    .optional(),
  type: z.enum(INVOICE_TYPES, { error: `The type must be one of ${INVOICE_TYPES.join(', ')}` }).optional(),
  /** Matches the number, the client's name, flat or block ('A-101', 'a101' and 'A 101' alike), any case. */
  search: ZSearchText,
  sort: z
    .enum(INVOICE_SORTS, { error: `The sort must be one of ${INVOICE_SORTS.join(', ')}` })
    .default(DEFAULT_INVOICE_SORT),
};

export const ZInvoiceListQuery = z.strictObject({ ...keysetPageFields, ...invoiceListFilters });
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;
export type TInvoiceListRequest = z.output<typeof ZInvoiceListQuery>;

export const ZInvoiceSearchQuery = z.strictObject({
  ...keysetPageFields,
  ...invoiceListFilters,
  /** The search's older public name; matches as `search` does (both, when both are given). */
  searchQuery: ZSearchText,
});
export type TInvoiceSearchQuery = z.input<typeof ZInvoiceSearchQuery>;

export const ZInvoiceList = pagedListOf(ZInvoiceListRow);
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

/** The blocks of the business's invoices, in natural order, for the block filter. */
export const ZInvoiceBlocks = z.object({ data: z.array(z.string()) });
export type TInvoiceBlocks = z.infer<typeof ZInvoiceBlocks>;

export const CURSOR_WITH_PAGE_MESSAGE = 'Ask for a page or a position (after), not both';
export const CURSOR_OF_ANOTHER_SORT_MESSAGE =
  'The list position (after) belongs to another sort: load the list again';
