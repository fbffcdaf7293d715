import type { TCustomer } from '@domain/api/customers';
import { toE164 } from '@domain/phone';
import { vi } from 'vitest';
import { compareByFlat, matchesSearch } from '../api/customer-list-cache';

export const CUSTOMERS_LIST_PATH = '/api/v2/clients/user';
export const IMPORT_PATH = '/api/v2/clients/import';

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
    state: '',
    flatarea: 1250,
    price: 4,
    parkingSlots: 0,
    occupancy: 'owner',
    archived: false,
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

/** The import route's answers: to a preview (`dryRun=true`) and to the import itself. */
export type ImportReplies = {
  preview?: Reply;
  commit?: Reply;
  /** Who joins the list when the import answers 200, so a refetched list shows them. */
  added?: TCustomer[];
};

function json({ status, body }: Reply): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers held back until the test releases them, to see the screen while a request is under way. */
function createHold() {
  let held: Promise<void> | null = null;
  return {
    wait: async () => {
      if (held) await held;
    },
    hold: () => {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
  };
}

/** A file upload is kept as the FormData sent; a JSON body as its value. */
function readBody(body: RequestInit['body']): unknown {
  if (!body) return undefined;
  return body instanceof FormData ? body : (JSON.parse(String(body)) as unknown);
}

/**
 * A fake customers API over an in-memory list, answering as the server does (flat order, paging,
 * search, `limit=0` for all). Each write can be given another answer (an error); the import route
 * answers only what it is given. Every call is kept.
 */
export function stubCustomersApi(
  initial: TCustomer[],
  replies: { create?: Reply; update?: Reply; remove?: Reply; importFile?: ImportReplies } = {},
) {
  let customers = [...initial].sort(compareByFlat);
  const calls: Call[] = [];
  const listHold = createHold();
  const importHold = createHold();

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

  function importReply(dryRun: boolean): Reply {
    const { preview, commit, added = [] } = replies.importFile ?? {};
    const reply = dryRun ? preview : commit;
    if (!reply) return { status: 404, body: { message: `No import stub for dryRun=${dryRun}` } };
    if (!dryRun && reply.status === 200) customers = [...customers, ...added].sort(compareByFlat);
    return reply;
  }

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const body = readBody(init.body);
    calls.push({ method, url, query: searchParams, body });
    const id = pathname.replace('/api/v2/clients/', '');
    if (method === 'GET' && pathname === CUSTOMERS_LIST_PATH) {
      await listHold.wait();
      return json(listReply(searchParams));
    }
    if (method === 'POST' && pathname === IMPORT_PATH) {
      await importHold.wait();
      return json(importReply(searchParams.get('dryRun') === 'true'));
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
    imports: () => calls.filter((call) => call.method === 'POST' && call.url.startsWith(IMPORT_PATH)),
    /** Holds every list answer until the returned function is called, to see the page while it loads. */
    holdLists: listHold.hold,
    /** Holds every import answer the same way, to see the dialog while a file is checked. */
    holdImports: importHold.hold,
  };
}
