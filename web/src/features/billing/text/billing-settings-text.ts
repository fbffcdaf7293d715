import type { Catalogue } from '../../../lib/text';

/** The billing settings dialog: the due day, the run drafted by itself, receipts and the members' language. */
const EN = {
  title: 'Billing settings',
  loading: 'Loading billing settings',
  saved: 'Billing settings saved',
  dueDay: 'Bills fall due on day',
  dueDayHint: (maxDay: number) => `Of the month, 1 to ${maxDay}: a new run's due date`,
  repeats: "Prepare next month's run as a draft by itself",
  repeatDay: 'Prepare it on day',
  repeatDayHint: (maxDay: number) =>
    `Of the month, 1 to ${maxDay}: the draft waits for you to check and publish, and you get an e-mail`,
  repeatsOff: 'Off: you start each run yourself.',
  sendReceipts: 'Send each receipt to the member who paid, by e-mail and WhatsApp',
  memberLanguage: 'Members’ pages open in',
  cancel: 'Cancel',
  save: 'Save',
};

export type BillingSettingsText = typeof EN;

export const BILLING_SETTINGS_TEXT: Catalogue<BillingSettingsText> = { en: EN };
