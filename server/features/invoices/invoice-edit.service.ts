import {
  DATE_TOO_LATE_MESSAGE,
  DUE_BEFORE_DATE_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_REPLACED_EDIT_MESSAGE,
  type TInvoice,
  type TInvoiceUpdateValues,
  totalBelowReceivedMessage,
} from '../../../domain/api/invoices';
import { latestInvoiceDate, toCalendarDate } from '../../../domain/dates';
import { hundredthsToNumber } from '../../../domain/decimal';
import { formatMoney } from '../../../domain/format';
import { formatInvoiceNumber, parseInvoiceNumber } from '../../../domain/numbering';
import { toBasisPoints } from '../../../domain/percent';
import { deriveStatus } from '../../../domain/status';
import type { AppInstance } from '../../app-context';
import type { BusinessRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { applyPaymentRecords, lockInvoice } from '../ledger';
import {
  customerNotFound,
  type Dates,
  duplicateNumber,
  linesOf,
  storedLinesOf,
  totalsOf,
} from './invoice-drafts';
import { clientColumnsOf, itemColumnsOf } from './invoice-rows';
import {
  findCustomerRow,
  findInvoiceItemRows,
  findInvoiceRow,
  invoiceNumberTaken,
  raiseInvoiceCounterTo,
  updateInvoice,
} from './invoices.repository';
import { invoiceOf } from './invoices.service';

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
  const business = caller.businessRow;
  const instant = now.toISOString();
  const typed = values.invoiceNumber ? parseInvoiceNumber(values.invoiceNumber) : null;

  await app.database.db.transaction().execute(async (trx) => {
    const stored =
      (await lockInvoice(trx, business.id, id, now)) && (await findInvoiceRow(trx, business, id));
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
        caller.business,
        { id, totalPaise: totals.total, currency, replacedByInvoiceId: stored.replaced_by_invoice_id },
        values.paymentRecords,
        now,
      );
    }
  });
  return invoiceOf(app, caller, id);
}
