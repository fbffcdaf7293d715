import type { IncomingMessage } from 'node:http';
import type { FaultQueue } from './faults';
import type { Reply } from './http-helpers';
import type { EmulatorStore } from './store';
import type { WebhookDelivery, WebhookRequest } from './webhook-sender';

/** What every route may use: the state, the fault queue and the webhook sender. */
export type EmulatorContext = {
  store: EmulatorStore;
  faults: FaultQueue;
  sendWebhook: (request: WebhookRequest) => Promise<WebhookDelivery>;
  log: (line: string) => void;
};

export type RouteContext = {
  request: IncomingMessage;
  url: URL;
  /** The capture groups of the route's path pattern (ids). */
  params: string[];
  emulator: EmulatorContext;
};

export type Route = {
  method: 'GET' | 'POST';
  path: RegExp;
  handle: (context: RouteContext) => Reply | Promise<Reply>;
};

/** Notes as Razorpay answers them: an empty set comes back as `[]` (the API's PHP heritage). */
export function notesOrEmptyList(notes: Record<string, string>): Record<string, string> | [] {
  return Object.keys(notes).length === 0 ? [] : notes;
}
