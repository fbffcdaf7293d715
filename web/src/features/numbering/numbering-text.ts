import type { NumberSeries } from '@domain/fy-numbering';
import type { Catalogue } from '../../lib/text';

/** Settings → Document numbering: each series, continuous or by financial year, and what it numbers next. */
const EN = {
  title: 'Document numbering',
  intro: (maxLength: number) =>
    `GST asks for numbers unique within each financial year (1 April to 31 March), of at most ${maxLength} letters, digits, '-' and '/'. A document takes the next number of its own date's year, so a bill dated in March takes that year's number even when made in April. Numbers already given never change.`,
  loading: 'Loading document numbering',
  form: 'Document numbering',
  save: 'Save numbering',
  saved: 'Numbering saved',
  series: {
    invoices: 'Invoices',
    receipts: 'Receipts',
    creditNotes: 'Credit notes',
  } satisfies Record<NumberSeries, string>,
  mode: (series: string) => `${series} numbering`,
  continuous: 'Continuous',
  byYear: 'By financial year',
  pattern: (series: string) => `${series} pattern`,
  patternHelp: '{FY} prints 2026-27, {YY} 26-27; the serial follows, from 001 every 1 April',
  nextContinuous: (next: string) => `Next: ${next}`,
  /** By financial year: the next number, and the first of the next year (which starts on 1 April). */
  nextByYear: (next: string, nextYear: number, restart: string) =>
    `Next: ${next} · from 1 April ${nextYear}: ${restart}`,
};

export type NumberingText = typeof EN;

export const NUMBERING_TEXT: Catalogue<NumberingText> = { en: EN };
