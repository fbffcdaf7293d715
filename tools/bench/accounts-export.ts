import { sql } from 'kysely';
import { elapsedMs, startBenchApp } from './bench-app';
import { highWaterMark, startServerProcess } from './server-process';
import { seedSociety } from './society-seed';

/**
 * Reports → Accounts at the size of a big society's year: 3,000 flats billed monthly through the
 * financial year 2026-27 (36,000 bills: maintenance at 18 %, CGST and SGST, and the exempt sinking
 * fund) and their receipts, on SQLite or on PostgreSQL when DATABASE_URL is set. Each export (the
 * year's GSTR-1 JSON as twelve returns in a ZIP, its workbook, the Tally XML) and, for comparison, the
 * paysheet of the same receipts, asked over HTTP of a server process of its own started for it: its
 * time, its size and that process's peak memory (VmHWM) after start-up and after the export.
 * Usage: node --import tsx tools/bench/accounts-export.ts
 */
const FLATS = 3_000;
const MONTHS = 12;
const YEAR = '2026-27';
const GSTIN = '27AAPFU0939F1ZV';

const { app, headers, business } = await startBenchApp();
const db = app.database.db;
const { bills, receipts, seedMs } = await seedSociety({
  db,
  dialect: app.database.dialect,
  businessId: business.id,
  // The twelve bills of each flat fall on the first of April 2026 … March 2027.
  today: '2027-03-31',
  size: { flats: FLATS, months: MONTHS },
});

// A registered society: maintenance taxed at 18 % (9 % + 9 %, exact on these amounts), the sinking
// fund exempt, as bills issued today store them.
await db.updateTable('businesses').set({ gstin: GSTIN }).where('id', '=', business.id).execute();
await db
  .updateTable('invoice_items')
  .set((eb) => ({
    hsn: '995419',
    gst_rate_basis_points: 1800,
    taxable_value_paise: eb.ref('amount_paise'),
    cgst_paise: sql<number>`amount_paise * 9 / 100`,
    sgst_paise: sql<number>`amount_paise * 9 / 100`,
    igst_paise: 0,
  }))
  .where('business_id', '=', business.id)
  .where('position', '=', 0)
  .execute();
await db
  .updateTable('invoice_items')
  .set({
    hsn: '995419',
    gst_rate_basis_points: 0,
    taxable_value_paise: 0,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: 0,
    gst_treatment: 'exempt',
    tax_exemption: 'exempt',
  })
  .where('business_id', '=', business.id)
  .where('position', '=', 1)
  .execute();
await db
  .updateTable('invoices')
  .set((eb) => ({
    gst_rate_basis_points: 1800,
    place_of_supply: '27',
    tax_document: 'Tax Invoice',
    gst_paise: eb
      .selectFrom('invoice_items')
      .select(sql<number>`sum(cgst_paise + sgst_paise)`.as('gst'))
      .whereRef('invoice_items.invoice_id', '=', 'invoices.id'),
  }))
  .where('business_id', '=', business.id)
  .execute();
await db
  .updateTable('invoices')
  .set((eb) => ({ total_paise: eb('sub_total_paise', '+', eb.ref('gst_paise')) }))
  .where('business_id', '=', business.id)
  .execute();
if (app.database.dialect === 'postgres') {
  await sql`analyze invoices`.execute(db);
  await sql`analyze invoice_items`.execute(db);
}
const { dataDir } = app.config;
await app.close();

console.log(
  `Accounts exports on ${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}: ${FLATS} flats, ${bills} bills, ` +
    `${receipts} receipts, seeded in ${seedMs.toFixed(0)} ms`,
);
// Each export of the year, and first the same export of one month: what loading its code and a first
// request costs is then behind the figures, which are the year's own.
const exports = [
  ['GSTR-1 JSON (ZIP of 12)', '/api/v2/reports/accounts/gstr1.json?period='],
  ['GSTR-1 workbook', '/api/v2/reports/accounts/gstr1.xlsx?period='],
  ['Tally XML', '/api/v2/reports/accounts/tally.xml?period='],
] as const;
const mebibytes = (kibibytes: number) => `${(kibibytes / 1024).toFixed(0)} MiB`;
let port = 3191;
async function measure(name: string, warmUp: string, year: string) {
  const server = await startServerProcess(port++, { DATA_DIR: dataDir });
  try {
    const started = highWaterMark(server.child.pid);
    const first = await fetch(`${server.base}${warmUp}`, { headers });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${warmUp} answered ${first.status}`);
    const warm = highWaterMark(server.child.pid);
    const began = process.hrtime.bigint();
    const response = await fetch(`${server.base}${year}`, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    const took = elapsedMs(began);
    if (response.status !== 200) throw new Error(`${year} answered ${response.status}`);
    console.log(
      `  ${name.padEnd(26)} ${`${took.toFixed(0)} ms`.padStart(9)} ${`${(bytes / 1_048_576).toFixed(1)} MiB`.padStart(10)}   ` +
        `peak RSS ${mebibytes(started)} after start-up, ${mebibytes(warm)} after a month's, ` +
        `${mebibytes(highWaterMark(server.child.pid))} after the year's`,
    );
  } finally {
    server.stop();
  }
}
for (const [name, path] of exports) await measure(name, `${path}2026-04`, `${path}${YEAR}`);
await measure(
  'paysheet (for comparison)',
  '/api/v2/payments?from=2026-04-01&to=2026-04-30',
  '/api/v2/payments?from=2026-04-01&to=2027-03-31',
);
