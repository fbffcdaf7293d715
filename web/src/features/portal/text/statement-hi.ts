import type { StatementText } from './statement-en';

/** The member's statement page in Hindi, key for key as statement-en.ts. */
export const STATEMENT_HI: StatementText = {
  title: 'खाते का विवरण',
  loading: 'विवरण खुल रहा है…',
  period: 'अवधि',
  from: 'से',
  to: 'तक',
  entries: 'विवरण की प्रविष्टियाँ',
  broughtForward: (date) => `${date} को पिछला शेष`,
  totals: (debits, credits) => `नामे ${debits} · जमा ${credits}`,
  closing: 'अंतिम शेष',
  noEntries: 'इस अवधि में न कोई बिल बना, न कोई भुगतान मिला।',
  downloadPdf: 'PDF डाउनलोड करें',
  myAccount: 'मेरा खाता',
};
