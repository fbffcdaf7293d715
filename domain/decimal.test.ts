import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertHundredths,
  hundredthsToNumber,
  hundredthsToText,
  isTwoDecimalValue,
  MAX_HUNDREDTHS,
  parseHundredths,
  toHundredthsNumber,
} from './decimal';

const hundredthsInRange = fc.integer({ min: -MAX_HUNDREDTHS, max: MAX_HUNDREDTHS });

describe('parseHundredths', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [1234.56, 123456],
    [0.01, 1],
    [0.1, 10],
    [-0.05, -5],
    [-12.5, -1250],
    [4.35, 435],
    [1.15, 115],
    [0.29, 29],
    [1.005e2, 10050],
    ['1234', 123400],
    ['1234.5', 123450],
    ['1234.56', 123456],
    ['0007.50', 750],
    ['12.500', 1250],
    ['12.5000000', 1250],
    ['-0.01', -1],
    ['9999999999999.99', MAX_HUNDREDTHS],
    ['-9999999999999.99', -MAX_HUNDREDTHS],
    [9999999999999.99, MAX_HUNDREDTHS],
  ])('reads %j as %d hundredths', (input, expected) => {
    expect(parseHundredths(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseHundredths(-0), 0)).toBe(true);
    expect(Object.is(parseHundredths('-0.00'), 0)).toBe(true);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [0.1 + 0.2],
    [1.005],
    [1e-7],
    [1e21],
    [Number.MAX_SAFE_INTEGER],
    [''],
    [' 1'],
    ['1 '],
    ['+1'],
    ['1.'],
    ['.5'],
    ['1,000'],
    ['1e3'],
    ['0x10'],
    ['1.001'],
    ['12.345'],
    ['--1'],
    ['abc'],
    ['10000000000000'],
    ['10000000000000.00'],
    [10000000000000],
    ['١٢'],
  ])('rejects %j with a RangeError', (input) => {
    expect(() => parseHundredths(input)).toThrow(RangeError);
  });

  it('names the problem in the message', () => {
    expect(() => parseHundredths('1.234')).toThrow('Expected at most 2 decimals, got "1.234"');
    expect(() => parseHundredths('x')).toThrow('Expected a decimal number, got "x"');
    expect(() => parseHundredths(Number.NaN)).toThrow('Expected a finite number, got NaN');
  });

  it('round-trips every number of hundredths in range through its decimal text', () => {
    fc.assert(
      fc.property(hundredthsInRange, (hundredths) => {
        expect(parseHundredths(hundredthsToText(hundredths))).toBe(hundredths);
      }),
    );
  });

  it('round-trips every number of hundredths in range through a JavaScript number and JSON', () => {
    fc.assert(
      fc.property(hundredthsInRange, (hundredths) => {
        expect(parseHundredths(hundredthsToNumber(hundredths))).toBe(hundredths);
        const viaJson = JSON.parse(JSON.stringify({ value: hundredthsToNumber(hundredths) }));
        expect(parseHundredths(viaJson.value)).toBe(hundredths);
      }),
    );
  });

  it('round-trips the largest amounts, which 16 significant digits would not', () => {
    expect(parseHundredths(hundredthsToNumber(MAX_HUNDREDTHS))).toBe(MAX_HUNDREDTHS);
    expect(String(75288061475735.09)).toBe('75288061475735.1');
  });
});

describe('isTwoDecimalValue', () => {
  it('mirrors parseHundredths without throwing', () => {
    expect(isTwoDecimalValue(12.34)).toBe(true);
    expect(isTwoDecimalValue('12.34')).toBe(true);
    expect(isTwoDecimalValue(12.345)).toBe(false);
    expect(isTwoDecimalValue(Number.NaN)).toBe(false);
    expect(isTwoDecimalValue('')).toBe(false);
  });
});

describe('hundredthsToNumber', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [12345, 123.45],
    [-12345, -123.45],
    [123450, 1234.5],
    [MAX_HUNDREDTHS, 9999999999999.99],
  ])('%d → %d', (hundredths, expected) => {
    expect(hundredthsToNumber(hundredths)).toBe(expected);
  });

  it('prints back as the exact decimal', () => {
    expect(String(hundredthsToNumber(123456))).toBe('1234.56');
    expect(String(hundredthsToNumber(30))).toBe('0.3');
  });

  it('rejects non-integers and integers out of range', () => {
    expect(() => hundredthsToNumber(1.5)).toThrow(RangeError);
    expect(() => hundredthsToNumber(MAX_HUNDREDTHS + 1)).toThrow(RangeError);
    expect(() => hundredthsToNumber(-MAX_HUNDREDTHS - 1)).toThrow(RangeError);
    expect(() => hundredthsToNumber(Number.NaN)).toThrow(RangeError);
  });

  it('never returns negative zero', () => {
    expect(Object.is(hundredthsToNumber(-0), 0)).toBe(true);
  });
});

describe('hundredthsToText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [12345, '123.45'],
    [100, '1.00'],
    [-123400, '-1234.00'],
    [MAX_HUNDREDTHS, '9999999999999.99'],
  ])('%d → %s', (hundredths, expected) => {
    expect(hundredthsToText(hundredths)).toBe(expected);
  });
});

describe('assertHundredths', () => {
  it('accepts integers within ±MAX_HUNDREDTHS and rejects everything else', () => {
    expect(() => assertHundredths(0, 'x')).not.toThrow();
    expect(() => assertHundredths(MAX_HUNDREDTHS, 'x')).not.toThrow();
    expect(() => assertHundredths(-MAX_HUNDREDTHS, 'x')).not.toThrow();
    expect(() => assertHundredths(0.5, 'x')).toThrow('x must be an integer within ±999999999999999, got 0.5');
    expect(() => assertHundredths(MAX_HUNDREDTHS + 1, 'x')).toThrow(RangeError);
    expect(() => assertHundredths(Number.NaN, 'x')).toThrow(RangeError);
    expect(() => assertHundredths(Number.POSITIVE_INFINITY, 'x')).toThrow(RangeError);
  });
});

describe('toHundredthsNumber', () => {
  it('converts bigints in range and rejects the rest', () => {
    expect(toHundredthsNumber(0n, 'x')).toBe(0);
    expect(toHundredthsNumber(-42n, 'x')).toBe(-42);
    expect(toHundredthsNumber(BigInt(MAX_HUNDREDTHS), 'x')).toBe(MAX_HUNDREDTHS);
    expect(toHundredthsNumber(-BigInt(MAX_HUNDREDTHS), 'x')).toBe(-MAX_HUNDREDTHS);
    expect(() => toHundredthsNumber(BigInt(MAX_HUNDREDTHS) + 1n, 'x')).toThrow(
      'x is beyond ±999999999999999: 1000000000000000',
    );
    expect(() => toHundredthsNumber(-BigInt(MAX_HUNDREDTHS) - 1n, 'x')).toThrow(RangeError);
  });
});
