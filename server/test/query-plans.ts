import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { seedInvoices } from '../../tools/bench/invoice-seed';
import type { AppInstance } from '../app-context';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { inSlices } from '../db/slices';
import { buildBusiness } from './factories';

/*
 * What the database plans for the statements a request runs, read without statistics (a freshly
 * loaded database), and what in those plans reads a table without an index narrowing it.
 */

/**
 * Another society's bulk load, left without statistics: 3,000 invoices with their lines and payments
 * over 500 flats (the benchmarks' seed), a receipt of each of 1,000 payments, an opening balance on every
 * flat and 600 reported payments. The planner sizes each table by what it holds, and with no statistics
 * takes any one business to hold 0.5 % of it: as after a real bulk load, a join may then look cheapest as
 * every row of one table read again for each row of the other, while a read by a key wins over a read
 * by `business_id` alone (with a handful of rows, the two would tie and either be taken).
 */
export async function loadAnotherSociety(app: AppInstance): Promise<void> {
  const db = app.database.db;
  const { business } = await buildBusiness(db);
  await seedInvoices(app, business, {
    invoices: 3_000,
    customers: 500,
    months: 24,
    now: new Date(),
    analyze: false,
  });
  const flats = await db
    .selectFrom('customers')
    .select('id')
    .where('business_id', '=', business.id)
    .execute();
  const payments = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select(['payments.id', 'payments.amount_paise', 'payments.date_paid', 'invoices.customer_id'])
    .where('payments.business_id', '=', business.id)
    .limit(1_000)
    .execute();
  const now = new Date().toISOString();
  // Each payment's receipt takes the payment's id, so one statement a slice links them.
  const receipts = payments.map((payment, index) => ({
    id: payment.id,
    business_id: business.id,
    customer_id: payment.customer_id,
    receipt_number_value: index + 1,
    amount_paise: Number(payment.amount_paise),
    date_paid: payment.date_paid,
    payment_method: 'UPI',
    created_at: now,
  }));
  await inSlices(receipts, async (slice) => {
    await db.insertInto('receipts').values(slice).execute();
    await db
      .updateTable('payments')
      .set({ receipt_id: sql.ref('id') })
      .where('business_id', '=', business.id)
      .where(
        'id',
        'in',
        slice.map((receipt) => receipt.id),
      )
      .execute();
  });
  await inSlices(
    flats.map((flat, index) => ({
      business_id: business.id,
      customer_id: flat.id,
      opening_paise: (index % 2 === 0 ? 1 : -1) * 50_000,
      opening_as_of: '2026-04-01',
      updated_at: now,
    })),
    (slice) => db.insertInto('ledger_accounts').values(slice).execute(),
  );
  await inSlices(
    Array.from({ length: 600 }, (_, index) => ({
      id: randomUUID(),
      business_id: business.id,
      customer_id: flats[index % flats.length]?.id ?? '',
      amount_paise: 150_000,
      paid_on: '2026-04-01',
      payment_method: 'Bank Transfer',
      proof_type: null,
      proof_bytes: null,
      receipt_id: null,
      decided_by_user_id: null,
      decided_at: null,
      created_at: now,
    })),
    (slice) => db.insertInto('payment_intimations').values(slice).execute(),
  );
}

/** Statements worth planning: reads, and the writes that find their rows first. */
const PLANNED = /^\s*(select|with|update|delete)\b/i;

/**
 * Every statement the services run while `work` runs: the service context's database is swapped for
 * one that notes each query as it is compiled, so a request is recorded whole, the way its route and
 * service build it. Requests must run one at a time.
 */
export async function statementsRunBy(app: AppInstance, work: () => Promise<void>): Promise<CompiledQuery[]> {
  const base = app.serviceContext.db;
  const nodes: {
    node: RootOperationNode;
    queryId: Parameters<KyselyPlugin['transformQuery']>[0]['queryId'];
  }[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  app.serviceContext.db = base.withPlugin(recorder);
  try {
    await work();
  } finally {
    app.serviceContext.db = base;
  }
  const executor = base.getExecutor();
  return nodes
    .map(({ node, queryId }) => executor.compileQuery(node, queryId))
    .filter((query) => PLANNED.test(query.sql));
}

/** A plan as a tree: each step's text, and the steps it runs (PostgreSQL's JSON nodes, SQLite's rows). */
type PostgresNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PostgresNode[];
};
type SqliteStep = { id: number; parent: number; detail: string };

export type Plan = { dialect: DialectName; text: string; postgres?: PostgresNode; sqlite?: SqliteStep[] };

/**
 * The plan of `query` with its own parameters (EXPLAIN plans it; nothing runs). `sorting: false` asks
 * PostgreSQL for a plan without a sort wherever one exists: whether an index serves the order.
 */
