import type { TBillHead } from '@domain/api/bill-heads';
import type { TCustomer } from '@domain/api/customers';
import { billHeadWarnings } from '@domain/bill-heads';
import { parseHundredths } from '@domain/decimal';
import { vi } from 'vitest';

export const BILL_HEADS_PATH = '/api/v2/bill-heads';

let nextId = 1;

/** A head as the API answers it; ids are uuids, as the schema of a percentage's heads expects. */
export function buildBillHead(overrides: Partial<TBillHead> = {}): TBillHead {
  const id = nextId++;
  const head: TBillHead = {
    _id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: 'Maintenance',
    basis: 'area',
    rate: 3.25,
    percentOf: [],
    appliesTo: 'all',
    gstTreatment: 'taxable',
    gstRate: 18,
    hsn: '995419',
    order: 0,
    active: true,
    limit: { kind: 'all' },
    overrides: [],
    warnings: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
  return withWarnings(head);
}

function withWarnings(head: TBillHead): TBillHead {
  return { ...head, warnings: billHeadWarnings({ ...head, rate: parseHundredths(head.rate) }) };
}

type Reply = { status: number; body: unknown };
export type Call = { method: string; url: string; body: unknown };

function json({ status, body }: Reply): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fake bill heads API that keeps what is written: the list answers the heads in order, POST adds
 * one last, PATCH changes one, DELETE removes one. `replies` answers a method instead (a refusal); the
 * customers list answers `flats`. Every call is recorded.
 */
export function stubBillHeadsApi(
  initial: TBillHead[],
  replies: { list?: Reply; post?: Reply; patch?: Reply; delete?: Reply } = {},
  flats: TCustomer[] = [],
) {
  let heads = [...initial];
  const calls: Call[] = [];
  const sorted = () => [...heads].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (method === 'GET' && url.startsWith('/api/v2/clients/user')) {
      return json({
        status: 200,
        body: { data: flats, total: flats.length, currentPage: 1, numberOfPages: 1 },
      });
    }
    if (method === 'GET' && url === BILL_HEADS_PATH) {
      return json(replies.list ?? { status: 200, body: { items: sorted() } });
    }
    if (method === 'POST' && url === BILL_HEADS_PATH) {
      if (replies.post) return json(replies.post);
      const order = Math.max(-1, ...heads.map((head) => head.order)) + 1;
      const created = buildBillHead({ ...(body as Partial<TBillHead>), order });
      heads.push(created);
      return json({ status: 201, body: created });
    }
    const id = url.startsWith(`${BILL_HEADS_PATH}/`)
      ? decodeURIComponent(url.slice(BILL_HEADS_PATH.length + 1))
      : '';
    const stored = heads.find((head) => head._id === id);
    if (method === 'PATCH' && stored) {
      if (replies.patch) return json(replies.patch);
      const updated = withWarnings({ ...stored, ...(body as Partial<TBillHead>) });
      heads = heads.map((head) => (head._id === id ? updated : head));
      return json({ status: 200, body: updated });
    }
    if (method === 'DELETE' && stored) {
      if (replies.delete) return json(replies.delete);
      heads = heads.filter((head) => head._id !== id);
      return json({ status: 200, body: { message: 'Bill head deleted' } });
    }
    return json({ status: 404, body: { message: `No stub for ${method} ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    writes: (method: string) => calls.filter((call) => call.method === method),
    heads: () => sorted(),
  };
}

/** A customer (one flat) for the flat pickers. */
export function buildFlat(flat: string, name: string, id: string): TCustomer {
  return {
    _id: id,
    name,
    gstno: '',
    email: `${flat.toLowerCase()}@example.com`,
    phone: '+919876543210',
    block: 'A',
    floor: '1',
    flat,
    state: '',
    flatarea: 1250,
    price: 3.25,
    parkingSlots: 0,
    occupancy: 'owner',
    archived: false,
    userId: ['user-1'],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}
