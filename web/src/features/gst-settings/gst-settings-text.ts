import type { RwaMode } from '@domain/housing-society';
import type { Catalogue } from '../../lib/text';

/** GST: the Settings page's card (housing society, the ₹7,500 rule, threshold, rounding) and the dashboard's turnover watch. */
const EN = {
  title: 'GST',
  description: 'How GST is charged on your bills.',
  loading: 'Loading GST settings',
  form: 'GST settings',
  housingSociety: 'Resident welfare association / housing society',
  housingSocietyHelp:
    "Members' contributions up to ₹7,500 a flat a month are exempt; statutory levies are never taxed",
  aboveLimit: 'Above ₹7,500 a month',
  /** Each reading of the law, in one line. */
  modes: {
    whole: 'GST on the whole contribution above ₹7,500 a month (CBIC circular 109/28/2019, default)',
    excess: 'GST only on the amount above ₹7,500 (Madras High Court, 2021)',
  } satisfies Record<RwaMode, string>,
  threshold: 'Turnover threshold (₹)',
  /** `amount` is the threshold as typed once it reads as one ('₹20,00,000'), else null. */
  thresholdHelp: (amount: string | null) =>
    `${amount ? `${amount} a` : 'A'} financial year: while the year's bills stay within it, none is taxed`,
  roundOff: 'Round totals to the rupee',
  roundOffHelp: "Each bill's total is rounded to the nearest rupee, with a Round off line",
  save: 'Save GST settings',
  saved: 'GST settings saved',
  turnover: {
    heading: (year: string, turnover: string, threshold: string, percent: number) =>
      `GST turnover ${year}: ${turnover} of ${threshold} (${percent} %)`,
    settings: 'GST settings',
    share: 'Share of the GST threshold',
    exceeded: 'Above the threshold: GST applies',
    warning: 'Close to the GST registration threshold',
    note: 'Bills before GST, less credit notes, since 1 April',
  },
};

export type GstSettingsText = typeof EN;

export const GST_SETTINGS_TEXT: Catalogue<GstSettingsText> = { en: EN };
