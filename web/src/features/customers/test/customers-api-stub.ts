import { vi } from 'vitest';
import type { TCustomer } from '../../../../../domain/api/customers';
import { toE164 } from '../../../../../domain/phone';
import { compareByFlat, matchesSearch } from '../api/customer-list-cache';

export const CUSTOMERS_LIST_PATH = '/api/v2/clients/user';

export function buildCustomer(overrides: Partial<TCustomer> = {}): TCustomer {
  return {
    _id: 'customer-1',
    name: 'Asha Verma',
    gstno: '',
    email: 'asha@example.com',
    phone: '+919876543210',
    block: 'A',
    floor: '2',
    flat: 'A-201',
    flatarea: 1250,
    price: 4,
    userId: ['user-1'],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` customers in flats, … with names Resident 1, Resident 2, … */
export function buildCustomers(count: number): TCustomer[] {
  return Array.from({ length: count }, (_, index) =>
    buildCustomer({
      _id: `customer-${index + 1}`,
      name: `Resident ${index + 1}`,
      email: `resident${index + 1}@example.com`,
      floor: '1',
      flat: `A-${101 + index}`,
    }),
  );
}

type Reply = { status: number; body: unknown };
export type Call = { method: string; url: string; query: URLSearchParams; body: unknown };

function json({ status, body }: Reply): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fake customers API over an in-memory list, answering as the server does (flat order, paging,
 * search, `limit=0` for all). Each write can be given another answer (an error). Every call is kept.
 */
export function stubCustomersApi(
  initial: TCustomer[],
  replies: { create?: Reply; update?: Reply; remove?: Reply } = {},
) {
  let customers = [...initial].sort(compareByFlat);
  const calls: Call[] = [];
  let heldLists: Promise<void> | null = null;

  function listReply(query: URLSearchParams): Reply {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 0);
    const found = customers.filter((customer) => matchesSearch(customer, query.get('search') ?? ''));
    const data = limit === 0 ? found : found.slice((page - 1) * limit, page * limit);
    const numberOfPages = limit === 0 ? 1 : Math.ceil(found.length / limit);
    return { status: 200, body: { data, currentPage: page, numberOfPages, total: found.length } };
  }

  function create(body: Omit<TCustomer, '_id' | 'userId' | 'createdAt' | 'updatedAt'>): Reply {
    const customer = buildCustomer({
      ...body,
      _id: `customer-new-${calls.length}`,
      phone: toE164(body.phone) ?? body.phone,
      gstno: (body.gstno ?? '').toUpperCase(),
    });
    customers = [...customers, customer].sort(compareByFlat);
    return { status: 201, body: customer };
  }

  function update(id: string, changes: Partial<TCustomer>): Reply {
    const saved = customers.find((customer) => customer._id === id);
    if (!saved) return { status: 404, body: { message: 'Customer not found' } };
    const customer = { ...saved, ...changes, phone: toE164(changes.phone ?? saved.phone) ?? saved.phone };
    customers = customers.map((row) => (row._id === id ? customer : row));
    return { status: 200, body: customer };
  }

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, query: searchParams, body });
    const id = pathname.replace('/api/v2/clients/', '');
    if (method === 'GET' && pathname === CUSTOMERS_LIST_PATH) {
      if (heldLists) await heldLists;
      return json(listReply(searchParams));
    }
    if (method === 'POST' && pathname === '/api/v2/clients') {
      return json(replies.create ?? create(body as Parameters<typeof create>[0]));
    }
    if (method === 'PATCH') return json(replies.update ?? update(id, body as Partial<TCustomer>));
    if (method === 'DELETE') {
      if (replies.remove) return json(replies.remove);
      customers = customers.filter((customer) => customer._id !== id);
      return json({ status: 200, body: { message: 'Customer deleted successfully' } });
    }
    return json({ status: 404, body: { message: `No stub for ${method} ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    lists: () => calls.filter((call) => call.method === 'GET' && call.url.startsWith(CUSTOMERS_LIST_PATH)),
    writes: (method: 'POST' | 'PATCH' | 'DELETE') => calls.filter((call) => call.method === method),
    /** Holds every list answer until the returned function is called, to see the page while it loads. */
    holdLists: () => {
      let release: () => void = () => undefined;
      heldLists = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        heldLists = null;
        release();
      };
    },
  };
}
