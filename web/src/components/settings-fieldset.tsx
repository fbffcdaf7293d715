import type { ReactNode } from 'react';
import { useCan } from '../lib/session';

/**
 * The fields of one of the business's settings forms. Only the owner changes settings: for anyone
 * else the fields are disabled (a disabled fieldset disables every native control in it) and the
 * form's own button is left out with `CanDo access="manage"`.
 */
export function SettingsFieldset({ children }: { children: ReactNode }) {
  const canManage = useCan('manage');
  return (
    <fieldset disabled={!canManage} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
