export { buildSession, buildTestProfile, buildToken } from './session-builders';

import type { Session } from '../lib/session';
import { SESSION_STORAGE_KEY } from '../lib/session';

export function storeSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}
