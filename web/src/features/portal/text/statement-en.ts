/** The member's statement page in English: the catalogue statement-hi.ts repeats key for key. */
export const STATEMENT_EN = {
  title: 'Statement of account',
  loading: 'Loading statement…',
  period: 'Period',
  from: 'From',
  to: 'To',
  entries: 'Statement entries',
  broughtForward: (date: string) => `Balance brought forward on ${date}`,
  totals: (debits: string, credits: string) => `Debits ${debits} · Credits ${credits}`,
  closing: 'Closing balance',
  noEntries: 'Nothing was billed or received in this period.',
  downloadPdf: 'Download PDF',
  myAccount: 'My account',
};

export type StatementText = typeof STATEMENT_EN;
