import { GRAPH_CODES, graphError } from './graph-error';
import { readJsonObject } from './http-helpers';
import type { Route } from './route';

function required(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') {
    throw graphError(400, GRAPH_CODES.invalidParameter, `The ${name} field is required.`);
  }
  return value;
}

/**
 * The in-process test helpers over HTTP, for browser journeys that run the emulator as its own
 * process: register an account, mark a recipient, queue a fault, list what was delivered.
 */
export const controlRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/emulator\/accounts$/,
    async handle({ request, store }) {
      const body = await readJsonObject(request);
      const templates = Array.isArray(body.templates)
        ? body.templates.filter((name): name is string => typeof name === 'string')
        : undefined;
      const account = store.addAccount({
        phoneNumberId: required(body, 'phoneNumberId'),
        token: required(body, 'token'),
        templates,
      });
      return { status: 201, body: { phoneNumberId: account.phoneNumberId } };
    },
  },
  {
    method: 'POST',
    path: /^\/emulator\/recipients$/,
    async handle({ request, store }) {
      const body = await readJsonObject(request);
      const number = required(body, 'number');
      if (typeof body.isOutsideWindow === 'boolean') store.setOutsideWindow(number, body.isOutsideWindow);
      if (typeof body.isUndeliverable === 'boolean') store.setUndeliverable(number, body.isUndeliverable);
      return { status: 201, body: { number } };
    },
  },
  {
    method: 'POST',
    path: /^\/emulator\/faults$/,
    async handle({ request, faults }) {
      const body = await readJsonObject(request);
      const path = required(body, 'path');
      if (body.hang === true) faults.hangNext(path);
      else {
        const status = typeof body.status === 'number' ? body.status : 500;
        faults.failNext(path, status, typeof body.code === 'number' ? body.code : undefined);
      }
      return { status: 201, body: { path } };
    },
  },
  {
    method: 'GET',
    path: /^\/emulator\/messages$/,
    handle({ store }) {
      // JSON has no bytes: a document's file is summarised by its size.
      const messages = store.messages().map(({ document, ...message }) => {
        if (!document) return message;
        const { bytes, ...rest } = document;
        return { ...message, document: { ...rest, byteLength: bytes?.length } };
      });
      return { status: 200, body: { messages, duplicateRequests: store.duplicateRequests() } };
    },
  },
];
