import { randomUUID } from 'node:crypto';
import { type BillingPeriod, nextBillingPeriod, parseBillingPeriod } from '@domain/billing-periods';
import { addDays, addMonths, todayIn } from '@domain/dates';
import type { ServiceContext } from '../../app-context';
import { type BillHead, listBillHeads } from '../bill-heads';
import { type BillingRun, insertBillingRun, listBillingRuns } from './billing-runs.repository';
import { runDatesOf } from './billing-runs.service';
import { findRepeatingBusinesses } from './billing-settings.repository';

type RepeatingBusiness = Awaited<ReturnType<typeof findRepeatingBusinesses>>[number];

/** How often each server process looks for drafts to prepare. */
const PREPARE_EVERY_MS = 10 * 60_000;

/** The run whose period is latest: the next one repeats it. */
function latestRun(runs: BillingRun[]): { run: BillingRun; period: BillingPeriod } | undefined {
  let latest: { run: BillingRun; period: BillingPeriod } | undefined;
  for (const run of runs) {
    const period = parseBillingPeriod(run.period);
    if (period && (!latest || period.start > latest.period.start)) latest = { run, period };
  }
  return latest;
}

/** The latest run's heads that still exist (else every active head), with any head a percentage names. */
function headsToRepeat(all: BillHead[], latest: BillingRun): string[] {
  const kept = all.filter((head) => latest.headIds.includes(head.id));
  const chosen = new Set((kept.length > 0 ? kept : all.filter((head) => head.active)).map((head) => head.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const head of all) {
      if (!chosen.has(head.id)) continue;
      for (const part of head.percentOf) {
        if (!chosen.has(part)) {
          chosen.add(part);
          grew = true;
        }
      }
    }
  }
  return all.filter((head) => chosen.has(head.id)).map((head) => head.id);
}

/**
 * Prepares the period after the business's latest run as a draft, like it (same flats, same heads),
 * once the business's day has come in the month before that period starts (and while the period
 * lasts, so a server that was down catches up), unless a run of that period exists. The owner is
 * e-mailed that it is ready to check, in the same transaction. Answers whether it prepared one.
 */
async function prepareNextDraft(
  context: ServiceContext,
  business: RepeatingBusiness,
  now: Date,
): Promise<boolean> {
  const runs = await listBillingRuns(context.db, business.businessId);
  const latest = latestRun(runs);
  if (!latest) return false;
  const period = nextBillingPeriod(latest.period);
  const today = todayIn(business.timeZone, now);
  const prepareOn = addDays(addMonths(period.start, -1), business.repeatDay - 1);
  if (today < prepareOn || today > period.end || runs.some((run) => run.period === period.key)) return false;
  return context.db.transaction().execute(async (trx) => {
    const headIds = headsToRepeat(await listBillHeads(trx, business.businessId), latest.run);
    if (headIds.length === 0) return false;
    const id = randomUUID();
    const dates = runDatesOf({}, period, business.dueDay);
    const run = { id, period: period.key, ...dates, flats: latest.run.flats, headIds, isPrepared: true };
    if (!(await insertBillingRun(trx, business.businessId, run, now.toISOString()))) return false;
    const link = `${context.config.publicUrl}/billing/${id}`;
    await context.outbox.enqueue(
      {
        businessId: null,
        channel: 'email',
        kind: 'account',
        recipient: business.ownerEmail,
        subject: `${period.label} bills are ready to check`,
        text: `The ${period.label} bills of ${business.businessName} are prepared as a draft. Nothing has been issued yet: check them, then publish.\n\n${link}\n`,
      },
      trx,
    );
    return true;
  });
}

/** Prepares every due draft of every business that asked for it; answers how many it prepared. */
export async function prepareDueDrafts(
  context: ServiceContext,
  now: Date = context.clock(),
): Promise<number> {
  let prepared = 0;
  for (const business of await findRepeatingBusinesses(context.db)) {
    try {
      if (await prepareNextDraft(context, business, now)) prepared += 1;
    } catch (error) {
      // One business's trouble (its heads in a bad state) never stops the others'.
      context.log.error({ err: error, businessId: business.businessId }, 'preparing a billing run failed');
    }
  }
  return prepared;
}

/**
 * Each server process looks every 10 minutes (and once at start); the partial unique index on
 * prepared runs lets only one of several processes prepare a period.
 */
export function createDraftPreparer(context: ServiceContext) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = prepareDueDrafts(context).catch((error: unknown) =>
      context.log.error({ err: error }, 'preparing billing runs failed'),
    );
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, PREPARE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
