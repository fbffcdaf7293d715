import { z } from 'zod';

const DEFAULT_PORT = 3000;
/** Short: a payer waits on validate, and the webhook records the payment if Razorpay is slow. */
const RAZORPAY_TIMEOUT_MS = 8_000;
/** Each Cloud API call of the outbox worker (a PDF upload included); a stuck call is retried later. */
const WHATSAPP_TIMEOUT_MS = 15_000;

/** Waits before the 2nd, 3rd, 4th and 5th attempt of a message: 1 min, 5 min, 30 min, 2 h. */
const OUTBOX_RETRY_DELAYS_MS = '60000,300000,1800000,7200000';

const wholeNumber = (minimum: number) =>
  z.coerce
    .number({ message: `must be a whole number of at least ${minimum}` })
    .int(`must be a whole number of at least ${minimum}`)
    .min(minimum, `must be a whole number of at least ${minimum}`);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL like ${example}` },
    );

const optionalUrl = (protocols: string[], example: string) =>
  optionalText.pipe(urlWithProtocols(protocols, example).optional());

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(DEFAULT_PORT),
  HOST: optionalText.default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/bahi'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://bahi.example.com'),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: optionalText.default('Bahi <no-reply@localhost>'),
  RAZORPAY_API_URL: optionalUrl(['http:', 'https:'], 'https://api.razorpay.com').default(
    'https://api.razorpay.com',
  ),
  RAZORPAY_CHECKOUT_URL: optionalUrl(
    ['http:', 'https:'],
    'https://checkout.razorpay.com/v1/checkout.js',
  ).default('https://checkout.razorpay.com/v1/checkout.js'),
  WHATSAPP_API_URL: optionalUrl(['http:', 'https:'], 'https://graph.facebook.com/v21.0').default(
    'https://graph.facebook.com/v21.0',
  ),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F.:/,\s]+$/, 'must list proxy addresses, e.g. 127.0.0.1 or 10.0.0.0/8,::1')
      .optional(),
  ),
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  OUTBOX_POLL_INTERVAL_MS: wholeNumber(10).default(1_000),
  OUTBOX_BATCH_SIZE: wholeNumber(1).default(5),
  OUTBOX_LEASE_MS: wholeNumber(1_000).default(300_000),
  OUTBOX_RETRY_DELAYS_MS: z
    .string()
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, 'must list waits in milliseconds, e.g. 60000,300000,1800000,7200000')
    .default(OUTBOX_RETRY_DELAYS_MS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TEnvironment = z.infer<typeof ZEnvironment>;

export type Config = {
  environment: TEnvironment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpayApiUrl: string;
  razorpayCheckoutUrl: string;
  /** How long a call to Razorpay may take before the payer is told it will be checked again. */
  razorpayTimeoutMs: number;
  whatsappApiUrl: string;
  /** How long one call to the WhatsApp Cloud API may take before the message is retried later. */
  whatsappTimeoutMs: number;
  redisUrl: string | undefined;
  /**
   * Addresses of the reverse proxies in front of the server. Only from these is X-Forwarded-For
   * believed, so rate limits count the real client and no client can pose as another.
   */
  trustProxy: string[];
  logLevel: TEnvironment['LOG_LEVEL'];
  /**
   * The outbox worker: whether this process runs one (a process may serve requests only), how often
   * it polls, how many messages it sends together, how long a claimed message is its own, and the
   * waits before each retry (one attempt more than there are waits).
   */
  outbox: {
    isWorkerRunning: boolean;
    pollIntervalMs: number;
    batchSize: number;
    leaseMs: number;
    retryDelaysMs: number[];
  };
  /** Folder of the built web app; the server answers non-API paths with its index.html. */
  webDistDir: string;
};

/** The configuration a running server holds: the secret is always resolved (given, or generated). */
export type AppConfig = Config & { appSecret: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start-up; every bad variable is reported together. */
export function parseConfig(environment: Record<string, string | undefined>, webDistDir: string): Config {
  const result = ZEnvironment.safeParse(environment);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const given = environment[name];
        const shown = given === undefined || /SECRET|URL/.test(name) ? '' : ` (got "${given}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const values = result.data;
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    appSecret: values.APP_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    razorpayApiUrl: values.RAZORPAY_API_URL,
    razorpayCheckoutUrl: values.RAZORPAY_CHECKOUT_URL,
    razorpayTimeoutMs: RAZORPAY_TIMEOUT_MS,
    whatsappApiUrl: values.WHATSAPP_API_URL,
    whatsappTimeoutMs: WHATSAPP_TIMEOUT_MS,
    redisUrl: values.REDIS_URL,
    trustProxy: (values.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    logLevel: values.LOG_LEVEL,
    outbox: {
      isWorkerRunning: values.OUTBOX_WORKER === 'on',
      pollIntervalMs: values.OUTBOX_POLL_INTERVAL_MS,
      batchSize: values.OUTBOX_BATCH_SIZE,
      leaseMs: values.OUTBOX_LEASE_MS,
      retryDelaysMs: values.OUTBOX_RETRY_DELAYS_MS.split(',').map((delay) => Number(delay.trim())),
    },
    webDistDir,
  };
}
