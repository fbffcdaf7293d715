import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../test/test-databases';
import { createDatabase, type Database, keepingStatementsPrepared } from './database';
import { migrateDown, migrateToLatest } from './migrate';
import { migrations } from './migrations';

const now = () => new Date().toISOString();

/** What migrating an empty database reports, in the order the migrations must run. */
const EVERY_MIGRATION_UP = [
  'Up 20261122090000_initial_schema',
  'Up 20261122100000_accounts',
  'Up 20261122110000_customer_order',
  'Up 20261122120000_customer_flat_key_unique',
  'Up 20261122130000_invoice_list_indexes',
  'Up 20261123090000_online_payments',
  'Up 20261124090000_outbox_worker',
  'Up 20261124120000_late_fee_invoices',
  'Up 20261201090000_recent_payments_index',
  'Up 20261204090000_open_order_per_amount',
  'Up 20261205090000_outbox_interrupted_attempts',
  'Up 20261206090000_invoice_list_orders',
  'Up 20261207090000_invoice_item_basis',
  'Up 20261208090000_invoice_gst_paise',
  'Up 20261209090000_bill_heads',
  'Up 20261210090000_billing_runs',
  'Up 20261210100000_invoice_item_gst_treatment',
  'Up 20261210110000_billing_run_messages',
  'Up 20261210120000_billing_schedule',
  'Up 20261211090000_flat_ledger',
  'Up 20261212090000_receipt_reversals',
  'Up 20261213090000_flat_transfers',
  'Up 20261214090000_customer_archive',
  'Up 20261215090000_credit_notes',
  'Up 20261216090000_place_of_supply',
  'Up 20261217090000_line_tax',
  'Up 20261218090000_numbering_by_financial_year',
  'Up 20261219090000_interest_on_arrears',
  'Up 20261220090000_gst_settings',
  'Up 20261221090000_tally_ledgers',
  'Up 20261222090000_bill_head_gst_rate',
  'Up 20261223090000_customer_state',
  'Up 20261224090000_audit_trail',
  'Up 20261225090000_team',
  'Up 20261226090000_closed_months',
  'Up 20261227090000_sessions',
  'Up 20261228090000_member_links',
  'Up 20261229090000_flat_payment_orders',
  'Up 20261230090000_payment_intimations',
  'Up 20261231090000_member_language',
  'Up 20270101090000_member_sign_in_codes',
  'Up 20270102090000_list_order_indexes',
  'Up 20270103090000_dashboard_summaries',
  'Up 20270104090000_invoice_payments_order',
  'Up 20270105090000_receipt_advance_summaries',
];
const NEWEST_MIGRATION = (EVERY_MIGRATION_UP.at(-1) ?? '').replace('Up ', '');

/** A database of its own for each run: a new SQLite file, or a new schema on PostgreSQL. */
async function freshDatabase(
  databaseUrl: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!databaseUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'bahi-db-'));
    const database = createDatabase({ sqliteFile: path.join(folder, 'test.db') });
    return { database, drop: () => database.destroy() };
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = createDatabase({ databaseUrl, sqliteFile: '' });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  return {
    database,
    drop: async () => {
      await database.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.destroy();
    },
  };
}

