import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { ALL_ROWS } from '../../../components/list-pagination';
import { buildInvoiceListRows, stubInvoiceListsApi } from '../test/invoices-api-stub';
import { useInvoiceListView } from './use-invoice-list-view';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering hundreds of MUI rows takes seconds in jsdom, so the batching is checked on the hook.
describe('useInvoiceListView', () => {
  it('fetches All a hundred at a time, each after the last one’s cursor, with the full count from the start', async () => {
    const api = stubInvoiceListsApi(buildInvoiceListRows(250));
    const { result } = renderHook(() => useInvoiceListView('user-1', 'unpaid', 1, ALL_ROWS), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(100));
    expect(result.current).toMatchObject({ total: 250, hasMore: true });
    expect(result.current.rows[0]?.invoiceNumber).toBe('001');

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(200));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(250));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.rows.at(-1)?.invoiceNumber).toBe('250');
    expect(api.calls).toEqual([
      '/api/v2/invoices/unpaid/user-1?page=1&limit=100',
      '/api/v2/invoices/unpaid/user-1?limit=100&after=cursor-100',
      '/api/v2/invoices/unpaid/user-1?limit=100&after=cursor-200',
    ]);
  });

  it('asks for the list narrowed and ordered by the filters, the default order left out', async () => {
    const api = stubInvoiceListsApi(buildInvoiceListRows(3));
    const filters = {
      month: '2026-11',
      block: 'A',
      type: 'Quotation',
      search: 'A-101',
      sort: 'due',
    } as const;
    const { result } = renderHook(() => useInvoiceListView('user-1', 'overdues', 1, ALL_ROWS, filters), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const newest = renderHook(
      () => useInvoiceListView('user-1', 'paid', 2, 5, { type: 'Bill', sort: 'newest', search: '' }),
      { wrapper },
    );
    await waitFor(() => expect(newest.result.current.isPending).toBe(false));
    expect(api.calls).toEqual([
      '/api/v2/invoices/overdues/user-1?page=1&limit=100&month=2026-11&block=A&type=Quotation&search=A-101&sort=due',
      '/api/v2/invoices/paid/user-1?page=2&limit=5&type=Bill',
    ]);
  });

  it('asks for one page of a chosen size, with nothing more to load', async () => {
    const api = stubInvoiceListsApi(buildInvoiceListRows(12));
    const { result } = renderHook(() => useInvoiceListView('user-1', 'paid', 2, 5), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    expect(result.current).toMatchObject({ total: 12, hasMore: false });
    expect(result.current.rows[0]?.invoiceNumber).toBe('006');
    expect(api.calls).toEqual(['/api/v2/invoices/paid/user-1?page=2&limit=5']);
  });
});
