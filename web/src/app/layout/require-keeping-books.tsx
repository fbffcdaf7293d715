import LockOutlined from '@mui/icons-material/LockOutlined';
import { Outlet } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useCan } from '../../lib/session';

/**
 * The pages that only write (a new or edited invoice, reminders, a new billing run) for a role that
 * may; anyone else reads why not. The server refuses the writes anyway.
 */
export function RequireKeepingBooks() {
  const canKeepBooks = useCan('keepBooks');
  if (canKeepBooks) return <Outlet />;
  return (
    <EmptyState icon={<LockOutlined />}>
      Your role in this business reads its books but does not change them or send messages. Ask the business's
      owner if you need to.
    </EmptyState>
  );
}
