import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import { createRazorpayClient, type RazorpayClient } from '../../integrations/razorpay/razorpay-client';
import type { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import { decryptSecret } from '../../security/secret-box';
import type { PayeeBusiness } from './online-payments.repository';

/** A stored secret, or undefined when none is stored or it cannot be read (APP_SECRET changed). */
export function secretOf(
  context: ServiceContext,
  log: FastifyBaseLogger,
  business: PayeeBusiness,
  stored: string | null,
) {
  if (!stored) return undefined;
  try {
    return decryptSecret(context.config.appSecret, stored);
  } catch {
    log.error({ businessId: business.id }, 'a stored Razorpay secret cannot be decrypted with APP_SECRET');
    return undefined;
  }
}

/** The business's own Razorpay keys, or undefined when it does not take payments online. */
export type RazorpayKeys = { keyId: string; keySecret: string };

export function keysOf(
  context: ServiceContext,
  log: FastifyBaseLogger,
  business: PayeeBusiness,
): RazorpayKeys | undefined {
  const keySecret = secretOf(context, log, business, business.razorpaySecretEncrypted);
  if (!business.razorpayKeyId || !keySecret) return undefined;
  return { keyId: business.razorpayKeyId, keySecret };
}

export function clientFor(context: ServiceContext, keys: RazorpayKeys): RazorpayClient {
  return createRazorpayClient({
    apiUrl: context.config.razorpayApiUrl,
    ...keys,
    timeoutMs: context.config.razorpayTimeoutMs,
  });
}

/** What a RazorpayError says, for a log line: never a credential (the client redacts the secret). */
export function providerFailure(error: RazorpayError) {
  return { kind: error.kind, operation: error.operation, status: error.status, code: error.code };
}

/** The provider could not be asked, or had a problem of its own: ask again later. */
export function isProviderOutage(error: RazorpayError): boolean {
  return error.kind !== 'api' || (error.status ?? 500) >= 500 || error.status === 429;
}
