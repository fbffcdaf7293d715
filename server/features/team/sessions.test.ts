import { SESSION_NOT_FOUND_MESSAGE } from '@domain/api/team';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/authenticate';
import { buildBusiness, buildMember } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

const PASSWORD = 'correct horse 1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';
const PHONE = 'Mozilla/5.0 (Linux; Android 14) Mobile Chrome/131.0';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/604.1';

describeEachDatabase('sessions a person can see and end', (context) => {
  const db = () => context.app.database.db;

  function call(
    device: string,
    method: InjectOptions['method'],
    url: string,
    options: { token?: string; payload?: object } = {},
  ) {
    return context.app.inject({
      method,
      url,
      headers: {
        'user-agent': device,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  async function alertsTo(email: string) {
    return db()
      .selectFrom('outbox')
      .select('body_text')
      .where('recipient', '=', email)
      .where('subject', '=', 'New sign-in to your Bahi account')
      .execute();
  }

  it('lists the person’s sessions, e-mails a sign-in on a new device, and ends a session at once', async () => {
    const email = `asha-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const account = { email, password: PASSWORD };
    const signedUp = await call(LAPTOP, 'POST', '/api/v2/users/signup', {
      payload: { ...account, firstName: 'Asha', lastName: 'Rao', confirmPassword: PASSWORD },
    });
    const laptop = signedUp.json().token;
    const onPhone = (await call(PHONE, 'POST', '/api/v2/users/signin', { payload: account })).json().token;
    await call(PHONE, 'POST', '/api/v2/users/signin', { payload: account });
    await call(LAPTOP, 'POST', '/api/v2/users/signin', { payload: account });
    // Only the phone was new: the laptop signed up, and the phone's second sign-in is a known device.
    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.body_text).toContain(`${PHONE}, from the address 127.0.0.1`);

    const listed = (await call(LAPTOP, 'GET', '/api/v2/sessions', { token: laptop })).json();
    expect(listed.signInAlerts).toBe(true);
    expect(listed.sessions).toHaveLength(4);
    expect(listed.sessions[0]).toMatchObject({ device: LAPTOP, address: '127.0.0.1', isThis: true });

    const phoneSession = (await call(PHONE, 'GET', '/api/v2/sessions', { token: onPhone })).json()
      .sessions[0];
    const ended = await call(LAPTOP, 'DELETE', `/api/v2/sessions/${phoneSession._id}`, { token: laptop });
    expect(ended.json().sessions).toHaveLength(3);
    const refused = await call(PHONE, 'GET', '/api/v2/dashboard', { token: onPhone });
    expect([refused.statusCode, refused.json().message]).toEqual([401, SESSION_EXPIRED_MESSAGE]);
    const again = await call(LAPTOP, 'DELETE', `/api/v2/sessions/${phoneSession._id}`, { token: laptop });
    expect([again.statusCode, again.json().message]).toEqual([404, SESSION_NOT_FOUND_MESSAGE]);

    const off = await call(LAPTOP, 'PUT', '/api/v2/sessions/alerts', {
      token: laptop,
      payload: { signInAlerts: false },
    });
    expect(off.json().signInAlerts).toBe(false);
    await call(TABLET, 'POST', '/api/v2/users/signin', { payload: account });
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('lets the owner end a member’s sessions for the business, and a removal ends them too', async () => {
    const tenant = await buildBusiness(db());
    const treasurer = await buildMember(db(), tenant, 'treasurer');
    const owner = await sessionHeadersFor(context.app, tenant.user);
    const member = await sessionHeadersFor(context.app, treasurer);
    const memberToken = member.authorization.replace('Bearer ', '');
    expect((await call(LAPTOP, 'GET', '/api/v2/dashboard', { token: memberToken })).statusCode).toBe(200);

    const ended = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/team/members/${treasurer.id}/sessions`,
      headers: owner,
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await call(LAPTOP, 'GET', '/api/v2/dashboard', { token: memberToken })).statusCode).toBe(401);

    const again = await sessionHeadersFor(context.app, treasurer);
    await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/team/members/${treasurer.id}`,
      headers: owner,
    });
    const stored = await db()
      .selectFrom('sessions')
      .select('ended_at')
      .where('user_id', '=', treasurer.id)
      .execute();
    expect(stored.every((session) => session.ended_at !== null)).toBe(true);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/v2/dashboard', headers: again })).statusCode,
    ).toBe(401);
  });
});
