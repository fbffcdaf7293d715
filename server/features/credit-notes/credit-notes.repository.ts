import { creditNoteNumberOf } from '@domain/numbering';
import type { Executor } from '../../db/schema';

/** One credit note as stored, money in paise, with its bill, its flat and its lines. */
export type CreditNoteRow = {
  id: string;
  numberValue: number;
  /** Its number as issued ('CN-002', 'CN/2026-27/002'). */
  number: string;
  invoice: { id: string; invoiceNumber: string; date: string };
  customer: { id: string; name: string; flat: string } | null;
  issuedOn: string;
  reason: string;
  subTotalPaise: number;
  gstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  createdAt: string;
  lines: Array<{ position: number; itemName: string; taxable: boolean; amountPaise: number }>;
};

type Which = { id: string } | { invoiceId: string } | { customerId: string };

/** The business's credit notes of one id, one bill or one flat, in the order they were numbered. */
export async function findCreditNotes(
  db: Executor,
  businessId: string,
  which: Which,
): Promise<CreditNoteRow[]> {
  // The note's bill and flat are looked up by their primary keys for each note, never joined:
  // PostgreSQL without statistics may plan a join as every bill of the business read again for each
  // note. The note is the business's, and so are the bill and the flat it names.
  let query = db
    .selectFrom('credit_notes')
    .select((eb) => {
      const invoice = eb.selectFrom('invoices').whereRef('invoices.id', '=', 'credit_notes.invoice_id');
      const customer = eb.selectFrom('customers').whereRef('customers.id', '=', 'credit_notes.customer_id');
      return [
        'credit_notes.id',
        'credit_notes.credit_note_number_value',
        'credit_notes.number_text',
        'credit_notes.invoice_id',
        invoice.select('invoices.invoice_number').as('invoice_number'),
        invoice.select('invoices.invoice_date').as('invoice_date'),
        'credit_notes.customer_id',
        customer.select('customers.name').as('customer_name'),
        customer.select('customers.flat').as('customer_flat'),
        'credit_notes.issued_on',
        'credit_notes.reason',
        'credit_notes.sub_total_paise',
        'credit_notes.gst_paise',
        'credit_notes.round_off_paise',
        'credit_notes.total_paise',
        'credit_notes.created_at',
      ];
    })
    .where('credit_notes.business_id', '=', businessId);
  if ('id' in which) query = query.where('credit_notes.id', '=', which.id);
  if ('invoiceId' in which) query = query.where('credit_notes.invoice_id', '=', which.invoiceId);
  if ('customerId' in which) query = query.where('credit_notes.customer_id', '=', which.customerId);
  const rows = await query.orderBy('credit_notes.credit_note_number_value').execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('credit_note_lines')
    .select(['credit_note_id', 'line_position', 'item_name', 'taxable', 'amount_paise'])
    .where('business_id', '=', businessId)
    .where(
      'credit_note_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('line_position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    numberValue: Number(row.credit_note_number_value),
    number: creditNoteNumberOf(Number(row.credit_note_number_value), row.number_text),
    invoice: { id: row.invoice_id, invoiceNumber: row.invoice_number ?? '', date: row.invoice_date ?? '' },
    customer:
      row.customer_id && row.customer_name !== null
        ? { id: row.customer_id, name: row.customer_name, flat: row.customer_flat ?? '' }
        : null,
    issuedOn: row.issued_on,
    reason: row.reason,
    subTotalPaise: Number(row.sub_total_paise),
    gstPaise: Number(row.gst_paise),
    roundOffPaise: Number(row.round_off_paise),
    totalPaise: Number(row.total_paise),
    createdAt: row.created_at,
    lines: lines
      .filter((line) => line.credit_note_id === row.id)
      .map((line) => ({
        position: Number(line.line_position),
        itemName: line.item_name,
        taxable: line.taxable === 1,
        amountPaise: Number(line.amount_paise),
      })),
  }));
}
