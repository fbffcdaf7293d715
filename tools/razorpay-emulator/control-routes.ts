import { razorpayError, readJsonObject } from './http-helpers';
import type { Route } from './route';

function text(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function required(body: Record<string, unknown>, name: string): string {
  const value = text(body, name);
  if (!value) throw razorpayError(400, `The ${name} field is required.`, { field: name });
  return value;
}

/**
 * The in-process test helpers over HTTP, for browser journeys that run the emulator as its own
 * process: register an account (and its webhook), queue a fault, send a webhook.
 */
export const controlRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/emulator\/accounts$/,
    async handle({ request, emulator }) {
      const body = await readJsonObject(request);
      const account = emulator.store.addAccount({
        keyId: required(body, 'keyId'),
        keySecret: required(body, 'keySecret'),
        webhookSecret: text(body, 'webhookSecret'),
        webhookUrl: text(body, 'webhookUrl'),
      });
      return { status: 201, body: { keyId: account.keyId, accountId: account.id } };
    },
  },
  {
    method: 'POST',
    path: /^\/emulator\/faults$/,
    async handle({ request, emulator }) {
      const body = await readJsonObject(request);
      const path = required(body, 'path');
      if (body.hang === true) emulator.faults.hangNext(path);
      else emulator.faults.failNext(path, typeof body.status === 'number' ? body.status : 500);
      return { status: 201, body: { path } };
    },
  },
  {
    method: 'POST',
    path: /^\/emulator\/webhooks$/,
    async handle({ request, emulator }) {
      const body = await readJsonObject(request);
      const webhook = {
        paymentId: required(body, 'paymentId'),
        url: text(body, 'url'),
        eventId: text(body, 'eventId'),
        event: text(body, 'event'),
        signature: text(body, 'signature'),
      };
      try {
        return { status: 200, body: await emulator.sendWebhook(webhook) };
      } catch (error) {
        // An unknown payment, no webhook URL or an unreachable receiver: the caller's mistake to fix.
        throw razorpayError(400, error instanceof Error ? error.message : String(error));
      }
    },
  },
];
