import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import type {
  TClientInterest,
  TInterestSettings,
  TInterestSettingsValues,
  TInvoiceInterest,
} from '@domain/api/interest';
import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { type CalendarDate, todayIn } from '@domain/dates';
import { hundredthsToNumber } from '@domain/decimal';
import { postingInterestOf } from '@domain/interest';
import { fromPaise, sumPaise, toPaise } from '@domain/money';
import { toBasisPoints } from '@domain/percent';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import { AppError } from '../../errors';
import { saveSettingsWithTrail } from '../audit';
import {
  findBillName,
  findChargesPostedOn,
  findInterestSources,
  isOwnFlat,
} from './interest-charges.repository';
import { interestBillAnswerOf, termsOf } from './interest-posting';
import {
  findInterestSettings,
  type InterestSettings,
  saveInterestSettings,
} from './interest-settings.repository';

type InterestBusiness = Pick<CallerBusiness, 'id' | 'timeZone'>;

function settingsAnswerOf(settings: InterestSettings): TInterestSettings {
  return {
    lateCharge: settings.lateCharge,
    ratePercentPerYear: hundredthsToNumber(settings.rateBasisPoints),
    ceilingPercentPerYear: hundredthsToNumber(settings.ceilingBasisPoints),
    graceDays: settings.graceDays,
    minimumAmount: fromPaise(settings.minimumPaise),
    chargeFrom: settings.chargeFrom,
  };
}

/** How the business charges late payment: late-fee invoices until it chooses interest. */
export async function interestSettingsOf(
  context: ServiceContext,
  business: InterestBusiness,
): Promise<TInterestSettings> {
  return settingsAnswerOf(await findInterestSettings(context.db, business.id));
}

/**
 * Saves the business's choice and terms (checked by the contract: the rate within 0–100 % and never
 * above the ceiling). The first day interest runs on stays as stored unless another is given; choosing
 * interest for the first time without one starts it today, so no flat is charged for days gone by.
 */
export async function changeInterestSettings(
  context: ServiceContext,
  caller: Caller,
  values: TInterestSettingsValues,
  now: Date = context.clock(),
): Promise<TInterestSettings> {
  const { business } = caller;
  const stored = await findInterestSettings(context.db, business.id);
  const firstDay = values.lateCharge === 'interest' ? todayIn(business.timeZone, now) : null;
  const settings: InterestSettings = {
    lateCharge: values.lateCharge,
    rateBasisPoints: toBasisPoints(values.ratePercentPerYear),
    ceilingBasisPoints: toBasisPoints(values.ceilingPercentPerYear),
    graceDays: values.graceDays,
    minimumPaise: toPaise(values.minimumAmount),
    chargeFrom: values.chargeFrom ?? stored.chargeFrom ?? firstDay,
  };
  return saveSettingsWithTrail(
    context.db,
    caller,
    'interest',
    async (db) => settingsAnswerOf(await findInterestSettings(db, business.id)),
    (trx) => saveInterestSettings(trx, business.id, settings, now.toISOString()),
    now,
  );
}

/**
 * What a flat's bill dated `date` would carry as interest on its earlier bills, worked out as posting
 * it would (the invoice form's preview); nothing while the business charges late-fee invoices.
 */
export async function clientInterestOf(
  context: ServiceContext,
  business: InterestBusiness,
  customerId: string,
  date: CalendarDate,
): Promise<TClientInterest> {
  if (!(await isOwnFlat(context.db, business.id, customerId))) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  }
  const settings = await findInterestSettings(context.db, business.id);
  const terms = termsOf(settings);
  const answer = { date, lateCharge: settings.lateCharge, minimumAmount: fromPaise(settings.minimumPaise) };
  if (!terms) return { ...answer, bills: [], total: 0, amount: 0 };
  const sources = await findInterestSources(context.db, business.id, { customerId }, date, terms.chargeFrom);
  const posting = postingInterestOf(sources.get(customerId) ?? [], terms, date);
  return {
    ...answer,
    bills: posting.bills.map(interestBillAnswerOf),
    total: fromPaise(posting.totalPaise),
    amount: fromPaise(posting.chargedPaise),
  };
}

/** The interest one of the business's bills carries, per earlier bill; 404 for another business's. */
export async function invoiceInterestOf(
  context: ServiceContext,
  business: InterestBusiness,
  invoiceId: string,
): Promise<TInvoiceInterest> {
  const bill = await findBillName(context.db, business.id, invoiceId);
  if (!bill) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  const charges = await findChargesPostedOn(context.db, business.id, invoiceId);
  return {
    invoice: { _id: bill.id, invoiceNumber: bill.invoiceNumber, currency: bill.currency },
    total: fromPaise(sumPaise(charges.map((charge) => charge.amountPaise))),
    bills: charges.map(interestBillAnswerOf),
  };
}