export async function planOf(
  db: Kysely<DB>,
  dialect: DialectName,
  query: CompiledQuery,
  { sorting = true }: { sorting?: boolean } = {},
): Promise<Plan> {
  if (dialect === 'postgres') {
    const root = await db.transaction().execute(async (trx) => {
      if (!sorting) await sql`select set_config('enable_sort', 'off', true)`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PostgresNode }] }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      return rows[0]?.['QUERY PLAN'][0].Plan;
    });
    if (!root) throw new Error(`no plan for ${query.sql}`);
    return { dialect, text: JSON.stringify(root, null, 1), postgres: root };
  }
  const { rows } = await db.executeQuery<SqliteStep>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return {
    dialect,
    text: rows.map((row) => `${row.parent}/${row.id} ${row.detail}`).join('\n'),
    sqlite: rows,
  };
}

/**
 * What in a plan reads rows without an index narrowing them, one line each (none: []):
 * - a table read whole: PostgreSQL's Seq Scan, or an index walked with no condition; SQLite's SCAN of a
 *   table (every business's rows, through an index or not);
 * - a growing table read again for each row of another (the inner side of a nested loop, a correlated
 *   subquery) by `business_id` alone, without one value of another column (the outer row's key, or a
 *   constant): the business's whole table once per outer row, every invoice × payment.
 */
export function unindexedReads(plan: Plan): string[] {
  return plan.postgres ? postgresFindings(plan.postgres) : sqliteFindings(plan.sqlite ?? []);
}

const SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/**
 * The tables that grow with a business's flats, bills and days. Read again for every row of another,
 * they multiply; a business's settings (one row) or bill heads (a few) do not.
 */
const GROWING_TABLES = new Set([
  'audit_entries',
  'billing_run_amounts',
  'billing_run_flats',
  'billing_runs',
  'credit_note_lines',
  'credit_notes',
  'customers',
  'flat_payment_orders',
  'flat_transfers',
  'interest_charges',
  'invoice_items',
  'invoices',
  'ledger_accounts',
  'member_links',
  'outbox',
  'payment_intimations',
  'payment_orders',
  'payments',
  'receipts',
]);

/** Text of a condition without its string constants, so a quoted 'a.b' is not taken for a column. */
function withoutConstants(condition: string): string {
  return condition.replace(/'(?:[^']|'')*'/g, "''");
}

/**
 * Whether a PostgreSQL index condition narrows a repeated scan to a few rows: it asks for one value
 * of a column other than `business_id`, the outer row's (`id = payments.invoice_id`) or a constant
 * (`customer_id = '…'`). `business_id` alone, even the outer row's, and ranges read the business's rows.
 */
