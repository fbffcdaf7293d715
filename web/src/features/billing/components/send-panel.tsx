import type { RunMessageStatus, TBillingRunPreview, TRunSending } from '@domain/api/billing-runs';
import ReplayIcon from '@mui/icons-material/Replay';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { isSendingUnderWay, useRetryRunSending, useRunSending, useSendBillingRun } from '../api/run-sending';
import { plural } from './billing-text';

type SendingItem = TRunSending['items'][number];
type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

const STATUS_LOOK: Record<RunMessageStatus, { label: string; color: ChipColor }> = {
  queued: { label: 'Queued', color: 'info' },
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  kept: { label: 'Waiting for e-mail set-up', color: 'warning' },
  skipped: { label: 'Skipped', color: 'default' },
};

const CHANNEL_LABELS: Record<SendingItem['channel'], string> = { email: 'E-mail', whatsapp: 'WhatsApp' };

const count = (sending: TRunSending, status: RunMessageStatus) => sending.counts[status] ?? 0;

/** Messages that have reached an end: sent, failed, skipped, or waiting in the outbox. */
function doneCount(sending: TRunSending): number {
  return (
    count(sending, 'sent') + count(sending, 'failed') + count(sending, 'skipped') + count(sending, 'kept')
  );
}

function StatusChip({ status }: { status: RunMessageStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      label={look.label}
      color={look.color}
      variant={status === 'skipped' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, borderRadius: 1.5 }}
    />
  );
}

