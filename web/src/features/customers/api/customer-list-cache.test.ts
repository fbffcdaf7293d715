import type { TCustomer, TCustomerList } from '@domain/api/customers';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../test/customers-api-stub';
import {
  compareByFlat,
  withAddedCustomer,
  withoutCustomer,
  withUpdatedCustomer,
} from './customer-list-cache';

function flat(flatNo: string, block = 'A', floor = '1'): TCustomer {
  return buildCustomer({ _id: `${block}/${floor}/${flatNo}`, block, floor, flat: flatNo, name: flatNo });
}

function page(data: TCustomer[], total: number, limit: number): TCustomerList {
  return { data, total, currentPage: 1, numberOfPages: limit ? Math.ceil(total / limit) : 1 };
}

const flats = (list: TCustomerList) => list.data.map((customer) => customer.flat);

describe('customer list cache', () => {
  it('orders flats as the server does: block, floor, flat, numbers as numbers', () => {
    const sorted = [flat('A-10'), flat('B-1', 'B'), flat('A-2'), flat('A-1', 'A', '10'), flat('a-3')].sort(
      compareByFlat,
    );
    expect(sorted.map((customer) => `${customer.block}/${customer.floor}/${customer.flat}`)).toEqual([
      'A/1/A-2',
      'A/1/a-3',
      'A/1/A-10',
      'A/10/A-1',
      'B/1/B-1',
    ]);
  });

  it('inserts a new customer in flat order and counts it', () => {
    const list = page([flat('A-1'), flat('A-3')], 2, 10);
    const added = withAddedCustomer(list, flat('A-2'), { page: 1, limit: 10, search: '' });
    expect(flats(added)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(added.total).toBe(3);
  });

  it('keeps a full page full: the row pushed off the end moves to the next page', () => {
    const list = page([flat('A-1'), flat('A-3')], 5, 2);
    const added = withAddedCustomer(list, flat('A-2'), { page: 1, limit: 2, search: '' });
    expect(flats(added)).toEqual(['A-1', 'A-2']);
    expect(added).toMatchObject({ total: 6, numberOfPages: 3 });
  });

  it('leaves the rows of a page the new customer does not belong on, but counts it', () => {
    const fullPage = page([flat('A-1'), flat('A-2')], 4, 2);
    expect(flats(withAddedCustomer(fullPage, flat('A-9'), { page: 1, limit: 2, search: '' }))).toEqual([
      'A-1',
      'A-2',
    ]);
    const laterPage = page([flat('A-5'), flat('A-6')], 4, 2);
    const beforeIt = withAddedCustomer(laterPage, flat('A-1'), { page: 2, limit: 2, search: '' });
    expect(flats(beforeIt)).toEqual(['A-5', 'A-6']);
    expect(beforeIt.total).toBe(5);
  });

  it('adds to the last page that has room, and to a list of all', () => {
    const lastPage = page([flat('A-5')], 3, 2);
    expect(flats(withAddedCustomer(lastPage, flat('A-7'), { page: 2, limit: 2, search: '' }))).toEqual([
      'A-5',
      'A-7',
    ]);
    const all = page([flat('A-1'), flat('A-5')], 2, 0);
    expect(flats(withAddedCustomer(all, flat('A-3'), { page: 1, limit: 0, search: '' }))).toEqual([
      'A-1',
      'A-3',
      'A-5',
    ]);
  });

  it('leaves a search the new customer does not match as it was', () => {
    const list = page([flat('A-1')], 1, 10);
    expect(withAddedCustomer(list, flat('A-2'), { page: 1, limit: 10, search: 'zzz' })).toBe(list);
    expect(withAddedCustomer(list, flat('A-2'), { page: 1, limit: 10, search: 'a-2' }).total).toBe(2);
  });

  it('replaces an edited customer and removes a deleted one by id', () => {
    const list = page([flat('A-1'), flat('A-2')], 2, 10);
    const renamed = { ...flat('A-2'), name: 'Ravi Kumar' };
    expect(withUpdatedCustomer(list, renamed).data[1]?.name).toBe('Ravi Kumar');
    const removed = withoutCustomer(list, 'A/1/A-1', 10);
    expect(flats(removed)).toEqual(['A-2']);
    expect(removed.total).toBe(1);
    expect(withoutCustomer(list, 'elsewhere', 10)).toBe(list);
  });
});
