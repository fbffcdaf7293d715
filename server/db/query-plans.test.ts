import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@domain/dates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-context';
import { insertIntimation } from '../features/intimations/intimations.repository';
import { isolatedTestTarget } from '../test/isolated-database';
import {
  describeIndex,
  indexesIn,
  loadAnotherSociety,
  planOf,
  sortsRows,
  statementsRunBy,
  unindexedReads,
} from '../test/query-plans';
import { sessionHeadersFor } from '../test/sessions';
import { buildSociety } from '../test/society-fixture';
import { testDatabaseTargets } from '../test/test-databases';
import { buildTestApp } from '../test/test-servers';

/*
 * The lists, the dashboard, the dues report and the statements are read through indexes that serve
 * their filter and order, whatever the planner knows of the data. Each request below runs on a
 * database of its own, loaded (a small society to read, and another society's 3,000 invoices) with
 * autovacuum off and never analyzed, as right after a bulk load; every statement its service runs is
 * planned (PostgreSQL: EXPLAIN; SQLite: EXPLAIN QUERY PLAN). No plan may read a table whole, nor read
 * a business's rows again for each row of another table (the nested loop of every invoice × payment):
 * `unindexedReads` must find nothing. A page of a list must have an index that gives its rows in
 * order: PostgreSQL, believing a business holds 0.5 % of a table, may rather sort that little, so
 * there it is asked for a plan without a sort.
 */

type Society = Awaited<ReturnType<typeof buildSociety>> & {
  headers: Record<string, string>;
  today: string;
  receiptId: string;
};

/** The index the invoice lists open in: newest first, a page after another. */
const DATE_ORDER = 'invoices(business_id, invoice_date, invoice_number_value, id)';

type Read = {
  /** What the request is, as the test names it. */
  name: string;
  url: (society: Society) => string;
  /** Indexes the request's plans must read, as `table(columns)` (each database names them its own way). */
  uses?: string[];
  /** A page of a list (a statement with a limit): an index gives its rows in order, no sort needed. */
  inIndexOrder?: true;
};

