import type { MESSAGE_CHANNELS } from '@domain/api/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { claimDueMessages, type OutboxClaim, type OutboxOutcome, recordOutcome } from './outbox.repository';
import { type ChannelSender, PermanentSendError, RetryableSendError } from './outbox-message';

export type OutboxSettings = {
  /** How often an idle worker looks for due messages; enqueueing also wakes it at once. */
  pollIntervalMs: number;
  /** Messages claimed and sent together. */
  batchSize: number;
  /** How long a claimed message is the worker's; past it, another worker may send it again. */
  leaseMs: number;
  /** The wait before each retry; one attempt more than there are delays, then the message fails. */
  retryDelaysMs: number[];
  /** Attempts cut short by a crash a message may have before it fails unsent (MAX_INTERRUPTED_ATTEMPTS). */
  maxInterruptedAttempts?: number;
};

/**
 * A message whose sending has stopped its server this often is taken to be the cause (a poison
 * message) and fails. Larger than the retries a provider's failures get: crashes usually have
 * nothing to do with the message, and a re-send after one is harmless (the same idempotency key).
 */
const MAX_INTERRUPTED_ATTEMPTS = 10;

/** What the owner reads for a message given up on because every try of it was cut short. */
function interruptedReason(count: number): string {
  return `Sending was interrupted ${count} times (the server stopped while sending it), so it was not tried again`;
}

export type ChannelSenders = Partial<Record<(typeof MESSAGE_CHANNELS)[number], ChannelSender>>;

export type OutboxWorker = {
  start: () => void;
  /** Looks for due messages now, rather than at the next poll. */
  nudge: () => void;
  /** Stops polling and waits for the messages in hand to be recorded. */
  stop: () => Promise<void>;
  /** One claim-and-send round; answers how many messages it took. */
  runOnce: () => Promise<number>;
};

/** What the owner reads for a failure whose sender gave no owner-facing words. */
export const UNKNOWN_FAILURE_REASON = 'The message could not be sent';
const RETRY_NOTE = '; it will be tried again';

/** A URL's user and password (SMTP_URL may carry them), wherever one appears in a text. */
function withoutCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1[redacted]@');
}

/** An error's own text and its causes', for the server log only, without URL credentials. */
function logTextOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return withoutCredentials(parts.join(' ← ').trim()) || 'unknown error';
}

/**
 * What the owner reads in the outbox (GET /api/v2/messages): the sender's owner-facing words, never a
 * raw provider or network error, which may name the operator's servers.
 */
function ownerReasonOf(error: unknown, willRetry: boolean): string {
  if (error instanceof PermanentSendError) return error.message;
  const reason = error instanceof RetryableSendError ? error.message : UNKNOWN_FAILURE_REASON;
  return willRetry ? `${reason}${RETRY_NOTE}` : reason;
}

/**
 * Sends what the outbox holds, a few messages at a time, with retries after exponential waits.
 * Any number of workers (one per server process) may run against one PostgreSQL database.
 */
export function createOutboxWorker(options: {
  db: Kysely<DB>;
  senders: ChannelSenders;
  settings: OutboxSettings;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): OutboxWorker {
  const { db, senders, settings, log } = options;
  const clock = options.clock ?? (() => new Date());
  const maximumAttempts = settings.retryDelaysMs.length + 1;
  const maximumInterruptions = settings.maxInterruptedAttempts ?? MAX_INTERRUPTED_ATTEMPTS;
  let isRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let isNudged = false;

  async function outcomeOf(claim: OutboxClaim): Promise<OutboxOutcome> {
    const { message } = claim;
    const sender = senders[message.channel];
    if (!sender) return { status: 'kept' };
    if (message.interruptedAttempts >= maximumInterruptions) {
      log.error(
        { outboxId: message.id, channel: message.channel, interrupted: message.interruptedAttempts },
        'message given up: every try of it was cut short',
      );
      return { status: 'abandoned', reason: interruptedReason(message.interruptedAttempts) };
    }
    try {
      await sender(message);
      return { status: 'sent' };
    } catch (error) {
      const attempt = message.attempts + 1;
      const willRetry = !(error instanceof PermanentSendError) && attempt < maximumAttempts;
      const reason = ownerReasonOf(error, willRetry);
      log.warn(
        { outboxId: message.id, channel: message.channel, attempt, reason, detail: logTextOf(error) },
        'message not sent',
      );
      if (!willRetry) return { status: 'failed', reason };
      const delay = settings.retryDelaysMs[attempt - 1] ?? 0;
      return { status: 'queued', reason, nextAttemptAt: new Date(clock().getTime() + delay) };
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock();
    const claims = await claimDueMessages(db, {
      now,
      lockedUntil: new Date(now.getTime() + settings.leaseMs),
      limit: settings.batchSize,
    });
    await Promise.all(claims.map(async (claim) => recordOutcome(db, claim, await outcomeOf(claim), clock())));
    return claims.length;
  }

  function schedule(delayMs: number): void {
    if (!isRunning) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick(): void {
    timer = undefined;
    round = (async () => {
      try {
        // A full batch suggests more are waiting: keep going until a round comes back short.
        while (isRunning && (await runOnce()) === settings.batchSize) isNudged = false;
      } catch (error) {
        log.error({ detail: logTextOf(error) }, 'outbox round failed');
      }
    })();
    void round.then(() => {
      round = undefined;
      const wasNudged = isNudged;
      isNudged = false;
      schedule(wasNudged ? 0 : settings.pollIntervalMs);
    });
  }

  return {
    runOnce,
    start() {
      if (isRunning) return;
      isRunning = true;
      schedule(0);
    },
    nudge() {
      if (!isRunning) return;
      if (round) isNudged = true;
      else schedule(0);
    },
    async stop() {
      isRunning = false;
      clearTimeout(timer);
      timer = undefined;
      await round;
    },
  };
}
