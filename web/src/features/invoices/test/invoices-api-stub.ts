import { vi } from 'vitest';
import type { TInvoiceListRow } from '../../../../../domain/api/invoices';

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
      flatarea: 1250,
    },
    subTotal: 104624,
    rates: 18,
    vat: 18832.32,
    total: 123456.32,
    totalAmountReceived: 0,
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

/**
 * A fake of the invoice lists (`GET /api/v2/invoices/{list}/{ownerId}`): every list answers `rows`,
 * paged as the server pages (`limit=0` for all), or `failure` when given. Every call is kept.
 */
export function stubInvoiceListsApi(rows: TInvoiceListRow[], { failure }: { failure?: Reply } = {}) {
  const calls: string[] = [];
  let held: Promise<void> | null = null;

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    calls.push(url);
    if (method !== 'GET' || !pathname.startsWith(INVOICE_LISTS_PATH)) {
      return json({ status: 404, body: { message: `No stub for ${method} ${url}` } });
    }
    if (held) await held;
    if (failure) return json(failure);
    const page = Number(searchParams.get('page') ?? 1);
    const limit = Number(searchParams.get('limit') ?? 0);
    const data = limit === 0 ? rows : rows.slice((page - 1) * limit, page * limit);
    const numberOfPages = limit === 0 ? 1 : Math.ceil(rows.length / limit);
    return json({ status: 200, body: { data, currentPage: page, numberOfPages, total: rows.length } });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
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
