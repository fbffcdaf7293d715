import { FORGOT_MESSAGE, ZForgot, ZReset, ZSignin, ZSignup } from '@domain/api/auth';
import { ZAuthResult } from '@domain/api/profile';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { sessionOriginOf } from '../../plugins/authenticate';
import { byEmail, limit } from '../../plugins/rate-limits';
import { decoyPasswordHash } from '../../security/passwords';
import { afterResponseRunner } from './after-response';
import { requestPasswordReset, resetPassword, signIn, signUp } from './auth.service';

const ZMessage = z.object({ message: z.string() });

export async function authRoutes(app: AppInstance): Promise<void> {
  const runAfterResponse = afterResponseRunner(app);
  // The decoy hash is made before the first sign-in, so the first unknown e-mail is not the slow one.
  app.addHook('onReady', async () => {
    await decoyPasswordHash();
  });

  app.post(
    '/api/v2/users/signup',
    {
      schema: { tags: ['users'], body: ZSignup, response: { 201: ZAuthResult } },
      preHandler: [
        limit(app, { name: 'signup-ip', max: 10, timeWindow: '1 hour' }),
        // Repeated sign-ups for one address would tell a prober, by the 409, which e-mails have accounts.
        limit(app, { name: 'signup-email', max: 5, timeWindow: '1 hour', keyOf: byEmail }),
      ],
    },
    async (request, reply) =>
      reply.status(201).send(await signUp(app.serviceContext, request.body, sessionOriginOf(request))),
  );

  app.post(
    '/api/v2/users/signin',
    {
      schema: { tags: ['users'], body: ZSignin, response: { 200: ZAuthResult } },
      preHandler: [
        limit(app, { name: 'signin-ip', max: 30, timeWindow: '15 minutes' }),
        limit(app, { name: 'signin-email', max: 10, timeWindow: '15 minutes', keyOf: byEmail }),
      ],
    },
    async (request) => signIn(app.serviceContext, request.body, sessionOriginOf(request)),
  );

  // Every path answers the same words at once; the address is looked up only after the answer has
  // gone, so neither its content nor its timing says whether the e-mail has an account.
  app.post(
    '/api/v2/users/forgot',
    {
      schema: { tags: ['users'], body: ZForgot, response: { 200: ZMessage } },
      preHandler: [
        limit(app, { name: 'forgot-ip', max: 10, timeWindow: '1 hour' }),
        limit(app, { name: 'forgot-email', max: 3, timeWindow: '1 hour', keyOf: byEmail }),
      ],
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        runAfterResponse(request.log, 'password reset', () =>
          requestPasswordReset(app.serviceContext, request.body.email),
        );
      },
    },
    async () => ({ message: FORGOT_MESSAGE }),
  );

  app.post(
    '/api/v2/users/reset',
    {
      schema: { tags: ['users'], body: ZReset, response: { 200: ZAuthResult } },
      preHandler: [limit(app, { name: 'reset-ip', max: 10, timeWindow: '15 minutes' })],
    },
    async (request) =>
      resetPassword(app.serviceContext, request.body.token, request.body.password, sessionOriginOf(request)),
  );
}
