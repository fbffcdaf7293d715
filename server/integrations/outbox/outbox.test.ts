import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { isolatedTestTarget } from '../../test/isolated-database';
import { testDatabaseTargets } from '../../test/test-databases';
import { claimDueMessages, insertOutboxMessage } from './outbox.repository';
import {
  type ChannelSender,
  type ClaimedOutboxMessage,
  type NewOutboxMessage,
  PermanentSendError,
  RetryableSendError,
} from './outbox-message';
import {
  type ChannelSenders,
  createOutboxWorker,
  type OutboxSettings,
  UNKNOWN_FAILURE_REASON,
} from './outbox-worker';

const SETTINGS: OutboxSettings = {
  pollIntervalMs: 10,
  batchSize: 5,
  leaseMs: 1_000,
  retryDelaysMs: [100, 500],
  maxInterruptedAttempts: 6,
};
const log = pino({ level: 'silent' });

let sequence = 0;
function accountMail(): NewOutboxMessage {
  sequence += 1;
  return {
    businessId: null,
    channel: 'email',
    kind: 'account',
    recipient: `someone-${sequence}@example.test`,
    subject: `Mail ${sequence}`,
    text: 'Hello',
  };
}

/** A clock the test moves by hand, starting a little after every enqueued message is due. */
function testClock() {
  let now = Date.now() + 1_000;
  return { read: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** Records what it is given; fails as told first. */
function recordingSender(failures: Array<Error> = []) {
  const sent: ClaimedOutboxMessage[] = [];
  const sender: ChannelSender = async (message) => {
    const failure = failures.shift();
    if (failure) throw failure;
    sent.push(message);
  };
  return { sent, sender };
}

for (const base of testDatabaseTargets()) {
  describe(`outbox worker [${base.name}]`, () => {
    let database: Database;
    let second: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const isolated = await isolatedTestTarget(base);
      drop = isolated.drop;
      const sqliteFile = path.join(mkdtempSync(path.join(tmpdir(), 'bahi-outbox-')), 'test.db');
      database = createDatabase({ databaseUrl: isolated.target.databaseUrl, sqliteFile });
      await migrateToLatest(database);
      // A second process: its own pool on PostgreSQL; SQLite has one writer, the same connection.
      second = isolated.target.databaseUrl
        ? createDatabase({ databaseUrl: isolated.target.databaseUrl, sqliteFile })
        : database;
    });
    afterAll(async () => {
      if (second !== database) await second.destroy();
      await database.destroy();
      await drop();
    });

    /** A message put in the outbox as 'queued', as a feature's enqueue does when its channel can send. */
    const enqueue = (message: NewOutboxMessage) =>
      insertOutboxMessage(database.db, message, { isKept: false, now: new Date() });
    const row = (id: string) =>
      database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    /** A worker that claims what is due and dies before it records anything; the lease then runs out. */
    async function crash(clock: ReturnType<typeof testClock>): Promise<string[]> {
      const claims = await claimDueMessages(database.db, {
        now: clock.read(),
        lockedUntil: new Date(clock.read().getTime() + SETTINGS.leaseMs),
        limit: 100,
      });
      clock.advance(SETTINGS.leaseMs);
      return claims.map((claim) => claim.message.id);
    }

    function workerWith(senders: ChannelSenders, clock: () => Date, db = database.db) {
      return createOutboxWorker({ db, senders, settings: SETTINGS, log, clock });
    }

    it('sends a due message once, with its idempotency key, and records it as sent', async () => {
      const clock = testClock();
      const { sent, sender } = recordingSender();
      const id = await enqueue(accountMail());
      const worker = workerWith({ email: sender }, clock.read);
      while ((await worker.runOnce()) > 0);
      expect(sent.filter((message) => message.id === id)).toEqual([
        expect.objectContaining({ id, idempotencyKey: (await row(id)).idempotency_key, attempts: 0 }),
      ]);
      expect(await row(id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        last_error: null,
        locked_until: null,
      });
      expect((await row(id)).sent_at).not.toBeNull();
    });

    it('retries after the configured wait and clears the error once sent (attempts 2)', async () => {
      const clock = testClock();
      while ((await workerWith({ email: async () => {} }, clock.read).runOnce()) > 0);
      const { sent, sender } = recordingSender([new Error('451 try again later')]);
      const worker = workerWith({ email: sender }, clock.read);
      const id = await enqueue(accountMail());
      await worker.runOnce();
      const waiting = await row(id);
      expect(waiting).toMatchObject({
        status: 'queued',
        attempts: 1,
        last_error: `${UNKNOWN_FAILURE_REASON}; it will be tried again`,
      });
      expect(waiting.next_attempt_at).toBe(new Date(clock.read().getTime() + 100).toISOString());
      expect(await worker.runOnce()).toBe(0);
      clock.advance(100);
      expect(await worker.runOnce()).toBe(1);
      expect(await row(id)).toMatchObject({
        status: 'sent',
        attempts: 2,
        last_error: null,
        next_attempt_at: null,
      });
      expect(sent.map((message) => message.id)).toEqual([id]);
    });

    it('fails with the owner-facing reason after the last attempt, and at once on a permanent failure', async () => {
      const clock = testClock();
      const failing: ChannelSender = async (message) => {
        if (message.subject.endsWith('permanent')) throw new PermanentSendError('550 no such mailbox');
        throw new RetryableSendError('The mail server could not be reached', {
          cause: new Error('connect ECONNREFUSED 127.0.0.1:2525'),
        });
      };
      const worker = workerWith({ email: failing }, clock.read);
      const id = await enqueue(accountMail());
      const permanent = await enqueue({ ...accountMail(), subject: 'permanent' });
      for (const wait of [0, 100, 500]) {
        clock.advance(wait);
        while ((await worker.runOnce()) > 0);
      }
      expect(await row(id)).toMatchObject({
        status: 'failed',
        attempts: 3,
        last_error: 'The mail server could not be reached',
        next_attempt_at: null,
      });
      expect(await row(permanent)).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: '550 no such mailbox',
      });
    });

    it('shows the owner no raw error; the log has it, without the credentials of a URL', async () => {
      const clock = testClock();
      const lines: string[] = [];
      const captured = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
      const failing: ChannelSender = async (message) => {
        if (message.subject.endsWith('retryable'))
          throw new RetryableSendError('The mail server could not be reached', {
            cause: new Error('getaddrinfo ENOTFOUND smtp.internal (smtps://bahi:hunter2@smtp.internal:465)'),
          });
        throw new Error('Invalid login: 535 5.7.8 Authentication failed');
      };
      const worker = createOutboxWorker({
        db: database.db,
        senders: { email: failing },
        settings: SETTINGS,
        log: captured,
        clock: clock.read,
      });
      const retryable = await enqueue({ ...accountMail(), subject: 'retryable' });
      const raw = await enqueue(accountMail());
      while ((await worker.runOnce()) > 0);
      expect(await row(retryable)).toMatchObject({
        status: 'queued',
        last_error: 'The mail server could not be reached; it will be tried again',
      });
      expect(await row(raw)).toMatchObject({
        status: 'queued',
        last_error: `${UNKNOWN_FAILURE_REASON}; it will be tried again`,
      });
      const logged = lines.join('\n');
      expect(logged).toContain('getaddrinfo ENOTFOUND smtp.internal (smtps://[redacted]@smtp.internal:465)');
      expect(logged).toContain('Invalid login: 535');
      expect(logged).not.toContain('hunter2');
    });

    it('re-sends a message abandoned mid-send once its lease ends, with the same key, never before', async () => {
      const clock = testClock();
      const id = await enqueue(accountMail());
      // The "crashed" worker claims everything due and never records an outcome.
      const abandoned = await claimDueMessages(database.db, {
        now: clock.read(),
        lockedUntil: new Date(clock.read().getTime() + SETTINGS.leaseMs),
        limit: 100,
      });
      const claim = abandoned.find((item) => item.message.id === id);
      expect(claim).toBeDefined();
      // A claim is not an attempt until it ends with an answer.
      expect(await row(id)).toMatchObject({ status: 'sending', attempts: 0, interrupted_attempts: 0 });

      const { sent, sender } = recordingSender();
      const worker = workerWith({ email: sender }, clock.read);
      clock.advance(SETTINGS.leaseMs - 1);
      while ((await worker.runOnce()) > 0);
      expect(sent.map((message) => message.id)).not.toContain(id);
      clock.advance(1);
      while ((await worker.runOnce()) > 0);
      const resent = sent.filter((message) => message.id === id);
      expect(resent).toHaveLength(1);
      expect(resent[0]?.idempotencyKey).toBe(claim?.message.idempotencyKey);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, interrupted_attempts: 1 });
    });

    it('sends a message whose earlier sends were cut short by crashes more often than it may fail', async () => {
      const clock = testClock();
      while ((await workerWith({ email: async () => {} }, clock.read).runOnce()) > 0);
      const id = await enqueue(accountMail());
      // Four crashes: more than the three attempts a failing message is given.
      for (let crashes = 0; crashes < 4; crashes += 1) expect(await crash(clock)).toContain(id);
      const { sent, sender } = recordingSender();
      while ((await workerWith({ email: sender }, clock.read).runOnce()) > 0);
      expect(sent.map((message) => message.id)).toEqual([id]);
      expect(await row(id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        interrupted_attempts: 4,
        last_error: null,
      });
    });

    it('counts answered failures apart from crashes: three failures end it, whatever the crashes between', async () => {
      const clock = testClock();
      while ((await workerWith({ email: async () => {} }, clock.read).runOnce()) > 0);
      const id = await enqueue(accountMail());
      const failing: ChannelSender = async () => {
        throw new RetryableSendError('The mail server could not be reached');
      };
      const worker = workerWith({ email: failing }, clock.read);
      for (const wait of [0, 100, 500]) {
        clock.advance(wait);
        expect(await crash(clock)).toContain(id);
        while ((await worker.runOnce()) > 0);
      }
      expect(await row(id)).toMatchObject({
        status: 'failed',
        attempts: 3,
        interrupted_attempts: 3,
        last_error: 'The mail server could not be reached',
      });
    });

    it('ends a message that crashes its worker every time after the larger cap, with the reason, unsent', async () => {
      const clock = testClock();
      while ((await workerWith({ email: async () => {} }, clock.read).runOnce()) > 0);
      const id = await enqueue(accountMail());
      for (let crashes = 0; crashes < 6; crashes += 1) expect(await crash(clock)).toContain(id);
      const { sent, sender } = recordingSender();
      while ((await workerWith({ email: sender }, clock.read).runOnce()) > 0);
      expect(sent.map((message) => message.id)).not.toContain(id);
      expect(await row(id)).toMatchObject({
        status: 'failed',
        attempts: 0,
        interrupted_attempts: 6,
        last_error:
          'Sending was interrupted 6 times (the server stopped while sending it), so it was not tried again',
        locked_until: null,
        next_attempt_at: null,
      });
      // Failed is final: no worker takes it again.
      clock.advance(SETTINGS.leaseMs * 10);
      expect(await crash(clock)).not.toContain(id);
    });

    it('keeps a message whose channel has no transport', async () => {
      const clock = testClock();
      const id = await enqueue({
        ...accountMail(),
        channel: 'whatsapp',
        recipient: '+919811111111',
      });
      const worker = workerWith({ email: async () => {} }, clock.read);
      while ((await worker.runOnce()) > 0);
      // Kept is not an attempt: nothing was handed to a provider.
      expect(await row(id)).toMatchObject({ status: 'kept', attempts: 0, last_error: null });
    });

    it('never gives one message to two workers claiming at the same moment', async () => {
      const clock = testClock();
      const ids = new Set<string>();
      for (let index = 0; index < 30; index += 1) ids.add(await enqueue(accountMail()));
      const first = recordingSender();
      const other = recordingSender();
      const workers = [
        workerWith({ email: first.sender }, clock.read),
        workerWith({ email: other.sender }, clock.read, second.db),
      ];
      let taken = 1;
      while (taken > 0) {
        const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
        taken = counts.reduce((sum, count) => sum + count, 0);
      }
      const all = [...first.sent, ...other.sent].map((message) => message.id).filter((id) => ids.has(id));
      expect(all).toHaveLength(ids.size);
      expect(new Set(all).size).toBe(ids.size);
      if (base.name === 'postgres') expect(Math.min(first.sent.length, other.sent.length)).toBeGreaterThan(0);
    });

    it('polls on its own once started, wakes on a nudge, and stops cleanly', async () => {
      const { sent, sender } = recordingSender();
      const worker = createOutboxWorker({
        db: database.db,
        senders: { email: sender },
        settings: { ...SETTINGS, pollIntervalMs: 60_000 },
        log,
      });
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const id = await enqueue(accountMail());
      worker.nudge();
      await expect.poll(async () => (await row(id)).status, { timeout: 5_000 }).toBe('sent');
      await worker.stop();
      const later = await enqueue(accountMail());
      worker.nudge();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await row(later)).status).toBe('queued');
      expect(sent.map((message) => message.id)).toContain(id);
    });
  });
}
