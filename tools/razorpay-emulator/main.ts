import { startRazorpayEmulator } from './emulator';

/**
 * `node --import tsx tools/razorpay-emulator/main.ts` (part of `npm run dev`). Dev mode: any
 * `rzp_test_…` key id works with whatever secret it is first used with, so the keys typed into the
 * profile page just work; a different secret later is refused, like a wrong secret at Razorpay.
 */
const port = Number(process.env.RAZORPAY_EMULATOR_PORT ?? 3210);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('RAZORPAY_EMULATOR_PORT must be a whole number between 0 and 65535');
  process.exit(1);
}
const host = process.env.RAZORPAY_EMULATOR_HOST ?? '127.0.0.1';
const allowedOrigins = process.env.RAZORPAY_EMULATOR_ALLOWED_ORIGINS?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const emulator = await startRazorpayEmulator({
  port,
  host,
  acceptAnyTestKey: true,
  allowedOrigins: allowedOrigins?.length ? allowedOrigins : undefined,
  log: (line) => console.log(`[razorpay-emulator] ${line}`),
});

console.log(`Razorpay emulator on ${emulator.url}`);
console.log(`  RAZORPAY_API_URL=${emulator.url} RAZORPAY_CHECKOUT_URL=${emulator.checkoutUrl}`);
console.log('  test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined');

async function stop(): Promise<void> {
  await emulator.close();
  process.exit(0);
}

process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