async function insertBusiness(database: Database): Promise<string> {
  const userId = randomUUID();
  const businessId = randomUUID();
  await database.db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@test.in`,
      first_name: 'A',
      last_name: 'B',
      password_hash: 'x',
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  await database.db
    .insertInto('businesses')
    .values({
      id: businessId,
      owner_user_id: userId,
      name: 'A',
      email: 'a@test.in',
      business_name: 'Society',
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return businessId;
}

async function insertInvoice(database: Database, businessId: string, totalPaise: number): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('invoices')
    .values({
      id,
      business_id: businessId,
      customer_id: null,
      invoice_number: '001',
      invoice_number_value: 1,
      type: 'Invoice',
      status: 'Unpaid',
      currency: 'INR',
      gst_rate_basis_points: 1800,
      hsn: '995419',
      sub_total_paise: totalPaise,
      gst_paise: 0,
      total_paise: totalPaise,
      total_received_paise: 0,
      invoice_date: '2026-11-01',
      due_date: '2026-11-30',
      notes: '',
      client_name: 'Asha',
      client_email: 'asha@test.in',
      client_phone: '',
      client_gstin: null,
      client_block: 'A',
      client_floor: '2',
      client_flat: '201',
      client_area_hundredths: 125050,
      replaced_by_invoice_id: null,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return id;
}

const TENANT_TABLES = [
  'bill_head_flats',
  'bill_head_overrides',
  'bill_head_parts',
  'bill_heads',
  'billing_run_amounts',
  'billing_run_flats',
  'billing_run_heads',
  'billing_run_messages',
  'billing_runs',
  'customers',
  'invoice_items',
  'invoices',
  'outbox',
  'payment_orders',
  'payments',
  'receipts',
  'uploads',
  'webhook_events',
];

/**
 * The indexes that serve a question asked across tenants, so they cannot lead with business_id: the
 * outbox is also the work queue every worker claims from (and account mail has no business), and a
 * member asking for a sign-in code names only their e-mail address, whatever societies have it.
 */
const CROSS_TENANT_INDEXES = ['outbox_claim', 'outbox_idempotency_key_unique', 'customers_email_lower'];

type IndexStart = { table: string; index: string; firstColumn: string };

/** The first column of every index other than a primary key, read from the catalogue. */
async function firstIndexColumns(database: Database): Promise<IndexStart[]> {
  if (database.dialect === 'postgres') {
    const result = await sql<IndexStart>`
      select t.relname as "table", i.relname as "index", a.attname as "firstColumn"
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
      where t.relnamespace = current_schema()::regnamespace and not x.indisprimary`.execute(database.db);
    return result.rows;
  }
  const starts: IndexStart[] = [];
  for (const table of TENANT_TABLES) {
    const list = await sql<{
      name: string;
      origin: string;
    }>`select * from pragma_index_list(${table})`.execute(database.db);
    for (const index of list.rows.filter((row) => row.origin !== 'pk')) {
      const columns = await sql<{
        name: string;
      }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(database.db);
      starts.push({ table, index: index.name, firstColumn: columns.rows[0]?.name ?? '' });
    }
  }
  return starts;
}

for (const target of testDatabaseTargets()) {
  describe(`database [${target.name}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ database, drop } = await freshDatabase(target.databaseUrl));
      expect(await migrateToLatest(database)).toEqual(EVERY_MIGRATION_UP);
    });
    afterAll(async () => drop());

    it('reports nothing to do when the schema is current', async () => {
      expect(await migrateToLatest(database)).toEqual([]);
    });

    it('keeps money as exact integers beyond 32 bits and dates and instants in one form', async () => {
      const businessId = await insertBusiness(database);
      const crore = 1_000_000_000_00; // ₹100 crore in paise, past 2^31
      const invoiceId = await insertInvoice(database, businessId, crore);
      const row = await database.db
        .selectFrom('invoices')
        .select(['total_paise', 'due_date', 'created_at', 'client_area_hundredths'])
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      expect(row.total_paise).toBe(crore);
      expect(row.client_area_hundredths).toBe(125050);
      expect(row.due_date).toBe('2026-11-30');
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const sum = await database.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.sum<number>('total_paise').as('sum'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      expect(Number(sum.sum)).toBe(crore);
    });

    it('refuses a payment that points at another business’s invoice', async () => {
      const ownBusiness = await insertBusiness(database);
      const otherBusiness = await insertBusiness(database);
      const otherInvoice = await insertInvoice(database, otherBusiness, 10_000);
      const crossing = database.db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          business_id: ownBusiness,
          invoice_id: otherInvoice,
          amount_paise: 100,
          date_paid: '2026-11-02',
          payment_method: 'Cash',
          note: '',
          paid_by: '',
          provider: null,
          provider_payment_id: null,
          created_at: now(),
        })
        .execute();
      await expect(crossing).rejects.toThrow(/foreign key/i);
    });

    it('refuses a second business with the same owner and a duplicate invoice number', async () => {
      const businessId = await insertBusiness(database);
      await insertInvoice(database, businessId, 100);
      await expect(insertInvoice(database, businessId, 100)).rejects.toThrow(/unique/i);
    });

    it('rolls back and re-applies the schema', async () => {
      const scratch = await freshDatabase(target.databaseUrl);
      try {
        await migrateToLatest(scratch.database);
        expect(await migrateDown(scratch.database)).toEqual([`Down ${NEWEST_MIGRATION}`]);
        expect(await migrateToLatest(scratch.database)).toEqual([`Up ${NEWEST_MIGRATION}`]);
      } finally {
        await scratch.drop();
      }
    });

    it('leads every index of a tenant table with business_id', async () => {
      const indexes = await firstIndexColumns(database);
      const tenantIndexes = indexes.filter(
        (index) => TENANT_TABLES.includes(index.table) && !CROSS_TENANT_INDEXES.includes(index.index),
      );
      expect(new Set(tenantIndexes.map((index) => index.table))).toEqual(new Set(TENANT_TABLES));
      expect(tenantIndexes.filter((index) => index.firstColumn !== 'business_id')).toEqual([]);
      for (const name of Object.keys(migrations)) expect(name).toMatch(/^\d{14}_[a-z_]+$/);
    });
  });
}

