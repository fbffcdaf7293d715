import { randomUUID } from 'node:crypto';
import {
  CREDIT_NOTE_LINE_REPEATED_MESSAGE,
  CREDIT_NOTE_NO_SUCH_LINE_MESSAGE,
  creditAboveBalanceMessage,
  creditAboveLineMessage,
} from '@domain/api/credit-notes';
import {
  type CreditableBill,
  type CreditLineRefusal,
  type CreditRequestLine,
  creditNoteFigures,
  isAboveOwed,
} from '@domain/credit-note';
import { formatMoney } from '@domain/format';
import { ledgerFlatOf } from '@domain/ledger';
import { balanceDue, deriveStatus } from '@domain/status';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { takeDocumentNumber } from '../numbering';
import { creditedSoFarOf, insertCreditNote, updateInvoiceCredited } from './credit-notes.repository';
import { sumPaymentsOf } from './ledger.repository';
import type { LedgerInvoice } from './ledger-types';

/** A credit note as asked for: its date, reason and what to take off which of the bill's lines. */
export type CreditNoteRequest = { issuedOn: string; reason: string; lines: CreditRequestLine[] };

function refusalOf(refusal: CreditLineRefusal, currency: string): AppError {
  const at = `lines.${refusal.index}`;
  if (refusal.reason === 'above-line') {
    const message = creditAboveLineMessage(formatMoney(refusal.leftPaise, currency));
    return new AppError('BAD_REQUEST', message, [{ path: `${at}.amount`, message }]);
  }
  const message =
    refusal.reason === 'repeated' ? CREDIT_NOTE_LINE_REPEATED_MESSAGE : CREDIT_NOTE_NO_SUCH_LINE_MESSAGE;
  return new AppError('BAD_REQUEST', message, [{ path: `${at}.line`, message }]);
}

/**
 * Issues a credit note against a bill the caller has locked (lockInvoice): its figures from
 * domain/credit-note against what earlier notes credited, never above what the bill still owes (a
 * paid bill keeps its payments), numbered in the business's credit-note series (the last lock the
 * write takes). The bill's credited total is the sum of its notes' rows, and its status follows.
 * Answers the new note's id.
 */
export async function issueCreditNote(
  trx: DbTransaction,
  businessId: string,
  invoice: LedgerInvoice,
  bill: CreditableBill,
  request: CreditNoteRequest,
  now: Date,
): Promise<string> {
  const credited = await creditedSoFarOf(trx, businessId, invoice.id);
  const result = creditNoteFigures(bill, credited, request.lines);
  if ('refusal' in result) throw refusalOf(result.refusal, invoice.currency);
  const { figures } = result;
  const received = await sumPaymentsOf(trx, businessId, invoice.id);
  const owed = balanceDue(invoice.totalPaise, received, credited.totalPaise);
  if (isAboveOwed(figures.totalPaise, owed)) {
    const message = creditAboveBalanceMessage(formatMoney(owed, invoice.currency));
    throw new AppError('BAD_REQUEST', message, [{ path: 'lines', message }]);
  }
  const id = randomUUID();
  const number = await takeDocumentNumber(trx, businessId, 'creditNotes', request.issuedOn);
  await insertCreditNote(trx, businessId, {
    id,
    invoiceId: invoice.id,
    customerId: ledgerFlatOf(invoice),
    numberValue: number.value,
    numberText: number.text,
    issuedOn: request.issuedOn,
    reason: request.reason,
    subTotalPaise: figures.subTotalPaise,
    gstPaise: figures.gstPaise,
    roundOffPaise: figures.roundOffPaise,
    totalPaise: figures.totalPaise,
    lines: figures.lines,
    createdAt: now.toISOString(),
  });
  const creditedPaise = credited.totalPaise + figures.totalPaise;
  await updateInvoiceCredited(trx, businessId, invoice.id, {
    creditedPaise,
    status: deriveStatus(invoice.totalPaise, received, creditedPaise),
  });
  return id;
}