function narrowsPerRow(condition: string): boolean {
  const equalities = [...withoutConstants(condition).matchAll(/\(([a-z_][a-z0-9_]*) = /g)];
  return equalities.some(([, column]) => column !== 'business_id');
}

/** A scan's index condition; a bitmap scan's is its bitmap index scans', under any AND or OR of them. */
function indexConditionOf(node: PostgresNode): string | undefined {
  if (node['Index Cond']) return node['Index Cond'];
  if (node['Node Type'] === 'Bitmap Heap Scan' && node['Recheck Cond']) return node['Recheck Cond'];
  if (!/^Bitmap/.test(node['Node Type'])) return undefined;
  const conditions = (node.Plans ?? []).flatMap((child) => {
    const condition = indexConditionOf(child);
    return condition ? [condition] : [];
  });
  return conditions.length > 0 ? conditions.join(' AND ') : undefined;
}

function postgresFindings(root: PostgresNode): string[] {
  const findings: string[] = [];
  const visit = (node: PostgresNode, repeated: string | null) => {
    const relation = node['Relation Name'];
    const type = node['Node Type'];
    if (relation && type === 'Seq Scan') findings.push(`${relation}: Seq Scan`);
    if (relation && SCANS.has(type)) {
      const condition = indexConditionOf(node);
      const how = node['Index Name'] ? `${type} using ${node['Index Name']}` : type;
      if (!condition) findings.push(`${relation}: ${how} without a condition`);
      else if (repeated && GROWING_TABLES.has(relation) && !narrowsPerRow(condition)) {
        findings.push(`${relation}: ${how} (${condition}) again for each row of ${repeated}`);
      }
    }
    const children = node.Plans ?? [];
    children.forEach((child, index) => {
      const relationship = child['Parent Relationship'];
      const inner =
        (type === 'Nested Loop' && index === 1) || relationship === 'SubPlan'
          ? (outerRelationsOf(type === 'Nested Loop' ? children[0] : node) ?? 'the outer query')
          : repeated;
      visit(child, inner);
    });
  };
  visit(root, null);
  return findings;
}

function outerRelationsOf(node: PostgresNode | undefined): string | null {
  if (!node) return null;
  const names = new Set<string>();
  const collect = (step: PostgresNode) => {
    if (step['Relation Name']) names.add(step['Relation Name']);
    for (const child of step.Plans ?? []) if (child['Parent Relationship'] !== 'SubPlan') collect(child);
  };
  collect(node);
  return names.size > 0 ? [...names].join(', ') : null;
}

/** SQLite: `SCAN t`, `SCAN t USING [COVERING] INDEX i`, `SEARCH t USING … INDEX i (a=? AND b>?)`. */
const SQLITE_LOOP = new RegExp(
  '^(SCAN|SEARCH) (\\S+)(?: AS \\S+)?' +
    '(?: USING (?:COVERING )?INDEX \\S+| USING (?:INTEGER )?PRIMARY KEY| VIRTUAL TABLE.*)?(?: \\((.*)\\))?',
);

function sqliteFindings(steps: SqliteStep[]): string[] {
  const findings: string[] = [];
  // A subquery read as a table (a co-routine or one materialized) is scanned by its name: no table's.
  const derived = new Set(
    steps.flatMap((step) => {
      const named = /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(step.detail);
      return named?.[1] ? [named[1]] : [];
    }),
  );
  const childrenOf = (parent: number) => steps.filter((step) => step.parent === parent);
  const visit = (parent: number, repeated: string | null) => {
    let outer: string | null = null;
    for (const step of childrenOf(parent)) {
      const loop = SQLITE_LOOP.exec(step.detail);
      if (loop) {
        const [, kind, table = '', constraint] = loop;
        const isTable = !derived.has(table) && !table.startsWith('(') && table !== 'CONSTANT';
        const inner = outer ?? repeated;
        if (isTable && kind === 'SCAN') findings.push(`${table}: ${step.detail}`);
        if (isTable && kind === 'SEARCH' && inner && GROWING_TABLES.has(table) && constraint) {
          // SQLite does not say whether a `?` is the outer row's column or a constant: either narrows.
          const equalities = constraint.split(' AND ').flatMap((term) => /^(\w+)=\?$/.exec(term)?.[1] ?? []);
          if (equalities.every((column) => column === 'business_id')) {
            findings.push(`${table}: ${step.detail} again for each row of ${inner}`);
          }
        }
        outer = outer ?? table;
        visit(step.id, inner);
        continue;
      }
      const correlated = step.detail.startsWith('CORRELATED');
      visit(step.id, correlated ? (outer ?? repeated ?? 'the outer query') : repeated);
    }
  };
  visit(0, null);
  return findings;
}

/** The names of the indexes a plan reads. */
export function indexesIn(plan: Plan): string[] {
  const names = new Set<string>();
  if (plan.postgres) {
    const collect = (node: PostgresNode) => {
      if (node['Index Name']) names.add(node['Index Name']);
      for (const child of node.Plans ?? []) collect(child);
    };
    collect(plan.postgres);
  }
  for (const step of plan.sqlite ?? []) {
    const index = / USING (?:COVERING )?INDEX (\S+)/.exec(step.detail)?.[1];
    if (index) names.add(index);
  }
  return [...names];
}

/** Whether the plan sorts rows it read (a temporary B-tree in SQLite) rather than reading them in order. */
export function sortsRows(plan: Plan): boolean {
  if (plan.sqlite)
    return plan.sqlite.some((step) =>
      /^USE TEMP B-TREE FOR (?:LAST \d+ TERMS OF )?ORDER BY/.test(step.detail),
    );
  const sorts = (node: PostgresNode): boolean =>
    node['Node Type'] === 'Sort' || (node.Plans ?? []).some(sorts);
  return plan.postgres ? sorts(plan.postgres) : false;
}

/**
 * An index as `table(column, …)`, the same on both databases whatever each names it; an expression
 * is written `(expression)`.
 */
export async function describeIndex(db: Kysely<DB>, dialect: DialectName, name: string): Promise<string> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ table: string; columns: string[] }>`
      select tables.relname as "table",
        array_agg(
          case when keys.attnum = 0 then '(expression)'
          else pg_get_indexdef(indexes.oid, keys.position::int, true) end
          order by keys.position
        ) as columns
      from pg_class indexes
      join pg_index index_ on index_.indexrelid = indexes.oid
      join pg_class tables on tables.oid = index_.indrelid
      cross join lateral unnest(index_.indkey) with ordinality as keys(attnum, position)
      where indexes.relname = ${name} and indexes.relnamespace = current_schema()::regnamespace
      group by tables.relname`.execute(db);
    const [index] = rows;
    return index ? `${index.table}(${index.columns.join(', ')})` : name;
  }
  const { rows } = await sql<{ table: string; column: string | null }>`
    select master.tbl_name as "table", info.name as "column"
    from sqlite_master master, pragma_index_xinfo(master.name) info
    where master.type = 'index' and master.name = ${name} and info.key = 1
    order by info.seqno`.execute(db);
  const columns = rows.map((row) => row.column ?? '(expression)');
  return rows.length > 0 ? `${rows[0]?.table}(${columns.join(', ')})` : name;
}
