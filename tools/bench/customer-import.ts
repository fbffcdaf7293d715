import { multipartPayload } from '../../server/test/multipart';
import { elapsedMs, startBenchApp } from './bench-app';

/**
 * Time to preview and to import a building of customers from CSV through the whole server (multipart
 * upload, parsing, checks, one transaction), then to import the same file again (nothing changes).
 * SQLite, or PostgreSQL when DATABASE_URL is set. Usage: node --import tsx tools/bench/customer-import.ts [rows]
 */
const ROWS = Number(process.argv[2] ?? 5000);

const { app, token } = await startBenchApp();

const lines = ['Name,GST Number,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.'];
for (let index = 0; index < ROWS; index += 1) {
  const block = String.fromCharCode(65 + (index % 8));
  const floor = Math.floor(index / 8 / 10) + 1;
  lines.push(
    `Resident ${index},,resident${index}@example.com,98${String(index).padStart(8, '0')},${900 + (index % 400)}.5,3.25,${block},${floor},${block}-${index}`,
  );
}
function csvBody(text: string) {
  return multipartPayload([{ bytes: Buffer.from(text), filename: 'building.csv', contentType: 'text/csv' }]);
}
const body = csvBody(lines.join('\r\n'));
// Every price changes: the import updates each of the flats it already knows.
const repriced = csvBody(lines.join('\r\n').replaceAll(',3.25,', ',3.5,'));

async function timed(dryRun: boolean, upload = body): Promise<{ ms: number; counts: unknown }> {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v2/clients/import?dryRun=${dryRun}`,
    headers: { authorization: `Bearer ${token}`, ...upload.headers },
    payload: upload.payload,
  });
  const ms = elapsedMs(started);
  if (response.statusCode !== 200)
    throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  return { ms, counts: response.json().counts };
}

const preview = await timed(true);
const first = await timed(false);
const again = await timed(false);
const update = await timed(false, repriced);
console.log(
  `Customer import on ${app.database.dialect}, ${ROWS} rows (${(body.payload.length / 1024).toFixed(0)} KB CSV): ` +
    `preview ${preview.ms.toFixed(0)} ms, import ${first.ms.toFixed(0)} ms ${JSON.stringify(first.counts)}, ` +
    `same file again ${again.ms.toFixed(0)} ms ${JSON.stringify(again.counts)}, ` +
    `every price changed ${update.ms.toFixed(0)} ms ${JSON.stringify(update.counts)}`,
);
await app.close();
