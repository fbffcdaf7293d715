import type { Access } from '@domain/roles';
import type { ReactNode } from 'react';
import { useCan } from '../lib/session';

/**
 * Its children only for a member whose role may do this (a committee member or auditor sees no write
 * control, a treasurer no control of the keys or the team). The server refuses it anyway.
 */
export function CanDo({ access, children }: { access: Access; children: ReactNode }) {
  return useCan(access) ? children : null;
}
