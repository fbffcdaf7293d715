import { CREDITED_INVOICE_EDIT_MESSAGE } from '@domain/api/credit-notes';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_REPLACED_EDIT_MESSAGE,
  PAID_INVOICE_MOVED_MESSAGE,
  type TInvoice,
  type TInvoiceUpdateValues,
  totalBelowReceivedMessage,
} from '@domain/api/invoices';
import { hundredthsToNumber } from '@domain/decimal';
import { formatMoney } from '@domain/format';
import { placeOfSupplyOf } from '@domain/gst-states';
import { ledgerFlatOf } from '@domain/ledger';
import { toBasisPoints } from '@domain/percent';
import { deriveStatus } from '@domain/status';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import { AppError } from '../../errors';
import { applyPaymentRecords, lockInvoice } from '../ledger';
import {
  customerNotFound,
  invoiceLinesOf,
  linesOf,
  lineValuesOf,
  resolveDates,
  totalsOf,
} from './invoice-figures';
import { renumberInvoice } from './invoice-numbering';
import {
  findCustomerClient,
  findLines,
  findStoredInvoice,
  findSupplierState,
} from './invoice-reads.repository';
import type { InvoiceLine } from './invoice-rows';
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
  business: Pick<CallerBusiness, 'id' | 'timeZone'>,
  id: string,
  values: TInvoiceUpdateValues,
  now: Date = context.clock(),
): Promise<TInvoice> {
  await context.db.transaction().execute(async (trx) => {
    const stored =
      (await lockInvoice(trx, business.id, id, now)) && (await findStoredInvoice(trx, business.id, id));
    if (!stored) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    // Its late-fee invoice was made from it as it stood; it stays the record of what was billed.
    if (stored.replacedByInvoiceId) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_EDIT_MESSAGE);
    const dates = resolveDates(values, business.timeZone, now, stored);

    let client = stored.client;
    if (values.client && values.client._id !== stored.client.customerId) {
      const customer = await findCustomerClient(trx, business.id, values.client._id);
      if (!customer) throw customerNotFound();
      client = customer;
    }

    const gstRate = values.rates ?? hundredthsToNumber(stored.gstRateBasisPoints);
    const lines = values.items ? linesOf(values.items) : lineValuesOf(await findLines(trx, business.id, id));
    const totals = totalsOf(lines, client.areaHundredths, gstRate);
    const currency = values.currency ?? stored.currency;
    const type = values.type ?? stored.type;
    // A credited bill's figures are what its credit notes were worked out from: they stay as issued.
    if (stored.creditedPaise > 0) {
      const issued = await findLines(trx, business.id, id);
      const figuresChange =
        totals.total !== stored.totalPaise ||
        currency !== stored.currency ||
        type !== stored.type ||
        client.customerId !== stored.client.customerId ||
        !sameLines(issued, invoiceLinesOf(totals));
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
        gstRateBasisPoints: toBasisPoints(gstRate),
        hsn: values.hsn ?? stored.hsn,
        subTotalPaise: totals.subTotal,
        gstPaise: totals.gst,
        totalPaise: totals.total,
        date: dates.date,
        dueDate: dates.dueDate,
        notes: values.notes ?? stored.notes,
        client,
        placeOfSupply: placeOfSupplyOf(await findSupplierState(trx, business.id), client),
        lines: invoiceLinesOf(totals),
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
  });
  return readOwnInvoice(context.db, business.id, id);
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
