import { CREDITED_INVOICE_EDIT_MESSAGE } from '@domain/api/credit-notes';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_REPLACED_EDIT_MESSAGE,
  PAID_INVOICE_MOVED_MESSAGE,
  type TInvoice,
  type TInvoiceUpdateValues,
  totalBelowReceivedMessage,
} from '@domain/api/invoices';
import { monthsBilled } from '@domain/billing-periods';
import { hundredthsToNumber } from '@domain/decimal';
import { formatMoney } from '@domain/format';
import type { TaxDocument } from '@domain/invoice-tax';
import { ledgerFlatOf } from '@domain/ledger';
import { toBasisPoints } from '@domain/percent';
import { deriveStatus } from '@domain/status';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { applyPaymentRecords, lockInvoice } from '../ledger';
import { billTaxFor } from './bill-tax';
import { invoiceAuditView, recordInvoiceChange } from './invoice-audit';
import {
  assertGstSlabs,
  customerNotFound,
  invoiceLinesOf,
  linesOf,
  lineValuesOf,
  resolveDates,
  totalsOf,
} from './invoice-figures';
import { renumberInvoice } from './invoice-numbering';
import { findCustomerClient, findLines, findStoredInvoice } from './invoice-reads.repository';
import type { InvoiceClient, InvoiceLine, StoredInvoice } from './invoice-rows';
import { updateInvoice } from './invoice-writes.repository';
import { readOwnInvoice } from './invoices.service';

/**
 * Edits one of the caller's invoices in one transaction. What is not sent stays as stored; amounts
 * are recomputed by domain/ with the flat area of the invoice's customer: a different customer is
 * copied in afresh, otherwise the stored copy (and its area) is kept. Payments are kept and the
 * status follows them; a total below what was already received is refused, changing nothing (a total
 * exactly what was received is Paid). New `paymentRecords` (the old client's way to pay) are recorded
 * in the ledger against the new total, in the same transaction.
 */
export async function editInvoice(
  context: ServiceContext,
  caller: Caller,
  id: string,
  values: TInvoiceUpdateValues,
  now: Date = context.clock(),
): Promise<TInvoice> {
  const { business } = caller;
  await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    const stored =
      (await lockInvoice(trx, business.id, id, now)) && (await findStoredInvoice(trx, business.id, id));
    if (!stored) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    const before = await invoiceAuditView(trx, business.id, id);
    // Its late-fee invoice was made from it as it stood; it stays the record of what was billed.
    if (stored.replacedByInvoiceId) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_EDIT_MESSAGE);
    const dates = resolveDates(values, business.timeZone, now, stored);
    // Neither where it was nor where it goes may be closed, nor the day of a payment it adds.
    const paidOn = (values.paymentRecords ?? []).map((record) =>
      'datePaid' in record ? record.datePaid : null,
    );
    books.assertOpen(stored.date, dates.date, ...paidOn);

    let client = stored.client;
    if (values.client && values.client._id !== stored.client.customerId) {
      const customer = await findCustomerClient(trx, business.id, values.client._id);
      if (!customer) throw customerNotFound();
      client = customer;
    }

    const storedLines = await findLines(trx, business.id, id);
    const figures = await figuresOf(trx, business.id, {
      stored,
      storedLines,
      client,
      values,
      date: dates.date,
    });
    const { totals } = figures;
    const currency = values.currency ?? stored.currency;
    const type = values.type ?? stored.type;
    // A credited bill's figures are what its credit notes were worked out from: they stay as issued.
    if (stored.creditedPaise > 0) {
      const figuresChange =
        totals.total !== stored.totalPaise ||
        currency !== stored.currency ||
        type !== stored.type ||
        client.customerId !== stored.client.customerId ||
        !sameLines(storedLines, figures.lines);
      if (figuresChange) throw new AppError('CONFLICT', CREDITED_INVOICE_EDIT_MESSAGE);
    }
    const received = stored.receivedPaise;
    if (totals.total < received) {
      const message = totalBelowReceivedMessage(formatMoney(received, currency));
      throw new AppError('BAD_REQUEST', message, [{ path: 'items', message }]);
    }
    // Its payments count on one flat's account: moving the bill would move that money with it.
    const flatBefore = ledgerFlatOf({ ...stored, customerId: stored.client.customerId });
    const flatAfter = ledgerFlatOf({
      type,
      currency,
      replacedByInvoiceId: null,
      customerId: client.customerId,
    });
    if (received > 0 && flatBefore !== flatAfter) {
      throw new AppError('BAD_REQUEST', PAID_INVOICE_MOVED_MESSAGE, [
        { path: 'client', message: PAID_INVOICE_MOVED_MESSAGE },
      ]);
    }

    // Its number stays unless another is typed, even when its date moves into another financial year.
    const numbering = await renumberInvoice(
      trx,
      business.id,
      values.invoiceNumber,
      dates.date,
      stored.invoiceNumber,
    );
    await updateInvoice(
      trx,
      business.id,
      id,
      {
        numbering,
        type,
        status: deriveStatus(totals.total, received, stored.creditedPaise),
        currency,
        gstRateBasisPoints: figures.gstRateBasisPoints,
        hsn: values.hsn ?? stored.hsn,
        subTotalPaise: totals.subTotal,
        gstPaise: totals.gst,
        totalPaise: totals.total,
        date: dates.date,
        dueDate: dates.dueDate,
        notes: values.notes ?? stored.notes,
        client,
        placeOfSupply: figures.placeOfSupply,
        taxDocument: figures.taxDocument,
        lines: figures.lines,
      },
      now.toISOString(),
    );
    if (values.paymentRecords) {
      await applyPaymentRecords(
        trx,
        business,
        {
          id,
          invoiceNumber: numbering?.invoiceNumber ?? stored.invoiceNumber,
          totalPaise: totals.total,
          creditedPaise: stored.creditedPaise,
          currency,
          type,
          customerId: client.customerId,
          replacedByInvoiceId: stored.replacedByInvoiceId,
        },
        values.paymentRecords,
        now,
      );
    }
    await recordInvoiceChange(trx, caller, id, 'edit', before, now);
  });
  return readOwnInvoice(context.db, business.id, id);
}

