import { type Role, roleMay } from '@domain/roles';
import { hasPaymentMethod, type SessionProfile } from '../../lib/session';

export type SpeedDialActionId = 'send-reminder' | 'whatsapp-reminder' | 'new-invoice' | 'new-customer';

/** The footer speed-dial's actions on this page, in display order from the main button outwards. */
export function visibleSpeedDialActions(
  pathname: string,
  profile: SessionProfile,
  role: Role,
): SpeedDialActionId[] {
  // Every quick action writes or sends: a read-only member has none.
  if (!roleMay(role, 'keepBooks')) return [];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isOverduePage = path === '/overdue';
  const actions: SpeedDialActionId[] = [];
  if (isOverduePage) actions.push('send-reminder');
  if (isOverduePage && profile.tokenSet) actions.push('whatsapp-reminder');
  if (path !== '/invoice' && hasPaymentMethod(profile)) actions.push('new-invoice');
  actions.push('new-customer');
  return actions;
}
