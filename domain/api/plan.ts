/**
 * What every protected route answers, with 403, once the account's plan has ended (the admin CLI's
 * `expire`, or a disabled account). The web app recognises it by both, since other refusals are 403 too.
 */
export const PLAN_EXPIRED_MESSAGE = 'Plan expired';

export function isPlanExpiredAnswer(status: number, message: string): boolean {
  return status === 403 && message === PLAN_EXPIRED_MESSAGE;
}
