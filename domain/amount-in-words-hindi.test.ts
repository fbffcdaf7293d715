import { describe, expect, it } from 'vitest';
import { numberInHindi, rupeesInHindi } from './amount-in-words-hindi';

describe('amounts in Hindi words', () => {
  it('names each number below a hundred by its own word', () => {
    expect([0, 1, 9, 11, 19, 21, 29, 35, 49, 59, 69, 79, 89, 99].map(numberInHindi)).toEqual([
      'शून्य',
      'एक',
      'नौ',
      'ग्यारह',
      'उन्नीस',
      'इक्कीस',
      'उनतीस',
      'पैंतीस',
      'उनचास',
      'उनसठ',
      'उनहत्तर',
      'उन्यासी',
      'नवासी',
      'निन्यानवे',
    ]);
  });

  it('groups hundreds, thousands, lakhs and crores the Indian way', () => {
    expect(numberInHindi(100)).toBe('एक सौ');
    expect(numberInHindi(101)).toBe('एक सौ एक');
    expect(numberInHindi(1_000)).toBe('एक हज़ार');
    expect(numberInHindi(123_456)).toBe('एक लाख तेईस हज़ार चार सौ छप्पन');
    expect(numberInHindi(10_00_00_000)).toBe('दस करोड़');
    expect(numberInHindi(1_23_45_67_890)).toBe('एक सौ तेईस करोड़ पैंतालीस लाख सड़सठ हज़ार आठ सौ नब्बे');
  });

  it('writes rupees and paise as a receipt does', () => {
    expect(rupeesInHindi(1_23_45_600)).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये मात्र');
    expect(rupeesInHindi(12_345)).toBe('एक सौ तेईस रुपये और पैंतालीस पैसे मात्र');
    expect(rupeesInHindi(6_00_000)).toBe('छह हज़ार रुपये मात्र');
    expect(rupeesInHindi(50)).toBe('शून्य रुपये और पचास पैसे मात्र');
    expect(rupeesInHindi(0)).toBe('शून्य रुपये मात्र');
    expect(() => rupeesInHindi(-1)).toThrow(RangeError);
    expect(() => rupeesInHindi(1.5)).toThrow(RangeError);
  });
});
