import { creditAboveLineMessage, ZCreditNoteInput } from '@domain/api/credit-notes';
import { formatMoney } from '@domain/format';
import { fromPaise, type Paise, toPaise } from '@domain/money';

const amountRule = ZCreditNoteInput.shape.lines.element.shape.amount;

/** One of the bill's lines as the form offers it: its position on the bill and what is left to credit. */
export type CreditFormLine = { line: number; itemName: string; leftPaise: Paise };

/** A plain decimal as people type it; grouping commas ('1,000' or '1,23,456') are allowed. */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The amount typed in a box: null for an empty box, NaN for text that is no number. */
export function amountOfText(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return null;
  return DECIMAL_TEXT.test(plain) ? Number(plain) : Number.NaN;
}

/** Why a typed amount cannot be credited on its line (the API's words), or null when it can. */
export function amountRefusal(text: string, line: CreditFormLine, currency: string): string | null {
  const amount = amountOfText(text);
  if (amount === null) return null;
  const parsed = amountRule.safeParse(amount);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please enter the amount to credit';
  if (toPaise(parsed.data) > line.leftPaise) {
    return creditAboveLineMessage(formatMoney(line.leftPaise, currency));
  }
  return null;
}

/** Every line filled with what is left on it, as the boxes show it: 'Credit the whole bill'. */
export function wholeBillAmounts(lines: readonly CreditFormLine[]): string[] {
  return lines.map((line) => (line.leftPaise > 0 ? String(fromPaise(line.leftPaise)) : ''));
}
