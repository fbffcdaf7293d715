import { isPlanExpiredAnswer } from '@domain/api/plan';
import { fetchNoting } from './connection';
import { endPlan, getSession, logout } from './session';

/** The server's error body (`{ message, errors? }`) carried to the screen that made the call. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: unknown[];

  constructor(status: number, message: string, errors: unknown[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/**
 * A malformed id (400) and an unknown one (404) are the same dead link to whoever followed it: both
 * read as 'not found'.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** 'response' hands back the checked Response itself, for a caller that needs its headers (a download's name). */
  responseType?: 'json' | 'blob' | 'text' | 'response';
};

const OFFLINE_MESSAGE = 'Could not reach the server. Please check your internet connection and try again.';

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readError(response: Response): Promise<ApiError> {
  const fallback = `Request failed (${response.status})`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { message, errors } = body as { message?: unknown; errors?: unknown };
      return new ApiError(
        response.status,
        typeof message === 'string' && message ? message : fallback,
        Array.isArray(errors) ? errors : [],
      );
    }
  } catch {
    // A body that is not JSON still gets the status in the message.
  }
  return new ApiError(response.status, fallback);
}

/**
 * Same-origin JSON calls with the session's bearer token; a rejected token ends the session, and a
 * plan-expired answer takes the owner to /expired (the one place that answer is recognised).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, query, responseType = 'json', headers: initHeaders, ...init } = options;
  const headers = new Headers(initHeaders);
  headers.set('Accept', responseType === 'json' ? 'application/json' : '*/*');
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetchNoting(buildUrl(path, query), {
      ...init,
      headers,
      body: encodeBody(body, headers),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, OFFLINE_MESSAGE);
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) logout();
    if (token && isPlanExpiredAnswer(error.status, error.message)) {
      endPlan();
      // The page that asked is being left for /expired: its error would only be a snackbar or a
      // Try again over that page, so the call never settles (logging out drops it from the cache).
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
  if (responseType === 'response') return response as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
