import type { TMemberCodeFlats } from '@domain/api/member-codes';
import { postPublicJson } from '../../../lib/public-json';

/** Asks for a code to the address; the server answers the same whether or not it is on a flat. */
export async function askForMemberCode(email: string): Promise<void> {
  await postPublicJson<{ message: string }>('/api/v2/portal/codes', { email });
}

/** The code from the e-mail, for each flat the address is on, with its member page. */
export function openWithMemberCode(email: string, code: string): Promise<TMemberCodeFlats> {
  return postPublicJson<TMemberCodeFlats>('/api/v2/portal/codes/verify', { email, code });
}
