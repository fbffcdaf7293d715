import { randomUUID } from 'node:crypto';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  type TInvoice,
  type TInvoiceValues,
  type TPublicInvoice,
} from '@domain/api/invoices';
import { memberPath } from '@domain/api/portal';
import { monthsBilled } from '@domain/billing-periods';
import { DEFAULT_CURRENCY, DEFAULT_GST_RATE, DEFAULT_HSN, DEFAULT_INVOICE_TYPE } from '@domain/constants';
import { ledgerFlatOf } from '@domain/ledger';
import { toBasisPoints } from '@domain/percent';
import { deriveStatus, receivedOnCreate } from '@domain/status';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import type { DbTransaction, Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { storeBillWithInterest } from '../interest';
import { applyAdvance, findMemberLinkToken, recordReceiptPayment } from '../ledger';
import { findInvoiceCounter } from '../numbering';
import { billTaxFor } from './bill-tax';
import { invoiceAnswerOf } from './invoice-answers';
import { recordInvoiceChange } from './invoice-audit';
import {
  assertGstSlabs,
  customerNotFound,
  type Dates,
  duplicateNumber,
  invoiceLinesOf,
  linesOf,
  resolveDates,
  totalsOf,
} from './invoice-figures';
import { claimInvoiceNumber } from './invoice-numbering';
import { findCustomerClient, findInvoiceDetails, findPaymentDetails } from './invoice-reads.repository';
import type { InvoiceClient, NewInvoice } from './invoice-rows';
import { insertInvoice } from './invoice-writes.repository';
import { paymentOptionsOf } from './public-payment-options';

/**
 * A billing run's bill: its dates were checked when the run was drafted (a run may bill ahead), each
 * line names its bill head, and the flat is billed once for the period.
 */
/** A run's bill: its run and period, its dates, and each line's head (none for a line beyond the heads). */
export type RunBilling = { runId: string; period: string; dates: Dates; headIds: Array<string | null> };

/** A new invoice once its client is known; `replacesInvoiceId` names the original of a late-fee invoice. */
export type NewInvoiceDraft = {
  client: InvoiceClient;
  values: Omit<TInvoiceValues, 'client'>;
  replacesInvoiceId?: string;
  run?: RunBilling;
};

/** Whose invoices a service works on: the caller's business, its calendar in its zone. */
type InvoiceBusiness = Pick<CallerBusiness, 'id' | 'timeZone'>;

/**
 * Stores a new invoice in the caller's transaction and answers its id: amounts and status come from
 * domain/, and the number from claimInvoiceNumber. A new Receipt records a payment of its total in the
 * ledger. Every new invoice, late-fee ones too, is stored here.
 */
export async function storeNewInvoice(
  trx: DbTransaction,
  business: InvoiceBusiness,
  { client, values, replacesInvoiceId, run }: NewInvoiceDraft,
  now: Date,
): Promise<string> {
  const dates = run?.dates ?? resolveDates(values, business.timeZone, now);
  const gstRate = values.rates ?? DEFAULT_GST_RATE;
  const lines = linesOf(values.items).map((line, index) => ({
    ...line,
    billHeadId: run?.headIds[index] ?? null,
  }));
  const hsn = values.hsn ?? DEFAULT_HSN;
  // A run's bill covers its period's months (a quarter is tested as three); any other bill one month.
  const months = monthsBilled(run?.period);
  const tax = await billTaxFor(trx, business.id, client, hsn, { date: dates.date, months });
  assertGstSlabs(values, tax.terms.regime);
  const totals = totalsOf(lines, client.areaHundredths, gstRate, tax.terms);
  const { invoiceNumber, numberValue } = await claimInvoiceNumber(
    trx,
    business.id,
    values.invoiceNumber,
    dates.date,
  );
  const type = values.type ?? DEFAULT_INVOICE_TYPE;
  const invoice: NewInvoice = {
    id: randomUUID(),
    invoiceNumber,
    numberValue,
    type,
    status: deriveStatus(totals.total, 0, 0),
    currency: values.currency ?? DEFAULT_CURRENCY,
    gstRateBasisPoints: tax.terms.regime === 'none' ? 0 : toBasisPoints(gstRate),
    hsn,
    subTotalPaise: totals.subTotal,
    gstPaise: totals.gst,
    totalPaise: totals.total,
    date: dates.date,
    dueDate: dates.dueDate,
    notes: values.notes ?? (await findPaymentDetails(trx, business.id)),
    placeOfSupply: tax.placeOfSupply,
    taxDocument: totals.document,
    client,
    replacesInvoiceId: replacesInvoiceId ?? null,
    billing: run ? { runId: run.runId, period: run.period } : null,
    lines: invoiceLinesOf(totals),
  };
  // The check above gives the clear answer; the unique index decides a race it cannot see.
  if (!(await insertInvoice(trx, business.id, invoice, now.toISOString())))
    throw duplicateNumber(invoiceNumber);
  const recorded = {
    id: invoice.id,
    invoiceNumber,
    totalPaise: totals.total,
    creditedPaise: 0,
    currency: invoice.currency,
    type,
    customerId: client.customerId,
    replacedByInvoiceId: null,
  };
  // A Receipt is paid when it is made: the ledger records a payment of its total, so the status follows.
  if (receivedOnCreate(type, totals.total) > 0) {
    await recordReceiptPayment(
      trx,
      business.id,
      recorded,
      { datePaid: dates.date, paidBy: client.name },
      now,
    );
  } else if (!replacesInvoiceId) {
    // Any other new bill of a flat takes the flat's advance; a late-fee invoice only re-bills an unpaid one.
    await applyAdvance(trx, business.id, recorded, dates.date, now);
  }
  return invoice.id;
}

/**
 * Creates an invoice for one of the caller's customers, copied in, in one transaction; with
 * `interestOnArrears`, the interest on the flat's earlier bills as a line of its own.
 */
export async function createInvoice(
  context: ServiceContext,
  caller: Caller,
  { client, interestOnArrears, ...values }: TInvoiceValues,
  now: Date = context.clock(),
): Promise<TInvoice> {
  const { business } = caller;
  const id = await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    books.assertOpen(resolveDates(values, business.timeZone, now).date);
    const customer = await findCustomerClient(trx, business.id, client._id);
    if (!customer) throw customerNotFound();
    const stored = async () => {
      if (!interestOnArrears) return storeNewInvoice(trx, business, { client: customer, values }, now);
      const bill = {
        customerId: customer.customerId,
        type: values.type ?? DEFAULT_INVOICE_TYPE,
        currency: values.currency ?? DEFAULT_CURRENCY,
        date: resolveDates(values, business.timeZone, now).date,
      };
      return storeBillWithInterest(trx, business.id, bill, now, (interestLines) =>
        storeNewInvoice(
          trx,
          business,
          { client: customer, values: { ...values, items: [...values.items, ...interestLines] } },
          now,
        ),
      );
    };
    const invoiceId = await stored();
    await recordInvoiceChange(trx, caller, invoiceId, 'create', null, now);
    return invoiceId;
  });
  return readOwnInvoice(context.db, business.id, id);
}

