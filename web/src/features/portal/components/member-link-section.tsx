import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CanDo } from '../../../components/can-do';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { copyText, LINK_COPIED_MESSAGE } from '../../messaging';
import { useMemberLink, useReissueMemberLink, useRevokeMemberLink } from '../api/member-link';

type Confirming = 'reissue' | 'revoke' | null;

const CONFIRM = {
  reissue: {
    title: 'Issue a new member link?',
    description: 'The link the member has now stops opening at once. Send them the new one.',
    label: 'Issue new link',
  },
  revoke: {
    title: 'Revoke the member link?',
    description:
      "The link stops opening at once. The flat's next bill, reminder or receipt carries a new one.",
    label: 'Revoke',
  },
} as const;

/**
 * A flat's member page on its customer page: the link to copy or open, and (for who keeps the books)
 * a new link or none. Every bill, reminder, receipt and statement message already carries it.
 */
export function MemberLinkSection({ customerId }: { customerId: string }) {
  const linkQuery = useMemberLink(customerId);
  const reissue = useReissueMemberLink(customerId);
  const revoke = useRevokeMemberLink(customerId);
  const notify = useNotify();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const url = linkQuery.data ? `${window.location.origin}${linkQuery.data.path}` : '';
  const onError = (error: Error) => notify.error(`Error: ${error.message}`);
  const confirm = () => {
    if (confirming === 'reissue')
      reissue.mutate(undefined, {
        onSuccess: () => {
          setConfirming(null);
          notify.success('New member link issued');
        },
        onError,
      });
    if (confirming === 'revoke')
      revoke.mutate(undefined, {
        onSuccess: (answer) => {
          setConfirming(null);
          notify.success(answer.message);
        },
        onError,
      });
  };
  return (
    <Paper
      component="section"
      aria-label="Member page"
      variant="outlined"
      sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Member page
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The member sees their dues, bills, receipts and statement here, and pays, without signing in.
      </Typography>
      {linkQuery.isPending ? (
        <LoadingSpinner label="Loading member link" />
      ) : linkQuery.data ? (
        <>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2 }}>{url}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined />}
              onClick={async () =>
                (await copyText(url))
                  ? notify.success(LINK_COPIED_MESSAGE)
                  : notify.error('Could not copy the link')
              }
            >
              Copy link
            </Button>
            <Button
              variant="outlined"
              startIcon={<OpenInNewOutlined />}
              href={linkQuery.data.path}
              target="_blank"
              rel="noopener"
            >
              Open
            </Button>
            <CanDo access="keepBooks">
              <Button onClick={() => setConfirming('reissue')}>Issue new link</Button>
              <Button color="error" onClick={() => setConfirming('revoke')}>
                Revoke
              </Button>
            </CanDo>
          </Box>
        </>
      ) : (
        <LoadFailed message={linkQuery.error?.message} onRetry={() => linkQuery.refetch()} />
      )}
      <ConfirmDeleteDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming].title : ''}
        description={confirming ? CONFIRM[confirming].description : ''}
        confirmLabel={confirming ? CONFIRM[confirming].label : ''}
        isPending={reissue.isPending || revoke.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
