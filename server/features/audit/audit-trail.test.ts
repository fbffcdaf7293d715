import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { buildBusiness } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { verifyAuditTrail } from './index';

type Headers = { authorization: string };

const NEW_CUSTOMER = {
  name: 'Meera Iyer',
  email: 'meera@example.test',
  phone: '98200 12345',
  block: 'B',
  floor: '3',
  flat: 'B-301',
  flatarea: 1250.5,
  price: 3.25,
};

describeEachDatabase('audit trail', (context) => {
  const db = (): Kysely<DB> => context.app.database.db;
  const isPostgres = () => context.app.database.dialect === 'postgres';

  async function owner() {
    const tenant = await buildBusiness(db());
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function call(headers: Headers, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  function entriesOf(businessId: string) {
    return db()
      .selectFrom('audit_entries')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('seq')
      .execute();
  }

  /** Changes an entry behind the database's back, as someone with the server's own access could. */
  async function tamper(work: (trx: Kysely<DB>) => Promise<unknown>) {
    if (isPostgres()) {
      await db()
        .transaction()
        .execute(async (trx) => {
          await sql`set local session_replication_role = replica`.execute(trx);
          await work(trx);
        });
      return;
    }
    await sql`drop trigger audit_entries_no_update`.execute(db());
    await sql`drop trigger audit_entries_no_delete`.execute(db());
    try {
      await work(db());
    } finally {
      for (const event of ['update', 'delete']) {
        await sql`create trigger ${sql.raw(`audit_entries_no_${event}`)} before ${sql.raw(event)} on audit_entries
          begin select raise(abort, 'audit entries are append-only'); end`.execute(db());
      }
    }
  }

  it('records who changed a customer, from where, and each field before and after, in a chain that holds', async () => {
    const { business, user, headers } = await owner();
    const created = await call(headers, 'POST', '/api/v2/clients', NEW_CUSTOMER);
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(
      (await call(headers, 'PATCH', `/api/v2/clients/${id}`, { price: 3.5, state: '30' })).statusCode,
    ).toBe(200);
    // An edit that changes nothing leaves no entry.
    expect((await call(headers, 'PATCH', `/api/v2/clients/${id}`, { price: 3.5 })).statusCode).toBe(200);
    expect((await call(headers, 'POST', `/api/v2/clients/${id}/archive`)).statusCode).toBe(200);
    expect((await call(headers, 'DELETE', `/api/v2/clients/${id}`)).statusCode).toBe(200);

    const entries = await entriesOf(business.id);
    expect(entries.map((entry) => [entry.seq, entry.entity, entry.entity_id, entry.action])).toEqual([
      [1, 'customer', id, 'create'],
      [2, 'customer', id, 'edit'],
      [3, 'customer', id, 'archive'],
      [4, 'customer', id, 'delete'],
    ]);
    expect(entries.every((entry) => entry.actor_user_id === user.id)).toBe(true);
    expect(entries.every((entry) => entry.actor_address === '127.0.0.1')).toBe(true);
    expect(JSON.parse(entries[0]?.changes ?? '')).toMatchObject({
      name: { before: null, after: 'Meera Iyer' },
      flatarea: { before: null, after: 1250.5 },
      state: { before: null, after: '' },
    });
    expect(JSON.parse(entries[1]?.changes ?? '')).toEqual({
      state: { before: '', after: '30' },
      price: { before: 3.25, after: 3.5 },
    });
    expect(JSON.parse(entries[2]?.changes ?? '')).toEqual({ archived: { before: false, after: true } });
    expect(JSON.parse(entries[3]?.changes ?? '')).toMatchObject({
      name: { before: 'Meera Iyer', after: null },
    });
    expect(entries[0]?.previous_hash).toBe('0'.repeat(64));
    expect(entries.slice(1).map((entry) => entry.previous_hash)).toEqual(
      entries.slice(0, -1).map((entry) => entry.hash),
    );
    expect(await verifyAuditTrail(db(), business.id)).toEqual({ entries: 4, broken: null });
  });

  it('records a flat’s transfer as the new holder’s details replacing the old', async () => {
    const { business, headers } = await owner();
    const id = (await call(headers, 'POST', '/api/v2/clients', NEW_CUSTOMER)).json()._id;
    const transfer = await call(headers, 'POST', `/api/v2/clients/${id}/transfer`, {
      name: 'Rohan Mehta',
      email: 'rohan@example.test',
      phone: '+91 98200 20002',
      date: '2026-11-01',
      dues: 'carry',
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const [, entry] = await entriesOf(business.id);
    expect(entry?.action).toBe('transfer');
    expect(JSON.parse(entry?.changes ?? '')).toEqual({
      name: { before: 'Meera Iyer', after: 'Rohan Mehta' },
      email: { before: 'meera@example.test', after: 'rohan@example.test' },
      phone: { before: '+919820012345', after: '+919820020002' },
    });
    expect(await verifyAuditTrail(db(), business.id)).toEqual({ entries: 2, broken: null });
  });

  it('records an invoice’s creation and twenty concurrent edits of it, one after another, in a chain that holds', async () => {
    const { business, headers } = await owner();
    const customerId = (await call(headers, 'POST', '/api/v2/clients', NEW_CUSTOMER)).json()._id;
    const created = await call(headers, 'POST', '/api/v2/invoices', {
      client: { _id: customerId },
      type: 'Invoice',
      rates: 18,
      items: [{ itemName: 'Maintenance', unitPrice: 1000, basis: 'fixed', quantity: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    const edits = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(headers, 'PATCH', `/api/v2/invoices/${id}`, { notes: `Note ${index + 1}` }),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual(Array(20).fill(200));
    const entries = (await entriesOf(business.id)).filter((entry) => entry.entity === 'invoice');
    expect(entries.map((entry) => entry.action)).toEqual(['create', ...Array(20).fill('edit')]);
    expect(JSON.parse(entries[0]?.changes ?? '')).toMatchObject({
      invoiceNumber: { before: null, after: created.json().invoiceNumber },
      totalPaise: { before: null, after: 118_000 },
      lines: { before: null, after: ['Maintenance: 100000'] },
    });
    // Each edit saw the one before it: its note's "before" is the last edit's "after".
    const notes = entries.slice(1).map((entry) => JSON.parse(entry.changes).notes);
    expect(notes.slice(1).map((note) => note.before)).toEqual(notes.slice(0, -1).map((note) => note.after));
    expect(await verifyAuditTrail(db(), business.id)).toEqual({ entries: 22, broken: null });
  });

  it('has the database refuse to change or delete an entry', async () => {
    const { business, headers } = await owner();
    await call(headers, 'POST', '/api/v2/clients', NEW_CUSTOMER);
    const [entry] = await entriesOf(business.id);
    await expect(
      db()
        .updateTable('audit_entries')
        .set({ action: 'nothing' })
        .where('id', '=', String(entry?.id))
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db().deleteFrom('audit_entries').where('id', '=', String(entry?.id)).execute(),
    ).rejects.toThrow(/append-only/);
    if (isPostgres()) await expect(sql`truncate audit_entries`.execute(db())).rejects.toThrow(/append-only/);
    expect(await entriesOf(business.id)).toEqual([entry]);
  });

  it('finds an entry altered, removed or dropped from the end behind the database’s back', async () => {
    const { business, headers } = await owner();
    for (const flat of ['B-1', 'B-2', 'B-3', 'B-4']) {
      expect((await call(headers, 'POST', '/api/v2/clients', { ...NEW_CUSTOMER, flat })).statusCode).toBe(
        201,
      );
    }
    expect(await verifyAuditTrail(db(), business.id)).toEqual({ entries: 4, broken: null });
    const entryNo = (seq: number) => (trx: Kysely<DB>) =>
      trx
        .selectFrom('audit_entries')
        .select('id')
        .where('business_id', '=', business.id)
        .where('seq', '=', seq);

    await tamper((trx) =>
      trx
        .updateTable('audit_entries')
        .set({ changes: '{"name":{"before":null,"after":"Someone else"}}' })
        .where('id', 'in', entryNo(2)(trx))
        .execute(),
    );
    expect(await verifyAuditTrail(db(), business.id)).toEqual({
      entries: 1,
      broken: { seq: 2, reason: 'altered' },
    });

    await tamper((trx) => trx.deleteFrom('audit_entries').where('id', 'in', entryNo(2)(trx)).execute());
    expect(await verifyAuditTrail(db(), business.id)).toEqual({
      entries: 1,
      broken: { seq: 3, reason: 'missing' },
    });

    const other = await owner();
    await call(other.headers, 'POST', '/api/v2/clients', NEW_CUSTOMER);
    await call(other.headers, 'POST', '/api/v2/clients', { ...NEW_CUSTOMER, flat: 'B-2' });
    await tamper((trx) =>
      trx
        .deleteFrom('audit_entries')
        .where('business_id', '=', other.business.id)
        .where('seq', '=', 2)
        .execute(),
    );
    expect(await verifyAuditTrail(db(), other.business.id)).toEqual({
      entries: 1,
      broken: { seq: 2, reason: 'missing' },
    });
  });

  it('numbers and links twenty concurrent edits of one customer one after another', async () => {
    const { business, headers } = await owner();
    const id = (await call(headers, 'POST', '/api/v2/clients', NEW_CUSTOMER)).json()._id;
    const edits = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(headers, 'PATCH', `/api/v2/clients/${id}`, { name: `Meera ${index + 1}` }),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual(Array(20).fill(200));
    const entries = await entriesOf(business.id);
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(await verifyAuditTrail(db(), business.id)).toEqual({ entries: 21, broken: null });
  });
});
