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
import { useText } from '../../../lib/text';
import { isSendingUnderWay, useRetryRunSending, useRunSending, useSendBillingRun } from '../api/run-sending';
import { SEND_TEXT } from '../text/send-text';

type SendingItem = TRunSending['items'][number];
type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

const STATUS_COLORS: Record<RunMessageStatus, ChipColor> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  kept: 'warning',
  skipped: 'default',
};

const count = (sending: TRunSending, status: RunMessageStatus) => sending.counts[status] ?? 0;

/** Messages that have reached an end: sent, failed, skipped, or waiting in the outbox. */
function doneCount(sending: TRunSending): number {
  return (
    count(sending, 'sent') + count(sending, 'failed') + count(sending, 'skipped') + count(sending, 'kept')
  );
}

function StatusChip({ status }: { status: RunMessageStatus }) {
  const text = useText(SEND_TEXT);
  return (
    <Chip
      size="small"
      label={text.statuses[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'skipped' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, borderRadius: 1.5 }}
    />
  );
}

/** The progress bar and a chip per count; queued counts those being sent too. */
function SendingProgress({ sending }: { sending: TRunSending }) {
  const text = useText(SEND_TEXT);
  const total = sending.items.length;
  const done = doneCount(sending);
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const figures: Array<{ status: RunMessageStatus; value: number }> = [
    { status: 'queued', value: count(sending, 'queued') + count(sending, 'sending') },
    { status: 'sent', value: count(sending, 'sent') },
    { status: 'failed', value: count(sending, 'failed') },
    { status: 'skipped', value: count(sending, 'skipped') },
    { status: 'kept', value: count(sending, 'kept') },
  ];
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {isSendingUnderWay(sending) ? text.underWay : text.finished}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.done(done, total)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={text.progress}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={text.counts} role="list">
        {figures.map((figure) => (
          <Chip
            key={figure.status}
            role="listitem"
            size="small"
            color={figure.value > 0 ? STATUS_COLORS[figure.status] : 'default'}
            variant={figure.value > 0 && figure.status !== 'skipped' ? 'filled' : 'outlined'}
            label={text.countOf(text.statuses[figure.status], figure.value)}
            sx={{ fontWeight: 600, borderRadius: 1.5 }}
          />
        ))}
      </Box>
    </Stack>
  );
}

function SendingTable({ items }: { items: SendingItem[] }) {
  const text = useText(SEND_TEXT);
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table
        stickyHeader
        aria-label={text.billsSent}
        size="small"
        sx={{ minWidth: 640, '& th, & td': { px: 1.5 } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50' } }}>
            <TableCell sx={{ pl: 2.5 }}>{text.columns.flat}</TableCell>
            <TableCell>{text.columns.client}</TableCell>
            <TableCell>{text.columns.bill}</TableCell>
            <TableCell>{text.columns.channel}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell sx={{ pr: 2.5 }}>{text.columns.reason}</TableCell>
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
              <TableCell>{text.channels[item.channel]}</TableCell>
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
  const text = useText(SEND_TEXT);
  return (
    <List aria-label={text.billsSent} disablePadding>
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
            {text.channelBill(text.channels[item.channel], item.invoice.invoiceNumber)}
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
  const text = useText(SEND_TEXT);
  const notify = useNotify();
  const sendingQuery = useRunSending(run._id, isPublished);
  const send = useSendBillingRun();
  const retry = useRetryRunSending();
  const [email, setEmail] = useState(true);
  const [whatsapp, setWhatsapp] = useState(false);
  const [channelError, setChannelError] = useState<string | null>(null);

  if (!isPublished) {
    return <Typography>{text.publishFirst}</Typography>;
  }

  const sending = sendingQuery.data;
  const hasSent = (sending?.items.length ?? 0) > 0;
  const failed = sending ? count(sending, 'failed') : 0;
  const kept = sending ? count(sending, 'kept') : 0;

  function submit() {
    if (!email && !whatsapp) {
      setChannelError(text.chooseChannel);
      return;
    }
    setChannelError(null);
    send.mutate({ runId: run._id, email, whatsapp }, { onError: (error) => notify.error(error.message) });
  }

  const choose = (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{text.intro(totals.flats, run.periodLabel)}</Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {text.sendBy}
        </Typography>
        <FormGroup row>
          <FormControlLabel
            control={<Checkbox checked={email} onChange={(event) => setEmail(event.target.checked)} />}
            label={text.channels.email}
          />
          <FormControlLabel
            control={<Checkbox checked={whatsapp} onChange={(event) => setWhatsapp(event.target.checked)} />}
            label={text.channels.whatsapp}
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
        {hasSent ? text.sendRest : text.sendBills(totals.flats)}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.sendAgain}
      </Typography>
    </Stack>
  );
  const progress = sendingQuery.isPending ? (
    <LoadingSpinner label={text.loading} />
  ) : !sending ? (
    <LoadFailed message={sendingQuery.error?.message} onRetry={() => sendingQuery.refetch()} />
  ) : hasSent ? (
    <Stack spacing={2}>
      <SendingProgress sending={sending} />
      {kept > 0 ? <Alert severity="info">{text.kept(kept)}</Alert> : null}
      {failed > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            variant="outlined"
            startIcon={<ReplayIcon />}
            loading={retry.isPending}
            loadingPosition="start"
            onClick={() => retry.mutate(run._id, { onError: (error) => notify.error(error.message) })}
          >
            {text.retry(failed)}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.retryNote}
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