const READS: Read[] = [
  { name: 'invoices, newest first', url: () => '/api/v2/invoices', uses: [DATE_ORDER], inIndexOrder: true },
  {
    name: 'invoices, oldest first',
    url: () => '/api/v2/invoices?sort=oldest',
    uses: [DATE_ORDER],
    inIndexOrder: true,
  },
  {
    name: 'invoices by number',
    url: () => '/api/v2/invoices?sort=number',
    uses: ['invoices(business_id, invoice_number_value, id)'],
    inIndexOrder: true,
  },
  {
    name: 'invoices by due date',
    url: () => '/api/v2/invoices?sort=due',
    uses: ['invoices(business_id, due_date, invoice_number_value, id)'],
    inIndexOrder: true,
  },
  {
    name: 'invoices, largest first',
    url: () => '/api/v2/invoices?sort=amount',
    uses: ['invoices(business_id, total_paise, invoice_number_value, id)'],
    inIndexOrder: true,
  },
  {
    name: 'invoices, a later page',
    url: () => '/api/v2/invoices?limit=2&page=2',
    uses: [DATE_ORDER],
    inIndexOrder: true,
  },
  { name: 'paid invoices', url: () => '/api/v2/invoices?status=Paid' },
  { name: 'unpaid invoices', url: () => '/api/v2/invoices?status=Unpaid' },
  { name: 'partly paid invoices', url: () => '/api/v2/invoices?status=Partial' },
  { name: 'overdue invoices', url: () => '/api/v2/invoices?status=Overdue' },
  { name: 'invoices found by name', url: () => '/api/v2/invoices?search=asha' },
  { name: 'invoices found by flat', url: () => '/api/v2/invoices?search=A-101' },
  { name: "a block's invoices", url: () => '/api/v2/invoices?block=A', inIndexOrder: true },
  { name: "a month's invoices", url: () => '/api/v2/invoices?month=2000-10', inIndexOrder: true },
  { name: 'invoices counted', url: () => '/api/v2/invoices/count?status=Overdue' },
  { name: 'the blocks of the invoices', url: () => '/api/v2/invoices/blocks' },
  {
    name: 'an invoice with its payments',
    url: (society) => `/api/v2/invoices/${society.invoices['002'].invoice.id}`,
    // Its payments by the invoice, in their order: not the business's every payment by day, filtered.
    uses: ['payments(business_id, invoice_id, date_paid, created_at, id)'],
  },
  { name: 'customers', url: () => '/api/v2/clients/user', inIndexOrder: true },
  { name: 'customers, a page', url: () => '/api/v2/clients/user?limit=2&page=2', inIndexOrder: true },
  { name: 'customers found', url: () => '/api/v2/clients/user?search=asha' },
  { name: 'archived customers', url: () => '/api/v2/clients/user?archived=true' },
  { name: "a customer's dues", url: (society) => `/api/v2/clients/${society.customers.asha.id}/dues` },
  { name: "a flat's account", url: (society) => `/api/v2/clients/${society.customers.asha.id}/ledger` },
  { name: "a flat's receipts", url: (society) => `/api/v2/clients/${society.customers.asha.id}/receipts` },
  { name: "a flat's statement", url: (society) => `/api/v2/clients/${society.customers.asha.id}/statement` },
  { name: 'a receipt', url: (society) => `/api/v2/receipts/${society.receiptId}` },
  {
    name: 'the paysheet export',
    url: (society) => `/api/v2/payments?from=${addDays(society.today, -400)}&to=${society.today}`,
    uses: ['payments(business_id, date_paid, id)'],
    inIndexOrder: true,
  },
  {
    name: 'the dashboard',
    url: () => '/api/v2/dashboard',
    inIndexOrder: true,
    uses: [
      'payments(business_id, date_paid, created_at, id)',
      'payment_orders(business_id, status, updated_at)',
      'flat_payment_orders(business_id, status, updated_at)',
    ],
  },
  { name: 'the dashboard, searched', url: () => '/api/v2/dashboard?search=asha' },
  { name: 'the dues report', url: () => '/api/v2/reports/ageing' },
  {
    name: 'billing runs',
    url: () => '/api/v2/billing-runs',
    uses: ['billing_runs(business_id, created_at)'],
  },
  {
    name: 'reported payments waiting',
    url: () => '/api/v2/intimations',
    uses: ['receipts(business_id, (expression))', 'payment_intimations(business_id, (expression))'],
    inIndexOrder: true,
  },
  {
    name: 'reported payments, all',
    url: () => '/api/v2/intimations?status=all',
    uses: ['payment_intimations(business_id, created_at)'],
    inIndexOrder: true,
  },
  {
    name: 'the activity trail',
    url: () => '/api/v2/audit?limit=20',
    uses: ['audit_entries(business_id, seq)'],
    inIndexOrder: true,
  },
  {
    name: "a record's activity",
    url: (society) => `/api/v2/audit?entity=customer&entityId=${society.customers.asha.id}&limit=20`,
    uses: ['audit_entries(business_id, entity, entity_id, seq)'],
    inIndexOrder: true,
  },
  {
    name: "a person's activity",
    url: (society) => `/api/v2/audit?person=${society.user.id}&limit=20`,
    inIndexOrder: true,
  },
  {
    name: 'activity of some days',
    url: (society) => `/api/v2/audit?from=${society.today}&to=${society.today}&limit=20`,
    inIndexOrder: true,
  },
];

