import { INVOICE_NOT_FOUND_MESSAGE, type TInvoiceItemValues } from '../../../domain/api/invoices';
import {
  lateFeeRefusalMessage,
  type TLateFeeAnswer,
  type TLateFeeValues,
} from '../../../domain/api/late-fee';
import type { InvoiceStatus, InvoiceType } from '../../../domain/constants';
import { todayIn } from '../../../domain/dates';
import { hundredthsToNumber } from '../../../domain/decimal';
import { lateFeePercentOn, lateFeeRefusal, withLateFee } from '../../../domain/late-fee';
import { fromPaise } from '../../../domain/money';
import { fromHundredths } from '../../../domain/quantity';
import type { AppInstance } from '../../app-context';
import type { DbTransaction, InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { lockInvoice } from '../ledger';
import { clientColumnsOfInvoice } from './invoice-rows';
import {
  findInvoiceItemRows,
  findInvoiceLinks,
  findInvoiceRow,
  type InvoiceOwner,
  markInvoiceReplaced,
} from './invoices.repository';
import { invoiceOf, storeNewInvoice } from './invoices.service';

/** 409 when the original was replaced already (by this request's twin, too); 400 for the other refusals. */
async function assertReplaceable(trx: DbTransaction, original: InvoiceRow, today: string): Promise<void> {
  const reason = lateFeeRefusal(
    {
      status: original.status as InvoiceStatus,
      dueDate: original.due_date,
      isReplaced: original.replaced_by_invoice_id !== null,
    },
    today,
  );
  if (reason === null) return;
  const { replacedBy } = await findInvoiceLinks(trx, original);
  const message = lateFeeRefusalMessage(reason, {
    invoiceNumber: original.invoice_number,
    dueDate: original.due_date,
    replacedByNumber: replacedBy?.invoiceNumber,
  });
  throw new AppError(reason === 'replaced' ? 'CONFLICT' : 'BAD_REQUEST', message, [
    { path: 'from', message },
  ]);
}

/** The original's lines in the form the API takes them, each with today's late fee. */
async function linesWithLateFee(
  trx: DbTransaction,
  owner: InvoiceOwner,
  original: InvoiceRow,
  today: string,
) {
  const rows = await findInvoiceItemRows(trx, owner, original.id);
  const lines = rows.map(
    (row): TInvoiceItemValues => ({
      itemName: row.item_name,
      unitPrice: fromPaise(Number(row.unit_price_paise)),
      discount: hundredthsToNumber(row.discount_basis_points),
      overDues: hundredthsToNumber(row.over_dues_basis_points),
      // A fixed line keeps its quantity; a per-sq.ft line takes the area of the client's copy again.
      ...(row.basis === 'fixed'
        ? { basis: row.basis, quantity: fromHundredths(Number(row.quantity_hundredths)) }
        : { basis: row.basis }),
    }),
  );
  return withLateFee(lines, lateFeePercentOn(original.due_date, today));
}

/**
 * Replaces one of the caller's overdue invoices by a new, numbered late-fee invoice, in one
 * transaction (DESIGN §4): the original is locked first, so of two requests racing for it the second
 * waits and is then refused as already replaced. The new invoice bills the original's client (its
 * own copy, area included) with the original's lines and terms unless the body overrides them; the
 * original is marked replaced and so leaves the unpaid and overdue lists.
 */
export async function createLateFeeInvoice(
  app: AppInstance,
  caller: Caller,
  { from, ...overrides }: TLateFeeValues,
  now: Date = new Date(),
): Promise<TLateFeeAnswer> {
  const business = caller.businessRow;
  const today = todayIn(business.time_zone, now);
  const id = await app.database.db.transaction().execute(async (trx) => {
    const original =
      (await lockInvoice(trx, business.id, from, now)) && (await findInvoiceRow(trx, business, from));
    if (!original) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    await assertReplaceable(trx, original, today);
    const values = {
      ...overrides,
      items: overrides.items ?? (await linesWithLateFee(trx, business, original, today)),
      rates: overrides.rates ?? hundredthsToNumber(original.gst_rate_basis_points),
      hsn: overrides.hsn ?? original.hsn,
      currency: overrides.currency ?? original.currency,
      type: overrides.type ?? (original.type as InvoiceType),
      notes: overrides.notes ?? original.notes,
    };
    const replacementId = await storeNewInvoice(
      trx,
      business,
      { client: clientColumnsOfInvoice(original), values, replacesInvoiceId: original.id },
      now,
    );
    await markInvoiceReplaced(trx, business, original.id, replacementId);
    return replacementId;
  });
  return { data: await invoiceOf(app, caller, id), id };
}
