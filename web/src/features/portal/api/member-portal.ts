import type { TMemberPortal } from '@domain/api/portal';
import { getPublicJson } from '../../../lib/public-json';

/** Why a member page could not be shown: the link opens nothing, or the server could not be reached. */
export type MemberPortalFailure = 'not-valid' | 'offline' | 'failed';

export type MemberPortalLoad =
  | { state: 'loading' }
  | { state: 'loaded'; portal: TMemberPortal }
  | { state: 'failed'; failure: MemberPortalFailure };

/**
 * The member's page data, fetched without the owner app's API client: the member has no session,
 * and these pages load nothing of the owner's code. A link that opens nothing, or a malformed one,
 * is 'not valid' alike.
 */
export async function fetchMemberPortal(token: string, signal?: AbortSignal): Promise<MemberPortalLoad> {
  const answer = await getPublicJson<TMemberPortal>(`/api/v2/portal/${encodeURIComponent(token)}`, {
    signal,
  });
  if (answer.ok) return { state: 'loaded', portal: answer.value };
  return { state: 'failed', failure: answer.failure === 'missing' ? 'not-valid' : answer.failure };
}

/** A receipt's PDF of the member's own flat, through the same link. */
export function memberReceiptPdfPath(token: string, receiptId: string): string {
  return `/api/v2/portal/${encodeURIComponent(token)}/receipts/${encodeURIComponent(receiptId)}/pdf`;
}
