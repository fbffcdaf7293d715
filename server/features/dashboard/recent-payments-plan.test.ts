import { type CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Executor } from '../../db/schema';
import { buildBusiness } from '../../test/factories';
import { describeEachDatabase } from '../../test/test-servers';
import { recentPaymentsQuery } from './dashboard.repository';

/** The query with its parameters written in, as EXPLAIN takes it. */
function explained(query: CompiledQuery): string {
  let position = 0;
  return query.sql.replace(/\$(\d+)|\?/g, (_, index?: string) => {
    const value = query.parameters[index ? Number(index) - 1 : position++];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

async function planOf(db: Executor, dialect: string, query: CompiledQuery): Promise<string> {
  if (dialect === 'sqlite') {
    const { rows } = await sql.raw<{ detail: string }>(`explain query plan ${explained(query)}`).execute(db);
    return rows.map((row) => row.detail).join('\n');
  }
  // A test database holds a handful of rows, for which a scan and a sort are rightly cheapest; with
  // those ruled out, what remains shows whether an index gives the payments in the order asked.
  return db.transaction().execute(async (trx) => {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_incremental_sort']) {
      await sql`select set_config(${setting}, 'off', true)`.execute(trx);
    }
    const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${explained(query)}`).execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describeEachDatabase('the latest payments', (context) => {
  it('are read from an index in their own order, ten of them, before any invoice is joined', async () => {
    const db = context.app.database.db;
    const { business } = await buildBusiness(db);
    for (const search of ['', 'asha']) {
      const query = recentPaymentsQuery(db, { businessId: business.id, search }, 10).compile();
      const plan = await planOf(db, context.app.database.dialect, query);
      if (context.app.database.dialect === 'sqlite') {
        expect(plan).toContain('SEARCH payments USING INDEX payments_business_latest (business_id=?)');
        continue;
      }
      const lines = plan.split('\n');
      const scan = lines.findIndex((line) =>
        /Index Scan.* using payments_business_latest on payments/.test(line),
      );
      expect(scan, plan).toBeGreaterThan(0);
      // A Limit above the scan stops it after ten payments, with no sort of all of them in between.
      const limit = lines.slice(0, scan).findLastIndex((line) => line.includes('Limit'));
      expect(limit, plan).toBeGreaterThanOrEqual(0);
      expect(lines.slice(limit, scan).join('\n'), plan).not.toMatch(/Sort/);
    }
  });
});
