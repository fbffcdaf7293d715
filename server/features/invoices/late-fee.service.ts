import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { lateFeeRefusalMessage, type TLateFeeAnswer, type TLateFeeValues } from '@domain/api/late-fee';
import { todayIn } from '@domain/dates';
import { hundredthsToNumber } from '@domain/decimal';
import { lateFeePercentOn, lateFeeRefusal, withLateFee } from '@domain/late-fee';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { assertLateFeeInvoicesCharged } from '../interest';
import { lockInvoice } from '../ledger';
import { itemValuesOf } from './invoice-answers';
import { invoiceAuditView, recordInvoiceChange } from './invoice-audit';
import { resolveDates } from './invoice-figures';
import { findInvoiceLinks, findLines, findStoredInvoice } from './invoice-reads.repository';
import type { StoredInvoice } from './invoice-rows';
import { markInvoiceReplaced } from './invoice-writes.repository';
import { readOwnInvoice, storeNewInvoice } from './invoices.service';

/** 409 when the original was replaced already (by this request's twin, too); 400 for the other refusals. */
async function assertReplaceable(trx: DbTransaction, original: StoredInvoice, today: string): Promise<void> {
  const reason = lateFeeRefusal(
    {
      type: original.type,
      status: original.status,
      dueDate: original.dueDate,
      isReplaced: original.replacedByInvoiceId !== null,
      isCredited: original.creditedPaise > 0,
    },
    today,
  );
  if (reason === null) return;
  const { replacedBy } = await findInvoiceLinks(trx, original);
  const message = lateFeeRefusalMessage(reason, {
    invoiceNumber: original.invoiceNumber,
    dueDate: original.dueDate,
    replacedByNumber: replacedBy?.invoiceNumber,
  });
  throw new AppError(reason === 'replaced' ? 'CONFLICT' : 'BAD_REQUEST', message, [
    { path: 'from', message },
  ]);
}

/** The original's lines in the form the API takes them, each with today's late fee. */
async function linesWithLateFee(trx: DbTransaction, original: StoredInvoice, today: string) {
  const lines = (await findLines(trx, original.businessId, original.id)).map((line) =>
    itemValuesOf(line, original),
  );
  return withLateFee(lines, lateFeePercentOn(original.dueDate, today));
}

/**
 * Replaces one of the caller's overdue invoices by a new, numbered late-fee invoice, in one
 * transaction: the original is locked first, so of two requests racing for it the second
 * waits and is then refused as already replaced. The new invoice bills the original's client (its
 * own copy, area included) with the original's lines and terms unless the body overrides them; the
 * original is marked replaced and so leaves the unpaid and overdue lists.
 */
export async function createLateFeeInvoice(
  context: ServiceContext,
  caller: Caller,
  { from, ...overrides }: TLateFeeValues,
  now: Date = context.clock(),
): Promise<TLateFeeAnswer> {
  const { business } = caller;
  const today = todayIn(business.timeZone, now);
  const id = await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    const original =
      (await lockInvoice(trx, business.id, from, now)) && (await findStoredInvoice(trx, business.id, from));
    if (!original) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    // The original is marked replaced: its month must be open, as must the replacement's.
    books.assertOpen(original.date, resolveDates(overrides, business.timeZone, now).date);
    // A business that charges interest on arrears bills late payment on the flat's next bill instead.
    await assertLateFeeInvoicesCharged(trx, business.id);
    await assertReplaceable(trx, original, today);
    const values = {
      ...overrides,
      items: overrides.items ?? (await linesWithLateFee(trx, original, today)),
      rates: overrides.rates ?? hundredthsToNumber(original.gstRateBasisPoints),
      hsn: overrides.hsn ?? original.hsn,
      currency: overrides.currency ?? original.currency,
      type: overrides.type ?? original.type,
      notes: overrides.notes ?? original.notes,
    };
    // The same client, its own copy and area included.
    const replacementId = await storeNewInvoice(
      trx,
      business,
      { client: original.client, values, replacesInvoiceId: original.id },
      now,
    );
    const before = await invoiceAuditView(trx, business.id, original.id);
    await markInvoiceReplaced(trx, business.id, original.id, replacementId);
    await recordInvoiceChange(trx, caller, replacementId, 'create', null, now);
    await recordInvoiceChange(trx, caller, original.id, 'replace', before, now);
    return replacementId;
  });
  return { data: await readOwnInvoice(context.db, business.id, id), id };
}
