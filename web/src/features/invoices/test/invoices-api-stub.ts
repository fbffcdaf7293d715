import type { TInvoiceListRow } from '@domain/api/invoices';
import { vi } from 'vitest';

export const INVOICE_LISTS_PATH = '/api/v2/invoices/';

export function buildInvoiceListRow(overrides: Partial<TInvoiceListRow> = {}): TInvoiceListRow {
  return {
    _id: 'invoice-1',
    invoiceNumber: '001',
    type: 'Invoice',
    status: 'Unpaid',
    date: '2026-11-01',
    dueDate: '2026-11-22',
    client: {
      _id: 'customer-1',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      gstno: '',
      block: 'A',
      floor: '2',
      flat: 'A-201',
      state: '',
      flatarea: 1250,
    },
    subTotal: 104624,
    rates: 18,
    vat: 18832.32,
    total: 123456.32,
    totalAmountReceived: 0,
    totalCredited: 0,
    placeOfSupply: null,
    balanceDue: 123456.32,
    currency: 'INR',
    hsn: '995419',
    notes: '',
    creator: ['user-1'],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` invoices numbered 001, 002, … for the client 'Resident 1', 'Resident 2', … */
export function buildInvoiceListRows(count: number): TInvoiceListRow[] {
  return Array.from({ length: count }, (_, index) =>
    buildInvoiceListRow({
      _id: `invoice-${index + 1}`,
      invoiceNumber: String(index + 1).padStart(3, '0'),
      client: { ...buildInvoiceListRow().client, name: `Resident ${index + 1}` },
    }),
  );
}

type Reply = { status: number; body: unknown };

function json({ status, body }: Reply): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The rows a request's filters keep: the search by client name, and the type (enough for the pages' tests). */
function filtered(rows: TInvoiceListRow[], params: URLSearchParams): TInvoiceListRow[] {
  const search = params.get('search')?.toLowerCase();
  const type = params.get('type');
  return rows.filter(
    (row) => (!search || row.client.name.toLowerCase().includes(search)) && (!type || row.type === type),
  );
}

/**
 * A fake of the invoice lists (`GET /api/v2/invoices/{list}/{ownerId}`): every list answers `rows`,
 * narrowed by `search` and `type`, paged as the server pages (`limit=0` for all, 100 by default,
 * `after=` the cursor of the page before), or `failure` when given; and `blocks` for the block
 * filter. Every call is kept.
 */
export function stubInvoiceListsApi(
  rows: TInvoiceListRow[],
  { failure, blocks = [] }: { failure?: Reply; blocks?: string[] } = {},
) {
  const calls: string[] = [];
  let held: Promise<void> | null = null;

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    calls.push(url);
    if (method !== 'GET' || !pathname.startsWith(INVOICE_LISTS_PATH)) {
      return json({ status: 404, body: { message: `No stub for ${method} ${url}` } });
    }
    if (pathname === `${INVOICE_LISTS_PATH}blocks`) return json({ status: 200, body: { data: blocks } });
    if (held) await held;
    if (failure) return json(failure);
    const matching = filtered(rows, searchParams);
    const page = Number(searchParams.get('page') ?? 1);
    const limit = Number(searchParams.get('limit') ?? 100);
    const after = searchParams.get('after');
    const start = after ? Number(after.replace('cursor-', '')) : (page - 1) * limit;
    const data = limit === 0 ? matching : matching.slice(start, start + limit);
    const numberOfPages = limit === 0 ? 1 : Math.max(1, Math.ceil(matching.length / limit));
    const end = start + data.length;
    const nextCursor = limit > 0 && end < matching.length ? `cursor-${end}` : null;
    const currentPage = limit > 0 ? Math.floor(start / limit) + 1 : 1;
    return json({
      status: 200,
      body: { data, currentPage, numberOfPages, total: matching.length, nextCursor },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    /** The list requests only, without the block filter's. */
    listCalls: () => calls.filter((call) => !call.startsWith(`${INVOICE_LISTS_PATH}blocks`)),
    /** Holds every answer until the returned function is called, to see the page while it loads. */
    holdLists: () => {
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
