import type { TCustomer } from '@domain/api/customers';
import {
  CLIENT_REQUIRED_MESSAGE,
  DUE_BEFORE_DATE_MESSAGE,
  type TInvoice,
  type TInvoiceClient,
  type TInvoiceUpdate,
  ZInvoiceUpdate,
} from '@domain/api/invoices';
import type { GstTreatment } from '@domain/bill-heads';
import {
  DEFAULT_CURRENCY,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  DEFAULT_INVOICE_TYPE,
  DEFAULT_TIME_ZONE,
  type INVOICE_TYPES,
} from '@domain/constants';
import { defaultDueDate, todayIn } from '@domain/dates';
import { isGstSlab } from '@domain/invoice-tax';
import { DEFAULT_FIXED_QUANTITY, DEFAULT_LINE_BASIS, type LineBasis } from '@domain/line-basis';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

/** Who the invoice is billed to: a customer picked in the form, or the copy an invoice being edited holds. */
export type BillTo = TInvoiceClient & { price?: number };

/** One line's boxes; `quantity` is read only while the basis is 'fixed' (a per-sq.ft line bills the area). */
export type InvoiceItemValues = {
  itemName: string;
  basis: LineBasis;
  /** Kept as the line has it (a billing run's exempt heads); a new line is taxable. */
  gstTreatment: GstTreatment;
  /** The line's own GST rate and SAC ('' for the bill's), kept as the line has them. */
  gstRate: string;
  hsn: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  overDues: string;
};

/** What the boxes hold: numbers as typed text, dates as 'YYYY-MM-DD'. */
export type InvoiceFormValues = {
  type: (typeof INVOICE_TYPES)[number];
  invoiceNumber: string;
  client: BillTo | null;
  date: string;
  dueDate: string;
  items: InvoiceItemValues[];
  rates: string;
  /** A registered business's rate off the GST slabs, confirmed by the owner. */
  customGstRate: boolean;
  hsn: string;
  currency: string;
  notes: string;
};

/** The form's control, as every part of the form receives it. */
export type InvoiceFormControl = Control<InvoiceFormValues, unknown, TInvoiceUpdate>;

export function billToOf(customer: TCustomer): BillTo {
  const { _id, name, email, phone, gstno, block, floor, flat, state, flatarea, price } = customer;
  return { _id, name, email, phone, gstno, block, floor, flat, state, flatarea, price };
}

/**
 * A new line: per sq.ft, its price the customer's price per sq.ft once a customer is chosen;
 * its quantity box holds 1 for when the owner makes it a fixed amount.
 */
export function newItem(client: BillTo | null): InvoiceItemValues {
  return {
    itemName: '',
    basis: DEFAULT_LINE_BASIS,
    gstTreatment: 'taxable',
    gstRate: '',
    hsn: '',
    quantity: String(DEFAULT_FIXED_QUANTITY),
    unitPrice: client?.price === undefined ? '' : String(client.price),
    discount: '',
    overDues: '',
  };
}

export function newInvoiceDefaults(notes: string, now: Date = new Date()): InvoiceFormValues {
  return {
    type: DEFAULT_INVOICE_TYPE,
    invoiceNumber: '',
    client: null,
    date: todayIn(DEFAULT_TIME_ZONE, now),
    dueDate: defaultDueDate(now),
    items: [newItem(null)],
    rates: String(DEFAULT_GST_RATE),
    customGstRate: false,
    hsn: DEFAULT_HSN,
    currency: DEFAULT_CURRENCY,
    notes,
  };
}

