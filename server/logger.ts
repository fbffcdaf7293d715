import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from './config';

/** Everything that can carry a credential, wherever it appears in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'confirmPassword',
    'token',
    'secret',
    'appSecret',
    'razorpaySecret',
    'razorpayWebhookSecret',
  ].flatMap((key) => [key, `*.${key}`]),
  'passwordHash',
  '*.passwordHash',
  'password_hash',
  '*.password_hash',
  'databaseUrl',
  '*.databaseUrl',
  'smtpUrl',
  '*.smtpUrl',
];

/**
 * Reset and invitation links carry a one-time token in the path, a member's pages (`/m/{token}`, the
 * statement, their API calls) the flat's key, and the old WhatsApp paths (`/send/wa/{token}`,
 * `/warem/{owner}/{token}`) an access token; query strings may carry anything.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .replace(/^(\/(?:reset|join|m|statement)\/)[^/]+/, '$1[redacted]')
    .replace(/^(\/api\/v2\/(?:portal|statements|invitations)\/)[^/]+/, '$1[redacted]')
    .replace(/^(\/api\/v2\/invoices\/send\/wa\/)[^/]+/, '$1[redacted]')
    .replace(/^(\/api\/v2\/invoices\/warem\/[^/]+\/)[^/]+/, '$1[redacted]');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
}

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        remoteAddress: request.ip,
      }),
    },
  };
}
