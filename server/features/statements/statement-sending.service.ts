import { EMAIL_NOT_SET_UP_MESSAGE, type TSendEmailAnswer } from '@domain/api/messages';
import { memberStatementPath } from '@domain/api/portal';
import { STATEMENT_SENT_MESSAGE, type TSendStatementInput } from '@domain/api/statements';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import { AppError } from '../../errors';
import { findMemberLanguage, memberMessageText, statementMessageOf } from '../messaging';
import { ownFlatStatement } from './statements.service';

/**
 * Sends a member the link to their statement on a channel, through the outbox; 400 with the reason
 * when it cannot go (no address or number, WhatsApp not set up), 404 for another business's flat.
 */
export async function sendStatement(
  context: ServiceContext,
  business: Pick<CallerBusiness, 'id' | 'name' | 'whatsApp'>,
  customerId: string,
  { channel }: TSendStatementInput,
  now: Date = context.clock(),
): Promise<TSendEmailAnswer> {
  const { holder, statement, token } = await ownFlatStatement(context, business.id, customerId, {}, now);
  const built = statementMessageOf(
    {
      name: holder.name,
      email: holder.email,
      phone: holder.phone,
      flat: { block: holder.block, floor: holder.floor, flat: holder.flat },
      closingBalancePaise: statement.closingBalancePaise,
      url: `${context.config.publicUrl}${memberStatementPath(token)}`,
    },
    channel,
    business,
    memberMessageText(await findMemberLanguage(context.db, business.id)),
  );
  if ('refusal' in built) throw new AppError('BAD_REQUEST', built.refusal);
  const messageId = await context.outbox.enqueue(built.message);
  const isKept = !context.outbox.canSend(channel);
  return isKept
    ? { message: EMAIL_NOT_SET_UP_MESSAGE, messageId, delivery: 'kept' }
    : { message: STATEMENT_SENT_MESSAGE, messageId, delivery: 'queued' };
}
