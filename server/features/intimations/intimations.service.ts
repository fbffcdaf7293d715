import { randomUUID } from 'node:crypto';
import { flatLabel } from '@domain/api/customers';
import {
  INTIMATION_CONFIRMED_MESSAGE,
  INTIMATION_DECIDED_MESSAGE,
  INTIMATION_NOT_FOUND_MESSAGE,
  INTIMATION_REJECTED_MESSAGE,
  INTIMATION_SENT_MESSAGE,
  type TIntimation,
  type TIntimationValues,
  ZIntimationInput,
} from '@domain/api/intimations';
import { DATE_PAID_IN_FUTURE_MESSAGE } from '@domain/api/payments';
import { todayIn } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import { fromPaise, toPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { fieldChanges, recordChangeBy } from '../audit';
import { owedBillIdsOf } from '../invoices';
import { holdFlatAccount, receiveOnAccount } from '../ledger';
import { queueIntimationRejected, queueReceiptMessages } from '../messaging';
import { findPortalHolder, memberFlatOf } from '../portal';
import type { ProofFile } from '../uploads';
import {
  decideIntimation,
  findIntimation,
  findIntimations,
  findProof,
  findSameReferences,
  insertIntimation,
  linkReceipt,
  type StoredIntimation,
} from './intimations.repository';

/** The treasurer's queue shows this many at most; older decided ones stay on the flats' statements. */
const LIST_LIMIT = 200;

/** The member's form fields, checked as the API's schema says; the first problem is the message. */
function valuesOf(fields: Record<string, string>): TIntimationValues {
  const parsed = ZIntimationInput.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('BAD_REQUEST', errors[0]?.message ?? 'The report is not valid', errors);
}

/** "I have paid": kept for the treasurer with its proof; the day may not be after the society's today. */
export async function reportPayment(
  context: ServiceContext,
  token: string,
  form: { fields: Record<string, string>; proof: ProofFile | null },
): Promise<{ message: string; _id: string }> {
  const { businessId, customerId } = await memberFlatOf(context, token);
  const values = valuesOf(form.fields);
  const holder = await findPortalHolder(context.db, businessId, customerId);
  const now = context.clock();
  if (holder && values.paidOn > todayIn(holder.timeZone, now)) {
    throw new AppError('BAD_REQUEST', DATE_PAID_IN_FUTURE_MESSAGE, [
      { path: 'paidOn', message: DATE_PAID_IN_FUTURE_MESSAGE },
    ]);
  }
  const id = randomUUID();
  await insertIntimation(context.db, {
    id,
    business_id: businessId,
    customer_id: customerId,
    amount_paise: toPaise(values.amount),
    paid_on: values.paidOn,
    payment_method: values.paymentMethod,
    reference: values.reference,
    note: values.note,
    proof_type: form.proof?.contentType ?? null,
    proof_bytes: form.proof?.bytes ?? null,
    created_at: now.toISOString(),
  });
  return { message: INTIMATION_SENT_MESSAGE, _id: id };
}

/** The queue as the treasurer reads it, each report with whatever else carries its reference. */
export async function listIntimations(
  context: ServiceContext,
  businessId: string,
  status: StoredIntimation['status'] | 'all',
): Promise<TIntimation[]> {
  const stored = await findIntimations(context.db, businessId, status, LIST_LIMIT);
  const same = await findSameReferences(
    context.db,
    businessId,
    stored.map((report) => report.reference),
  );
  return stored.map((report) => {
    const key = report.reference.trim().toLowerCase();
    const ownReceipt = report.receiptNumber ?? undefined;
    const receipts = (same.receipts.get(key) ?? []).filter((number) => number !== ownReceipt);
    const reports = (same.reports.get(key) ?? []).filter((other) => other.id !== report.id);
    return {
      _id: report.id,
      flat: { _id: report.customerId, name: report.flat.name, label: flatLabel(report.flat) },
      amount: fromPaise(report.amountPaise),
      paidOn: report.paidOn,
      paymentMethod: report.paymentMethod,
      reference: report.reference,
      note: report.note,
      proofType: report.proofType,
      status: report.status,
      reason: report.reason,
      receipt: report.receiptId && ownReceipt ? { _id: report.receiptId, receiptNumber: ownReceipt } : null,
      createdAt: report.createdAt,
      sameReference: [
        ...receipts.map((number) => `Receipt ${number}`),
        ...reports.map((other) => `Another report of ${formatCalendarDate(other.createdAt.slice(0, 10))}`),
      ],
    };
  });
}

async function pendingOf(context: ServiceContext, businessId: string, id: string): Promise<StoredIntimation> {
  const report = await findIntimation(context.db, businessId, id);
  if (!report) throw new AppError('NOT_FOUND', INTIMATION_NOT_FOUND_MESSAGE);
  if (report.status !== 'pending') throw new AppError('CONFLICT', INTIMATION_DECIDED_MESSAGE);
  return report;
}

/**
 * Confirms a report: the money is received on the flat's account (oldest dues first, the rest advance)
 * on the day the member paid, with its receipt, which goes to the member. Once only: a second
 * confirmation, or one after a rejection, is a 409.
 */
export async function confirmIntimation(context: ServiceContext, caller: Caller, id: string) {
  const { business } = caller;
  const report = await pendingOf(context, business.id, id);
  const now = context.clock();
  await context.db.transaction().execute(async (trx) => {
    (await readClosedBooks(trx, context.dialect, business.id)).assertOpen(report.paidOn);
    await holdFlatAccount(trx, business.id, report.customerId, now);
    const at = now.toISOString();
    const decided = await decideIntimation(trx, business.id, id, {
      status: 'confirmed',
      reason: '',
      userId: caller.user.id,
      at,
    });
    if (!decided) throw new AppError('CONFLICT', INTIMATION_DECIDED_MESSAGE);
    const values = {
      amountPaid: fromPaise(report.amountPaise),
      datePaid: report.paidOn,
      paymentMethod: report.paymentMethod as TIntimationValues['paymentMethod'],
      reference: report.reference,
      note: report.note ? `Reported by the member: ${report.note}` : 'Reported by the member',
      paidBy: '',
    };
    const received = await receiveOnAccount(
      trx,
      business,
      report.customerId,
      () => owedBillIdsOf(trx, business.id, report.customerId),
      values,
      now,
    );
    await linkReceipt(trx, business.id, id, received.receiptId);
    await queueReceiptMessages(context, trx, business.id, [received.receiptId]);
    const changes = fieldChanges(
      null,
      {
        amount: values.amountPaid,
        date: values.datePaid,
        method: values.paymentMethod,
        on: 'The flat’s account (reported by the member)',
        reference: values.reference,
      },
      ['amount', 'date', 'method', 'on', 'reference'],
    );
    await recordChangeBy(
      trx,
      caller,
      { entity: 'receipt', entityId: received.receiptId, action: 'record', changes },
      now,
    );
  });
  return { message: INTIMATION_CONFIRMED_MESSAGE };
}

/** Turns a report down with the reason, which the member is sent; once only. */
export async function rejectIntimation(context: ServiceContext, caller: Caller, id: string, reason: string) {
  const { business } = caller;
  const report = await pendingOf(context, business.id, id);
  const now = context.clock();
  await context.db.transaction().execute(async (trx) => {
    const decided = await decideIntimation(trx, business.id, id, {
      status: 'rejected',
      reason,
      userId: caller.user.id,
      at: now.toISOString(),
    });
    if (!decided) throw new AppError('CONFLICT', INTIMATION_DECIDED_MESSAGE);
    await queueIntimationRejected(context, trx, business.id, {
      customerId: report.customerId,
      name: report.flat.name,
      email: report.flat.email,
      phone: report.flat.phone,
      amountPaise: report.amountPaise,
      paidOn: report.paidOn,
      reference: report.reference,
      reason,
    });
    const changes = fieldChanges({ status: 'pending' }, { status: 'rejected', reason }, ['status', 'reason']);
    await recordChangeBy(
      trx,
      caller,
      { entity: 'payment report', entityId: id, action: 'reject', changes },
      now,
    );
  });
  return { message: INTIMATION_REJECTED_MESSAGE };
}

/** A report's proof, to the business that keeps the flat; 404 when it has none. */
export async function proofOf(context: ServiceContext, businessId: string, id: string) {
  const proof = await findProof(context.db, businessId, id);
  if (!proof) throw new AppError('NOT_FOUND', 'No proof was attached');
  return proof;
}
