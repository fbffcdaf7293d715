import { PHONE_NUMBER_MESSAGE, WEBSITE_MESSAGE } from '@domain/api/contact';
import type { TProfile } from '@domain/api/profile';
import {
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  MAX_LOGO_BYTES,
} from '@domain/api/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, SESSION_STORAGE_KEY } from '../../../lib/session';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, buildTestProfile, storeSession } from '../../../test/session-fixtures';

const LOGO_URL = '/api/v2/uploads/0f8fad5b-d9cb-469f-a165-70867728950e';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type Reply = { status: number; body: unknown };

/** What the server answers a PATCH with: the changes applied, secrets only as "is set" flags. */
function saved(profile: TProfile, body: string): TProfile {
  const { razorpaySecret, razorpayWebhookSecret, token, ...changes } = JSON.parse(body);
  const isSet = (secret: unknown, wasSet: boolean) => (secret === undefined ? wasSet : secret !== null);
  return {
    ...profile,
    ...changes,
    razorpaySecretSet: isSet(razorpaySecret, profile.razorpaySecretSet),
    razorpayWebhookSecretSet: isSet(razorpayWebhookSecret, profile.razorpayWebhookSecretSet),
    tokenSet: isSet(token, profile.tokenSet),
  };
}
type Call = { method: string; url: string; init: RequestInit };

/**
 * A fake API: the profile read answers `profile`; PATCH and uploads answer what the test gives (by
 * default the profile with the changes applied, and a fresh upload path). Every call is recorded.
 */
function stubApi(profile: TProfile, replies: { patch?: Reply; upload?: Reply } = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    let reply: Reply = { status: 404, body: { message: 'Not found' } };
    if (method === 'GET' && url.startsWith('/api/v2/profiles'))
      reply = { status: 200, body: { data: profile } };
    if (method === 'PATCH') reply = replies.patch ?? { status: 200, body: saved(profile, String(init.body)) };
    if (method === 'POST' && url === '/api/v2/uploads') {
      reply = replies.upload ?? { status: 201, body: { secure_url: LOGO_URL } };
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    patches: () => calls.filter((call) => call.method === 'PATCH'),
    uploads: () => calls.filter((call) => call.method === 'POST' && call.url === '/api/v2/uploads'),
    calls,
  };
}

/** Signs in as a business with `overrides` and opens /settings. */
async function openSettings(overrides: Partial<TProfile> = {}, replies?: Parameters<typeof stubApi>[1]) {
  const session = buildSession({ userProfile: overrides });
  storeSession(session);
  const api = stubApi(session.userProfile, replies);
  const app = renderApp('/settings');
  await findHeading('Settings');
  return { ...app, api, profile: session.userProfile };
}

async function openEditor(overrides: Partial<TProfile> = {}, replies?: Parameters<typeof stubApi>[1]) {
  const opened = await openSettings(overrides, replies);
  await opened.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await screen.findByRole('form', { name: 'Business profile' });
  return opened;
}

