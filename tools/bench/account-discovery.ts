import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { percentile, startBenchApp } from './bench-app';

/**
 * Can a stranger tell from timing alone whether an e-mail has an account? The server listens on a
 * port; a client in another process (as an attacker would be) sends forgot-password for known and
 * unknown e-mails, and sign-ins with a wrong password and with an unknown e-mail, in a shuffled order,
 * each for its own account and from its own forwarded address (so no rate limit answers), with a pause
 * between requests so nothing left running from one slows the next. It reports both distributions and
 * the best an attacker does with one request: the share of guesses right with the threshold that best
 * separates the samples, beside what that threshold reaches on labels shuffled at random.
 * Usage: node --import tsx tools/bench/account-discovery.ts [requests per kind]
 */
const PASSWORD = 'correct horse battery';
type Probe = { isKnown: boolean; path: string; body: Record<string, string>; expectedStatus: number };
type Samples = { known: number[]; unknown: number[] };

function shuffled<Item>(items: Item[]): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
}

/** One request over a fresh connection: milliseconds from sending to the answer's last byte. */
function timedPost(base: string, probe: Probe, forwardedFor: string): Promise<number> {
  const body = JSON.stringify(probe.body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const outgoing = httpRequest(
      `${base}${probe.path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const took = Number(process.hrtime.bigint() - started) / 1e6;
          if (response.statusCode !== probe.expectedStatus) {
            reject(new Error(`${probe.path} answered ${response.statusCode}`));
          } else resolve(took);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The client process: reads the probes, sends them, prints the samples as JSON. */
async function runClient(base: string, probes: Probe[]): Promise<void> {
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.${Math.floor(addresses / 250) + 60}.${addresses % 250}.9`;
  };
  const samples: Samples = { known: [], unknown: [] };
  // Warm-up: connections, query plans and the like; these are not counted.
  for (const probe of probes.slice(0, 4)) await timedPost(base, probe, nextAddress());
  for (const probe of shuffled(probes.slice(4))) {
    const took = await timedPost(base, probe, nextAddress());
    (probe.isKnown ? samples.known : samples.unknown).push(took);
    await sleep(20);
  }
  process.stdout.write(JSON.stringify(samples));
}

/** The share right when every time above (or below) one threshold is called "known". */
function bestGuessAccuracy(known: number[], unknown: number[]): number {
  const all = [
    ...known.map((time) => ({ time, isKnown: true })),
    ...unknown.map((time) => ({ time, isKnown: false })),
  ].sort((first, second) => first.time - second.time);
  let best = 0.5;
  let knownBelow = 0;
  let unknownBelow = 0;
  for (const sample of all) {
    if (sample.isKnown) knownBelow += 1;
    else unknownBelow += 1;
    const slowIsKnown = (unknownBelow + (known.length - knownBelow)) / all.length;
    const fastIsKnown = (knownBelow + (unknown.length - unknownBelow)) / all.length;
    best = Math.max(best, slowIsKnown, fastIsKnown);
  }
  return best;
}

/** What the best guess reaches by chance alone (95th percentile over labels shuffled 1000 times). */
function chanceAccuracy(known: number[], unknown: number[]): number {
  const all = [...known, ...unknown];
  const results: number[] = [];
  for (let round = 0; round < 1000; round += 1) {
    const mixed = shuffled(all);
    results.push(bestGuessAccuracy(mixed.slice(0, known.length), mixed.slice(known.length)));
  }
  return percentile(
    results.sort((first, second) => first - second),
    0.95,
  );
}

function report(label: string, dialect: string, samples: Samples): void {
  const describe = (values: number[]) => {
    const sorted = [...values].sort((first, second) => first - second);
    const at = (share: number) => percentile(sorted, share).toFixed(2);
    return `p10 ${at(0.1)} / p50 ${at(0.5)} / p90 ${at(0.9)} ms`;
  };
  const accuracy = bestGuessAccuracy(samples.known, samples.unknown);
  const chance = chanceAccuracy(samples.known, samples.unknown);
  console.log(`${label} on ${dialect}, ${samples.known.length} + ${samples.unknown.length} requests`);
  console.log(`  known:   ${describe(samples.known)}`);
  console.log(`  unknown: ${describe(samples.unknown)}`);
  console.log(
    `  best one-request guess: ${(accuracy * 100).toFixed(0)} % right (up to ${(chance * 100).toFixed(0)} % by chance alone)`,
  );
}

function runClientProcess(base: string, probes: Probe[]): Promise<Samples> {
  const script = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--client', base], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Samples) : reject(new Error(`client exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(probes));
  });
}

async function runServer(perKind: number): Promise<void> {
  process.env.TRUST_PROXY = '127.0.0.1';
  const { app } = await startBenchApp();
  const known = Array.from({ length: (perKind + 2) * 2 }, () => `bench-${randomUUID()}@example.test`);
  for (const [index, email] of known.entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/users/signup',
      payload: {
        firstName: 'Bench',
        lastName: 'Owner',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      remoteAddress: `10.${Math.floor(index / 250) + 40}.${index % 250}.1`,
    });
    if (response.statusCode !== 201) throw new Error(`signup answered ${response.statusCode}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const unknown = () => `nobody-${randomUUID()}@example.test`;
  const pairs = (make: (index: number) => [Probe, Probe]) =>
    Array.from({ length: perKind + 2 }, (_, index) => make(index)).flat();

  const forgot = pairs((index) => [
    {
      isKnown: true,
      path: '/api/v2/users/forgot',
      body: { email: known[index] as string },
      expectedStatus: 200,
    },
    { isKnown: false, path: '/api/v2/users/forgot', body: { email: unknown() }, expectedStatus: 200 },
  ]);
  report(
    'POST /api/v2/users/forgot (known vs unknown e-mail)',
    app.database.dialect,
    await runClientProcess(base, forgot),
  );

  const wrong = { password: 'wrong password' };
  const signin = pairs((index) => [
    {
      isKnown: true,
      path: '/api/v2/users/signin',
      body: { email: known[perKind + 2 + index] as string, ...wrong },
      expectedStatus: 400,
    },
    {
      isKnown: false,
      path: '/api/v2/users/signin',
      body: { email: unknown(), ...wrong },
      expectedStatus: 400,
    },
  ]);
  report(
    'POST /api/v2/users/signin (wrong password vs unknown e-mail)',
    app.database.dialect,
    await runClientProcess(base, signin),
  );
  await app.close();
}

if (process.argv[2] === '--client') {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  await runClient(process.argv[3] as string, JSON.parse(input) as Probe[]);
} else {
  await runServer(Number(process.argv[2] ?? 40));
}
