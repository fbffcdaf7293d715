import { todayIn } from '@domain/dates';
import { elapsedMs, percentile, startBenchApp } from './bench-app';
import { FLATS, seedSociety } from './society-seed';

/**
 * A flat's ledger in a society of 1,000 flats billed monthly for three years (society-seed.ts):
 * a flat's statement over all three years (budget 20 ms), a payment on account with its allocation
 * over the flat's oldest dues (20 ms; each request a different flat that owes, so every one spreads
 * over bills), the flat's account in sums, and a receipt's PDF (the invoice PDF's budget). Through the
 * whole server in process, on SQLite or on PostgreSQL when DATABASE_URL is set.
 * Usage: node --import tsx tools/bench/flat-ledger.ts [requests]
 */
const REQUESTS = Number(process.argv[2] ?? 50);
const WARM_UP = 10;

const { app, headers, business } = await startBenchApp();
const db = app.database.db;
const today = todayIn(business.time_zone, new Date());
const { seedMs, bills, receipts } = await seedSociety({
  db,
  dialect: app.database.dialect,
  businessId: business.id,
  today,
});
const flats = await db.selectFrom('customers').select('id').where('business_id', '=', business.id).execute();
// Flats that owe something: a payment on account spreads over their bills.
const owing = await db
  .selectFrom('invoices')
  .select('customer_id')
  .distinct()
  .where('business_id', '=', business.id)
  .where('status', 'in', ['Unpaid', 'Partial'])
  .execute();

type Request = { method: 'GET' | 'POST'; url: string; payload?: object; expect: number };

async function measure(label: string, requestOf: (index: number) => Request) {
  const samples: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const request = requestOf(index);
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers,
      payload: request.payload,
    });
    const took = elapsedMs(started);
    if (response.statusCode !== request.expect) {
      throw new Error(`${request.url}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    if (index >= WARM_UP) samples.push(took);
  }
  samples.sort((left, right) => left - right);
  const cell = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `  ${label.padEnd(58)} ${String(REQUESTS).padStart(5)} ${cell(percentile(samples, 0.5))} ${cell(percentile(samples, 0.95))}`;
}

const flatAt = (index: number) => flats[(index * 37) % flats.length]?.id ?? '';
const from = `${Number(today.slice(0, 4)) - 4}-01-01`;
console.log(
  `Flat ledger on ${app.database.dialect}: ${FLATS} flats, ${bills} bills, ${receipts} receipts, seeded in ${seedMs.toFixed(0)} ms. ` +
    `Sequential requests after ${WARM_UP} warm-up ones:`,
);
console.log(`  ${'request'.padEnd(58)} ${'n'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
console.log(
  await measure('GET statement, 3 years (~36 bills, ~36 receipts)', (index) => ({
    method: 'GET',
    url: `/api/v2/clients/${flatAt(index)}/statement?from=${from}&to=${today}`,
    expect: 200,
  })),
);
console.log(
  await measure('GET ledger (the account in sums)', (index) => ({
    method: 'GET',
    url: `/api/v2/clients/${flatAt(index)}/ledger`,
    expect: 200,
  })),
);
console.log(
  await measure(`POST payment on account (${owing.length} flats owing)`, (index) => ({
    method: 'POST',
    url: `/api/v2/clients/${owing[index % owing.length]?.customer_id}/payments`,
    payload: { amountPaid: 3000, datePaid: today, paymentMethod: 'UPI', reference: `UTR ${index}` },
    expect: 201,
  })),
);
const receiptIds = await db
  .selectFrom('receipts')
  .select('id')
  .where('business_id', '=', business.id)
  .orderBy('receipt_number_value', 'desc')
  .limit(WARM_UP + REQUESTS)
  .execute();
console.log(
  await measure('GET receipt PDF', (index) => ({
    method: 'GET',
    url: `/api/v2/receipts/${receiptIds[index % receiptIds.length]?.id}/pdf`,
    expect: 200,
  })),
);
await app.close();
