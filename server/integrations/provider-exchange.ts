/** A provider's string field, or undefined when it is missing, empty or not a string. */
export const textOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The provider gave no answer: nothing reached it, or it did not answer in time. */
export class ProviderUnreachable extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    readonly description: string,
  ) {
    super(description);
    this.name = 'ProviderUnreachable';
  }
}

export type ProviderAnswer = {
  status: number;
  /** The answer's JSON, or undefined when it is not JSON. */
  json: unknown;
};

/** Replaces every occurrence of a credential in a text that may reach a log, an error or the outbox. */
export function redactor(secret: string): (text: string) => string {
  return (text) => (secret ? text.split(secret).join('[redacted]') : text);
}

/**
 * One HTTP exchange with a payment or messaging provider (Razorpay, the WhatsApp Cloud API): aborted
 * after `timeoutMs` so a stuck provider cannot hold our request or worker, any answer read as JSON.
 * No answer at all is a ProviderUnreachable whose description has `redact` applied; an answer, of any
 * status, is the caller's to judge.
 */
export async function exchange(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  options: { timeoutMs: number; redact: (text: string) => string },
): Promise<ProviderAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new ProviderUnreachable('timeout', `no answer within ${options.timeoutMs} ms`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message ?? 'connection failed';
    throw new ProviderUnreachable('network', `could not connect (${options.redact(reason)})`);
  }
  try {
    return { status, json: JSON.parse(text) };
  } catch {
    return { status, json: undefined };
  }
}
