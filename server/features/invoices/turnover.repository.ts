import type { CalendarDate } from '@domain/dates';
import { TURNOVER_INVOICE_TYPES } from '@domain/housing-society';
import { financialYearSpanOf } from '@domain/statement';
import type { Executor } from '../../db/schema';
import { isLedgerBill } from './invoice-conditions';

/**
 * The business's aggregate turnover in the financial year (1 April to 31 March) `onDate` falls in, in
 * paise: the sub totals before GST of its bills dated in the year (invoices, bills and receipts in
 * rupees, never a quotation, a proforma or a bill a late-fee invoice replaced), less the sub totals of
 * the credit notes issued on them in the year. `onDate` is a calendar date in the business's zone.
 *
 * A bill is issued under the turnover threshold while this turnover and the bill's own sub total stay
 * within it (`isUnderTurnoverThreshold` in domain/housing-society.ts): the bill being issued counts.
 * When a bill already stored is worked out again, `exceptInvoiceId` leaves it out, so it is not counted
 * twice.
 */
export async function financialYearTurnoverPaise(
  db: Executor,
  businessId: string,
  onDate: CalendarDate,
  options: { exceptInvoiceId?: string } = {},
): Promise<number> {
  const { from, to } = financialYearSpanOf(onDate);
  let billed = db
    .selectFrom('invoices')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('sub_total_paise'), eb.lit(0)).as('paise'))
    .where('business_id', '=', businessId)
    .where('invoice_date', '>=', from)
    .where('invoice_date', '<=', to)
    .where('type', 'in', TURNOVER_INVOICE_TYPES)
    .where(isLedgerBill);
  let credited = db
    .selectFrom('credit_notes')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.id', '=', 'credit_notes.invoice_id')
        .onRef('invoices.business_id', '=', 'credit_notes.business_id'),
    )
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit_notes.sub_total_paise'), eb.lit(0)).as('paise'))
    .where('credit_notes.business_id', '=', businessId)
    .where('credit_notes.issued_on', '>=', from)
    .where('credit_notes.issued_on', '<=', to)
    .where('invoices.type', 'in', TURNOVER_INVOICE_TYPES)
    .where(isLedgerBill);
  if (options.exceptInvoiceId) {
    billed = billed.where('id', '<>', options.exceptInvoiceId);
    credited = credited.where('invoices.id', '<>', options.exceptInvoiceId);
  }
  const bills = await billed.executeTakeFirst();
  const notes = await credited.executeTakeFirst();
  return Number(bills?.paise ?? 0) - Number(notes?.paise ?? 0);
}
