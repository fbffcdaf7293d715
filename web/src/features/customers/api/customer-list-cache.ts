import { customerSearchText, type TCustomer, type TCustomerList } from '@domain/api/customers';
import { flatSortKey } from '@domain/natural-sort';
import type { QueryClient } from '@tanstack/react-query';
import { type CustomerListKey, type CustomerListParams, customerKeys } from './customer-keys';

/**
 * The cached lists follow an add, edit or delete at once, without asking the server again.
 * A page cannot always know its new neighbours (a customer added before page 2 pushes one in from
 * page 1), so every list is also marked stale: each is fetched afresh the next time it is shown.
 */

/** The server's order (block, floor, flat; numbers as numbers), from the same sort key it stores. */
export function compareByFlat(first: TCustomer, second: TCustomer): number {
  const a = flatSortKey(first.block, first.floor, first.flat);
  const b = flatSortKey(second.block, second.floor, second.flat);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What the server's search looks at: name, flat, block, phone and e-mail, ignoring case. */
export function matchesSearch(customer: TCustomer, search: string): boolean {
  if (!search) return true;
  return customerSearchText(customer).includes(search.toLowerCase());
}

function withTotal(list: TCustomerList, total: number, limit: number): TCustomerList {
  return { ...list, total, numberOfPages: limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1 };
}

export function withAddedCustomer(
  list: TCustomerList,
  customer: TCustomer,
  { page, limit, search }: CustomerListParams,
): TCustomerList {
  if (!matchesSearch(customer, search)) return list;
  const counted = withTotal(list, list.total + 1, limit);
  const data = [...list.data, customer].sort(compareByFlat);
  if (limit === 0) return { ...counted, data };
  const position = data.indexOf(customer);
  const isFull = list.data.length >= limit;
  // Before this page's first row or after a full page's last: it lives on another page.
  if ((position === 0 && page > 1) || (position === data.length - 1 && isFull)) return counted;
  return { ...counted, data: data.slice(0, limit) };
}

export function withUpdatedCustomer(list: TCustomerList, customer: TCustomer): TCustomerList {
  if (!list.data.some(({ _id }) => _id === customer._id)) return list;
  return { ...list, data: list.data.map((row) => (row._id === customer._id ? customer : row)) };
}

export function withoutCustomer(list: TCustomerList, customerId: string, limit: number): TCustomerList {
  if (!list.data.some(({ _id }) => _id === customerId)) return list;
  const data = list.data.filter(({ _id }) => _id !== customerId);
  return { ...withTotal(list, list.total - 1, limit), data };
}

function updateEveryList(
  queryClient: QueryClient,
  update: (list: TCustomerList, params: CustomerListParams) => TCustomerList,
): void {
  for (const [queryKey, list] of queryClient.getQueriesData<TCustomerList>({
    queryKey: customerKeys.lists(),
  })) {
    if (!list) continue;
    const params = (queryKey as CustomerListKey)[3];
    queryClient.setQueryData(queryKey, update(list, params));
  }
  // Stale, but not fetched now: the page on screen already shows the change.
  void queryClient.invalidateQueries({ queryKey: customerKeys.lists(), refetchType: 'none' });
}

export function addCustomerToLists(queryClient: QueryClient, customer: TCustomer): void {
  updateEveryList(queryClient, (list, params) => withAddedCustomer(list, customer, params));
}

export function replaceCustomerInLists(queryClient: QueryClient, customer: TCustomer): void {
  updateEveryList(queryClient, (list) => withUpdatedCustomer(list, customer));
}

export function removeCustomerFromLists(queryClient: QueryClient, customerId: string): void {
  updateEveryList(queryClient, (list, params) => withoutCustomer(list, customerId, params.limit));
}