/** The value shown beside a label in view mode. */
function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No detail labelled ${label}`);
  return value;
}

function textbox(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** Puts `text` in a box the way pasting does: one input event, where typing would be one per key. */
async function fill(user: ReturnType<typeof renderApp>['user'], box: HTMLElement, text: string) {
  await user.clear(box);
  await user.paste(text);
}

function pngFile(size: number, name = 'logo.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings page', () => {
  it('shows the stored profile read-only, secrets only as Set or Not set', async () => {
    const { api } = await openSettings({
      website: 'https://sunrise.example',
      gstno: '27AAPFU0939F1ZV',
      upiId: 'sunrise@okhdfcbank',
      paymentDetails: 'HDFC Bank A/c 5010 0123 4567\nIFSC HDFC0000123',
      razorpayKey: 'rzp_test_abc123',
      razorpaySecretSet: true,
      razorpayWebhookSecretSet: false,
      whatsappPhoneNumberId: '1234567890',
      whatsappTemplate: 'payment_reminder',
      tokenSet: true,
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Sunrise Residency' })).toBeInTheDocument();
    expect(detail('Your name')).toHaveTextContent('Asha Verma');
    expect(detail('Email')).toHaveTextContent('asha@example.com');
    expect(detail('Phone number')).toHaveTextContent('+91 98765 43210');
    expect(detail('Contact address')).toHaveTextContent('Plot 7, Baner Road, Pune');
    expect(detail('Website')).toHaveTextContent('https://sunrise.example');
    expect(detail('GST number')).toHaveTextContent('27AAPFU0939F1ZV');
    expect(detail('State')).toHaveTextContent('Maharashtra (27)');
    expect(detail('UPI ID')).toHaveTextContent('sunrise@okhdfcbank');
    expect(detail('Payment details')).toHaveTextContent('IFSC HDFC0000123');
    expect(detail('Razorpay key id')).toHaveTextContent('rzp_test_abc123');
    expect(detail('Razorpay key secret')).toHaveTextContent(/^Set$/);
    expect(detail('Razorpay webhook secret')).toHaveTextContent('Not set');
    expect(detail('Phone number id')).toHaveTextContent('1234567890');
    expect(detail('Template')).toHaveTextContent('payment_reminder');
    expect(detail('Access token')).toHaveTextContent(/^Set$/);
    expect(screen.queryByRole('form', { name: 'Business profile' })).not.toBeInTheDocument();
    // The query starts just after the first render, which already shows the stored copy.
    await waitFor(() =>
      expect(api.calls.find((call) => call.url.startsWith('/api/v2/profiles'))?.url).toBe(
        '/api/v2/profiles?searchQuery=user-1',
      ),
    );
  });

  it('saves only the changed business name, says so, and updates the stored session', async () => {
    const { user, api } = await openEditor();
    await fill(user, textbox('Business Name'), 'Sunrise Towers');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.patches()).toHaveLength(1);
    expect(api.patches()[0]?.url).toBe('/api/v2/profiles/profile-1');
    expect(JSON.parse(String(api.patches()[0]?.init.body))).toEqual({ businessName: 'Sunrise Towers' });
    expect(screen.queryByRole('form', { name: 'Business profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sunrise Towers' })).toBeInTheDocument();
    expect(getSession()?.userProfile.businessName).toBe('Sunrise Towers');
  });

  it('lets a business without a GSTIN choose its state, and shows a GSTIN’s own state unchangeable', async () => {
    const { user, api } = await openEditor();
    const state = screen.getByRole('combobox', { name: 'State' });
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Karnataka (29)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(JSON.parse(String(api.patches()[0]?.init.body))).toEqual({ state: '29' });
    expect(detail('State')).toHaveTextContent('Karnataka (29)');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await fill(user, textbox('GST Number'), '27AAPFU0939F1ZV');
    const fromGstin = screen.getByRole('combobox', { name: 'State' });
    expect(fromGstin).toHaveTextContent('Maharashtra (27)');
    expect(fromGstin).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a missing business name without calling the server', async () => {
    const { user, api } = await openEditor();
    await user.clear(textbox('Business Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter the business name')).toBeInTheDocument();
    expect(textbox('Business Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.patches()).toHaveLength(0);
  });

  it('refuses a malformed GSTIN and UPI ID with the API messages', async () => {
    const { user, api } = await openEditor();
    await fill(user, textbox('GST Number'), '27AAPFU0939F1ZX');
    await fill(user, textbox('UPI ID'), 'sunrise.okhdfcbank');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid UPI ID (e.g. society@okhdfcbank)')).toBeInTheDocument();
    expect(api.patches()).toHaveLength(0);
  });

  it('refuses a phone number and a website the server would refuse, with its messages', async () => {
    const { user, api } = await openEditor();
    await fill(user, textbox('Phone Number'), '2023-02-30');
    await fill(user, textbox('Website'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PHONE_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(WEBSITE_MESSAGE)).toBeInTheDocument();
    expect(textbox('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(api.patches()).toHaveLength(0);
  });

  it('shows a stored phone number as people read it and sends it as typed only when it changed', async () => {
    const { user, api } = await openSettings({ phoneNumber: '+919876543210' });
    expect(detail('Phone number')).toHaveTextContent('+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(textbox('Phone Number')).toHaveValue('+91 98765 43210');
    await fill(user, textbox('Website'), 'sunrise.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Profile updated successfully');
    expect(JSON.parse(String(api.patches()[0]?.init.body))).toEqual({ website: 'https://sunrise.example' });
  });

  it('saves another field of a profile whose phone number and website were stored before the rules', async () => {
    const { user, api } = await openEditor({ phoneNumber: '-12345', website: 'not a url' });
    expect(textbox('Phone Number')).toHaveValue('-12345');
    await fill(user, textbox('Business Name'), 'Sunrise Towers');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(JSON.parse(String(api.patches()[0]?.init.body))).toEqual({ businessName: 'Sunrise Towers' });
  });

  it("shows the server's message and puts its field errors under the fields", async () => {
    const message = 'Please enter a valid email address';
    const { user } = await openEditor(
      {},
      { patch: { status: 400, body: { message, errors: [{ path: 'email', message }] } } },
    );
    await fill(user, textbox('Website'), 'sunrise.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const form = screen.getByRole('form', { name: 'Business profile' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Email')).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('uploads a chosen logo, previews it, and saves its address as the logo', async () => {
    const { user, api } = await openEditor();
    const file = pngFile(2048);
    await user.upload(screen.getByLabelText('Upload Logo'), file);

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Business logo' })).toHaveAttribute('src', LOGO_URL),
    );
    expect(api.uploads()).toHaveLength(1);
    const body = api.uploads()[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated successfully');
    expect(JSON.parse(String(api.patches()[0]?.init.body))).toEqual({ logo: LOGO_URL });
    // The header reads the session, so the saved logo shows there at once.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Asha Verma' })).toHaveAttribute('src', LOGO_URL);
  });

  it('refuses a file that is not an image, or larger than 1 MB, before sending it', async () => {
    const { user, api } = await openEditor();
    const notAnImage = new File(['just some text'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Logo'), notAnImage);
    expect(await screen.findByText(LOGO_TYPE_MESSAGE)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload Logo'), pngFile(MAX_LOGO_BYTES + 1));
    expect(await screen.findByText(LOGO_SIZE_MESSAGE)).toBeInTheDocument();
    expect(api.uploads()).toHaveLength(0);
  });

  it("states a logo's limits, and shows the server's reason for refusing one in their place", async () => {
    const refusal = `${LOGO_DIMENSIONS_MESSAGE}; this one is 14,000 × 14,000`;
    const { user, api } = await openEditor({}, { upload: { status: 400, body: { message: refusal } } });
    const hint =
      'PNG, JPEG or WebP, at most 1 MB and 5,000 × 5,000 pixels. Printed at the top of your invoices.';
    expect(screen.getByText(hint)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload Logo'), pngFile(2048));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(api.uploads()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upload Logo' })).toBeEnabled();
  });

  it('sends a typed secret, leaves a blank one out, and sends null to remove one', async () => {
    const { user, api } = await openEditor({
      razorpaySecretSet: true,
      razorpayWebhookSecretSet: true,
      tokenSet: true,
    });
    const keySecret = screen.getByLabelText('Razorpay Key Secret');
    expect(keySecret).toHaveAttribute('type', 'password');
    expect(keySecret).toHaveValue('');
    expect(keySecret).toHaveAttribute('placeholder', 'Saved — leave blank to keep');

    await fill(user, keySecret, 'a-new-key-secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remove the saved access token' }));
    expect(screen.getByLabelText('WhatsApp Access Token')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Profile updated successfully');
    expect(JSON.parse(String(api.patches()[0]?.init.body))).toEqual({
      razorpaySecret: 'a-new-key-secret',
      token: null,
    });
    expect(getSession()?.userProfile).toMatchObject({
      razorpaySecretSet: true,
      razorpayWebhookSecretSet: true,
      tokenSet: false,
    });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('a-new-key-secret');
    expect(detail('Access token')).toHaveTextContent('Not set');
  });

  it('goes back to the saved profile on Cancel without saving', async () => {
    const { user, api } = await openEditor();
    expect(textbox('Business Name')).toHaveFocus();
    await user.type(textbox('Business Name'), ' Annexe');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Sunrise Residency' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(api.patches()).toHaveLength(0);
  });

  it('returns to view mode without a request when nothing has changed', async () => {
    const { user, api } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Nothing has changed')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Business profile' })).not.toBeInTheDocument();
    expect(api.patches()).toHaveLength(0);
  });

  it('opens a new business straight in edit mode with a welcome line', async () => {
    const empty = buildTestProfile({
      name: '',
      businessName: '',
      phoneNumber: '',
      contactAddress: '',
      razorpayKey: '',
      razorpaySecretSet: false,
    });
    await openSettings(empty);

    expect(await screen.findByRole('form', { name: 'Business profile' })).toBeInTheDocument();
    expect(screen.getByText(/printed on every invoice you send/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(textbox('Business Name')).toBeRequired();
    expect(textbox('Website')).not.toBeRequired();
  });
});
