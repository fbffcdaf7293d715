import { PHONE_NUMBER_MESSAGE, WEBSITE_MESSAGE } from '@domain/api/contact';
import { WHATSAPP_PHONE_NUMBER_ID_MESSAGE } from '@domain/api/profile';
import { expect, it } from 'vitest';
import { decryptSecret } from '../../security/secret-box';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

const COMPLETE_PROFILE = {
  name: 'Asha Rao',
  email: 'Billing@GreenPark.example',
  phoneNumber: '+91 98765 43210',
  businessName: 'Green Park Co-operative Housing Society',
  contactAddress: 'Plot 12, Sector 5, Pune 411014',
  website: 'https://greenpark.example',
  gstno: '27aapfu0939f1zv',
  state: '27',
  upiId: 'greenpark@okhdfcbank',
  paymentDetails: 'HDFC Bank, A/c 50100012345678, IFSC HDFC0000123',
  razorpayKey: 'rzp_test_1DP5mmOlF5G5ag',
  razorpaySecret: 'thisIsTheSecret123',
  token: 'EAAG-whatsapp-token',
};

describeEachDatabase('business profile', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  it('saves every field, keeps secrets encrypted and answers only whether they are set', async () => {
    const { business, headers } = await owner();
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: COMPLETE_PROFILE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: business.id,
      userId: business.owner_user_id,
      name: 'Asha Rao',
      email: 'billing@greenpark.example',
      phoneNumber: '+919876543210',
      businessName: 'Green Park Co-operative Housing Society',
      contactAddress: 'Plot 12, Sector 5, Pune 411014',
      website: 'https://greenpark.example',
      gstno: '27AAPFU0939F1ZV',
      state: '27',
      upiId: 'greenpark@okhdfcbank',
      paymentDetails: 'HDFC Bank, A/c 50100012345678, IFSC HDFC0000123',
      logo: '',
      razorpayKey: 'rzp_test_1DP5mmOlF5G5ag',
      razorpaySecretSet: true,
      razorpayWebhookSecretSet: false,
      tokenSet: true,
      whatsappPhoneNumberId: '',
      whatsappTemplate: '',
      isEnabled: true,
    });
    expect(response.body).not.toContain('thisIsTheSecret123');
    const row = await context.app.database.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(row.razorpay_secret_encrypted).not.toContain('thisIsTheSecret123');
    expect(decryptSecret(context.app.config.appSecret, row.razorpay_secret_encrypted ?? '')).toBe(
      'thisIsTheSecret123',
    );

    const read = await context.app.inject({
      method: 'GET',
      url: `/api/v2/profiles?searchQuery=${business.owner_user_id}`,
      headers,
    });
    expect(read.json().data.razorpaySecretSet).toBe(true);
    expect(read.body).not.toContain('thisIsTheSecret123');
  });

  it('keeps the state a business without a GSTIN chose, and supplies its bills there', async () => {
    const { business, headers, user } = await owner();
    const patch = (payload: object) =>
      context.app.inject({ method: 'PATCH', url: `/api/v2/profiles/${business.id}`, headers, payload });
    const unknown = await patch({ state: '39' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'state', message: 'Please choose the state from the list' },
    ]);
    const chosen = await patch({ state: '29' });
    expect(chosen.json()).toMatchObject({ gstno: '', state: '29' });
    const { customer } = await buildCustomer(context.app.database.db, { parent: { business, user } });
    const bill = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: { client: { _id: customer.id }, items: [{ itemName: 'Maintenance', unitPrice: 3 }] },
    });
    expect(bill.json().placeOfSupply).toBe('29');
  });

  it('keeps a secret when it is left out and clears it with null', async () => {
    const { business, headers } = await owner();
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { token: 'abc-token' },
    });
    const kept = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { businessName: 'Renamed' },
    });
    expect(kept.json()).toMatchObject({ businessName: 'Renamed', tokenSet: true });
    const cleared = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { token: null },
    });
    expect(cleared.json().tokenSet).toBe(false);
  });

  it.each([
    [{ gstno: '27AAPFU0939F1ZW' }, 'Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)'],
    [{ upiId: 'not a vpa' }, 'Please enter a valid UPI ID (e.g. society@okhdfcbank)'],
    [{ razorpayKey: 'sk_live_123' }, 'Please enter a valid Razorpay key id (rzp_live_… or rzp_test_…)'],
    [{ businessName: '' }, 'Please enter the business name'],
    [{ name: 'x'.repeat(101) }, 'Your name must be at most 100 characters'],
    [{ isEnabled: true }, 'Unrecognized key: "isEnabled"'],
    [{ logo: 'https://evil.example/x.png' }, 'Please upload the logo again'],
    [{ phoneNumber: 'abc' }, PHONE_NUMBER_MESSAGE],
    [{ phoneNumber: '-12345' }, PHONE_NUMBER_MESSAGE],
    [{ phoneNumber: '2023-02-30' }, PHONE_NUMBER_MESSAGE],
    [{ phoneNumber: '' }, 'Please enter a phone number'],
    [{ website: 'not a url' }, WEBSITE_MESSAGE],
    [{ website: 'abc' }, WEBSITE_MESSAGE],
    [{ website: '-12345' }, WEBSITE_MESSAGE],
    [{ website: '2023-02-30' }, WEBSITE_MESSAGE],
    [{ website: 'javascript:alert(1)' }, WEBSITE_MESSAGE],
    [{ website: 'ftp://greenpark.example' }, WEBSITE_MESSAGE],
    [{ website: 'https://user:pass@greenpark.example' }, WEBSITE_MESSAGE],
    [{ businessName: 'Green Park\nSociety' }, 'The business name cannot contain control characters'],
  ])('refuses %o with its message and changes nothing', async (payload, message) => {
    const { business, headers } = await owner();
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const row = await context.app.database.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(business);
  });

  it('shows anyone the public business fields only', async () => {
    const { business, headers } = await owner();
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: COMPLETE_PROFILE,
    });
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/profiles/receiver/${business.owner_user_id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      ['businessName', 'contactAddress', 'email', 'gstno', 'logo', 'name', 'phoneNumber', 'website'].sort(),
    );
    const missing = await context.app.inject({
      method: 'GET',
      url: '/api/v2/profiles/receiver/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 to a missing, tampered or superseded token and 403 "Plan expired" to an expired plan', async () => {
    const { user, business, headers } = await owner();
    const url = '/api/v2/profiles';
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // One character of the signature changed, away from its last one, whose low bits a decoder may drop.
    const token = headers.authorization;
    const at = token.length - 10;
    const tampered = {
      authorization: `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`,
    };
    expect((await context.app.inject({ method: 'GET', url, headers: tampered })).json()).toEqual({
      message: 'Your session has ended. Please sign in again.',
    });

    await context.app.database.db
      .updateTable('users')
      .set({ plan_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', user.id)
      .execute();
    const expired = await context.app.inject({ method: 'GET', url, headers });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'Plan expired' });
    const patch = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { businessName: 'x' },
    });
    expect(patch.statusCode).toBe(403);

    await context.app.database.db
      .updateTable('users')
      .set({ token_version: 1, plan_expires_at: null })
      .where('id', '=', user.id)
      .execute();
    const superseded = await context.app.inject({ method: 'GET', url, headers });
    expect(superseded.statusCode).toBe(401);
  });

  it('refuses control characters with a 400, but keeps line breaks in an address', async () => {
    const { business, headers } = await owner();
    const url = `/api/v2/profiles/${business.id}`;
    const refused = await context.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { businessName: 'Green\u0000Park' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The business name cannot contain control characters');
    const saved = await context.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { contactAddress: 'Plot 12\nSector 5\r\nPune' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contactAddress).toBe('Plot 12\nSector 5\r\nPune');
  });

  it('takes a WhatsApp phone number id of digits only, so nothing else reaches the Graph API path', async () => {
    const { business, headers } = await owner();
    const url = `/api/v2/profiles/${business.id}`;
    for (const whatsappPhoneNumberId of ['../../me', '1055500001/messages', '123', '1055 500 001']) {
      const refused = await context.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: { whatsappPhoneNumberId },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WHATSAPP_PHONE_NUMBER_ID_MESSAGE);
    }
    const saved = await context.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { whatsappPhoneNumberId: ' 1055500001 ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().whatsappPhoneNumberId).toBe('1055500001');
    const cleared = await context.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { whatsappPhoneNumberId: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().whatsappPhoneNumberId).toBe('');
  });

  it('keeps a phone number in E.164 and a website with https:// when typed without one', async () => {
    const { business, headers } = await owner();
    const url = `/api/v2/profiles/${business.id}`;
    const cases = [
      [
        { phoneNumber: '098200 12345', website: 'greenpark.example' },
        '+919820012345',
        'https://greenpark.example',
      ],
      [
        { phoneNumber: '+1 (415) 555-2671', website: 'http://greenpark.example/about?x=1' },
        '+14155552671',
        'http://greenpark.example/about?x=1',
      ],
      [{ phoneNumber: '98200-12345', website: '' }, '+919820012345', ''],
    ] as const;
    for (const [payload, phoneNumber, website] of cases) {
      const saved = await context.app.inject({ method: 'PATCH', url, headers, payload });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ phoneNumber, website });
    }
  });

  it('reads a profile saved before the phone and website rules, and saves its other fields', async () => {
    const { business, headers } = await owner();
    await context.app.database.db
      .updateTable('businesses')
      .set({ phone_number: '-12345', website: 'not a url' })
      .where('id', '=', business.id)
      .execute();
    const read = await context.app.inject({ method: 'GET', url: '/api/v2/profiles', headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ phoneNumber: '-12345', website: 'not a url' });

    const saved = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { businessName: 'Renamed Society' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      businessName: 'Renamed Society',
      phoneNumber: '-12345',
      website: 'not a url',
    });
    const publicView = await context.app.inject({
      method: 'GET',
      url: `/api/v2/profiles/receiver/${business.owner_user_id}`,
    });
    expect(publicView.json()).toMatchObject({ phoneNumber: '-12345', website: 'not a url' });
  });
});
