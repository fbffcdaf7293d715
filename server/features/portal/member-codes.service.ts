import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MEMBER_CODE_MINUTES,
  MEMBER_CODE_NOT_VALID_MESSAGE,
  type TMemberCodeFlats,
} from '@domain/api/member-codes';
import { memberPath } from '@domain/api/portal';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { escapeHtml } from '../../integrations/mail/mail-text';
import { memberLinkTokensOf } from '../ledger';
import { findMemberLanguage, memberMessageText } from '../messaging';
import {
  countWrongTry,
  findFlatsWithEmail,
  findOpenCode,
  insertCode,
  spendCode,
} from './member-codes.repository';

const emailHashOf = (address: string) => createHash('sha256').update(address).digest('hex');
/** Under APP_SECRET: a million codes are quickly tried against a bare hash, never against this. */
const codeHashOf = (appSecret: string, emailHash: string, code: string) =>
  createHmac('sha256', appSecret).update(`${emailHash}:${code}`).digest('hex');
const addressOf = (email: string) => email.trim().toLowerCase();

/**
 * A 6-digit code to the address, when some flat's account has it; nothing at all otherwise. The route
 * answers the same words before this runs, so neither the answer nor its timing says who lives where.
 * The mail goes in the language of the address's first society.
 */
export async function sendMemberCode(context: ServiceContext, email: string, now: Date): Promise<void> {
  const address = addressOf(email);
  const flats = await findFlatsWithEmail(context.db, address);
  const first = flats[0];
  if (!first) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const emailHash = emailHashOf(address);
  await insertCode(context.db, {
    emailHash,
    codeHash: codeHashOf(context.config.appSecret, emailHash, code),
    expiresAt: new Date(now.getTime() + MEMBER_CODE_MINUTES * 60_000),
    now,
  });
  const text = memberMessageText(await findMemberLanguage(context.db, first.businessId));
  const body = text.codeBody(code, MEMBER_CODE_MINUTES);
  // The code is in the mail only: never in the log, whether or not mail can be sent.
  await context.mailer.send({
    to: address,
    subject: text.codeSubject(code),
    text: `${body}\n\n${text.codeIgnore}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(text.codeIgnore)}</p>`,
  });
}

function isSameHash(first: string, second: string): boolean {
  const a = Buffer.from(first, 'hex');
  const b = Buffer.from(second, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The code, checked against the address's newest open one: a wrong code counts a try against it, the
 * right one opens once and answers each flat the address is on, with its member page.
 */
export async function verifyMemberCode(
  context: ServiceContext,
  email: string,
  code: string,
  now: Date,
): Promise<TMemberCodeFlats> {
  const address = addressOf(email);
  const emailHash = emailHashOf(address);
  const open = await findOpenCode(context.db, emailHash, now);
  if (!open) throw new AppError('BAD_REQUEST', MEMBER_CODE_NOT_VALID_MESSAGE);
  if (!isSameHash(open.codeHash, codeHashOf(context.config.appSecret, emailHash, code.trim()))) {
    await countWrongTry(context.db, open.id);
    throw new AppError('BAD_REQUEST', MEMBER_CODE_NOT_VALID_MESSAGE);
  }
  if (!(await spendCode(context.db, open.id, now)))
    throw new AppError('BAD_REQUEST', MEMBER_CODE_NOT_VALID_MESSAGE);
  const flats = await findFlatsWithEmail(context.db, address);
  const paths = new Map<string, string>();
  for (const businessId of new Set(flats.map((flat) => flat.businessId))) {
    const ids = flats.filter((flat) => flat.businessId === businessId).map((flat) => flat.customerId);
    const tokens = await memberLinkTokensOf(context.db, context.config.appSecret, businessId, ids, now);
    for (const [customerId, token] of tokens) paths.set(customerId, memberPath(token));
  }
  return {
    flats: flats.map((flat) => ({
      society: flat.society,
      name: flat.name,
      flat: { block: flat.block, floor: flat.floor, flat: flat.flat },
      path: paths.get(flat.customerId) ?? '',
    })),
  };
}
