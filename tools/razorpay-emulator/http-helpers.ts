import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

export type RazorpayErrorDetails = {
  code?: string;
  field?: string | null;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: Record<string, string>;
};

/** Thrown by routes; the dispatcher answers it with Razorpay's error envelope. */
export class EmulatorHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Record<string, unknown> },
  ) {
    super(String(body.error.description));
  }
}

/** Razorpay's error shape, `NA` where the real API says NA (authentication, routing). */
export function razorpayError(
  status: number,
  description: string,
  details: RazorpayErrorDetails = {},
): EmulatorHttpError {
  return new EmulatorHttpError(status, {
    error: {
      code: details.code ?? (status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR'),
      description,
      source: details.source ?? 'NA',
      step: details.step ?? 'NA',
      reason: details.reason ?? 'NA',
      metadata: details.metadata ?? {},
      field: details.field ?? null,
    },
  });
}

/** An input problem as the Orders API reports it: the field, and `input_validation_failed`. */
export function validationError(field: string, description: string): EmulatorHttpError {
  return razorpayError(400, description, {
    field,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
  });
}

export type Reply = {
  status: number;
  body: unknown;
  contentType?: string;
};

export function writeReply(response: ServerResponse, reply: Reply): void {
  const isText = typeof reply.body === 'string';
  const payload = isText ? (reply.body as string) : JSON.stringify(reply.body);
  response.statusCode = reply.status;
  response.setHeader('Content-Type', reply.contentType ?? 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(payload);
}

/** The JSON object a request carries; an empty body is `{}`, anything else that is not an object a 400. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw razorpayError(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw razorpayError(400, 'The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw razorpayError(400, 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
