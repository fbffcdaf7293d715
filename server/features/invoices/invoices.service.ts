import { randomUUID } from 'node:crypto';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  type TInvoice,
  type TInvoiceValues,
  type TPublicInvoice,
} from '../../../domain/api/invoices';
import {
  DEFAULT_CURRENCY,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  DEFAULT_INVOICE_TYPE,
} from '../../../domain/constants';
import { formatInvoiceNumber, parseInvoiceNumber } from '../../../domain/numbering';
import { toBasisPoints } from '../../../domain/percent';
import { deriveStatus, receivedOnCreate } from '../../../domain/status';
import type { AppInstance } from '../../app-context';
import type { BusinessRow, DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { recordReceiptPayment } from '../ledger';
import { customerNotFound, datesOf, duplicateNumber, linesOf, totalsOf } from './invoice-drafts';
import { type ClientColumns, clientColumnsOf, itemColumnsOf } from './invoice-rows';
import {
  findCustomerRow,
  findInvoice,
  findPublicInvoice,
  insertInvoice,
  invoiceNumberTaken,
  type NewInvoice,
  raiseInvoiceCounterTo,
  takeNextInvoiceNumber,
} from './invoices.repository';

/** A new invoice once its client is known; `replacesInvoiceId` names the original of a late-fee invoice. */
export type NewInvoiceDraft = {
  client: ClientColumns;
  values: Omit<TInvoiceValues, 'client'>;
  replacesInvoiceId?: string;
};

/**
 * Stores a new invoice in the caller's transaction and answers its id: amounts and status come from
 * domain/, and the number is either the business's counter + 1 or the typed one (stored padded,
 * '7' → '007', so '7' and '007' are the same number). A new Receipt records a payment of its total.
 * Every new invoice, late-fee ones too, is numbered here.
 */
export async function storeNewInvoice(
  trx: DbTransaction,
  business: BusinessRow,
  { client, values, replacesInvoiceId }: NewInvoiceDraft,
  now: Date,
): Promise<string> {
  const dates = datesOf(values, business, now);
  const gstRate = values.rates ?? DEFAULT_GST_RATE;
  const typed = values.invoiceNumber ? parseInvoiceNumber(values.invoiceNumber) : null;
  const instant = now.toISOString();
  const totals = totalsOf(linesOf(values.items), Number(client.client_area_hundredths), gstRate);
  let numberValue: number;
  if (typed === null) {
    numberValue = await takeNextInvoiceNumber(trx, business);
  } else {
    numberValue = typed;
    if (await invoiceNumberTaken(trx, business, formatInvoiceNumber(typed))) {
      throw duplicateNumber(formatInvoiceNumber(typed));
    }
    await raiseInvoiceCounterTo(trx, business, typed);
  }
  const invoiceNumber = formatInvoiceNumber(numberValue);
  const type = values.type ?? DEFAULT_INVOICE_TYPE;
  const received = receivedOnCreate(type, totals.total);
  const invoiceId = randomUUID();
  const record: NewInvoice = {
    invoice: {
      id: invoiceId,
      invoice_number: invoiceNumber,
      invoice_number_value: numberValue,
      type,
      status: deriveStatus(totals.total, received),
      currency: values.currency ?? DEFAULT_CURRENCY,
      gst_rate_basis_points: toBasisPoints(gstRate),
      hsn: values.hsn ?? DEFAULT_HSN,
      sub_total_paise: totals.subTotal,
      vat_paise: totals.vat,
      total_paise: totals.total,
      total_received_paise: received,
      invoice_date: dates.date,
      due_date: dates.dueDate,
      notes: values.notes ?? business.payment_details,
      ...client,
      replaced_by_invoice_id: null,
      replaces_invoice_id: replacesInvoiceId ?? null,
      created_at: instant,
      updated_at: instant,
    },
    items: itemColumnsOf(totals),
  };
  // The check above gives the clear answer; the unique index decides a race it cannot see.
  if (!(await insertInvoice(trx, business, record))) throw duplicateNumber(invoiceNumber);
  if (received > 0) {
    const invoice = {
      id: invoiceId,
      totalPaise: totals.total,
      currency: record.invoice.currency ?? DEFAULT_CURRENCY,
      replacedByInvoiceId: null,
    };
    await recordReceiptPayment(
      trx,
      business.id,
      invoice,
      { datePaid: dates.date, paidBy: client.client_name },
      now,
    );
  }
  return invoiceId;
}

/** Creates an invoice for one of the caller's customers, copied in, in one transaction. */
export async function createInvoice(
  app: AppInstance,
  caller: Caller,
  { client, ...values }: TInvoiceValues,
  now: Date = new Date(),
): Promise<TInvoice> {
  const business = caller.businessRow;
  const id = await app.database.db.transaction().execute(async (trx) => {
    const customer = await findCustomerRow(trx, business, client._id);
    if (!customer) throw customerNotFound();
    return storeNewInvoice(trx, business, { client: clientColumnsOf(customer), values }, now);
  });
  return invoiceOf(app, caller, id);
}

/** The caller's invoice with everything; another business's id is not found. */
export async function invoiceOf(app: AppInstance, caller: Caller, id: string): Promise<TInvoice> {
  const invoice = await findInvoice(app.database.db, caller.businessRow, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/**
 * GET one: the creator sees everything; anyone else (no session, or another business's session)
 * sees the public view, which is what the invoice's link shows without signing in.
 */
export async function invoiceFor(
  app: AppInstance,
  caller: Caller | undefined,
  id: string,
): Promise<TInvoice | TPublicInvoice> {
  if (caller) {
    const own = await findInvoice(app.database.db, caller.businessRow, id);
    if (own) return own;
  }
  const invoice = await findPublicInvoice(app.database.db, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/** The count the form shows the next number from: the business's counter (next number − 1). */
export function invoiceCountOf(caller: Caller): number {
  return Number(caller.businessRow.invoice_counter);
}
