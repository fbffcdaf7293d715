import { startWhatsAppEmulator } from './emulator';

/**
 * `node --import tsx tools/whatsapp-emulator/main.ts` (part of `npm run dev`). Dev mode: any phone
 * number id works with whatever token it is first used with, and any template name is approved, so
 * the values typed into the profile page just work; another token later is refused (190).
 */
const port = Number(process.env.WHATSAPP_EMULATOR_PORT ?? 3220);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('WHATSAPP_EMULATOR_PORT must be a whole number between 0 and 65535');
  process.exit(1);
}
const host = process.env.WHATSAPP_EMULATOR_HOST ?? '127.0.0.1';

const emulator = await startWhatsAppEmulator({
  port,
  host,
  acceptAnyAccount: true,
  log: (line) => console.log(`[whatsapp-emulator] ${line}`),
});

console.log(`WhatsApp Cloud API emulator on ${emulator.url}`);
console.log(`  WHATSAPP_API_URL=${emulator.url}`);
console.log(`  delivered messages: GET ${new URL(emulator.url).origin}/emulator/messages`);

async function stop(): Promise<void> {
  await emulator.close();
  process.exit(0);
}

process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