/** A small society with a bit of everything the reads read: bills, receipts, a run, a note, a report. */
async function buildReadSociety(app: AppInstance): Promise<Society> {
  const db = app.database.db;
  const society = await buildSociety(db);
  const headers = await sessionHeadersFor(app, society.user);
  const today = todayIn(society.business.time_zone, new Date());
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const answer = await app.inject({ method, url, headers, payload });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer.json();
  };
  const { asha, meera } = society.customers;
  await send('POST', `/api/v2/invoices/${society.invoices['002'].invoice.id}/payments`, {
    amountPaid: 50,
    datePaid: today,
    paymentMethod: 'Cash',
  });
  await send('POST', `/api/v2/clients/${asha.id}/payments`, {
    amountPaid: 120,
    datePaid: today,
    paymentMethod: 'UPI',
    reference: 'UTR 402100000123',
  });
  await send('PUT', `/api/v2/clients/${meera.id}/opening-balance`, { amount: 500, asOf: today });
  await send('POST', `/api/v2/invoices/${society.invoices['005'].invoice.id}/credit-notes`, {
    date: today,
    reason: 'Area corrected',
    lines: [{ line: 0, amount: 1 }],
  });
  await send('POST', '/api/v2/bill-heads', { name: 'Water', basis: 'typed', rate: 3 });
  await send('POST', '/api/v2/billing-runs', { period: '2026-11', flats: { kind: 'all' } });
  await insertIntimation(db, {
    id: randomUUID(),
    business_id: society.business.id,
    customer_id: asha.id,
    amount_paise: 150_000,
    paid_on: today,
    payment_method: 'Bank Transfer',
    reference: 'HDFCN52026112512345',
    proof_type: null,
    proof_bytes: null,
    receipt_id: null,
    decided_by_user_id: null,
    decided_at: null,
    created_at: new Date().toISOString(),
  });
  const receipt = await db
    .selectFrom('receipts')
    .select('id')
    .where('business_id', '=', society.business.id)
    .executeTakeFirstOrThrow();
  return { ...society, headers, today, receiptId: receipt.id };
}

for (const base of testDatabaseTargets()) {
  describe(`plans without statistics [${base.name}]`, () => {
    let app: AppInstance;
    let society: Society;
    let drop = async () => {};

    beforeAll(async () => {
      // A schema of its own, so no other test's rows or ANALYZE (nor autovacuum's) reach its tables.
      const isolated = await isolatedTestTarget(base);
      drop = isolated.drop;
      app = await buildTestApp(isolated.target);
      if (app.database.dialect === 'postgres') {
        const { rows } = await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.database.db);
        for (const { name } of rows) {
          await sql`alter table ${sql.table(name)} set (autovacuum_enabled = off)`.execute(app.database.db);
        }
      }
      society = await buildReadSociety(app);
      await loadAnotherSociety(app);
    });
    afterAll(async () => {
      await app?.close();
      await drop();
    });

    it.each(READS)('$name is read through indexes', async (read) => {
      const statements = await statementsRunBy(app, async () => {
        const answer = await app.inject({ method: 'GET', url: read.url(society), headers: society.headers });
        expect(answer.statusCode, answer.body).toBe(200);
      });
      expect(statements.length).toBeGreaterThan(0);
      const findings: string[] = [];
      const indexes = new Set<string>();
      const plans: string[] = [];
      for (const statement of statements) {
        const plan = await planOf(app.database.db, app.database.dialect, statement);
        plans.push(`${statement.sql}\n${plan.text}`);
        for (const finding of unindexedReads(plan)) findings.push(`${finding}\n  in ${statement.sql}`);
        for (const index of indexesIn(plan)) {
          indexes.add(await describeIndex(app.database.db, app.database.dialect, index));
        }
        if (read.inIndexOrder && /\blimit\b/i.test(statement.sql)) {
          // A page comes in an index's order. PostgreSQL, believing a business holds a handful of
          // rows, may still choose to sort them: it must have an index to read them in order instead.
          const ordered = await planOf(app.database.db, app.database.dialect, statement, { sorting: false });
          if (sortsRows(ordered)) findings.push(`sorted, no index serves the order\n  in ${statement.sql}`);
          for (const index of indexesIn(ordered)) {
            indexes.add(await describeIndex(app.database.db, app.database.dialect, index));
          }
        }
      }
      if (process.env.PRINT_PLANS) console.log(`${read.name}\n${plans.join('\n\n')}`);
      expect(findings).toEqual([]);
      for (const index of read.uses ?? []) expect([...indexes]).toContain(index);
    });
  });
}
