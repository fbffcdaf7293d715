import { randomUUID } from 'node:crypto';
import { FORGOT_MESSAGE } from '@domain/api/auth';
import { expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import type { Mailer } from '../../integrations/mail/mailer';
import { describeEachDatabase } from '../../test/test-servers';

const PASSWORD = 'correct horse 1';
/** Longer than any answer takes here, far shorter than the test's own timeout. */
const ANSWER_WITHIN_MS = 5_000;

const newEmail = () => `forgot-${randomUUID()}@example.test`;

async function signUp(app: AppInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/users/signup',
    payload: { firstName: 'Asha', lastName: 'Rao', email, password: PASSWORD, confirmPassword: PASSWORD },
    remoteAddress: '10.20.0.1',
  });
  return response.json().result._id;
}

function forgot(app: AppInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/forgot',
    payload: { email },
    remoteAddress: `10.21.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

/** The answer, or a failure when it waits for the mail: per-address work must come after it. */
async function answerWithin(answer: ReturnType<typeof forgot>) {
  const late = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error('the answer waited for the reset mail')), ANSWER_WITHIN_MS),
  );
  return Promise.race([answer, late]);
}

/** What a prober sees of an answer, less what differs from one request to the next anyway. */
function seen(response: Awaited<ReturnType<typeof forgot>>) {
  const { date, 'x-request-id': _requestId, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

async function outboxRowsFor(app: AppInstance, email: string) {
  return app.database.db.selectFrom('outbox').select('id').where('recipient', '=', email).execute();
}

async function eventually<Value>(read: () => Promise<Value>, isDone: (value: Value) => boolean) {
  const deadline = Date.now() + ANSWER_WITHIN_MS;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Holds every mail the app queues until `open` is called. */
function holdMail(app: AppInstance) {
  const original = app.mailer.send;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  app.mailer.send = async (...args: Parameters<Mailer['send']>) => {
    held += 1;
    await gate;
    return original(...args);
  };
  return {
    held: () => held,
    release: () => {
      open();
      app.mailer.send = original;
    },
  };
}

describeEachDatabase('forgot password', (context) => {
  it('answers a known e-mail before looking it up, exactly as it answers an unknown one', async () => {
    const known = newEmail();
    const userId = await signUp(context.app, known);
    const mail = holdMail(context.app);
    try {
      const knownAnswer = await answerWithin(forgot(context.app, known));
      const unknownAnswer = await answerWithin(forgot(context.app, newEmail()));
      expect(seen(knownAnswer)).toEqual(seen(unknownAnswer));
      expect(knownAnswer.json()).toEqual({ message: FORGOT_MESSAGE });
      expect(await outboxRowsFor(context.app, known)).toEqual([]);
    } finally {
      mail.release();
    }
    // The reset goes out after the answer: one link, to the account's address only.
    expect(
      await eventually(
        () => outboxRowsFor(context.app, known),
        (rows) => rows.length > 0,
      ),
    ).toHaveLength(1);
    const resets = await context.app.database.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(resets).toHaveLength(1);
    expect(mail.held()).toBe(1);
  });

  it('answers the same when the reset mail cannot be queued: the failure goes to the log only', async () => {
    const known = newEmail();
    await signUp(context.app, known);
    const original = context.app.mailer.send;
    let attempts = 0;
    context.app.mailer.send = async () => {
      attempts += 1;
      throw new Error('outbox unavailable');
    };
    try {
      const knownAnswer = await forgot(context.app, known);
      const unknownAnswer = await forgot(context.app, newEmail());
      expect(seen(knownAnswer)).toEqual(seen(unknownAnswer));
      expect(knownAnswer.statusCode).toBe(200);
      expect(
        await eventually(
          async () => attempts,
          (count) => count > 0,
        ),
      ).toBe(1);
    } finally {
      context.app.mailer.send = original;
    }
  });
});