describe('SQLite settings', () => {
  it('uses WAL, full sync and enforced foreign keys', async () => {
    const { database, drop } = await freshDatabase(undefined);
    const read = async (pragma: string) =>
      (await sql.raw(`pragma ${pragma}`).execute(database.db)).rows[0] as Record<string, unknown>;
    expect(await read('journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await read('synchronous')).toEqual({ synchronous: 2 });
    expect(await read('foreign_keys')).toEqual({ foreign_keys: 1 });
    await drop();
  });
});

describe('SQLite prepared statements', () => {
  function connection() {
    const sqlite = new (createRequire(import.meta.url)('better-sqlite3'))(
      ':memory:',
    ) as BetterSqlite3.Database;
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return keepingStatementsPrepared(sqlite);
  }

  it('prepares a SQL text once and uses its statement again', () => {
    const db = connection();
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    expect(first.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    db.close();
  });

  it('gives a query whose statement is still being read a statement of its own', () => {
    const db = connection();
    const streamed = db.prepare('select n from t order by n');
    const read: number[] = [];
    for (const row of streamed.iterate([]) as Iterable<{ n: number }>) {
      // The same query again between the rows of the first, as a transaction may run it.
      const again = db.prepare('select n from t order by n');
      expect(again).not.toBe(streamed);
      read.push(row.n, (again.all([]) as { n: number }[]).length);
    }
    expect(read).toEqual([1, 3, 2, 3, 3, 3]);
    expect(db.prepare('select n from t order by n')).toBe(streamed);
    db.close();
  });

  it('keeps the 500 statements used last and prepares an older one anew', () => {
    const db = connection();
    const oldest = db.prepare('select 0');
    for (let text = 1; text <= 500; text++) db.prepare(`select ${text}`);
    expect(db.prepare('select 500')).toBe(db.prepare('select 500'));
    expect(db.prepare('select 0')).not.toBe(oldest);
    db.close();
  });
});

const postgres = testDatabaseTargets().find((target) => target.name === 'postgres');
describe.runIf(postgres)('PostgreSQL start-up race', () => {
  it('migrates once when several processes start at the same moment', async () => {
    const first = await freshDatabase(postgres?.databaseUrl);
    // Four independent pools against the same fresh schema, as four server processes would be.
    const current = await first.database.db
      .selectNoFrom(sql<string>`current_schema()`.as('schema'))
      .executeTakeFirstOrThrow();
    const connectionUrl = new URL(postgres?.databaseUrl ?? '');
    connectionUrl.searchParams.set('options', `-c search_path=${current.schema}`);
    const processes = Array.from({ length: 4 }, () =>
      createDatabase({ databaseUrl: connectionUrl.toString(), sqliteFile: '' }),
    );
    try {
      const outcomes = await Promise.all(processes.map((database) => migrateToLatest(database)));
      expect(outcomes.flat()).toEqual(EVERY_MIGRATION_UP);
    } finally {
      await Promise.all(processes.map((database) => database.destroy()));
      await first.drop();
    }
  });
});
