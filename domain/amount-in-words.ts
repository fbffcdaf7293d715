import { DEFAULT_CURRENCY } from './constants';
import { currencyName } from './currency-details';
import { assertHundredths } from './decimal';
import type { Paise } from './money';

const ONES = (
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen ' +
  'Sixteen Seventeen Eighteen Nineteen'
).split(' ');
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

type Scale = { size: number; name: string };

/** Indian: lakh and crore; international: million, billion, trillion. */
export type NumberGrouping = 'indian' | 'international';

// Largest first. Indian numbering repeats after a crore: 100 crore is "One Hundred Crore".
const INDIAN_SCALES: Scale[] = [
  { size: 10_000_000, name: 'Crore' },
  { size: 100_000, name: 'Lakh' },
  { size: 1_000, name: 'Thousand' },
];
const INTERNATIONAL_SCALES: Scale[] = [
  { size: 1_000_000_000_000, name: 'Trillion' },
  { size: 1_000_000_000, name: 'Billion' },
  { size: 1_000_000, name: 'Million' },
  { size: 1_000, name: 'Thousand' },
];

/** 0–99: "Seven", "Nineteen", "Forty", "Twenty-Three". */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const tens = TENS[Math.floor(value / 10)] ?? '';
  const units = value % 10;
  return units === 0 ? tens : `${tens}-${ONES[units]}`;
}

/** 1–999 without "and": "One Hundred One", "Four Hundred Fifty-Six". */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** A positive integer in words; a scale's multiplier may itself use smaller scales. */
function positiveInWords(value: number, scales: readonly Scale[]): string {
  const words: string[] = [];
  let rest = value;
  for (const scale of scales) {
    const count = Math.floor(rest / scale.size);
    if (count === 0) continue;
    words.push(`${positiveInWords(count, scales)} ${scale.name}`);
    rest %= scale.size;
  }
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/**
 * A whole number in words, Indian (lakh, crore) or international (million, billion) grouping:
 * numberInWords(123456) → "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six".
 * @throws {RangeError} for negative or non-integer values.
 */
export function numberInWords(value: number, grouping: NumberGrouping = 'indian'): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Expected a non-negative integer, got ${value}`);
  }
  if (value === 0) return ONES[0] ?? 'Zero';
  return positiveInWords(value, grouping === 'indian' ? INDIAN_SCALES : INTERNATIONAL_SCALES);
}

/**
 * The amount as written on an Indian invoice:
 *   12345600 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only"
 *   12345    → "Rupees One Hundred Twenty-Three and Forty-Five Paise Only"
 *   101      → "Rupees One and One Paisa Only" (one paisa, two paise)
 *   50       → "Rupees Zero and Fifty Paise Only",  0 → "Rupees Zero Only".
 * Other currencies have no shared word for their minor unit, so they get a neutral cheque form
 * with the currency's English name and international grouping:
 *   123456, 'USD' → "US Dollar One Thousand Two Hundred Thirty-Four and 56/100 Only".
 * @throws {RangeError} for negative or non-integer amounts.
 */
export function amountInWords(paise: Paise, currency: string = DEFAULT_CURRENCY): string {
  assertHundredths(paise, 'amount');
  if (paise < 0) throw new RangeError(`Expected a non-negative amount, got ${paise}`);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  if (currency === 'INR') {
    const unit = fraction === 1 ? 'Paisa' : 'Paise';
    const fractionWords = fraction > 0 ? ` and ${numberInWords(fraction)} ${unit}` : '';
    return `Rupees ${numberInWords(whole)}${fractionWords} Only`;
  }
  const fractionWords = fraction > 0 ? ` and ${String(fraction).padStart(2, '0')}/100` : '';
  return `${currencyName(currency)} ${numberInWords(whole, 'international')}${fractionWords} Only`;
}
