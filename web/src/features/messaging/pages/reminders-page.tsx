import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useReminderPreview } from '../api/get-reminder-preview';
import { RecentReminders } from '../components/recent-reminders';
import { ReminderClients } from '../components/reminder-clients';
import { ReminderConfirmDialog } from '../components/reminder-confirm-dialog';
import { defaultSelection, planReminders } from '../components/reminder-plan';
import { useReminderRun } from '../components/use-reminder-run';
import { REMINDERS_TEXT } from '../text/reminders-text';

/** The footer's speed-dial opens this page with ?send=email or ?send=whatsapp: the confirmation, never a send. */
const SEND_PARAMETER = 'send';

/**
 * /overdue, the reminders page: each client with overdue invoices, ticked to be reminded (all but
 * the ones reminded in the last 24 hours), what they would get, a confirmation before anything is
 * sent, and each reminder's link and WhatsApp message to send by hand. Then how the reminders fared.
 */
export function RemindersPage() {
  const text = useText(REMINDERS_TEXT);
  const hasToken = useSession()?.userProfile.tokenSet ?? false;
  const preview = useReminderPreview();
  // null: the ticks the page opens with, worked out again from each answer (after a send, too).
  const [selection, setSelection] = useState<Set<string> | null>(null);
  const run = useReminderRun(() => setSelection(null));
  const [searchParams, setSearchParams] = useSearchParams();
  const now = new Date();
  const clients = preview.data?.clients ?? [];
  const selected = selection ?? defaultSelection(clients, now);
  const asked = searchParams.get(SEND_PARAMETER);
  const isLoaded = preview.isSuccess;
  const { ask } = run;

  useEffect(() => {
    if (!asked || !isLoaded) return;
    if (asked === 'email' || (asked === 'whatsapp' && hasToken)) ask(asked);
    setSearchParams({}, { replace: true });
  }, [asked, isLoaded, hasToken, ask, setSearchParams]);

  const canSend = isLoaded && selected.size > 0 && clients.some((client) => selected.has(client.clientId));
  return (
    <>
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<EmailOutlinedIcon />}
              disabled={!canSend}
              onClick={() => run.ask('email')}
            >
              {text.sendEmail}
            </Button>
            {hasToken ? (
              <Button
                variant="outlined"
                startIcon={<WhatsAppIcon />}
                disabled={!canSend}
                onClick={() => run.ask('whatsapp')}
              >
                {text.sendWhatsApp}
              </Button>
            ) : null}
          </>
        }
      />
      {preview.data?.emailDelivery === 'kept' ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {text.emailKept}
        </Alert>
      ) : null}
      {preview.isPending ? <LoadingSpinner label={text.loadingClients} /> : null}
      {preview.isError ? (
        <LoadFailed message={preview.error.message} onRetry={() => void preview.refetch()} />
      ) : null}
      {preview.data ? (
        <ReminderClients clients={clients} selected={selected} onChange={setSelection} now={now} />
      ) : null}
      {run.channel && preview.data ? (
        <ReminderConfirmDialog
          plan={planReminders(clients, selected, run.channel, now)}
          isEmailKept={preview.data.emailDelivery === 'kept'}
          isPending={run.isSending}
          onCancel={run.cancel}
          onConfirm={(insist) =>
            run.confirm(
              clients.filter((client) => selected.has(client.clientId)).map((client) => client.clientId),
              insist,
            )
          }
        />
      ) : null}
      <RecentReminders />
    </>
  );
}
