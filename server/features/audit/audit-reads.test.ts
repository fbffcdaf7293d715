import { AUDIT_SHEET_NAME } from '@domain/api/audit';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildBusiness, buildMember } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

const customer = (flat: string) => ({
  name: `Resident ${flat}`,
  email: 'resident@example.test',
  phone: '98200 12345',
  block: 'A',
  floor: '1',
  flat,
  flatarea: 1000,
  price: 3,
});

describeEachDatabase(
  'reading the trail: Activity, one record’s history, the workbook and the check',
  (context) => {
    const db = () => context.app.database.db;

    async function call(headers: Headers, method: InjectOptions['method'], url: string, payload?: object) {
      return context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    }

    /** An owner and a treasurer who each made changes: two customers, one edited, one archived. */
    async function busyBusiness() {
      const tenant = await buildBusiness(db());
      const treasurer = await buildMember(db(), tenant, 'treasurer');
      const ownerHeaders = await sessionHeadersFor(context.app, tenant.user);
      const treasurerHeaders = await sessionHeadersFor(context.app, treasurer);
      const first = (await call(ownerHeaders, 'POST', '/api/v2/clients', customer('A-101'))).json();
      const second = (await call(treasurerHeaders, 'POST', '/api/v2/clients', customer('A-102'))).json();
      await call(treasurerHeaders, 'PATCH', `/api/v2/clients/${first._id}`, { price: 3.5 });
      await call(ownerHeaders, 'POST', `/api/v2/clients/${second._id}/archive`);
      return { ...tenant, treasurer, ownerHeaders, treasurerHeaders, first, second };
    }

    it('lists the trail newest first, with who, from where and each field, narrowed by every filter', async () => {
      const { user, treasurer, ownerHeaders, first, second } = await busyBusiness();
      const all = (await call(ownerHeaders, 'GET', '/api/v2/audit?limit=10')).json();
      expect(all).toMatchObject({ total: 4, currentPage: 1, numberOfPages: 1 });
      expect(all.data.map((entry: { seq: number; action: string }) => [entry.seq, entry.action])).toEqual([
        [4, 'archive'],
        [3, 'edit'],
        [2, 'create'],
        [1, 'create'],
      ]);
      expect(all.data[1]).toMatchObject({
        person: { _id: treasurer.id, name: `Treasurer ${treasurer.last_name}` },
        address: '127.0.0.1',
        entity: 'customer',
        entityId: first._id,
        changes: [{ field: 'price', before: 3, after: 3.5 }],
      });

      const byTreasurer = (await call(ownerHeaders, 'GET', `/api/v2/audit?person=${treasurer.id}`)).json();
      expect(byTreasurer.data.map((entry: { seq: number }) => entry.seq)).toEqual([3, 2]);
      const history = (await call(ownerHeaders, 'GET', `/api/v2/audit?entityId=${first._id}`)).json();
      expect(history.data.map((entry: { action: string }) => entry.action)).toEqual(['edit', 'create']);
      const archived = (
        await call(ownerHeaders, 'GET', `/api/v2/audit?action=archive&person=${user.id}`)
      ).json();
      expect(archived.data.map((entry: { entityId: string }) => entry.entityId)).toEqual([second._id]);
      const paged = (await call(ownerHeaders, 'GET', '/api/v2/audit?limit=3&page=2')).json();
      expect(paged).toMatchObject({ total: 4, numberOfPages: 2, currentPage: 2 });
      expect(paged.data.map((entry: { seq: number }) => entry.seq)).toEqual([1]);

      // Days are the business's (India): an entry at 20:00 UTC belongs to the next day there.
      const nextDay = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const none = (await call(ownerHeaders, 'GET', `/api/v2/audit?from=${nextDay}`)).json();
      expect(none.total).toBe(0);

      const refused = await call(ownerHeaders, 'GET', '/api/v2/audit?entity=everything&from=2026-02-30');
      expect(refused.statusCode).toBe(400);
      expect(
        refused
          .json()
          .errors.map((error: { path: string }) => error.path)
          .sort(),
      ).toEqual(['entity', 'from']);
    });

    it('exports the filtered trail as a workbook, one row per changed field, every cell text', async () => {
      const { ownerHeaders, first } = await busyBusiness();
      await call(ownerHeaders, 'PATCH', `/api/v2/clients/${first._id}`, {
        name: '=HYPERLINK("http://x","y")',
      });
      const response = await call(
        ownerHeaders,
        'GET',
        `/api/v2/audit.xlsx?entityId=${first._id}&action=edit`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Activity-/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(AUDIT_SHEET_NAME);
      if (!sheet) throw new Error('no Activity sheet');
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual([
        'No.',
        'When (UTC)',
        'Who',
        'From address',
        'What',
        'Which',
        'Done',
        'Field',
        'Before',
        'After',
      ]);
      expect(sheet.actualRowCount).toBe(3);
      expect(values(2).slice(4)).toEqual([
        'Customer',
        first._id,
        'Changed',
        'name',
        'Resident A-101',
        '=HYPERLINK("http://x","y")',
      ]);
      expect(sheet.getRow(2).getCell(10).type).toBe(ExcelJS.ValueType.String);
      expect(values(3).slice(7)).toEqual(['price', '3', '3.5']);
    });

    it('lets the owner check the trail, and names the entry changed behind the database’s back', async () => {
      const { business, ownerHeaders } = await busyBusiness();
      expect((await call(ownerHeaders, 'GET', '/api/v2/audit/verify')).json()).toEqual({
        entries: 4,
        brokenAt: null,
        reason: null,
      });
      const tampered = '{"price":{"before":3,"after":1}}';
      if (context.app.database.dialect === 'postgres') {
        await db()
          .transaction()
          .execute(async (trx) => {
            await sql`set local session_replication_role = replica`.execute(trx);
            await trx
              .updateTable('audit_entries')
              .set({ changes: tampered })
              .where('business_id', '=', business.id)
              .where('seq', '=', 3)
              .execute();
          });
      } else {
        await sql`drop trigger audit_entries_no_update`.execute(db());
        try {
          await db()
            .updateTable('audit_entries')
            .set({ changes: tampered })
            .where('business_id', '=', business.id)
            .where('seq', '=', 3)
            .execute();
        } finally {
          await sql`create trigger audit_entries_no_update before update on audit_entries
          begin select raise(abort, 'audit entries are append-only'); end`.execute(db());
        }
      }
      expect((await call(ownerHeaders, 'GET', '/api/v2/audit/verify')).json()).toEqual({
        entries: 2,
        brokenAt: 3,
        reason: 'its text was changed after it was written',
      });
    });
  },
);
