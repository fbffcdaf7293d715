import { randomUUID } from 'node:crypto';
import type { InvoiceStatus } from '@domain/constants';
import type { CreditedSoFar } from '@domain/credit-note';
import type { DbTransaction, Executor } from '../../db/schema';

/** A credit note to store: its number, bill, flat, reason and figures in paise, and its lines. */
export type NewCreditNote = {
  id: string;
  invoiceId: string;
  customerId: string | null;
  numberValue: number;
  /** The number as issued ('CN-002', 'CN/2026-27/002'). */
  numberText: string;
  issuedOn: string;
  reason: string;
  subTotalPaise: number;
  gstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  lines: Array<{ position: number; itemName: string; taxable: boolean; amountPaise: number }>;
  createdAt: string;
};

export async function insertCreditNote(trx: DbTransaction, businessId: string, note: NewCreditNote) {
  await trx
    .insertInto('credit_notes')
    .values({
      id: note.id,
      business_id: businessId,
      invoice_id: note.invoiceId,
      customer_id: note.customerId,
      credit_note_number_value: note.numberValue,
      number_text: note.numberText,
      issued_on: note.issuedOn,
      reason: note.reason,
      sub_total_paise: note.subTotalPaise,
      gst_paise: note.gstPaise,
      round_off_paise: note.roundOffPaise,
      total_paise: note.totalPaise,
      created_at: note.createdAt,
    })
    .execute();
  await trx
    .insertInto('credit_note_lines')
    .values(
      note.lines.map((line) => ({
        id: randomUUID(),
        business_id: businessId,
        credit_note_id: note.id,
        line_position: line.position,
        item_name: line.itemName,
        taxable: line.taxable ? (1 as const) : (0 as const),
        amount_paise: line.amountPaise,
      })),
    )
    .execute();
}

/** What the bill's credit notes took off it so far: per line, and their GST and totals. */
export async function creditedSoFarOf(
  db: Executor,
  businessId: string,
  invoiceId: string,
): Promise<CreditedSoFar> {
  const notes = await db
    .selectFrom('credit_notes')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('gst_paise'), eb.lit(0)).as('gst'),
      eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('total'),
    ])
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('credit_note_lines')
    .innerJoin('credit_notes', (join) =>
      join
        .onRef('credit_notes.id', '=', 'credit_note_lines.credit_note_id')
        .onRef('credit_notes.business_id', '=', 'credit_note_lines.business_id'),
    )
    .select((eb) => [
      'credit_note_lines.line_position',
      eb.fn.sum<number>('credit_note_lines.amount_paise').as('paise'),
    ])
    .where('credit_notes.business_id', '=', businessId)
    .where('credit_notes.invoice_id', '=', invoiceId)
    .groupBy('credit_note_lines.line_position')
    .execute();
  return {
    byLine: new Map(lines.map((line) => [Number(line.line_position), Number(line.paise)])),
    gstPaise: Number(notes.gst),
    totalPaise: Number(notes.total),
  };
}

/** Writes what the bill's credit notes add up to, and the status that follows. */
export async function updateInvoiceCredited(
  trx: DbTransaction,
  businessId: string,
  invoiceId: string,
  changes: { creditedPaise: number; status: InvoiceStatus },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ total_credited_paise: changes.creditedPaise, status: changes.status })
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .execute();
}
