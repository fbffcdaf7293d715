import { randomUUID } from 'node:crypto';
import { MEMBER_CODE_NOT_VALID_MESSAGE, MEMBER_CODE_SENT_MESSAGE } from '@domain/api/member-codes';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('a member signs in with a code by e-mail', (context) => {
  const db = () => context.app.database.db;
  // Each test its own address and client address, so the per-address and per-client limits never meet.
  const newAddress = () => `member-${randomUUID().slice(0, 8)}@example.test`;
  const newClient = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  const ask = (email: string, remoteAddress = newClient()) =>
    context.app.inject({ method: 'POST', url: '/api/v2/portal/codes', payload: { email }, remoteAddress });
  const verify = (email: string, code: string, remoteAddress = newClient()) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v2/portal/codes/verify',
      payload: { email, code },
      remoteAddress,
    });

  /** The code of the newest mail to the address, which is queued just after the answer. */
  async function mailedCode(email: string): Promise<{ code: string; subject: string; text: string }> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const row = await db()
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('recipient', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      const match = row ? /\b(\d{6})\b/.exec(row.subject) : null;
      if (row && match?.[1]) return { code: match[1], subject: row.subject, text: row.body_text };
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function twoSocietiesWith(email: string) {
    const first = await buildBusiness(db(), { values: { business_name: 'Palm Grove Society' } });
    const second = await buildBusiness(db(), { values: { business_name: 'Lotus Residency' } });
    const palm = await buildCustomer(db(), {
      parent: first,
      values: { name: 'Asha Verma', email: email.toUpperCase(), block: 'A', floor: '1', flat: 'A-101' },
    });
    const lotus = await buildCustomer(db(), {
      parent: second,
      values: { name: 'Asha Verma', email, block: '', floor: '3', flat: '302' },
    });
    // Another member of the same society, and the address's archived flat: neither is answered.
    await buildCustomer(db(), {
      parent: first,
      values: { name: 'Rohan Mehta', email: newAddress(), block: 'A', floor: '1', flat: 'A-102' },
    });
    await buildCustomer(db(), {
      parent: first,
      values: {
        name: 'Asha Verma',
        email,
        block: 'B',
        floor: '1',
        flat: 'B-101',
        archived_at: new Date().toISOString(),
      },
    });
    return { first, second, palm, lotus };
  }

  it('mails a code that opens, once, every flat the address is on, each at its own member page', async () => {
    const email = newAddress();
    const { palm, lotus } = await twoSocietiesWith(email);
    const asked = await ask(`  ${email.toUpperCase()} `);
    expect([asked.statusCode, asked.json().message]).toEqual([200, MEMBER_CODE_SENT_MESSAGE]);
    const { code, text } = await mailedCode(email);
    expect(text).toContain(
      `Your code is ${code}. Enter it on the page where you asked for it, within 10 minutes.`,
    );
    // The address and the code are kept only as hashes.
    const stored = await db()
      .selectFrom('member_sign_in_codes')
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute();
    expect(JSON.stringify(stored)).not.toContain(email);
    expect(stored.some((row) => row.code_hash.includes(code))).toBe(false);

    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await verify(email, wrong);
    expect([refused.statusCode, refused.json().message]).toEqual([400, MEMBER_CODE_NOT_VALID_MESSAGE]);
    const opened = await verify(email, code);
    expect(opened.statusCode, opened.body).toBe(200);
    const flats = opened.json().flats as Array<{ society: string; flat: { flat: string }; path: string }>;
    expect(flats.map((flat) => [flat.society, flat.flat.flat])).toEqual([
      ['Lotus Residency', '302'],
      ['Palm Grove Society', 'A-101'],
    ]);
    for (const [flat, customer] of [
      [flats[0], lotus],
      [flats[1], palm],
    ] as const) {
      expect(flat?.path).toMatch(/^\/m\/[A-Za-z0-9_-]{32}$/);
      const page = await context.app.inject({ method: 'GET', url: `/api/v2/portal/${flat?.path.slice(3)}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().member.name).toBe(customer.customer.name);
    }
    // Used once: the same code opens nothing now.
    const again = await verify(email, code);
    expect([again.statusCode, again.json().message]).toEqual([400, MEMBER_CODE_NOT_VALID_MESSAGE]);
  });

  it('answers an address on no flat the same words, and mails nothing', async () => {
    const email = newAddress();
    const asked = await ask(email);
    expect([asked.statusCode, asked.json().message]).toEqual([200, MEMBER_CODE_SENT_MESSAGE]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await db().selectFrom('outbox').select('id').where('recipient', '=', email).execute();
    expect(mails).toEqual([]);
    const tried = await verify(email, '123456');
    expect([tried.statusCode, tried.json().message]).toEqual([400, MEMBER_CODE_NOT_VALID_MESSAGE]);
  });

  it('stops a code after five wrong tries, and once it has expired', async () => {
    const email = newAddress();
    await twoSocietiesWith(email);
    await ask(email);
    const { code } = await mailedCode(email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verify(email, wrong)).statusCode).toBe(400);
    expect((await verify(email, code)).statusCode).toBe(400);

    const later = newAddress();
    await twoSocietiesWith(later);
    await ask(later);
    const { code: laterCode } = await mailedCode(later);
    await db()
      .updateTable('member_sign_in_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .where('attempts', '=', 0)
      .execute();
    expect((await verify(later, laterCode)).statusCode).toBe(400);
  });

  it('opens once when the right code is sent twice at once', async () => {
    const email = newAddress();
    await twoSocietiesWith(email);
    await ask(email);
    const { code } = await mailedCode(email);
    const answers = await Promise.all([verify(email, code), verify(email, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a malformed code or address with its reason, and floods with 429', async () => {
    const email = newAddress();
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      const answer = await verify(email, code);
      expect([answer.statusCode, answer.json().message]).toEqual([400, MEMBER_CODE_NOT_VALID_MESSAGE]);
    }
    expect((await ask('not-an-address')).statusCode).toBe(400);
    const client = newClient();
    const answers = [];
    for (let request = 0; request < 4; request += 1) answers.push((await ask(email, client)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('mails the code in the language of the address’s society', async () => {
    const email = newAddress();
    const tenant = await buildBusiness(db(), { values: { business_name: 'Gokuldham Society' } });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const settings = await context.app.inject({
      method: 'PUT',
      url: '/api/v2/billing-settings',
      headers,
      payload: { dueDay: 15, repeatDay: null, sendReceipts: true, memberLanguage: 'hi' },
    });
    expect(settings.statusCode).toBe(200);
    await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Jethalal Gada', email, block: 'A', floor: '1', flat: 'A-101' },
    });
    await ask(email);
    const { code, subject, text } = await mailedCode(email);
    expect(subject).toBe(`${code} आपके फ़्लैट का खाता खोलने का कोड है`);
    expect(text).toContain(`आपका कोड ${code} है।`);
  });
});
