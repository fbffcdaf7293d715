/**
 * One-shot faults for tests: the next request to a path fails with a status (and Graph error code),
 * or is never answered (the client's timeout must end it). A target is a path suffix such as
 * `/messages` or `/media` (any method, any phone number id), optionally with a method:
 * `POST /messages`. Graph paths start with a version and a phone number id, so a suffix is what a test
 * can name without knowing them.
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
        (entry.method === undefined || entry.method === method) &&
        pathname.endsWith(entry.path.replace(/\/+$/, '')),
    );
    if (index === -1) return undefined;
    const [entry] = this.pending.splice(index, 1);
    return entry?.fault;
  }
}
