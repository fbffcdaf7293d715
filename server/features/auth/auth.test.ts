import { FORGOT_MESSAGE } from '@domain/api/auth';
import { expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import { describeEachDatabase } from '../../test/test-servers';
import { BAD_CREDENTIALS_MESSAGE, BAD_RESET_TOKEN_MESSAGE, DUPLICATE_EMAIL_MESSAGE } from './auth.service';

let sequence = 0;
function uniqueEmail(): string {
  sequence += 1;
  return `Owner.${Date.now()}.${sequence}.${Math.random().toString(36).slice(2, 8)}@Example.test`;
}

function signUp(app: AppInstance, email: string, password = 'correct horse 1') {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/signup',
    payload: { firstName: 'Asha', lastName: 'Rao', email, password, confirmPassword: password },
  });
}

function signIn(app: AppInstance, email: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/signin',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** The link of the latest reset mail, which is queued just after the answer to "forgot password". */
async function resetLinkFor(app: AppInstance, email: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const row = await app.database.db
      .selectFrom('outbox')
      .select('body_text')
      .where('recipient', '=', email.toLowerCase())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const match = row ? /\/reset\/([A-Za-z0-9_-]+)/.exec(row.body_text) : null;
    if (match?.[1]) return match[1];
    if (Date.now() > deadline) throw new Error('no reset link in the mail');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachDatabase('accounts', (context) => {
  it('signs up with a lower-cased e-mail, a session token and an empty business profile', async () => {
    const email = uniqueEmail();
    const response = await signUp(context.app, email);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.result).toEqual({ _id: expect.any(String), name: 'Asha Rao', email: email.toLowerCase() });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.userProfile).toMatchObject({
      userId: body.result._id,
      name: 'Asha Rao',
      email: email.toLowerCase(),
      businessName: '',
      razorpaySecretSet: false,
      tokenSet: false,
      isEnabled: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('refuses a second account for the same e-mail in any case, with 409', async () => {
    const email = uniqueEmail();
    expect((await signUp(context.app, email)).statusCode).toBe(201);
    const again = await signUp(context.app, email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: DUPLICATE_EMAIL_MESSAGE });
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'something else' }, 'Passwords do not match'],
    [{ firstName: '' }, 'Please enter your first name'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: `${'x'.repeat(250)}@a.in` }, 'Email address must be at most 254 characters'],
    [
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('refuses a bad sign-up %o with its message and stores nothing', async (change, message) => {
    const email = uniqueEmail();
    const payload = {
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      password: 'correct horse 1',
      confirmPassword: 'correct horse 1',
      ...change,
    };
    const response = await context.app.inject({ method: 'POST', url: '/api/v2/users/signup', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const stored = await context.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(stored).toEqual([]);
  });

  it('signs in with the right password in any e-mail case; a wrong e-mail or password get the same 400', async () => {
    const email = uniqueEmail();
    await signUp(context.app, email);
    const ok = await signIn(context.app, email.toUpperCase(), 'correct horse 1', '10.0.0.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.email).toBe(email.toLowerCase());
    const wrongPassword = await signIn(context.app, email, 'wrong password', '10.0.0.1');
    const unknownEmail = await signIn(context.app, uniqueEmail(), 'correct horse 1', '10.0.0.1');
    expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([400, 400]);
    expect(wrongPassword.json()).toEqual({ message: BAD_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual({ message: BAD_CREDENTIALS_MESSAGE });
  });

  it('resets a forgotten password once through the mailed link, ending older sessions', async () => {
    const email = uniqueEmail();
    const first = (await signUp(context.app, email)).json();
    const forgot = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/forgot',
      payload: { email },
      remoteAddress: '10.0.0.2',
    });
    expect(forgot.json()).toEqual({ message: FORGOT_MESSAGE });
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/forgot',
      payload: { email: uniqueEmail() },
      remoteAddress: '10.0.0.2',
    });
    expect(unknown.json()).toEqual({ message: FORGOT_MESSAGE });

    const token = await resetLinkFor(context.app, email);
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset',
      payload: { token, password: 'a brand new pass' },
      remoteAddress: '10.0.0.3',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().token).not.toBe(first.token);
    const stored = await context.app.database.db
      .selectFrom('users')
      .select('token_version')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(stored.token_version).toBe(1);

    const again = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset',
      payload: { token, password: 'another new pass' },
      remoteAddress: '10.0.0.3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: BAD_RESET_TOKEN_MESSAGE });
    expect((await signIn(context.app, email, 'a brand new pass', '10.0.0.4')).statusCode).toBe(200);
    expect((await signIn(context.app, email, 'correct horse 1', '10.0.0.4')).statusCode).toBe(400);
  });

  it('refuses a reset token older than an hour', async () => {
    const email = uniqueEmail();
    await signUp(context.app, email);
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/forgot',
      payload: { email },
      remoteAddress: '10.0.0.5',
    });
    const token = await resetLinkFor(context.app, email);
    await context.app.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset',
      payload: { token, password: 'a brand new pass' },
      remoteAddress: '10.0.0.5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BAD_RESET_TOKEN_MESSAGE });
  });

  it('stops repeated sign-ups for one e-mail after 5, whatever the address', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/users/signup',
        payload: {
          firstName: 'Asha',
          lastName: 'Rao',
          email,
          password: 'correct horse 1',
          confirmPassword: 'correct horse 1',
        },
        remoteAddress: `10.3.0.${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429, 429]);
  });

  it('stops 100 rapid wrong passwords for one account after 10, with 429', async () => {
    const email = uniqueEmail();
    await signUp(context.app, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      // A different address each time: the per-e-mail limit must hold on its own.
      statuses.push(
        (
          await signIn(
            context.app,
            email,
            `wrong ${attempt}`,
            `10.1.${Math.floor(attempt / 250)}.${attempt % 250}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    const blocked = await signIn(context.app, email, 'correct horse 1', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});
