import {
  ALREADY_IN_TEAM_MESSAGE,
  INVITATION_GONE_MESSAGE,
  LAST_OWNER_MESSAGE,
  ROLE_MESSAGE,
  WRONG_ACCOUNT_PASSWORD_MESSAGE,
} from '@domain/api/team';
import { ROLE_REFUSED_MESSAGE } from '@domain/roles';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/authenticate';
import { buildBusiness, buildMember } from '../../test/factories';
import { invitationTokenOf } from '../../test/route-requests';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { verifyAuditTrail } from '../audit';

type Headers = { authorization: string };
const PASSWORD = 'correct horse 1';

describeEachDatabase('team: invitations, roles and switching business', (context) => {
  const db = () => context.app.database.db;

  function call(
    headers: Headers | undefined,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) {
    return context.app.inject({
      method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function owner() {
    const tenant = await buildBusiness(db());
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function invite(headers: Headers, email: string, role = 'treasurer') {
    const response = await call(headers, 'POST', '/api/v2/team/invitations', { email, role });
    expect(response.statusCode, response.body).toBe(201);
    return { invitation: response.json(), token: await invitationTokenOf(context.app, email.toLowerCase()) };
  }

  const uniqueEmail = (who: string) => `${who}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
  const newAccount = { firstName: 'Ravi', lastName: 'Iyer', password: PASSWORD, confirmPassword: PASSWORD };

  it('invites by e-mail; the invitee signs up through the link and keeps the books, but not the keys', async () => {
    const asha = await owner();
    const email = uniqueEmail('ravi');
    const { invitation, token } = await invite(asha.headers, email.toUpperCase());
    expect(invitation).toMatchObject({ email, role: 'treasurer' });
    expect(token).toMatch(/^[\w-]{43}$/);

    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: 'account',
      business_id: null,
      subject: expect.stringContaining('invited'),
    });
    expect(
      await db().selectFrom('invitations').select('token_hash').where('email', '=', email).executeTakeFirst(),
    ).not.toMatchObject({ token_hash: token });

    const view = await call(undefined, 'GET', `/api/v2/invitations/${token}`);
    expect(view.json()).toEqual({
      businessName: asha.business.business_name,
      email,
      role: 'treasurer',
      hasAccount: false,
    });

    const joined = await call(undefined, 'POST', `/api/v2/invitations/${token}/signup`, newAccount);
    expect(joined.statusCode, joined.body).toBe(200);
    const session = joined.json();
    expect(session).toMatchObject({
      result: { name: 'Ravi Iyer', email },
      role: 'treasurer',
      userProfile: { _id: asha.business.id },
      businesses: [{ _id: asha.business.id, role: 'treasurer' }],
    });

    const ravi = bearer(session.token);
    const customer = await call(ravi, 'POST', '/api/v2/clients', {
      name: 'Meera Iyer',
      email: 'meera@example.test',
      phone: '98200 12345',
      block: 'B',
      floor: '3',
      flat: 'B-301',
      flatarea: 1000,
      price: 3,
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const listed = await call(ravi, 'GET', `/api/v2/clients/user?searchQuery=${session.result._id}`);
    expect(listed.json().total).toBe(1);
    const keys = await call(ravi, 'PATCH', `/api/v2/profiles/${asha.business.id}`, { razorpaySecret: 'x' });
    expect([keys.statusCode, keys.json().message]).toEqual([403, ROLE_REFUSED_MESSAGE]);

    const team = await call(asha.headers, 'GET', '/api/v2/team');
    expect(team.json()).toMatchObject({
      members: [
        { userId: asha.user.id, role: 'owner', isYou: true },
        { name: 'Ravi Iyer', email, role: 'treasurer', isYou: false },
      ],
      invitations: [],
    });

    const again = await call(undefined, 'POST', `/api/v2/invitations/${token}/signup`, newAccount);
    expect([again.statusCode, again.json().message]).toEqual([404, INVITATION_GONE_MESSAGE]);
    const page = await call(undefined, 'GET', `/api/v2/invitations/${token}`);
    expect([page.statusCode, page.json().message]).toEqual([404, INVITATION_GONE_MESSAGE]);
  });

  it('refuses an address already in the team, a role not on the list, and an expired link', async () => {
    const asha = await owner();
    const taken = await call(asha.headers, 'POST', '/api/v2/team/invitations', {
      email: asha.user.email.toUpperCase(),
      role: 'auditor',
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, ALREADY_IN_TEAM_MESSAGE]);
    const role = await call(asha.headers, 'POST', '/api/v2/team/invitations', {
      email: uniqueEmail('x'),
      role: 'chairman',
    });
    expect([role.statusCode, role.json().errors]).toEqual([400, [{ path: 'role', message: ROLE_MESSAGE }]]);
    const badChange = await call(asha.headers, 'PATCH', `/api/v2/team/members/${asha.user.id}`, {
      role: 'admin',
    });
    expect(badChange.statusCode).toBe(400);

    const { token } = await invite(asha.headers, uniqueEmail('late'));
    await db()
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('business_id', '=', asha.business.id)
      .execute();
    const page = await call(undefined, 'GET', `/api/v2/invitations/${token}`);
    expect([page.statusCode, page.json().message]).toEqual([404, INVITATION_GONE_MESSAGE]);
    const joined = await call(undefined, 'POST', `/api/v2/invitations/${token}/signup`, newAccount);
    expect(joined.statusCode).toBe(404);
    expect(
      await db().selectFrom('memberships').selectAll().where('business_id', '=', asha.business.id).execute(),
    ).toHaveLength(1);
  });

  it('lets an existing account join with its own password, and switch between its businesses', async () => {
    const asha = await owner();
    const signedUp = await call(undefined, 'POST', '/api/v2/users/signup', {
      ...newAccount,
      email: uniqueEmail('ravi'),
    });
    const ravi = signedUp.json();
    const { token } = await invite(asha.headers, ravi.result.email, 'auditor');
    expect((await call(undefined, 'GET', `/api/v2/invitations/${token}`)).json().hasAccount).toBe(true);

    const wrong = await call(undefined, 'POST', `/api/v2/invitations/${token}/join`, {
      password: 'not his 123',
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      [{ path: 'password', message: WRONG_ACCOUNT_PASSWORD_MESSAGE }],
    ]);
    const joined = await call(undefined, 'POST', `/api/v2/invitations/${token}/join`, { password: PASSWORD });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ role: 'auditor', userProfile: { _id: asha.business.id } });
    expect(joined.json().businesses.map((business: { role: string }) => business.role)).toEqual([
      'owner',
      'auditor',
    ]);

    // Signing in again starts in the account's own business; switching gives a session for the other.
    const signedIn = await call(undefined, 'POST', '/api/v2/users/signin', {
      email: ravi.result.email,
      password: PASSWORD,
    });
    expect(signedIn.json()).toMatchObject({ role: 'owner', userProfile: { _id: ravi.userProfile._id } });
    const switched = await call(bearer(signedIn.json().token), 'POST', '/api/v2/team/switch', {
      businessId: asha.business.id,
    });
    expect(switched.json()).toMatchObject({ role: 'auditor', userProfile: { _id: asha.business.id } });
    const asAuditor = bearer(switched.json().token);
    expect((await call(asAuditor, 'GET', '/api/v2/team')).json().members).toHaveLength(2);
    const write = await call(asAuditor, 'POST', '/api/v2/bill-heads', {
      name: 'Water',
      basis: 'flat',
      rate: 10,
    });
    expect([write.statusCode, write.json().message]).toEqual([403, ROLE_REFUSED_MESSAGE]);
    // The first session still acts for Ravi's own business.
    const own = await call(bearer(signedIn.json().token), 'POST', '/api/v2/bill-heads', {
      name: 'Water',
      basis: 'flat',
      rate: 10,
    });
    expect(own.statusCode).toBe(201);
  });

  it('keeps an owner: the last one can be neither demoted nor removed, even by two owners at once', async () => {
    const asha = await owner();
    const demote = await call(asha.headers, 'PATCH', `/api/v2/team/members/${asha.user.id}`, {
      role: 'auditor',
    });
    expect([demote.statusCode, demote.json().message]).toEqual([409, LAST_OWNER_MESSAGE]);
    const remove = await call(asha.headers, 'DELETE', `/api/v2/team/members/${asha.user.id}`);
    expect([remove.statusCode, remove.json().message]).toEqual([409, LAST_OWNER_MESSAGE]);

    const second = await buildMember(db(), asha, 'owner');
    const secondHeaders = await sessionHeadersFor(context.app, second);
    const answers = await Promise.all([
      call(asha.headers, 'PATCH', `/api/v2/team/members/${second.id}`, { role: 'treasurer' }),
      call(secondHeaders, 'PATCH', `/api/v2/team/members/${asha.user.id}`, { role: 'treasurer' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    const owners = await db()
      .selectFrom('memberships')
      .select('user_id')
      .where('business_id', '=', asha.business.id)
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(1);
    // The second call is refused as the last owner's, or because its caller is no longer an owner.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
  });

  it('ends a removed member’s sessions at once, and records every team change in a trail that holds', async () => {
    const asha = await owner();
    const { token } = await invite(asha.headers, uniqueEmail('ravi'));
    const ravi = (await call(undefined, 'POST', `/api/v2/invitations/${token}/signup`, newAccount)).json();
    const raviHeaders = bearer(ravi.token);
    expect((await call(raviHeaders, 'GET', '/api/v2/dashboard')).statusCode).toBe(200);

    const changed = await call(asha.headers, 'PATCH', `/api/v2/team/members/${ravi.result._id}`, {
      role: 'auditor',
    });
    expect(changed.json().members[1]).toMatchObject({ role: 'auditor' });
    const removed = await call(asha.headers, 'DELETE', `/api/v2/team/members/${ravi.result._id}`);
    expect(removed.json().members).toHaveLength(1);
    const after = await call(raviHeaders, 'GET', '/api/v2/dashboard');
    expect([after.statusCode, after.json().message]).toEqual([401, SESSION_EXPIRED_MESSAGE]);
    const signIn = await call(undefined, 'POST', '/api/v2/users/signin', {
      email: ravi.result.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(400);

    const entries = await db()
      .selectFrom('audit_entries')
      .select(['entity', 'action', 'actor_user_id', 'changes'])
      .where('business_id', '=', asha.business.id)
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => [entry.entity, entry.action, entry.actor_user_id])).toEqual([
      ['invitation', 'invite', asha.user.id],
      ['member', 'join', ravi.result._id],
      ['member', 'change role', asha.user.id],
      ['member', 'remove', asha.user.id],
    ]);
    expect(JSON.parse(entries[2]?.changes ?? '')).toEqual({
      role: { before: 'treasurer', after: 'auditor' },
    });
    expect(await verifyAuditTrail(db(), asha.business.id)).toEqual({ entries: 4, broken: null });
  });

  it('makes one member of one link sent twice at once', async () => {
    const asha = await owner();
    const { token } = await invite(asha.headers, uniqueEmail('twice'));
    const answers = await Promise.all([
      call(undefined, 'POST', `/api/v2/invitations/${token}/signup`, newAccount),
      call(undefined, 'POST', `/api/v2/invitations/${token}/signup`, newAccount),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(
      await db().selectFrom('memberships').selectAll().where('business_id', '=', asha.business.id).execute(),
    ).toHaveLength(2);
  });
});
