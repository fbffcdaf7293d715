import { fetchNoting } from './connection';

/** Why a public page could not show its answer: nothing behind the link, no connection, or a server fault. */
export type PublicFailure = 'missing' | 'offline' | 'failed';

export type PublicAnswer<T> = { ok: true; value: T } | { ok: false; failure: PublicFailure };

export const OFFLINE_MESSAGE = 'You are offline. Please try again when you are back online.';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** What a failed request says to the person waiting on it: its own words, else a general apology. */
export function failureMessageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
}

/**
 * `GET path` for the pages a member or a client opens without an account, free of the owner app's
 * API client. Any failure, a body cut off by a newer load included, is answered, never thrown: the
 * caller drops an aborted load's answer. A 404 or 400 is 'missing', the same for every bad link.
 */
export async function getPublicJson<T>(
  path: string,
  init: { signal?: AbortSignal; token?: string } = {},
): Promise<PublicAnswer<T>> {
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetchNoting(path, { headers, signal: init.signal });
    if (response.status === 404 || response.status === 400) return { ok: false, failure: 'missing' };
    if (!response.ok) return { ok: false, failure: 'failed' };
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false, failure: 'offline' };
  }
}

/**
 * `POST path` with a JSON body for those pages: the answer when the server took the request or
 * answered `status: 'failed'` with its reason (a payment it refused); otherwise an error carrying the
 * server's message.
 */
export async function postPublicJson<T>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetchNoting(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(OFFLINE_MESSAGE);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.status >= 400 && !('status' in answer && answer.status === 'failed'))
    throw new Error(answer.message || SOMETHING_WENT_WRONG);
  return answer;
}
