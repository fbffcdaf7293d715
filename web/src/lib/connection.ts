/**
 * Whether the app can reach its server: the browser's own word (navigator.onLine, which a captive or
 * dead network leaves true), and what the last request found. Any request that reaches the server
 * says so; one that cannot says the opposite. Free of MUI: the offline banner sits above every page.
 */
let isServerReachable = true;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function noteServerReachable(isReachable: boolean): void {
  if (isServerReachable === isReachable) return;
  isServerReachable = isReachable;
  notify();
}

export function isConnected(): boolean {
  return navigator.onLine && isServerReachable;
}

export function subscribeToConnection(listener: () => void): () => void {
  // Back online, the next request decides; until then the browser's word stands.
  const onOnline = () => noteServerReachable(true);
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `fetch`, noting whether the server was reached: every request of the app and the member's pages goes through it. */
export async function fetchNoting(input: string, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    noteServerReachable(true);
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) noteServerReachable(false);
    throw error;
  }
}
