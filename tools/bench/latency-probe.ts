import { percentile } from './bench-app';

/**
 * GET `url` at a fixed rate for a while, never waiting for an answer before sending the next (so a
 * server that stalls for seconds is seen stalling by every request sent meanwhile, not by one), then
 * waits for every answer. Prints the latencies as JSON. Run in a process of its own by other benches.
 * Usage: node --import tsx tools/bench/latency-probe.ts <url> <requests per second> <seconds>
 */
const [url = '', perSecond = '20', seconds = '10'] = process.argv.slice(2);
const interval = 1000 / Number(perSecond);
const count = Math.round(Number(seconds) * Number(perSecond));

async function timeOne(): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : null;
  } catch {
    return null;
  }
}

const pending: Promise<number | null>[] = [];
const start = performance.now();
for (let index = 0; index < count; index += 1) {
  const due = start + index * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(timeOne());
}
const results = await Promise.all(pending);
const samples = results
  .filter((value): value is number => value !== null)
  .sort((left, right) => left - right);
console.log(
  JSON.stringify({
    sent: count,
    failed: results.length - samples.length,
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    max: samples.at(-1) ?? 0,
  }),
);
