import { describe, expect, it } from 'vitest';
import { WHATSAPP_PHONE_NUMBER_ID_MESSAGE, ZProfileInput } from './profile';

const ZWhatsAppNumberId = ZProfileInput.pick({ whatsappPhoneNumberId: true });

describe('whatsappPhoneNumberId', () => {
  it.each(['10555000', '1055500001', '12345678901234567890', '', '  1055500001  '])('takes %j', (value) => {
    expect(ZWhatsAppNumberId.safeParse({ whatsappPhoneNumberId: value }).success).toBe(true);
  });

  it.each([
    '..',
    '../../me',
    '1055500001/messages',
    '1055500001?x=1',
    '1234',
    '123456789012345678901',
    '+1055500001',
    '1055 500 001',
  ])('refuses %j with one clear message', (value) => {
    const result = ZWhatsAppNumberId.safeParse({ whatsappPhoneNumberId: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([WHATSAPP_PHONE_NUMBER_ID_MESSAGE]);
  });
});
