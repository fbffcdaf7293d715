import { CUSTOMER_NOT_FOUND_MESSAGE, flatLabel } from '@domain/api/customers';
import { memberStatementPath } from '@domain/api/portal';
import { STATEMENT_NOT_FOUND_MESSAGE, type TStatement, type TStatementQuery } from '@domain/api/statements';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import { buildStatement, financialYearStart, type Statement } from '@domain/statement';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { flatOfMemberLink, memberLinkTokenOf } from '../ledger';
import { statementEntriesOf } from './statement-entries';
import { findStatementHolder, type StatementHolder } from './statements.repository';

/** A flat's statement, worked out in paise, with whose it is and the member's link to it. */
export type FlatStatement = {
  businessId: string;
  holder: StatementHolder;
  statement: Statement;
  token: string;
};

/** The range asked for, or the financial year so far. */
function rangeOf(query: TStatementQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  return { from: query.from ?? financialYearStart(to), to };
}

async function flatStatement(
  db: Executor,
  businessId: string,
  customerId: string,
  query: TStatementQuery,
  now: Date,
  tokenOf: () => Promise<string>,
): Promise<FlatStatement | undefined> {
  const holder = await findStatementHolder(db, businessId, customerId);
  if (!holder) return undefined;
  const { from, to } = rangeOf(query, todayIn(holder.timeZone, now));
  const [entries, token] = await Promise.all([statementEntriesOf(db, businessId, customerId), tokenOf()]);
  return { businessId, holder, statement: buildStatement(entries, from, to), token };
}

type StatementContext = Pick<ServiceContext, 'db' | 'config'>;

/** The owner's view of one of their flats' statements; 404 for another business's flat. */
export async function ownFlatStatement(
  { db, config }: StatementContext,
  businessId: string,
  customerId: string,
  query: TStatementQuery,
  now: Date,
): Promise<FlatStatement> {
  const found = await flatStatement(db, businessId, customerId, query, now, () =>
    memberLinkTokenOf(db, config.appSecret, businessId, customerId, now),
  );
  if (!found) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  return found;
}

/** The member's view through their link: the token is the key; an unknown or revoked one is not found. */
export async function publicFlatStatement(
  { db }: Pick<ServiceContext, 'db'>,
  token: string,
  query: TStatementQuery,
  now: Date,
): Promise<FlatStatement> {
  const flat = await flatOfMemberLink(db, token);
  const found =
    flat && (await flatStatement(db, flat.businessId, flat.customerId, query, now, async () => token));
  if (!found) throw new AppError('NOT_FOUND', STATEMENT_NOT_FOUND_MESSAGE);
  return found;
}

/** The statement as the API answers it, in rupees. */
export function statementAnswerOf({ holder, statement, token }: FlatStatement): TStatement {
  return {
    businessName: holder.businessName,
    client: {
      name: holder.name,
      flat: holder.flat ? flatLabel(holder) : '',
      parts: { block: holder.block, floor: holder.floor, flat: holder.flat },
    },
    from: statement.from,
    to: statement.to,
    openingBalance: fromPaise(statement.openingBalancePaise),
    lines: statement.lines.map((line) => ({
      date: line.date,
      kind: line.kind,
      reference: line.reference,
      description: line.description,
      debit: fromPaise(line.debitPaise),
      credit: fromPaise(line.creditPaise),
      balance: fromPaise(line.balancePaise),
      invoiceId: line.kind === 'bill' || line.kind === 'credit_note' ? line.sourceId : null,
    })),
    debits: fromPaise(statement.debitsPaise),
    credits: fromPaise(statement.creditsPaise),
    closingBalance: fromPaise(statement.closingBalancePaise),
    publicPath: memberStatementPath(token),
    language: holder.memberLanguage,
  };
}
