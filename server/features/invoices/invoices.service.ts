import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CLIENT_REQUIRED_MESSAGE,
  DATE_TOO_LATE_MESSAGE,
  DUE_BEFORE_DATE_MESSAGE,
  duplicateInvoiceNumberMessage,
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_REPLACED_EDIT_MESSAGE,
  type InvoiceListName,
  type TInvoice,
  type TInvoiceList,
  type TInvoiceUpdateValues,
  type TInvoiceValues,
  type TPublicInvoice,
  totalBelowReceivedMessage,
  type ZInvoiceListQuery,
} from '../../../domain/api/invoices';
import {
  DEFAULT_CURRENCY,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  DEFAULT_INVOICE_TYPE,
} from '../../../domain/constants';
import {
  type CalendarDate,
  defaultDueDate,
  endOfMonth,
  latestInvoiceDate,
  toCalendarDate,
  todayIn,
} from '../../../domain/dates';
import { hundredthsToNumber } from '../../../domain/decimal';
import { formatMoney } from '../../../domain/format';
import { computeInvoiceTotals, type InvoiceTotals, type ItemFigures } from '../../../domain/invoice-math';
import { toPaise } from '../../../domain/money';
import { formatInvoiceNumber, parseInvoiceNumber } from '../../../domain/numbering';
import { toBasisPoints } from '../../../domain/percent';
import { deriveStatus, receivedOnCreate } from '../../../domain/status';
import type { AppInstance } from '../../app';
import type { BusinessRow, DbTransaction, InvoiceItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { applyPaymentRecords } from '../payments/payments.service';
import { type ClientColumns, clientColumnsOf, itemColumnsOf } from './invoice-rows';
import {
  countInvoices,
  findCustomerRow,
  findInvoice,
  findInvoiceItemRows,
  findPublicInvoice,
  type InvoiceFilter,
  insertInvoice,
  invoiceNumberTaken,
  listInvoices,
  lockInvoiceForUpdate,
  type NewInvoice,
  raiseInvoiceCounterTo,
  takeNextInvoiceNumber,
  updateInvoice,
} from './invoices.repository';

export const TOTAL_TOO_LARGE_MESSAGE = 'The invoice total is too large';
/** How the payment a new Receipt records is described (DESIGN §4: every Paid document has money behind it). */
export const RECEIPT_PAYMENT_METHOD = 'Others';
export const RECEIPT_PAYMENT_NOTE = 'Recorded with the receipt';

type Dates = { date: CalendarDate; dueDate: CalendarDate };

/**
 * The invoice date defaults to today in the business's zone and may be back-dated, but not more
 * than a day ahead; the due date defaults to the end of the current month (or of the invoice's
 * month when that is later) and is never before the invoice date.
 */
function datesOf(values: Pick<TInvoiceValues, 'date' | 'dueDate'>, business: BusinessRow, now: Date): Dates {
  const timeZone = business.time_zone;
  const today = todayIn(timeZone, now);
  const date = values.date === undefined ? today : toCalendarDate(values.date, timeZone);
  if (date > latestInvoiceDate(now, timeZone)) {
    throw new AppError('BAD_REQUEST', DATE_TOO_LATE_MESSAGE, [
      { path: 'date', message: DATE_TOO_LATE_MESSAGE },
    ]);
  }
  const fallbackDue = defaultDueDate(now, timeZone);
  const dueDate =
    values.dueDate === undefined
      ? fallbackDue < date
        ? endOfMonth(date)
        : fallbackDue
      : toCalendarDate(values.dueDate, timeZone);
  if (dueDate < date) {
    throw new AppError('BAD_REQUEST', DUE_BEFORE_DATE_MESSAGE, [
      { path: 'dueDate', message: DUE_BEFORE_DATE_MESSAGE },
    ]);
  }
  return { date, dueDate };
}

type Line = ItemFigures & { itemName: string };

type LineValues = Pick<Line, 'itemName' | 'unitPrice' | 'discount' | 'overDues'>;

/** Every line's quantity is the customer's flat area (SPEC §5); the figures come from domain/ only. */
function totalsOf(lines: LineValues[], areaHundredths: number, gstRate: number): InvoiceTotals<Line> {
  try {
    return computeInvoiceTotals(
      lines.map((line) => ({ ...line, quantity: areaHundredths })),
      gstRate,
    );
  } catch (error) {
    // Inputs are validated; only an amount beyond what can be stored exactly remains.
    if (error instanceof RangeError) throw new AppError('BAD_REQUEST', TOTAL_TOO_LARGE_MESSAGE);
    throw error;
  }
}

/** The lines as sent, prices in paise. */
function linesOf(items: TInvoiceValues['items']): LineValues[] {
  return items.map((item) => ({
    itemName: item.itemName,
    unitPrice: toPaise(item.unitPrice),
    discount: item.discount,
    overDues: item.overDues,
  }));
}

/** The stored lines, to recompute when only the customer or the GST rate changes. */
function storedLinesOf(rows: InvoiceItemRow[]): LineValues[] {
  return rows.map((row) => ({
    itemName: row.item_name,
    unitPrice: Number(row.unit_price_paise),
    discount: hundredthsToNumber(row.discount_basis_points),
    overDues: hundredthsToNumber(row.over_dues_basis_points),
  }));
}

function customerNotFound(): AppError {
  return new AppError('BAD_REQUEST', CLIENT_REQUIRED_MESSAGE, [
    { path: 'client._id', message: 'Customer not found' },
  ]);
}

function duplicateNumber(invoiceNumber: string): AppError {
  const message = duplicateInvoiceNumberMessage(invoiceNumber);
  return new AppError('CONFLICT', message, [{ path: 'invoiceNumber', message }]);
}

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
    // A payment is more than 0 (the schema says so); a Receipt for nothing is Paid without one.
    payments:
      received > 0
        ? [
            {
              id: randomUUID(),
              amount_paise: received,
              date_paid: dates.date,
              payment_method: RECEIPT_PAYMENT_METHOD,
              note: RECEIPT_PAYMENT_NOTE,
              paid_by: client.client_name,
              provider: null,
              provider_payment_id: null,
              created_at: instant,
            },
          ]
        : [],
  };
  // The check above gives the clear answer; the unique index decides a race it cannot see.
  if (!(await insertInvoice(trx, business, record))) throw duplicateNumber(invoiceNumber);
  return invoiceId;
}

