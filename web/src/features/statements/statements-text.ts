import { STATEMENT_COLUMNS } from '@domain/member-words';
import type { Catalogue } from '../../lib/text';

/** The owner's statement of a flat's account. */
const EN = {
  title: 'Statement of account',
  backToFlat: 'Back to the flat',
  pdf: 'PDF',
  xlsx: 'XLSX',
  email: 'E-mail',
  whatsApp: 'WhatsApp',
  copyLink: 'Copy member link',
  loading: 'Loading statement',
  table: 'Statement',
  entries: 'Statement entries',
  broughtForward: (date: string) => `Balance brought forward on ${date}`,
  columns: STATEMENT_COLUMNS.en,
  totals: 'Totals and closing balance',
  closing: 'Closing balance',
};

export type StatementsText = typeof EN;

export const STATEMENTS_TEXT: Catalogue<StatementsText> = { en: EN };
