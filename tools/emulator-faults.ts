/**
 * One-shot faults for tests, shared by the emulators: the next request to a target fails with a
 * status (and, for APIs that have them, an error code), or is never answered (the client's timeout
 * must end it). A target is a path, optionally after a method (`GET /v1/orders`); what a path matches
 * is the emulator's to say, since each provider's paths are shaped differently.
 */
export type Fault = { kind: 'fail'; status: number; code?: number } | { kind: 'hang' };

type Pending = { method: string | undefined; path: string; fault: Fault };

function parseTarget(target: string): { method: string | undefined; path: string } {
  const [first = '', second] = target.trim().split(/\s+/);
  return second === undefined
    ? { method: undefined, path: first }
    : { method: first.toUpperCase(), path: second };
}

export class FaultQueue {
  private pending: Pending[] = [];

  /** `matches(pathname, path)`: whether a request's path is the target's. */
  constructor(private readonly matches: (pathname: string, path: string) => boolean) {}

  failNext(target: string, status: number, code?: number): void {
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new Error(`failNext needs an error status (400–599), got ${status}`);
    }
    this.pending.push({ ...parseTarget(target), fault: { kind: 'fail', status, code } });
  }

  hangNext(target: string): void {
    this.pending.push({ ...parseTarget(target), fault: { kind: 'hang' } });
  }

  /** The first fault waiting for this request, removed so that it happens once. */
  take(method: string, pathname: string): Fault | undefined {
    const index = this.pending.findIndex(
      (entry) =>
        (entry.method === undefined || entry.method === method) && this.matches(pathname, entry.path),
    );
    if (index === -1) return undefined;
    const [entry] = this.pending.splice(index, 1);
    return entry?.fault;
  }
}
