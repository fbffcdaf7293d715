import { randomUUID } from 'node:crypto';
import { readSessionToken, signSessionToken } from '../../server/security/tokens';

// The signature check every signed-in request makes, alone: microseconds per session token verified.
// Usage: node --import tsx tools/bench/token-check.ts [checks]

const CHECKS = Number(process.argv[2] ?? 20_000);
const secret = randomUUID().repeat(2);
const token = await signSessionToken(secret, {
  userId: randomUUID(),
  tokenVersion: 0,
  sessionId: randomUUID(),
});
for (let check = 0; check < 2_000; check++) await readSessionToken(secret, token);
const began = performance.now();
for (let check = 0; check < CHECKS; check++) await readSessionToken(secret, token);
console.log(
  `${(((performance.now() - began) / CHECKS) * 1000).toFixed(1)} µs per session token checked (${CHECKS} checks)`,
);
