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
import { useText } from '../../../lib/text';
import { copyText, LINK_COPIED_MESSAGE } from '../../messaging';
import { useMemberLink, useReissueMemberLink, useRevokeMemberLink } from '../api/member-link';
import { MEMBER_LINK_TEXT } from '../member-link-text';

type Confirming = 'reissue' | 'revoke' | null;

/**
 * A flat's member page on its customer page: the link to copy or open, and (for who keeps the books)
 * a new link or none. Every bill, reminder, receipt and statement message already carries it.
 */
export function MemberLinkSection({ customerId }: { customerId: string }) {
  const linkQuery = useMemberLink(customerId);
  const reissue = useReissueMemberLink(customerId);
  const revoke = useRevokeMemberLink(customerId);
  const notify = useNotify();
  const text = useText(MEMBER_LINK_TEXT);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const url = linkQuery.data ? `${window.location.origin}${linkQuery.data.path}` : '';
  const onError = (error: Error) => notify.failed(error);
  const confirm = () => {
    if (confirming === 'reissue')
      reissue.mutate(undefined, {
        onSuccess: () => {
          setConfirming(null);
          notify.success(text.reissued);
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
      aria-label={text.title}
      variant="outlined"
      sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{text.intro}</Typography>
      {linkQuery.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : linkQuery.data ? (
        <>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2 }}>{url}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined />}
              onClick={async () =>
                (await copyText(url)) ? notify.success(LINK_COPIED_MESSAGE) : notify.error(text.copyFailed)
              }
            >
              {text.copy}
            </Button>
            <Button
              variant="outlined"
              startIcon={<OpenInNewOutlined />}
              href={linkQuery.data.path}
              target="_blank"
              rel="noopener"
            >
              {text.open}
            </Button>
            <CanDo access="keepBooks">
              <Button onClick={() => setConfirming('reissue')}>{text.confirm.reissue.label}</Button>
              <Button color="error" onClick={() => setConfirming('revoke')}>
                {text.confirm.revoke.label}
              </Button>
            </CanDo>
          </Box>
        </>
      ) : (
        <LoadFailed message={linkQuery.error?.message} onRetry={() => linkQuery.refetch()} />
      )}
      <ConfirmDeleteDialog
        open={confirming !== null}
        title={confirming ? text.confirm[confirming].title : ''}
        description={confirming ? text.confirm[confirming].description : ''}
        confirmLabel={confirming ? text.confirm[confirming].label : ''}
        isPending={reissue.isPending || revoke.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
