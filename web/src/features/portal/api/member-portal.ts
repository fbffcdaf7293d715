import type { TMemberPortal } from '@domain/api/portal';
import { fetchNoting } from '../../../lib/connection';

/** Why a member page could not be shown: the link opens nothing, or the server could not be reached. */
export type MemberPortalFailure = 'not-valid' | 'offline' | 'failed';

export type MemberPortalLoad =
  | { state: 'loading' }
  | { state: 'loaded'; portal: TMemberPortal }
  | { state: 'failed'; failure: MemberPortalFailure };

/**
 * The member's page data, fetched without the owner app's API client: the member has no session,
 * and these pages load nothing of the owner's code.
 */
export async function fetchMemberPortal(token: string, signal?: AbortSignal): Promise<MemberPortalLoad> {
  // Any failure, the body cut off included (a newer load aborts this one), is answered, never thrown:
  // the caller drops the answer of an aborted load.
  try {
    const response = await fetchNoting(`/api/v2/portal/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status === 404 || response.status === 400) return { state: 'failed', failure: 'not-valid' };
    if (!response.ok) return { state: 'failed', failure: 'failed' };
    return { state: 'loaded', portal: (await response.json()) as TMemberPortal };
  } catch {
    return { state: 'failed', failure: 'offline' };
  }
}

/** A receipt's PDF of the member's own flat, through the same link. */
export function memberReceiptPdfPath(token: string, receiptId: string): string {
  return `/api/v2/portal/${encodeURIComponent(token)}/receipts/${encodeURIComponent(receiptId)}/pdf`;
}

/** The member's statement as a PDF (the financial year so far). */
export function memberStatementPdfPath(token: string): string {
  return `/api/v2/statements/${encodeURIComponent(token)}/pdf`;
}