/** Creates an invoice for one of the caller's customers, copied in, in one transaction. */
export async function createInvoice(
  app: AppInstance,
  caller: Caller,
  { client, ...values }: TInvoiceValues,
  now: Date = new Date(),
): Promise<TInvoice> {
  const { business } = caller;
  const id = await app.database.db.transaction().execute(async (trx) => {
    const customer = await findCustomerRow(trx, business, client._id);
    if (!customer) throw customerNotFound();
    return storeNewInvoice(trx, business, { client: clientColumnsOf(customer), values }, now);
  });
  return invoiceOf(app, caller, id);
}

/** The invoice date of an edit may not move more than a day ahead; the due date is never before it. */
function editedDates(values: TInvoiceUpdateValues, stored: Dates, business: BusinessRow, now: Date): Dates {
  const timeZone = business.time_zone;
  const date = values.date === undefined ? stored.date : toCalendarDate(values.date, timeZone);
  if (values.date !== undefined && date > latestInvoiceDate(now, timeZone)) {
    throw new AppError('BAD_REQUEST', DATE_TOO_LATE_MESSAGE, [
      { path: 'date', message: DATE_TOO_LATE_MESSAGE },
    ]);
  }
  const dueDate = values.dueDate === undefined ? stored.dueDate : toCalendarDate(values.dueDate, timeZone);
  if (dueDate < date) {
    throw new AppError('BAD_REQUEST', DUE_BEFORE_DATE_MESSAGE, [
      { path: 'dueDate', message: DUE_BEFORE_DATE_MESSAGE },
    ]);
  }
  return { date, dueDate };
}

/**
 * Edits one of the caller's invoices in one transaction. What is not sent stays as stored; amounts
 * are recomputed by domain/ with the flat area of the invoice's customer: a different customer is
 * copied in afresh, otherwise the stored copy (and its area) is kept. Payments are kept and the
 * status follows them; a total below what was already received is refused, changing nothing. New
 * `paymentRecords` (the old client's way to pay) are recorded against the new total, in the same
 * transaction.
 */
