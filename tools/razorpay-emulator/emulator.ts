import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from './api-routes';
import { applyCheckoutCors, checkoutRoutes } from './checkout-routes';
import { controlRoutes } from './control-routes';
import { razorpayFaults } from './faults';
import { EmulatorHttpError, razorpayError, writeReply } from './http-helpers';
import type { EmulatorContext, Route } from './route';
import { type Account, EmulatorStore } from './store';
import { sendPaymentWebhook, type WebhookDelivery, type WebhookRequest } from './webhook-sender';

export type RazorpayEmulatorOptions = {
  /** 0 (the default) picks a free port, so parallel tests never collide. */
  port?: number;
  host?: string;
  /** Dev mode: any `rzp_test_…` key id is accepted, with the first secret it is used with. */
  acceptAnyTestKey?: boolean;
  /** Origins allowed to call /emulator/pay from a browser; default any (it is a local test tool). */
  allowedOrigins?: string[];
  log?: (line: string) => void;
};

export type RazorpayEmulator = {
  /** Base URL, e.g. http://127.0.0.1:41234: RAZORPAY_API_URL; the script is at `${url}/checkout.js`. */
  url: string;
  checkoutUrl: string;
  addAccount: (account: Omit<Account, 'id'>) => Account;
  /** The next request to `path` (`/v1/orders`, or `POST /v1/orders`) answers this error status. */
  failNext: (path: string, status: number) => void;
  /** The next request to `path` is never answered (until close). */
  hangNext: (path: string) => void;
  sendWebhook: (request: WebhookRequest) => Promise<WebhookDelivery>;
  close: () => Promise<void>;
};

const CONTROL_PATHS = /^\/emulator\/(accounts|faults|webhooks)$/;
const ROUTES: Route[] = [...apiRoutes, ...checkoutRoutes, ...controlRoutes];

function dispatch(context: EmulatorContext, request: IncomingMessage, url: URL) {
  for (const route of ROUTES) {
    const match = route.path.exec(url.pathname);
    if (match && route.method === request.method) {
      return route.handle({ request, url, params: match.slice(1), emulator: context });
    }
  }
  throw razorpayError(404, 'The requested URL was not found on the server.');
}

/** An HTTP server speaking the parts of Razorpay that Bahi uses, with state in memory. */
export async function startRazorpayEmulator(
  options: RazorpayEmulatorOptions = {},
): Promise<RazorpayEmulator> {
  const store = new EmulatorStore(options.acceptAnyTestKey ?? false);
  const faults = razorpayFaults();
  const log = options.log ?? (() => {});
  const context: EmulatorContext = {
    store,
    faults,
    log,
    sendWebhook: (webhook) => sendPaymentWebhook(store, webhook),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const method = request.method ?? 'GET';
    response.on('finish', () => log(`${method} ${url.pathname} → ${response.statusCode}`));
    try {
      if (applyCheckoutCors(request, response, url.pathname, options.allowedOrigins)) return;
      const fault = CONTROL_PATHS.test(url.pathname) ? undefined : faults.take(method, url.pathname);
      if (fault?.kind === 'hang') return;
      if (fault)
        throw razorpayError(
          fault.status,
          'The server encountered an error. The incident has been reported to admins.',
        );
      writeReply(response, await dispatch(context, request, url));
    } catch (error) {
      if (error instanceof EmulatorHttpError) {
        writeReply(response, { status: error.status, body: error.body });
        return;
      }
      log(
        `emulator error on ${method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      writeReply(response, { status: 500, body: razorpayError(500, String(error)).body });
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    checkoutUrl: `${url}/checkout.js`,
    addAccount: (account) => store.addAccount(account),
    failNext: (path, status) => faults.failNext(path, status),
    hangNext: (path) => faults.hangNext(path),
    sendWebhook: context.sendWebhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung requests and idle keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
