import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('toE164', () => {
  it('reads Indian numbers as people write them', () => {
    for (const typed of ['98765 43210', '+91 98765 43210', '09876543210', '+91-98765-43210']) {
      expect(toE164(typed)).toBe('+919876543210');
    }
    expect(toE164('020 2612 3456')).toBe('+912026123456');
  });

  it('keeps a number from another country by its own code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 (212) 555-0123')).toBe('+12125550123');
  });

  it('refuses what is not a phone number', () => {
    for (const typed of ['', '12345', 'call me', '98765x43210', '+91 12345 67890 1234']) {
      expect(toE164(typed)).toBeNull();
    }
  });
});

describe('formatPhone', () => {
  it('prints a stored number in the international form, and keeps what it cannot read', () => {
    expect(formatPhone('+919811111111')).toBe('+91 98111 11111');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12')).toBe('12');
  });
});
