import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_PAGE_SIZE, replacedInvoiceMessage, ZMessageListQuery } from './messages';
import { MAX_PAGE_SIZE } from './paging';

describe('ZMessageListQuery', () => {
  it(`pages the outbox by ${DEFAULT_MESSAGE_PAGE_SIZE} when no limit is asked`, () => {
    expect(ZMessageListQuery.parse({})).toEqual({ page: 1, limit: DEFAULT_MESSAGE_PAGE_SIZE });
  });

  it('takes any limit up to the maximum, and 0 for all', () => {
    expect(ZMessageListQuery.parse({ limit: '20', page: '2' })).toEqual({ page: 2, limit: 20 });
    expect(ZMessageListQuery.parse({ limit: '0' }).limit).toBe(0);
    expect(ZMessageListQuery.parse({ limit: String(MAX_PAGE_SIZE) }).limit).toBe(MAX_PAGE_SIZE);
    expect(ZMessageListQuery.safeParse({ limit: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
  });
});

describe('replacedInvoiceMessage', () => {
  it('names the late-fee invoice to send instead', () => {
    expect(replacedInvoiceMessage('001', '002')).toBe(
      'Invoice No. 001 was replaced by No. 002 with the late fee: send that one instead',
    );
  });
});
