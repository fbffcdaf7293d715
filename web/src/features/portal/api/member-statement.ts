import type { TStatement, TStatementQuery } from '@domain/api/statements';
import { getPublicJson, type PublicFailure } from '../../../lib/public-json';

export type MemberStatementLoad =
  | { state: 'loading' }
  | { state: 'loaded'; statement: TStatement }
  | { state: 'failed'; failure: PublicFailure };

function query(range: TStatementQuery): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The member's statement through their link, for the period chosen (by default the financial year so far). */
export async function fetchMemberStatement(
  token: string,
  range: TStatementQuery,
  signal: AbortSignal,
): Promise<MemberStatementLoad> {
  const answer = await getPublicJson<TStatement>(
    `/api/v2/statements/${encodeURIComponent(token)}${query(range)}`,
    { signal },
  );
  return answer.ok
    ? { state: 'loaded', statement: answer.value }
    : { state: 'failed', failure: answer.failure };
}

/** The same statement as a PDF, named by the server; by default the financial year so far. */
export function memberStatementPdfPath(token: string, range: TStatementQuery = {}): string {
  return `/api/v2/statements/${encodeURIComponent(token)}/pdf${query(range)}`;
}