/**
 * One of the business's invoices with everything its owner sees, as every change answers it and the
 * owner's GET does; another business's id is not found.
 */
export async function readOwnInvoice(db: Executor, businessId: string, id: string): Promise<TInvoice> {
  const details = await findInvoiceDetails(db, businessId, id);
  if (!details) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return invoiceAnswerOf(details);
}

/**
 * GET one: the creator sees everything; anyone else (no session, or another business's session)
 * sees the public view, which is what the invoice's link shows without signing in.
 */
export async function readInvoiceAsSeenBy(
  context: ServiceContext,
  business: InvoiceBusiness | undefined,
  id: string,
): Promise<TInvoice | TPublicInvoice> {
  if (business) {
    const own = await findInvoiceDetails(context.db, business.id, id);
    if (own) return invoiceAnswerOf(own);
  }
  const shown = await findInvoiceDetails(context.db, null, id);
  if (!shown) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  const { creator, paymentRecords, createdAt, ...document } = invoiceAnswerOf(shown);
  // A flat's bill links its member to their own page once the flat has a link (sent with its messages).
  const flat = ledgerFlatOf({ ...shown.invoice, customerId: shown.invoice.client.customerId });
  const token = flat
    ? await findMemberLinkToken(context.db, context.config.appSecret, shown.invoice.businessId, flat)
    : null;
  return {
    ...document,
    paymentOptions: paymentOptionsOf(shown.invoice, shown.payee),
    memberPath: token ? memberPath(token) : null,
    language: shown.payee.memberLanguage,
  };
}

/** The count the form shows the next number from: the business's counter (next number − 1). */
export function invoiceCountOf(context: ServiceContext, business: InvoiceBusiness): Promise<number> {
  return findInvoiceCounter(context.db, business.id);
}
