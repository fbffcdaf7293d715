import {
  exchange,
  type ProviderAnswer,
  ProviderUnreachable,
  redactor,
  textOrUndefined,
} from '../provider-exchange';
import {
  parseOrderEntity,
  parsePaymentEntity,
  type RazorpayOrder,
  type RazorpayPayment,
} from './razorpay-entities';
import { RazorpayError } from './razorpay-error';

const DEFAULT_RAZORPAY_TIMEOUT_MS = 10_000;

export type RazorpayClientOptions = {
  /** RAZORPAY_API_URL: https://api.razorpay.com, or the emulator. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** The whole call, answer included, must finish within this; default 10 s. */
  timeoutMs?: number;
};

export type CreateOrderInput = {
  /** Whole paise (smallest currency unit), at least 100. */
  amountPaise: number;
  currency: string;
  /** Our reference, at most 40 characters. Razorpay does not de-duplicate by it. */
  receipt: string;
  notes?: Record<string, string>;
};

export type RazorpayClient = {
  createOrder: (input: CreateOrderInput) => Promise<RazorpayOrder>;
  fetchOrder: (orderId: string) => Promise<RazorpayOrder>;
  fetchPayment: (paymentId: string) => Promise<RazorpayPayment>;
};

type ErrorBody = { error?: { code?: unknown; description?: unknown; field?: unknown; reason?: unknown } };

/**
 * Razorpay's REST API with one merchant's keys (each business brings its own). Every failure is a
 * RazorpayError; a call that gets no answer is aborted after `timeoutMs`, so a stuck provider cannot
 * hold one of our requests open.
 */
export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const baseUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_RAZORPAY_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  // Razorpay never echoes the secret, but a message that reaches a log must not carry it even then.
  const safe = redactor(options.keySecret);

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    parse: (value: unknown) => T | undefined,
    body?: unknown,
  ): Promise<T> {
    const operation = `${method} ${path}`;
    let answer: ProviderAnswer;
    try {
      answer = await exchange(
        `${baseUrl}${path}`,
        {
          method,
          headers: {
            Authorization: authorization,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        { timeoutMs, redact: safe },
      );
    } catch (error) {
      if (!(error instanceof ProviderUnreachable)) throw error;
      throw new RazorpayError({ kind: error.kind, operation, description: error.description });
    }
    const { status, json } = answer;
    if (status < 200 || status > 299) {
      const error = (json as ErrorBody | undefined)?.error;
      throw new RazorpayError({
        kind: 'api',
        operation,
        status,
        description: safe(textOrUndefined(error?.description) ?? `HTTP ${status}`),
        code: textOrUndefined(error?.code),
        field: textOrUndefined(error?.field),
        reason: textOrUndefined(error?.reason),
      });
    }
    const parsed = parse(json);
    if (parsed === undefined) {
      throw new RazorpayError({
        kind: 'invalid_response',
        operation,
        status,
        description: 'unexpected answer',
      });
    }
    return parsed;
  }

  /** Ids come from browsers; only a Razorpay-shaped id is put into a path (no `..`, no `/`). */
  function checkedId(id: string, prefix: 'order' | 'pay', operation: string): string {
    if (typeof id === 'string' && new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`).test(id)) return id;
    throw new RazorpayError({
      kind: 'invalid_request',
      operation,
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
    });
  }

  return {
    createOrder: async (input) =>
      call('POST', '/v1/orders', parseOrderEntity, {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        ...(input.notes ? { notes: input.notes } : {}),
      }),
    fetchOrder: async (orderId) =>
      call('GET', `/v1/orders/${checkedId(orderId, 'order', 'GET /v1/orders/:id')}`, parseOrderEntity),
    fetchPayment: async (paymentId) =>
      call('GET', `/v1/payments/${checkedId(paymentId, 'pay', 'GET /v1/payments/:id')}`, parsePaymentEntity),
  };
}
