import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { MAX_PAISE } from './money';

describe('numberInWords (Indian)', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [10, 'Ten'],
    [11, 'Eleven'],
    [15, 'Fifteen'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [23, 'Twenty-Three'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [110, 'One Hundred Ten'],
    [123, 'One Hundred Twenty-Three'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [1100, 'One Thousand One Hundred'],
    [12345, 'Twelve Thousand Three Hundred Forty-Five'],
    [99999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100000, 'One Lakh'],
    [100001, 'One Lakh One'],
    [123456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [1000000, 'Ten Lakh'],
    [9999999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [10000000, 'One Crore'],
    [12345678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [100000000, 'Ten Crore'],
    [1000000000, 'One Hundred Crore'],
    [10000000000, 'One Thousand Crore'],
    [1000000000000, 'One Lakh Crore'],
    [100000000000000, 'One Crore Crore'],
    [
      1234567890123,
      'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Crore Seventy-Eight Lakh Ninety Thousand One Hundred Twenty-Three',
    ],
  ])('%d → %s', (value, expected) => {
    expect(numberInWords(value)).toBe(expected);
  });

  it('rejects negative and fractional numbers', () => {
    expect(() => numberInWords(-1)).toThrow('Expected a non-negative integer, got -1');
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('numberInWords (international)', () => {
  it.each([
    [0, 'Zero'],
    [123456, 'One Hundred Twenty-Three Thousand Four Hundred Fifty-Six'],
    [1000000, 'One Million'],
    [12345678, 'Twelve Million Three Hundred Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1000000000, 'One Billion'],
    [1000000000000, 'One Trillion'],
    [1000000000000000, 'One Thousand Trillion'],
    [2000001, 'Two Million One'],
  ])('%d → %s', (value, expected) => {
    expect(numberInWords(value, 'international')).toBe(expected);
  });
});

describe('amountInWords', () => {
  it.each([
    [12345600, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only'],
    [12345, 'Rupees One Hundred Twenty-Three and Forty-Five Paise Only'],
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [2, 'Rupees Zero and Two Paise Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [102, 'Rupees One and Two Paise Only'],
    [1000000001, 'Rupees One Crore and One Paisa Only'],
    [368900, 'Rupees Three Thousand Six Hundred Eighty-Nine Only'],
    [1000000000, 'Rupees One Crore Only'],
    [
      1234567899,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only',
    ],
    [100000000000, 'Rupees One Hundred Crore Only'],
    [
      MAX_PAISE,
      'Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
  ])('%d paise → %s', (paise, expected) => {
    expect(amountInWords(paise)).toBe(expected);
    expect(amountInWords(paise, 'INR')).toBe(expected);
  });

  it.each([
    [123456, 'USD', 'US Dollar One Thousand Two Hundred Thirty-Four and 56/100 Only'],
    [100, 'USD', 'US Dollar One Only'],
    [5, 'EUR', 'Euro Zero and 05/100 Only'],
    [0, 'GBP', 'British Pound Zero Only'],
    [
      123456789000,
      'USD',
      'US Dollar One Billion Two Hundred Thirty-Four Million Five Hundred Sixty-Seven Thousand Eight Hundred Ninety Only',
    ],
    [250, 'XYZ', 'XYZ Two and 50/100 Only'],
  ])('%d in %s → %s', (paise, currency, expected) => {
    expect(amountInWords(paise, currency)).toBe(expected);
  });

  it('rejects negative, fractional and out-of-range amounts', () => {
    expect(() => amountInWords(-1)).toThrow('Expected a non-negative amount, got -1');
    expect(() => amountInWords(0.5)).toThrow(RangeError);
    expect(() => amountInWords(MAX_PAISE + 1)).toThrow(RangeError);
  });

  it('is well formed for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/^Rupees [A-Z][A-Za-z -]*[a-z] Only$/);
        expect(words).not.toMatch(/ {2}|- | -/);
        // "Zero" only ever stands alone for no rupees, never inside a number.
        expect(words.replace(/^Rupees Zero( and| Only)/, '')).not.toContain('Zero');
        // One paisa, two or more paise.
        expect(words.includes(' Paisa ')).toBe(paise % 100 === 1);
        expect(words.includes(' Paise ')).toBe(paise % 100 > 1);
      }),
    );
  });

  it('gives different words for different amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_PAISE }),
        fc.integer({ min: 0, max: MAX_PAISE }),
        (first, second) => {
          fc.pre(first !== second);
          expect(amountInWords(first)).not.toBe(amountInWords(second));
        },
      ),
    );
  });
});