export function editInvoiceDefaults(invoice: TInvoice): InvoiceFormValues {
  return {
    type: invoice.type,
    invoiceNumber: invoice.invoiceNumber,
    client: invoice.client,
    date: invoice.date,
    dueDate: invoice.dueDate,
    items: invoice.items.map((item) => ({
      itemName: item.itemName,
      basis: item.basis,
      gstTreatment: item.gstTreatment,
      // Only where they differ from the bill's, so a new rate or SAC for the bill reaches the rest.
      gstRate: item.gstRate === undefined || item.gstRate === invoice.rates ? '' : String(item.gstRate),
      hsn: item.hsn === undefined || item.hsn === invoice.hsn ? '' : item.hsn,
      quantity: String(item.basis === 'fixed' ? item.quantity : DEFAULT_FIXED_QUANTITY),
      unitPrice: String(item.unitPrice),
      discount: String(item.discount),
      overDues: String(item.overDues),
    })),
    rates: String(invoice.rates),
    customGstRate: !isGstSlab(invoice.rates),
    hsn: invoice.hsn,
    currency: invoice.currency,
    notes: invoice.notes,
  };
}

/** A plain decimal as people type it; an empty box is "not given", anything else not a number is NaN. */
function numberFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * True while the 'Bill to' still shows the invoice's own copy of the client. Compared field by field:
 * React Hook Form holds a clone of its default values, never the object it was given.
 */
function isKeptClient(client: BillTo | null, keptClient: BillTo | null): boolean {
  if (!client || !keptClient) return false;
  return (Object.keys(keptClient) as Array<keyof BillTo>).every((key) => client[key] === keptClient[key]);
}

/**
 * The request body the form's values make; the server computes every amount from it. An edit that
 * keeps its 'Bill to' sends no client, so the invoice keeps its own copy of the customer (and the
 * area it was billed for) even if the customer has changed since, or has been deleted.
 */
export function toInvoicePayload(
  values: InvoiceFormValues,
  keptClient: BillTo | null = null,
): TInvoiceUpdate {
  return {
    client: isKeptClient(values.client, keptClient) ? undefined : { _id: values.client?._id ?? '' },
    items: values.items.map((item) => ({
      unitPrice: numberFromText(item.unitPrice) as number,
      itemName: item.itemName,
      discount: numberFromText(item.discount) ?? 0,
      overDues: numberFromText(item.overDues) ?? 0,
      basis: item.basis,
      // Taxable is what the server takes when nothing is said.
      ...(item.gstTreatment === 'taxable' ? {} : { gstTreatment: item.gstTreatment }),
      ...(item.gstRate === '' ? {} : { gstRate: numberFromText(item.gstRate) ?? Number.NaN }),
      ...(item.hsn === '' ? {} : { hsn: item.hsn }),
      // An empty Qty box is a missing quantity (the server would take 1), so the owner is asked for one.
      ...(item.basis === 'fixed' ? { quantity: numberFromText(item.quantity) ?? Number.NaN } : {}),
    })),
    rates: numberFromText(values.rates) ?? Number.NaN,
    ...(values.customGstRate ? { customGstRate: true } : {}),
    hsn: values.hsn,
    currency: values.currency,
    type: values.type,
    date: values.date,
    dueDate: values.dueDate,
    notes: values.notes,
    invoiceNumber: values.invoiceNumber,
  };
}

/**
 * The form is checked by the API's own request schema, so the browser and the server give the same
 * messages (the client first, then each item's price before its name); the one rule that
 * needs two fields, a due date not before the invoice date, is added here too. `keptClient` is the
 * 'Bill to' of the invoice being edited (null for a new one).
 */
export function invoiceFormSchema(keptClient: BillTo | null) {
  return z.custom<InvoiceFormValues>().transform((values, context) => {
    const payload = toInvoicePayload(values, keptClient);
    if (payload.client && !payload.client._id) {
      context.addIssue({ code: 'custom', path: ['client'], message: CLIENT_REQUIRED_MESSAGE });
    }
    if (values.dueDate < values.date) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_BEFORE_DATE_MESSAGE });
    }
    for (const issue of ZInvoiceUpdate.safeParse(payload).error?.issues ?? []) {
      // The client's own message is given above, once, on the 'Bill to' block.
      if (issue.path[0] === 'client') continue;
      context.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    }
    return payload;
  });
}