export async function editInvoice(
  app: AppInstance,
  caller: Caller,
  id: string,
  values: TInvoiceUpdateValues,
  now: Date = new Date(),
): Promise<TInvoice> {
  const { business } = caller;
  const instant = now.toISOString();
  const typed = values.invoiceNumber ? parseInvoiceNumber(values.invoiceNumber) : null;

  await app.database.db.transaction().execute(async (trx) => {
    const stored = await lockInvoiceForUpdate(trx, business, id, instant);
    if (!stored) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    // Its late-fee invoice was made from it as it stood; it stays the record of what was billed.
    if (stored.replaced_by_invoice_id) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_EDIT_MESSAGE);
    const dates = editedDates(values, { date: stored.invoice_date, dueDate: stored.due_date }, business, now);

    let client: Partial<ReturnType<typeof clientColumnsOf>> = {};
    let area = Number(stored.client_area_hundredths);
    if (values.client && values.client._id !== stored.customer_id) {
      const customer = await findCustomerRow(trx, business, values.client._id);
      if (!customer) throw customerNotFound();
      client = clientColumnsOf(customer);
      area = Number(customer.area_hundredths);
    }

    const gstRate = values.rates ?? hundredthsToNumber(stored.gst_rate_basis_points);
    const lines = values.items
      ? linesOf(values.items)
      : storedLinesOf(await findInvoiceItemRows(trx, business, id));
    const totals = totalsOf(lines, area, gstRate);
    const currency = values.currency ?? stored.currency;
    const received = Number(stored.total_received_paise);
    if (totals.total < received) {
      const message = totalBelowReceivedMessage(formatMoney(received, currency));
      throw new AppError('BAD_REQUEST', message, [{ path: 'items', message }]);
    }

    let numbering = {};
    if (typed !== null && formatInvoiceNumber(typed) !== stored.invoice_number) {
      const invoiceNumber = formatInvoiceNumber(typed);
      // Raising the counter first takes the business row's lock, so the check below sees every create.
      await raiseInvoiceCounterTo(trx, business, typed);
      if (await invoiceNumberTaken(trx, business, invoiceNumber)) throw duplicateNumber(invoiceNumber);
      numbering = { invoice_number: invoiceNumber, invoice_number_value: typed };
    }

    await updateInvoice(trx, business, id, {
      invoice: {
        ...client,
        ...numbering,
        type: values.type ?? (stored.type as TInvoice['type']),
        status: deriveStatus(totals.total, received),
        currency,
        gst_rate_basis_points: toBasisPoints(gstRate),
        hsn: values.hsn ?? stored.hsn,
        sub_total_paise: totals.subTotal,
        vat_paise: totals.vat,
        total_paise: totals.total,
        invoice_date: dates.date,
        due_date: dates.dueDate,
        notes: values.notes ?? stored.notes,
        updated_at: instant,
      },
      items: itemColumnsOf(totals),
    });
    if (values.paymentRecords) {
      await applyPaymentRecords(
        trx,
        business,
        { id, total_paise: totals.total, currency, replaced_by_invoice_id: stored.replaced_by_invoice_id },
        values.paymentRecords,
        now,
      );
    }
  });
  return invoiceOf(app, caller, id);
}

const LIST_FILTERS: Record<Exclude<InvoiceListName, 'overdues'>, InvoiceFilter> = {
  all: { kind: 'all' },
  paid: { kind: 'status', status: 'Paid' },
  unpaid: { kind: 'status', status: 'Unpaid' },
  partial: { kind: 'status', status: 'Partial' },
};

/** What a named list shows; overdue is judged by today in the business's zone. */
export function listFilterOf(list: InvoiceListName, business: BusinessRow, now: Date): InvoiceFilter {
  if (list === 'overdues') return { kind: 'overdue', today: todayIn(business.time_zone, now) };
  return LIST_FILTERS[list];
}

/** The owner id in a list's path is accepted for compatibility, but must be the caller's own. */
export function assertOwnInvoices(caller: Caller, ownerId: string): void {
  if (ownerId !== caller.user.id) throw new AppError('FORBIDDEN', 'You can only see your own invoices');
}

/**
 * One page of the caller's invoices that `filter` picks, in number order. `limit` 0 puts them all
 * on page 1; a page past the end answers none with the real total; there is always one page.
 */
export async function invoiceListOf(
  app: AppInstance,
  caller: Caller,
  filter: InvoiceFilter,
  { page, limit }: z.output<typeof ZInvoiceListQuery>,
): Promise<TInvoiceList> {
  const db = app.database.db;
  const pageRows =
    limit === 0 && page > 1
      ? Promise.resolve([])
      : listInvoices(db, caller.business, filter, {
          limit: limit === 0 ? null : limit,
          offset: (page - 1) * limit,
        });
  const [data, total] = await Promise.all([pageRows, countInvoices(db, caller.business, filter)]);
  const numberOfPages = limit === 0 ? 1 : Math.max(1, Math.ceil(total / limit));
  return { data, currentPage: page, numberOfPages, total };
}

/** The caller's invoice with everything; another business's id is not found. */
export async function invoiceOf(app: AppInstance, caller: Caller, id: string): Promise<TInvoice> {
  const invoice = await findInvoice(app.database.db, caller.business, id);
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
    const own = await findInvoice(app.database.db, caller.business, id);
    if (own) return own;
  }
  const invoice = await findPublicInvoice(app.database.db, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/** The count the form shows the next number from: the business's counter (next number − 1). */
export function invoiceCountOf(caller: Caller): number {
  return Number(caller.business.invoice_counter);
}
