import {
  CREDIT_NOTE_IN_FUTURE_MESSAGE,
  CREDIT_NOTE_NOT_FOUND_MESSAGE,
  creditNoteBeforeBillMessage,
  QUOTATION_NOT_CREDITED_MESSAGE,
  replacedNotCreditedMessage,
  type TCreditNote,
  type TCreditNoteValues,
  type TInvoiceCredits,
} from '@domain/api/credit-notes';
import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { type CreditableBill, creditDateRefusal, isCreditable } from '@domain/credit-note';
import { todayIn } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import { ledgerFlatOf } from '@domain/ledger';
import { fromPaise, sumPaise, toPaise } from '@domain/money';
import { balanceDue } from '@domain/status';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { fieldChanges, recordChangeBy } from '../audit';
import { findLines, findStoredInvoice, type InvoiceLine, type StoredInvoice } from '../invoices';
import { holdFlatAccount, issueCreditNote, lockInvoice } from '../ledger';
import { type CreditNoteRow, findCreditNotes } from './credit-notes.repository';

export function creditNoteAnswerOf(row: CreditNoteRow): TCreditNote {
  return {
    _id: row.id,
    creditNoteNumber: row.number,
    invoice: { _id: row.invoice.id, invoiceNumber: row.invoice.invoiceNumber, date: row.invoice.date },
    customer: row.customer && { _id: row.customer.id, name: row.customer.name, flat: row.customer.flat },
    date: row.issuedOn,
    reason: row.reason,
    lines: row.lines.map((line) => ({
      line: line.position,
      itemName: line.itemName,
      taxable: line.taxable,
      amount: fromPaise(line.amountPaise),
    })),
    subTotal: fromPaise(row.subTotalPaise),
    gst: fromPaise(row.gstPaise),
    roundOff: fromPaise(row.roundOffPaise),
    total: fromPaise(row.totalPaise),
    createdAt: row.createdAt,
  };
}

/**
 * A bill's lines as a credit note takes them: by their position on the bill, GST on the ones the bill
 * taxed (a taxable head a housing society's ₹7,500 test left untaxed reverses none).
 */
function creditableBillOf(invoice: StoredInvoice, lines: InvoiceLine[]): CreditableBill {
  return {
    lines: lines.map((line, position) => ({
      position,
      itemName: line.itemName,
      amountPaise: line.amountPaise,
      taxable: line.tax ? line.tax.taxableValuePaise > 0 : line.gstTreatment === 'taxable',
    })),
    gstPaise: invoice.gstPaise,
    totalPaise: invoice.totalPaise,
  };
}

function refuseDate(message: string): never {
  throw new AppError('BAD_REQUEST', message, [{ path: 'date', message }]);
}

/** Why this bill takes no credit note: a quotation asks for no money, a replaced bill's debt moved on. */
async function assertCreditable(db: Executor, invoice: StoredInvoice): Promise<void> {
  if (invoice.type === 'Quotation') throw new AppError('BAD_REQUEST', QUOTATION_NOT_CREDITED_MESSAGE);
  if (invoice.replacedByInvoiceId) {
    const replacement = await findStoredInvoice(db, invoice.businessId, invoice.replacedByInvoiceId);
    throw new AppError('CONFLICT', replacedNotCreditedMessage(replacement?.invoiceNumber ?? ''));
  }
}

/**
 * Issues a credit note against one of the caller's bills, in one transaction: the flat's account is
 * held and the bill locked first (as every ledger write does), so two notes on one bill at once are
 * checked one after the other and never credit more than it owes. Dated no later than today in the
 * business's zone and not before the bill.
 */
export async function issue(
  context: ServiceContext,
  caller: Caller,
  invoiceId: string,
  values: TCreditNoteValues,
  now: Date = context.clock(),
): Promise<TCreditNote> {
  const { business } = caller;
  const id = await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    books.assertOpen(values.date);
    const seen = await findStoredInvoice(trx, business.id, invoiceId);
    if (!seen) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    const flat = ledgerFlatOf({ ...seen, customerId: seen.client.customerId });
    if (flat) await holdFlatAccount(trx, business.id, flat, now);
    const locked = await lockInvoice(trx, business.id, invoiceId, now);
    const invoice = locked && (await findStoredInvoice(trx, business.id, invoiceId));
    if (!locked || !invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    await assertCreditable(trx, invoice);
    const dateRefusal = creditDateRefusal(values.date, invoice.date, todayIn(business.timeZone, now));
    if (dateRefusal === 'future') refuseDate(CREDIT_NOTE_IN_FUTURE_MESSAGE);
    if (dateRefusal === 'before-bill')
      refuseDate(creditNoteBeforeBillMessage(formatCalendarDate(invoice.date)));
    const bill = creditableBillOf(invoice, await findLines(trx, business.id, invoiceId));
    const noteId = await issueCreditNote(
      trx,
      business.id,
      locked,
      bill,
      {
        issuedOn: values.date,
        reason: values.reason,
        lines: values.lines.map((line) => ({ position: line.line, amountPaise: toPaise(line.amount) })),
      },
      now,
    );
    const credited = values.lines.reduce((sum, line) => sum + toPaise(line.amount), 0);
    const changes = fieldChanges(
      null,
      {
        on: `Invoice ${invoice.invoiceNumber}`,
        date: values.date,
        reason: values.reason,
        amount: fromPaise(credited),
      },
      ['on', 'date', 'reason', 'amount'],
    );
    await recordChangeBy(
      trx,
      caller,
      { entity: 'credit note', entityId: noteId, action: 'issue', changes },
      now,
    );
    return noteId;
  });
  return readCreditNote(context.db, business.id, id);
}

/** One of the business's credit notes; 404 for another business's. */
export async function readCreditNote(db: Executor, businessId: string, id: string): Promise<TCreditNote> {
  const [row] = await findCreditNotes(db, businessId, { id });
  if (!row) throw new AppError('NOT_FOUND', CREDIT_NOTE_NOT_FOUND_MESSAGE);
  return creditNoteAnswerOf(row);
}

/** A bill as a credit note may correct it: its lines with what was credited on each, and its notes. */
export async function readInvoiceCredits(
  db: Executor,
  businessId: string,
  invoiceId: string,
): Promise<TInvoiceCredits> {
  const invoice = await findStoredInvoice(db, businessId, invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  const [lines, notes] = await Promise.all([
    findLines(db, businessId, invoiceId),
    findCreditNotes(db, businessId, { invoiceId }),
  ]);
  const creditedOn = (position: number) =>
    sumPaise(
      notes.flatMap((note) =>
        note.lines.filter((line) => line.position === position).map((line) => line.amountPaise),
      ),
    );
  const owed = balanceDue(invoice.totalPaise, invoice.receivedPaise, invoice.creditedPaise);
  return {
    invoice: {
      _id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      date: invoice.date,
      currency: invoice.currency,
    },
    lines: creditableBillOf(invoice, lines).lines.map((line) => ({
      line: line.position,
      itemName: line.itemName,
      taxable: line.taxable,
      amount: fromPaise(line.amountPaise),
      credited: fromPaise(creditedOn(line.position)),
    })),
    gst: fromPaise(invoice.gstPaise),
    total: fromPaise(invoice.totalPaise),
    creditedGst: fromPaise(sumPaise(notes.map((note) => note.gstPaise))),
    credited: fromPaise(invoice.creditedPaise),
    balanceDue: fromPaise(owed),
    creditable: isCreditable({
      type: invoice.type,
      isReplaced: invoice.replacedByInvoiceId !== null,
      owedPaise: owed,
    }),
    notes: notes.map(creditNoteAnswerOf),
  };
}
