import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildBusiness } from '../../test/factories';
import { importCsv, uploadImport } from '../../test/import-upload';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('statistics after an import', (context) => {
  it('are refreshed for the customers table once the rows are written', async () => {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const started = new Date();
    const lines = Array.from(
      { length: 50 },
      (_, index) => `R${index},,r${index}@example.com,,900,3,S,1,S-${index}`,
    );
    const response = await uploadImport(context.app, headers, importCsv(...lines), false);
    expect(response.json().counts.create).toBe(50);

    if (context.app.database.dialect === 'sqlite') {
      const { rows } = await sql<{
        tbl: string;
      }>`select tbl from sqlite_stat1 where tbl = 'customers'`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      return;
    }
    // PostgreSQL reports an ANALYZE to its statistics views within a second or so.
    let lastAnalyze: Date | null = null;
    for (let attempt = 0; attempt < 50 && !(lastAnalyze && lastAnalyze >= started); attempt += 1) {
      const { rows } = await sql<{ last_analyze: string | null }>`
        select last_analyze from pg_stat_user_tables where relname = 'customers' and schemaname = current_schema()`.execute(
        db,
      );
      lastAnalyze = rows[0]?.last_analyze ? new Date(rows[0].last_analyze) : null;
      if (!(lastAnalyze && lastAnalyze >= started)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lastAnalyze?.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
  });
});
