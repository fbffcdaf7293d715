/** One page of the customer list as asked for: `limit` 0 means every customer on one page. */
export type CustomerListParams = { page: number; limit: number; search: string; archived?: boolean };

/** Every customer query lives under `customers`, so one prefix reaches them all after a change. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (userId: string, params: CustomerListParams) => [...customerKeys.lists(), userId, params] as const,
  dues: (customerId: string) => [...customerKeys.all, 'dues', customerId] as const,
  detail: (customerId: string) => [...customerKeys.all, 'detail', customerId] as const,
  /** The flat's account in sums: opening balance, billed, received, dues, advance. */
  ledger: (customerId: string) => [...customerKeys.all, 'ledger', customerId] as const,
};

export type CustomerListKey = ReturnType<typeof customerKeys.list>;
