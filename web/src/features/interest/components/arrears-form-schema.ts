import {
  type LateCharge,
  type TInterestSettings,
  type TInterestSettingsValues,
  ZInterestSettingsInput,
} from '@domain/api/interest';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

/** What the boxes hold: numbers as typed, the first day as 'YYYY-MM-DD' ('' while half-typed). */
export type ArrearsFormValues = {
  lateCharge: LateCharge;
  ratePercentPerYear: string;
  ceilingPercentPerYear: string;
  graceDays: string;
  minimumAmount: string;
  chargeFrom: string;
};

export const ARREARS_FIELDS = [
  'lateCharge',
  'ratePercentPerYear',
  'ceilingPercentPerYear',
  'graceDays',
  'minimumAmount',
  'chargeFrom',
] as const satisfies ReadonlyArray<keyof ArrearsFormValues>;

/** The saved settings in the boxes; interest starts today unless a first day was saved. */
export function arrearsFormDefaults(settings: TInterestSettings, today: string): ArrearsFormValues {
  return {
    lateCharge: settings.lateCharge,
    ratePercentPerYear: String(settings.ratePercentPerYear),
    ceilingPercentPerYear: String(settings.ceilingPercentPerYear),
    graceDays: String(settings.graceDays),
    minimumAmount: String(settings.minimumAmount),
    chargeFrom: settings.chargeFrom ?? today,
  };
}

/** A number as typed; an empty box is "not given", anything not a plain decimal is NaN. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The request body: what the boxes say while interest is chosen; late-fee invoices keep the saved
 * terms (their boxes are hidden, so nothing typed there is sent).
 */
function payloadOf(values: ArrearsFormValues, saved: TInterestSettings) {
  if (values.lateCharge !== 'interest') {
    const { chargeFrom, ...terms } = saved;
    return { ...terms, lateCharge: values.lateCharge };
  }
  return {
    lateCharge: values.lateCharge,
    ratePercentPerYear: numberOf(values.ratePercentPerYear),
    ceilingPercentPerYear: numberOf(values.ceilingPercentPerYear),
    graceDays: numberOf(values.graceDays),
    minimumAmount: numberOf(values.minimumAmount),
    chargeFrom: values.chargeFrom || undefined,
  };
}

/**
 * The API's own schema checks the boxes, so the page and the server say the same thing, by field;
 * `chargeFromRequired` is the page's own word for a first day left empty.
 */
export function arrearsFormSchema(saved: TInterestSettings, chargeFromRequired: string) {
  return z.custom<ArrearsFormValues>().transform((values, context): TInterestSettingsValues => {
    if (values.lateCharge === 'interest' && !values.chargeFrom) {
      context.addIssue({ code: 'custom', path: ['chargeFrom'], message: chargeFromRequired });
    }
    const parsed = ZInterestSettingsInput.safeParse(payloadOf(values, saved));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    }
    return z.NEVER;
  });
}

/** The form's field for an API error's path, when it has one. */
export function arrearsFieldOf(path: string): FieldPath<ArrearsFormValues> | undefined {
  return (ARREARS_FIELDS as readonly string[]).includes(path)
    ? (path as FieldPath<ArrearsFormValues>)
    : undefined;
}
