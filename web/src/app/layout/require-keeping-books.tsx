import LockOutlined from '@mui/icons-material/LockOutlined';
import { Outlet } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useCan } from '../../lib/session';
import { useText } from '../../lib/text';
import { APP_TEXT } from '../app-text';

/**
 * The pages that only write (a new or edited invoice, reminders, a new billing run) for a role that
 * may; anyone else reads why not. The server refuses the writes anyway.
 */
export function RequireKeepingBooks() {
  const canKeepBooks = useCan('keepBooks');
  const text = useText(APP_TEXT);
  if (canKeepBooks) return <Outlet />;
  return <EmptyState icon={<LockOutlined />}>{text.readsOnly}</EmptyState>;
}
