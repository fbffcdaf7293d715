import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_MESSAGE, toWebsite, ZPhoneNumber } from './contact';
import { text } from './limits';

describe('toWebsite', () => {
  it.each([
    ['greenpark.example', 'https://greenpark.example'],
    ['  www.greenpark.co.in/about  ', 'https://www.greenpark.co.in/about'],
    ['http://greenpark.example:8080/a?b=1#c', 'http://greenpark.example:8080/a?b=1#c'],
    ['HTTPS://GreenPark.Example', 'HTTPS://GreenPark.Example'],
    ['https://münchen.de', 'https://münchen.de'],
    ['https://xn--h1alffa9f.xn--p1ai', 'https://xn--h1alffa9f.xn--p1ai'],
  ])('takes %j as %j', (typed, stored) => {
    expect(toWebsite(typed)).toBe(stored);
  });

  it.each([
    'abc',
    '-12345',
    '2023-02-30',
    'not a url',
    'javascript:alert(1)',
    'mailto:owner@greenpark.example',
    'ftp://greenpark.example',
    'https://user:pass@greenpark.example',
    'https://192.168.0.1',
    'https://-bad.example',
    'localhost:3000',
    '',
  ])('refuses %j', (typed) => {
    expect(toWebsite(typed)).toBeNull();
  });
});

describe('ZPhoneNumber', () => {
  it('stores a number as E.164 and refuses what is not one', () => {
    expect(ZPhoneNumber.parse(' 098200-12345 ')).toBe('+919820012345');
    expect(ZPhoneNumber.parse('')).toBe('');
    for (const typed of ['abc', '-12345', '2023-02-30', '98200\u000012345']) {
      expect(ZPhoneNumber.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
        PHONE_NUMBER_MESSAGE,
      ]);
    }
  });
});

describe('text', () => {
  it('refuses every control character, line breaks too unless the field has lines', () => {
    const oneLine = text('the payer');
    const lines = text('the note', { lines: true });
    for (const character of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\n', '\r', '\t']) {
      expect(oneLine.safeParse(`Ravi${character}Iyer`).error?.issues.map((issue) => issue.message)).toEqual([
        'The payer cannot contain control characters',
      ]);
    }
    expect(lines.safeParse('Cheque 12\r\nHDFC\tBank').success).toBe(true);
    expect(lines.safeParse('Cheque\u0000').error?.issues[0]?.message).toBe(
      'The note cannot contain control characters',
    );
    expect(oneLine.safeParse('Ravi Iyer, São Paulo ₹ 🙂').success).toBe(true);
  });
});
