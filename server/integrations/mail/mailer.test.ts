import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import type { Config } from '../../config';
import { isolatedTestTarget } from '../../test/isolated-database';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { type TestDatabaseTarget, testDatabaseTargets } from '../../test/test-databases';
import { buildTestApp } from '../../test/test-servers';
import { claimDueMessages } from '../outbox/outbox.repository';
import { createEmailSender, MAIL_SERVER_UNREACHABLE_REASON, ownerFacingRefusal } from './email-sender';

const uniqueEmail = () => `resident-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;

/** An app whose outbox worker runs, on a database of its own, with waits short enough for a test. */
async function sendingApp(base: TestDatabaseTarget, overrides: Partial<Config>) {
  const isolated = await isolatedTestTarget(base);
  const app = await buildTestApp(isolated.target, {
    mailFrom: 'Green Park <billing@greenpark.example>',
    publicUrl: 'https://bills.greenpark.example',
    outbox: {
      isWorkerRunning: true,
      pollIntervalMs: 20,
      batchSize: 5,
      leaseMs: 300,
      retryDelaysMs: [30, 30],
    },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await isolated.drop();
    },
  };
}

function outboxRowsTo(app: AppInstance, email: string) {
  return app.database.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'last_error', 'kind', 'business_id'])
    .where('recipient', '=', email)
    .execute();
}

describe('ownerFacingRefusal', () => {
  it.each([
    [
      {
        response:
          '550 5.1.1 <asha@example.test>: Recipient address rejected: User unknown in mx.example.test',
      },
      'The mail server refused the message: 550 5.1.1 <asha@example.test>: Recipient address rejected: User unknown in [server]',
    ],
    [
      { response: '554 5.7.1 Service unavailable; client host [203.0.113.9] blocked using zen.spamhaus.org' },
      'The mail server refused the message: 554 5.7.1 Service unavailable; client host [server] blocked using [server]',
    ],
    [
      { response: '552 message too large for [IPv6:2001:db8::25]', message: 'Message failed: …' },
      'The mail server refused the message: 552 message too large for [server]',
    ],
    [new Error('550 mailbox unavailable'), 'The mail server refused the message: 550 mailbox unavailable'],
  ])('tells %j as %s', (error, expected) => {
    expect(ownerFacingRefusal(error)).toBe(expected);
  });
});

for (const target of testDatabaseTargets()) {
  describe(`e-mail through a real SMTP server [${target.name}]`, () => {
    let peer: SmtpPeer;
    let app: AppInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      peer = await startSmtpPeer();
      ({ app, close } = await sendingApp(target, { smtpUrl: peer.url }));
    });
    afterAll(async () => {
      await close();
      await peer.close();
    });

    it('mails the link; the link resets the password once; the old session and password stop working', async () => {
      const email = uniqueEmail();
      const signup = await app.inject({
        method: 'POST',
        url: '/api/v2/users/signup',
        payload: {
          firstName: 'Meera',
          lastName: 'Iyer',
          email,
          password: 'old password 1',
          confirmPassword: 'old password 1',
        },
      });
      const oldToken = signup.json().token;

      const forgot = await app.inject({ method: 'POST', url: '/api/v2/users/forgot', payload: { email } });
      expect(forgot.statusCode).toBe(200);
      const mail = await peer.nextMail();
      expect(mail.from?.text).toBe('"Green Park" <billing@greenpark.example>');
      expect(mail.subject).toBe('Reset your Bahi password');
      const link = /https:\/\/bills\.greenpark\.example\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
      expect(link).not.toBeNull();
      expect(mail.html).toContain(`href="${link?.[0]}"`);
      await expect
        .poll(() => outboxRowsTo(app, email))
        .toEqual([{ status: 'sent', attempts: 1, last_error: null, kind: 'account', business_id: null }]);

      const reset = await app.inject({
        method: 'POST',
        url: '/api/v2/users/reset',
        payload: { token: link?.[1], password: 'new password 2' },
      });
      expect(reset.statusCode).toBe(200);
      const signin = await app.inject({
        method: 'POST',
        url: '/api/v2/users/signin',
        payload: { email, password: 'new password 2' },
      });
      expect(signin.statusCode).toBe(200);
      const oldPassword = await app.inject({
        method: 'POST',
        url: '/api/v2/users/signin',
        payload: { email, password: 'old password 1' },
      });
      expect(oldPassword.statusCode).toBe(400);
      const withOldToken = await app.inject({
        method: 'GET',
        url: '/api/v2/profiles',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(withOldToken.statusCode).toBe(401);
    });

    it('tries again after the server refuses once: sent on the 2nd attempt, the error cleared', async () => {
      const email = uniqueEmail();
      peer.rejectNext(451, 'Requested action aborted: local error in processing');
      await app.mailer.send({ to: email, subject: 'Retry me', text: 'Hello' });
      const mail = await peer.nextMail();
      expect(mail.subject).toBe('Retry me');
      await expect
        .poll(() => outboxRowsTo(app, email))
        .toEqual([{ status: 'sent', attempts: 2, last_error: null, kind: 'account', business_id: null }]);
    });

    it('fails at once on a 5xx refusal, telling the owner the refusal without server names', async () => {
      const email = uniqueEmail();
      peer.rejectNext(550, '5.1.1 mailbox unavailable on mx7.relay.internal [10.20.30.40]');
      await app.mailer.send({ to: email, subject: 'Refused', text: 'Hello' });
      await expect
        .poll(() => outboxRowsTo(app, email))
        .toEqual([
          {
            status: 'failed',
            attempts: 1,
            last_error:
              'The mail server refused the message: 550 5.1.1 mailbox unavailable on [server] [server]',
            kind: 'account',
            business_id: null,
          },
        ]);
    });

    it('re-sends a mail whose sender crashed after sending, with the same Message-ID', async () => {
      const email = uniqueEmail();
      // Stop this app's worker so the "crashed" one below is the only one that claims the mail.
      await app.outbox.worker.stop();
      await app.mailer.send({ to: email, subject: 'Only once, please', text: 'Hello' });
      const now = new Date(Date.now() + 10);
      const claims = await claimDueMessages(app.database.db, {
        now,
        lockedUntil: new Date(now.getTime() + 200),
        limit: 50,
      });
      const claim = claims.find((item) => item.message.recipient === email);
      if (!claim) throw new Error('the mail was not claimed');
      // The crashed worker had handed the mail to the server, then died before recording it.
      await createEmailSender({
        smtpUrl: peer.url,
        from: 'billing@greenpark.example',
        documentPdf: undefined,
      })(claim.message);
      const first = await peer.nextMail();
      app.outbox.worker.start();
      const second = await peer.nextMail();
      expect(first.messageId).toBe(`<${claim.message.idempotencyKey}@bahi>`);
      expect(second.messageId).toBe(first.messageId);
      await expect.poll(async () => (await outboxRowsTo(app, email))[0]?.status).toBe('sent');
      // The crash is counted apart: one attempt that ended with an answer, one cut short.
      const [row] = await outboxRowsTo(app, email);
      expect(row?.attempts).toBe(1);
      const interrupted = await app.database.db
        .selectFrom('outbox')
        .select('interrupted_attempts')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(interrupted.interrupted_attempts).toBe(1);
    });
  });

  describe(`e-mail while the SMTP server is down [${target.name}]`, () => {
    let app: AppInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      const down = await startSmtpPeer();
      await down.close();
      ({ app, close } = await sendingApp(target, { smtpUrl: down.url }));
    });
    afterAll(async () => close());

    it('answers the request, keeps the reason while retrying, and fails after the last attempt', async () => {
      const email = uniqueEmail();
      await app.inject({
        method: 'POST',
        url: '/api/v2/users/signup',
        payload: {
          firstName: 'Meera',
          lastName: 'Iyer',
          email,
          password: 'old password 1',
          confirmPassword: 'old password 1',
        },
      });
      const forgot = await app.inject({ method: 'POST', url: '/api/v2/users/forgot', payload: { email } });
      expect(forgot.statusCode).toBe(200);
      await expect
        .poll(() => outboxRowsTo(app, email))
        .toEqual([
          expect.objectContaining({
            last_error: expect.stringMatching(
              /^The mail server could not be reached(; it will be tried again)?$/,
            ),
          }),
        ]);
      await expect
        .poll(() => outboxRowsTo(app, email), { timeout: 5_000 })
        .toEqual([
          expect.objectContaining({
            status: 'failed',
            attempts: 3,
            // Not 'connect ECONNREFUSED 127.0.0.1:…': the operator's mail set-up is no tenant's business.
            last_error: MAIL_SERVER_UNREACHABLE_REASON,
          }),
        ]);
    });
  });
}
