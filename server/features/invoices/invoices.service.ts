import { randomUUID } from 'node:crypto';
import {
  CLIENT_REQUIRED_MESSAGE,
  duplicateInvoiceNumberMessage,
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
import {
  type CalendarDate,
  daysBetween,
  defaultDueDate,
  endOfMonth,
  toCalendarDate,
  todayIn,
} from '../../../domain/dates';
import { computeInvoiceTotals, type InvoiceTotals, type ItemFigures } from '../../../domain/invoice-math';
import { toPaise } from '../../../domain/money';
import { formatInvoiceNumber, parseInvoiceNumber } from '../../../domain/numbering';
import { toBasisPoints } from '../../../domain/percent';
import { deriveStatus } from '../../../domain/status';
import type { AppInstance } from '../../app';
import type { BusinessRow, CustomerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
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

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const DATE_TOO_LATE_MESSAGE = 'The invoice date cannot be more than a day in the future';
export const DUE_BEFORE_DATE_MESSAGE = 'The due date cannot be before the invoice date';
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
function datesOf(values: TInvoiceValues, business: BusinessRow, now: Date): Dates {
  const timeZone = business.time_zone;
  const today = todayIn(timeZone, now);
  const date = values.date === undefined ? today : toCalendarDate(values.date, timeZone);
  if (daysBetween(today, date) > 1) {
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

/** Every line's quantity is the customer's flat area (SPEC §5); the figures come from domain/ only. */
function totalsOf(values: TInvoiceValues, customer: CustomerRow, gstRate: number): InvoiceTotals<Line> {
  const lines = values.items.map((item) => ({
    itemName: item.itemName,
    quantity: Number(customer.area_hundredths),
    unitPrice: toPaise(item.unitPrice),
    discount: item.discount,
    overDues: item.overDues,
  }));
  try {
    return computeInvoiceTotals(lines, gstRate);
  } catch (error) {
    // Inputs are validated; only an amount beyond what can be stored exactly remains.
    if (error instanceof RangeError) throw new AppError('BAD_REQUEST', TOTAL_TOO_LARGE_MESSAGE);
    throw error;
  }
}

function duplicateNumber(invoiceNumber: string): AppError {
  const message = duplicateInvoiceNumberMessage(invoiceNumber);
  return new AppError('CONFLICT', message, [{ path: 'invoiceNumber', message }]);
}

/**
 * Creates an invoice in one transaction: the caller's customer is copied in, amounts and status come
 * from domain/, and the number is either the business's counter + 1 or the typed one (stored padded,
 * '7' → '007', so '7' and '007' are the same number). A new Receipt records a payment of its total.
 */
export async function createInvoice(
  app: AppInstance,
  caller: Caller,
  values: TInvoiceValues,
  now: Date = new Date(),
): Promise<TInvoice> {
  const { business } = caller;
  const dates = datesOf(values, business, now);
  const gstRate = values.rates ?? DEFAULT_GST_RATE;
  const typed = values.invoiceNumber ? parseInvoiceNumber(values.invoiceNumber) : null;
  const instant = now.toISOString();

  const id = await app.database.db.transaction().execute(async (trx) => {
    const customer = await findCustomerRow(trx, business, values.client._id);
    if (!customer) {
      throw new AppError('BAD_REQUEST', CLIENT_REQUIRED_MESSAGE, [
        { path: 'client._id', message: 'Customer not found' },
      ]);
    }
    const totals = totalsOf(values, customer, gstRate);
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
    const received = type === 'Receipt' ? totals.total : 0;
    const invoiceId = randomUUID();
    const record: NewInvoice = {
      invoice: {
        id: invoiceId,
        customer_id: customer.id,
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
        client_name: customer.name,
        client_email: customer.email,
        client_phone: customer.phone,
        client_gstin: customer.gstin,
        client_block: customer.block,
        client_floor: customer.floor,
        client_flat: customer.flat,
        client_area_hundredths: customer.area_hundredths,
        replaced_by_invoice_id: null,
        created_at: instant,
        updated_at: instant,
      },
      items: totals.items.map((item, position) => ({
        id: randomUUID(),
        position,
        item_name: item.itemName,
        unit_price_paise: item.unitPrice,
        quantity_hundredths: item.quantity,
        discount_basis_points: toBasisPoints(item.discount),
        over_dues_basis_points: toBasisPoints(item.overDues),
        amount_paise: item.amount,
      })),
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
                paid_by: customer.name,
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
  });
  return invoiceOf(app, caller, id);
}

/** The caller's invoice with everything; another business's id is not found. */
export async function invoiceOf(app: AppInstance, caller: Caller, id: string): Promise<TInvoice> {
  const invoice = await findInvoice(app.database.db, caller.business, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
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
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return invoice;
}

/** The count the form shows the next number from: the business's counter (next number − 1). */
export function invoiceCountOf(caller: Caller): number {
  return Number(caller.business.invoice_counter);
}
