import type { IncomingMessage } from 'node:http';
import type { FaultQueue } from './faults';
import type { Reply } from './http-helpers';
import type { EmulatorStore } from './store';

export type RouteContext = {
  request: IncomingMessage;
  /** The capture groups of the route's path pattern. */
  params: string[];
  store: EmulatorStore;
  faults: FaultQueue;
};

export type Route = {
  method: 'GET' | 'POST';
  path: RegExp;
  handle: (context: RouteContext) => Reply | Promise<Reply>;
};