/** The progress bar and a chip per count; queued counts those being sent too. */
function SendingProgress({ sending }: { sending: TRunSending }) {
  const total = sending.items.length;
  const done = doneCount(sending);
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const figures: Array<{ status: RunMessageStatus; label: string; value: number }> = [
    { status: 'queued', label: 'Queued', value: count(sending, 'queued') + count(sending, 'sending') },
    { status: 'sent', label: 'Sent', value: count(sending, 'sent') },
    { status: 'failed', label: 'Failed', value: count(sending, 'failed') },
    { status: 'skipped', label: 'Skipped', value: count(sending, 'skipped') },
    { status: 'kept', label: 'Waiting for e-mail set-up', value: count(sending, 'kept') },
  ];
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {isSendingUnderWay(sending) ? 'Sending…' : 'Sending finished'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${done} of ${plural(total, 'message', 'messages')} done`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Sending progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Sending counts" role="list">
        {figures.map((figure) => (
          <Chip
            key={figure.status}
            role="listitem"
            size="small"
            color={figure.value > 0 ? STATUS_LOOK[figure.status].color : 'default'}
            variant={figure.value > 0 && figure.status !== 'skipped' ? 'filled' : 'outlined'}
            label={`${figure.label}: ${figure.value}`}
            sx={{ fontWeight: 600, borderRadius: 1.5 }}
          />
        ))}
      </Box>
    </Stack>
  );
}

function SendingTable({ items }: { items: SendingItem[] }) {
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table
        stickyHeader
        aria-label="Bills sent"
        size="small"
        sx={{ minWidth: 640, '& th, & td': { px: 1.5 } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50' } }}>
            <TableCell sx={{ pl: 2.5 }}>Flat</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Bill</TableCell>
            <TableCell>Channel</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ pr: 2.5 }}>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={`${item.invoice._id}-${item.channel}`}
              sx={{ '&:last-child td': { borderBottom: 0 } }}
            >
              <TableCell sx={{ pl: 2.5, whiteSpace: 'nowrap', fontWeight: 600 }}>{item.flat}</TableCell>
              <TableCell>{item.client}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.invoice.invoiceNumber}</TableCell>
              <TableCell>{CHANNEL_LABELS[item.channel]}</TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
              <TableCell sx={{ pr: 2.5, color: 'text.secondary' }}>{item.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SendingCards({ items }: { items: SendingItem[] }) {
  return (
    <List aria-label="Bills sent" disablePadding>
      {items.map((item, index) => (
        <ListItem
          key={`${item.invoice._id}-${item.channel}`}
          divider={index < items.length - 1}
          sx={{ display: 'block', px: 2, py: 1.25 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{item.flat}</Typography>
            <StatusChip status={item.status} />
          </Box>
          <Typography variant="body2">{item.client}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {CHANNEL_LABELS[item.channel]} · bill {item.invoice.invoiceNumber}
          </Typography>
          {item.reason ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {item.reason}
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

type SendPanelProps = { preview: TBillingRunPreview; isPhone: boolean };

/**
 * Step 4: the published bills go out by e-mail and/or WhatsApp, then each message's progress, asked
 * again every 2 s while any is on its way. Sending again sends only what has not gone.
 */
export function SendPanel({ preview, isPhone }: SendPanelProps) {
  const { run, totals } = preview;
  const isPublished = run.status === 'published';
  const notify = useNotify();
  const sendingQuery = useRunSending(run._id, isPublished);
  const send = useSendBillingRun();
  const retry = useRetryRunSending();
  const [email, setEmail] = useState(true);
  const [whatsapp, setWhatsapp] = useState(false);
  const [channelError, setChannelError] = useState<string | null>(null);

  if (!isPublished) {
    return <Typography>Publish the run before sending its bills.</Typography>;
  }

  const sending = sendingQuery.data;
  const hasSent = (sending?.items.length ?? 0) > 0;
  const failed = sending ? count(sending, 'failed') : 0;
  const kept = sending ? count(sending, 'kept') : 0;
  const bills = plural(totals.flats, 'bill', 'bills');

  function submit() {
    if (!email && !whatsapp) {
      setChannelError('Choose e-mail, WhatsApp or both');
      return;
    }
    setChannelError(null);
    send.mutate({ runId: run._id, email, whatsapp }, { onError: (error) => notify.error(error.message) });
  }

  const choose = (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {`Send the ${bills} of ${run.periodLabel} to each flat: by e-mail to the client's address, by WhatsApp to their phone. A flat without one is skipped, with the reason.`}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Send by
        </Typography>
        <FormGroup row>
          <FormControlLabel
            control={<Checkbox checked={email} onChange={(event) => setEmail(event.target.checked)} />}
            label="E-mail"
          />
          <FormControlLabel
            control={<Checkbox checked={whatsapp} onChange={(event) => setWhatsapp(event.target.checked)} />}
            label="WhatsApp"
          />
        </FormGroup>
        {channelError ? <FormHelperText error>{channelError}</FormHelperText> : null}
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<SendOutlinedIcon />}
        loading={send.isPending}
        loadingPosition="start"
        onClick={submit}
      >
        {hasSent ? 'Send what has not gone' : `Send ${bills}`}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Sending again later sends only what has not gone yet: a bill already queued or sent on a channel is
        not sent twice.
      </Typography>
    </Stack>
  );
  const progress = sendingQuery.isPending ? (
    <LoadingSpinner label="Loading the sending" />
  ) : !sending ? (
    <LoadFailed message={sendingQuery.error?.message} onRetry={() => sendingQuery.refetch()} />
  ) : hasSent ? (
    <Stack spacing={2}>
      <SendingProgress sending={sending} />
      {kept > 0 ? (
        <Alert severity="info">
          {`Queued: e-mail is not set up yet. ${plural(kept, 'e-mail waits', 'e-mails wait')} in the outbox and go out once e-mail is set up on the server.`}
        </Alert>
      ) : null}
      {failed > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            variant="outlined"
            startIcon={<ReplayIcon />}
            loading={retry.isPending}
            loadingPosition="start"
            onClick={() => retry.mutate(run._id, { onError: (error) => notify.error(error.message) })}
          >
            {`Retry failed (${failed})`}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Each failed message shows the provider's answer as its reason.
          </Typography>
        </Box>
      ) : null}
    </Stack>
  ) : null;
  const billList =
    sending && hasSent ? (
      <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
        {isPhone ? <SendingCards items={sending.items} /> : <SendingTable items={sending.items} />}
      </Paper>
    ) : null;
  // Once bills were sent, how they are doing comes first, then sending again, then each bill.
  return (
    <Stack spacing={3}>
      {hasSent ? progress : null}
      {choose}
      {hasSent ? billList : progress}
    </Stack>
  );
}
