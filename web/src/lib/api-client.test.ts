import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, storeSession } from '../test/session-fixtures';
import { ApiError, apiClient } from './api-client';
import { getSession, setLogoutNavigation } from './session';

function respondWith(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient', () => {
  it('sends JSON with the bearer token of the session and returns the parsed answer', async () => {
    const session = buildSession();
    storeSession(session);
    const fetchMock = respondWith(201, { _id: 'c1' });
    await expect(
      apiClient.post('/api/v2/clients', { name: 'Flat 4B' }, { query: { page: 2 } }),
    ).resolves.toEqual({
      _id: 'c1',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/v2/clients?page=2');
    expect(init.body).toBe('{"name":"Flat 4B"}');
    expect(headers.get('Authorization')).toBe(`Bearer ${session.token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("throws an ApiError carrying the server's message", async () => {
    respondWith(400, { message: 'Please enter the name', errors: [{ path: 'name' }] });
    const error = await apiClient.post('/api/v2/clients', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please enter the name',
      errors: [{ path: 'name' }],
    });
  });

  it('ends the session when the server rejects the token', async () => {
    storeSession(buildSession());
    const navigate = vi.fn();
    const restore = setLogoutNavigation(navigate);
    respondWith(401, { message: 'Session expired' });
    await expect(apiClient.get('/api/v2/invoices')).rejects.toThrow('Session expired');
    restore();
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('takes a session whose plan has ended to /expired, marking it so, and never settles the call', async () => {
    storeSession(buildSession());
    const navigate = vi.fn();
    const restore = setLogoutNavigation(navigate);
    respondWith(403, { message: 'Plan expired' });
    const outcome = await Promise.race([
      apiClient.get('/api/v2/invoices').then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('unsettled'), 50)),
    ]);
    restore();
    // The page that asked is being left: an answer would only put its error over /expired.
    expect(outcome).toBe('unsettled');
    expect(navigate).toHaveBeenCalledWith('/expired');
    expect(getSession()?.userProfile.isEnabled).toBe(false);
    expect(getSession()?.token).toBeTruthy();
  });

  it('rejects other refusals, and a plan-expired answer to a call made without a session', async () => {
    storeSession(buildSession());
    const navigate = vi.fn();
    const restore = setLogoutNavigation(navigate);
    respondWith(403, { message: 'You can only see your own invoices' });
    await expect(apiClient.get('/api/v2/invoices/all/user-2')).rejects.toThrow(
      'You can only see your own invoices',
    );
    window.localStorage.clear();
    respondWith(403, { message: 'Plan expired' });
    await expect(apiClient.get('/api/v2/invoices')).rejects.toThrow('Plan expired');
    restore();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a network failure as an offline error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiClient.get('/api/v2/invoices')).rejects.toMatchObject({ status: 0 });
  });

  it("hands back the Response itself when asked, for a download's headers, and still throws on refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="invoice-007.pdf"' },
          }),
      ),
    );
    const response = await apiClient.get<Response>('/api/v2/invoices/inv-1/pdf', {
      responseType: 'response',
    });
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="invoice-007.pdf"');
    expect(await response.text()).toBe('%PDF-1.7');

    respondWith(404, { message: 'Invoice not found' });
    await expect(apiClient.get('/api/v2/invoices/inv-2/pdf', { responseType: 'response' })).rejects.toThrow(
      'Invoice not found',
    );
  });
});
