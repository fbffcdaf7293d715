import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { testDatabaseTargets } from '../../test/test-databases';

/** A real SMTP peer on loopback: what nodemailer sends is parsed exactly as a mail server would. */
function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const next = waiting.shift();
          if (next) next(mail);
          else received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  const nextMail = () =>
    new Promise<ParsedMail>((resolve) => {
      const ready = received.shift();
      if (ready) resolve(ready);
      else waiting.push(resolve);
    });
  return { server, nextMail };
}

for (const target of testDatabaseTargets()) {
  describe(`password reset through a real SMTP server [${target.name}]`, () => {
    const peer = startSmtpPeer();
    let app: AppInstance;

    beforeAll(async () => {
      await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', resolve));
      const { port } = peer.server.server.address() as AddressInfo;
      app = await buildTestApp(target, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Green Park <billing@greenpark.example>',
        publicUrl: 'https://bills.greenpark.example',
      });
    });
    afterAll(async () => {
      await app.close();
      await new Promise<void>((resolve) => peer.server.close(() => resolve()));
    });

    it('mails the link; the link resets the password once; the old session and password stop working', async () => {
      const email = `resident-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
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
      const outbox = await app.database.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('recipient', '=', email)
        .execute();
      expect(outbox).toEqual([{ status: 'sent', attempts: 1 }]);

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
      const withNewToken = await app.inject({
        method: 'GET',
        url: '/api/v2/profiles',
        headers: { authorization: `Bearer ${signin.json().token}` },
      });
      expect(withNewToken.statusCode).toBe(200);
    });
  });
}
