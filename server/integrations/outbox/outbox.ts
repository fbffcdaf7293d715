import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { insertOutboxMessage, requeueFailedMessages } from './outbox.repository';
import type { NewOutboxMessage } from './outbox-message';
import {
  type ChannelSenders,
  createOutboxWorker,
  type OutboxSettings,
  type OutboxWorker,
} from './outbox-worker';

export type Outbox = {
  /**
   * Puts a message in the outbox as 'queued', inside the caller's transaction when given one, and
   * wakes the worker; a message whose channel has no transport is 'kept' at once. Answers its id.
   * Inside a transaction the worker may look before the commit: the next poll finds it.
   */
  enqueue: (message: NewOutboxMessage, db?: Executor) => Promise<string>;
  /** Whether messages of this channel are sent, rather than kept in the app. */
  canSend: (channel: NewOutboxMessage['channel']) => boolean;
  /** Queues failed messages of a business again and wakes the worker; answers how many. */
  retryFailed: (businessId: string, ids: string[], db?: Executor) => Promise<number>;
  worker: OutboxWorker;
};

export function createOutbox(options: {
  db: Kysely<DB>;
  senders: ChannelSenders;
  settings: OutboxSettings;
  log: FastifyBaseLogger;
}): Outbox {
  const worker = createOutboxWorker(options);
  const canSend = (channel: NewOutboxMessage['channel']) => options.senders[channel] !== undefined;
  return {
    worker,
    canSend,
    async enqueue(message, db = options.db) {
      const id = await insertOutboxMessage(db, message, {
        isKept: !canSend(message.channel),
        now: new Date(),
      });
      worker.nudge();
      return id;
    },
    async retryFailed(businessId, ids, db = options.db) {
      const queued = await requeueFailedMessages(db, businessId, ids, new Date());
      if (queued > 0) worker.nudge();
      return queued;
    },
  };
}
