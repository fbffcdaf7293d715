import { expect, it } from 'vitest';
import { sessionHeadersFor } from '../../test/sessions';
import { buildSociety } from '../../test/society-fixture';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('dashboard: quotations and the flat search', (context) => {
  async function dashboardOf(search = '') {
    const society = await buildSociety(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, society.user);
    const query = search ? `?search=${encodeURIComponent(search)}` : '';
    const response = await context.app.inject({ method: 'GET', url: `/api/v2/dashboard${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('counts a quotation among all invoices but never as unpaid, overdue or pending', async () => {
    const dashboard = await dashboardOf();
    // 003, the quotation, is Unpaid and past due, yet no one owes it.
    expect(dashboard.counts).toEqual({ total: 5, paid: 1, partial: 1, unpaid: 2, overdue: 3 });
    // Received ₹100 + ₹150; pending ₹100 (001) + ₹200 (002) + ₹100 (005); total billed 100 + 300 + 150 + 100.
    expect(dashboard.amounts).toEqual([{ currency: 'INR', received: 250, pending: 400, total: 650 }]);
  });

  it('finds a flat however it is typed, and narrows every figure to it', async () => {
    for (const typed of ['A-101', 'a101', 'A 101']) {
      const dashboard = await dashboardOf(typed);
      expect(dashboard.counts, typed).toEqual({ total: 2, paid: 1, partial: 0, unpaid: 1, overdue: 1 });
      expect(dashboard.amounts, typed).toEqual([
        { currency: 'INR', received: 150, pending: 100, total: 250 },
      ]);
    }
    const blockB = await dashboardOf('B-202');
    expect(blockB.counts).toEqual({ total: 2, paid: 0, partial: 1, unpaid: 1, overdue: 2 });
  });
});
