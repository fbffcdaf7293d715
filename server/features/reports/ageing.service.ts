import type { Writable } from 'node:stream';
import { AGE_BUCKETS, type AgeAmounts } from '@domain/ageing';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import type {
  TAgeAmounts,
  TAgeing,
  TAgeingFilter,
  TAgeingReminderAnswer,
  TAgeingReminderRequest,
} from '@domain/api/reports';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { queueDuesReminders } from '../messaging';
import { flatsOf, owedBillsOf } from './ageing.repository';
import { type AgeingReport, ageingReportOf, type DuesSubtotal, flatsWithDues } from './ageing-report';
import { writeAgeingWorkbook } from './ageing-workbook';
import { reminderAnswerOf } from './reminder-answer';

/** The report on the business's today, in its time zone. */
async function reportOf(context: ServiceContext, caller: Caller, filter: TAgeingFilter, now: Date) {
  const today = todayIn(caller.business.timeZone, now);
  return ageingReportOf(await flatsWithDues(context.db, caller.business.id, today), filter, today);
}

const rupeesOf = (amounts: AgeAmounts): TAgeAmounts =>
  Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, fromPaise(amounts[bucket])])) as TAgeAmounts;

const subtotalAnswer = (subtotal: DuesSubtotal) => ({
  flats: subtotal.flats,
  dues: rupeesOf(subtotal.amounts),
  total: fromPaise(subtotal.totalPaise),
});

function ageingAnswerOf(report: AgeingReport, context: ServiceContext, caller: Caller): TAgeing {
  const { business } = caller;
  return {
    today: report.today,
    flats: report.flats.map(({ flat, amounts, totalPaise, lastPaymentDate, hasEmail, hasWhatsApp }) => ({
      customerId: flat.id,
      name: flat.name,
      block: flat.block,
      floor: flat.floor,
      flat: flat.flat,
      hasEmail,
      hasWhatsApp,
      dues: rupeesOf(amounts),
      total: fromPaise(totalPaise),
      lastPaymentDate,
    })),
    blocks: report.blocks.map((block) => ({ block: block.block, ...subtotalAnswer(block) })),
    overall: subtotalAnswer(report.overall),
    blockNames: report.blockNames,
    isWhatsAppReady: business.whatsApp.isSetUp && Boolean(business.whatsApp.template?.trim()),
    emailDelivery: context.outbox.canSend('email') ? 'queued' : 'kept',
  };
}

/** `GET /api/v2/reports/ageing`: every flat of the caller's business that owes, its dues aged. */
export async function ageingOf(
  context: ServiceContext,
  caller: Caller,
  filter: TAgeingFilter,
  now: Date = context.clock(),
): Promise<TAgeing> {
  return ageingAnswerOf(await reportOf(context, caller, filter, now), context, caller);
}

/** `GET /api/v2/reports/ageing.xlsx`: the same report as a workbook, written to `output`. */
export async function exportAgeing(
  context: ServiceContext,
  caller: Caller,
  filter: TAgeingFilter,
  output: Writable,
  now: Date = context.clock(),
): Promise<void> {
  await writeAgeingWorkbook(output, await reportOf(context, caller, filter, now));
}

/**
 * `POST /api/v2/reports/ageing/reminders`: one reminder to each chosen flat that owes, naming its own
 * dues and linking to its oldest bill still owed. A flat of another business (or none) is a 404 and
 * nothing is queued; a chosen flat that owes nothing is skipped and said so.
 */
export async function remindFlats(
  context: ServiceContext,
  caller: Caller,
  request: TAgeingReminderRequest,
  now: Date = context.clock(),
): Promise<TAgeingReminderAnswer> {
  const businessId = caller.business.id;
  const ids = [...new Set(request.customerIds)];
  const chosen = await flatsOf(context.db, businessId, ids);
  if (chosen.length !== ids.length) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const today = todayIn(caller.business.timeZone, now);
  const dues = new Map(
    (await flatsWithDues(context.db, businessId, today)).map((flat) => [flat.flat.id, flat]),
  );
  const owing = chosen.filter((flat) => dues.has(flat.id));
  const bills = await owedBillsOf(
    context.db,
    businessId,
    owing.map((flat) => flat.id),
  );
  const outcome = await queueDuesReminders(
    context,
    caller.business,
    owing.map((flat) => ({
      customerId: flat.id,
      clientName: flat.name,
      flat: { block: flat.block, floor: flat.floor, flat: flat.flat },
      email: flat.email,
      phone: flat.phone,
      duesPaise: dues.get(flat.id)?.totalPaise ?? 0,
      billCount: bills.get(flat.id)?.count ?? 0,
      billId: bills.get(flat.id)?.oldestBillId ?? null,
    })),
    now,
  );
  const owesNothing = chosen
    .filter((flat) => !dues.has(flat.id))
    .map((flat) => ({ customerId: flat.id, name: flat.name, reason: 'no dues' }));
  return reminderAnswerOf({ ...outcome, skipped: [...owesNothing, ...outcome.skipped] });
}
