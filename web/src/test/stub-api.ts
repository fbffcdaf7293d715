import { vi } from 'vitest';

export type StubReply = { status: number; body?: unknown } | (() => Promise<Response>);

function toResponse({ status, body }: { status: number; body?: unknown }): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs `fetch` with answers keyed by "METHOD /path"; any other call gets a 404, so a test notices a request
 * it did not expect. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(replies: Record<string, StubReply>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? 'GET'} ${url}`];
    if (typeof reply === 'function') return reply();
    return toResponse(reply ?? { status: 404, body: { message: `No stub for ${url}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `path`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** A reply the test releases when it wants, to see the screen while the request is under way. */
export function deferredReply(reply: { status: number; body?: unknown }) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    reply: async () => {
      await released;
      return toResponse(reply);
    },
    release,
  };
}