/** What an edit bills: the figures it stores and the lines they come from. */
type EditedFigures = {
  totals: { subTotal: number; gst: number; total: number };
  lines: InvoiceLine[];
  gstRateBasisPoints: number;
  placeOfSupply: string | null;
  taxDocument: TaxDocument | null;
};

/**
 * An edit that sends no lines, rate, SAC or other customer bills what was issued, exactly: a bill's
 * tax is never recomputed behind its owner's back (an older bill keeps its single GST figure). Any
 * of those sent figures the bill afresh, under the business's tax as it stands now.
 */
async function figuresOf(
  trx: DbTransaction,
  businessId: string,
  edit: {
    stored: StoredInvoice;
    storedLines: InvoiceLine[];
    client: InvoiceClient;
    values: TInvoiceUpdateValues;
    /** The bill's date after the edit: the financial year its turnover counts in. */
    date: string;
  },
): Promise<EditedFigures> {
  const { stored, storedLines, client, values } = edit;
  const refigure =
    values.items !== undefined ||
    values.rates !== undefined ||
    values.hsn !== undefined ||
    client.customerId !== stored.client.customerId;
  if (!refigure) {
    return {
      totals: { subTotal: stored.subTotalPaise, gst: stored.gstPaise, total: stored.totalPaise },
      lines: storedLines,
      gstRateBasisPoints: stored.gstRateBasisPoints,
      placeOfSupply: stored.placeOfSupply,
      taxDocument: stored.taxDocument,
    };
  }
  const gstRate = values.rates ?? hundredthsToNumber(stored.gstRateBasisPoints);
  const months = monthsBilled(stored.billingPeriod);
  const tax = await billTaxFor(trx, businessId, client, values.hsn ?? stored.hsn, {
    date: edit.date,
    months,
    exceptInvoiceId: stored.id,
  });
  assertGstSlabs(values, tax.terms.regime);
  const lines = values.items ? linesOf(values.items) : lineValuesOf(storedLines, stored);
  const totals = totalsOf(lines, client.areaHundredths, gstRate, tax.terms);
  return {
    totals,
    lines: invoiceLinesOf(totals),
    gstRateBasisPoints: tax.terms.regime === 'none' ? 0 : toBasisPoints(gstRate),
    placeOfSupply: tax.placeOfSupply,
    taxDocument: totals.document,
  };
}

/** Whether two versions of a bill's lines bill the same: each line's name, amount and GST treatment. */
function sameLines(first: InvoiceLine[], second: InvoiceLine[]): boolean {
  return (
    first.length === second.length &&
    first.every((line, index) => {
      const other = second[index];
      return (
        other !== undefined &&
        other.itemName === line.itemName &&
        other.amountPaise === line.amountPaise &&
        other.gstTreatment === line.gstTreatment
      );
    })
  );
}
