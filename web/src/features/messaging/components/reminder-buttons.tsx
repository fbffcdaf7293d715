import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { useSession } from '../../../lib/session';
import { useReminderActions } from './use-reminder-actions';

/** The /overdue page's reminder buttons; WhatsApp only with a token (SPEC §2). */
export function ReminderButtons() {
  const hasToken = useSession()?.userProfile.tokenSet ?? false;
  const reminders = useReminderActions();
  return (
    <>
      <Button
        variant="contained"
        startIcon={<EmailOutlinedIcon />}
        loading={reminders.isSendingEmail}
        loadingPosition="start"
        onClick={reminders.sendEmailReminders}
      >
        Send Remainder
      </Button>
      {hasToken ? (
        <Button
          variant="outlined"
          startIcon={<WhatsAppIcon />}
          loading={reminders.isSendingWhatsApp}
          loadingPosition="start"
          onClick={reminders.sendWhatsAppReminders}
        >
          Remainder Via Whatsapp
        </Button>
      ) : null}
    </>
  );
}
