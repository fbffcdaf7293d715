import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from './api-routes';
import { controlRoutes } from './control-routes';
import { whatsAppFaults } from './faults';
import { faultError, GRAPH_CODES, GraphHttpError, graphError } from './graph-error';
import { writeReply } from './http-helpers';
import type { Route, RouteContext } from './route';
import { type Account, type DeliveredMessage, EmulatorStore } from './store';

/** The Graph API version our default WHATSAPP_API_URL names; the emulator accepts any `/vX.Y`. */
export const GRAPH_VERSION = 'v21.0';

export type WhatsAppEmulatorOptions = {
  /** 0 (the default) picks a free port, so parallel tests never collide. */
  port?: number;
  host?: string;
  /** Dev mode: an unknown phone number id is registered with the first token used, any template approved. */
  acceptAnyAccount?: boolean;
  log?: (line: string) => void;
};

export type WhatsAppEmulator = {
  /** Base URL with the version, e.g. http://127.0.0.1:41234/v21.0: WHATSAPP_API_URL. */
  url: string;
  addAccount: (account: Account) => Account;
  /** The next request whose path ends with `target` (`/messages`, `POST /media`) answers this error. */
  failNext: (target: string, status: number, code?: number) => void;
  /** The next request whose path ends with `target` is never answered (until close). */
  hangNext: (target: string) => void;
  /** More than 24 h since this customer last replied: documents and text are refused (131047), templates pass. */
  setOutsideWindow: (number: string, isOutside?: boolean) => void;
  /** Every message to this number is refused as undeliverable (131026). */
  setUndeliverable: (number: string, isUndeliverable?: boolean) => void;
  /** Messages delivered, in order; documents sent by media id carry the uploaded bytes. */
  messages: () => DeliveredMessage[];
  /** Requests answered from an earlier one with the same Idempotency-Key (not delivered again). */
  duplicateRequests: () => number;
  close: () => Promise<void>;
};

const CONTROL_PATHS = /^\/emulator\//;
const ROUTES: Route[] = [...apiRoutes, ...controlRoutes];

function dispatch(context: Omit<RouteContext, 'params'>, method: string, pathname: string) {
  for (const route of ROUTES) {
    const match = route.path.exec(pathname);
    if (match && route.method === method) return route.handle({ ...context, params: match.slice(1) });
  }
  throw graphError(400, GRAPH_CODES.unknownPath, `Unknown path components: ${pathname}`);
}

/** An HTTP server speaking the parts of the WhatsApp Cloud API that Bahi uses, with state in memory. */
export async function startWhatsAppEmulator(
  options: WhatsAppEmulatorOptions = {},
): Promise<WhatsAppEmulator> {
  const store = new EmulatorStore(options.acceptAnyAccount ?? false);
  const faults = whatsAppFaults();
  const log = options.log ?? (() => {});

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://emulator.invalid');
    const method = request.method ?? 'GET';
    response.on('finish', () => log(`${method} ${pathname} → ${response.statusCode}`));
    try {
      const fault = CONTROL_PATHS.test(pathname) ? undefined : faults.take(method, pathname);
      if (fault?.kind === 'hang') return;
      if (fault) throw faultError(fault.status, fault.code);
      writeReply(response, await dispatch({ request, store, faults }, method, pathname));
    } catch (error) {
      if (error instanceof GraphHttpError) {
        writeReply(response, { status: error.status, body: error.body });
        return;
      }
      log(`emulator error on ${method} ${pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      writeReply(response, { status: 500, body: faultError(500).body });
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/${GRAPH_VERSION}`,
    addAccount: (account) => store.addAccount(account),
    failNext: (target, status, code) => faults.failNext(target, status, code),
    hangNext: (target) => faults.hangNext(target),
    setOutsideWindow: (number, isOutside) => store.setOutsideWindow(number, isOutside),
    setUndeliverable: (number, isUndeliverable) => store.setUndeliverable(number, isUndeliverable),
    messages: () => store.messages(),
    duplicateRequests: () => store.duplicateRequests(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung requests and idle keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
