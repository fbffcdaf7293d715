import { formatPhone } from '@domain/phone';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useText } from '../../../lib/text';
import { REMINDERS_TEXT } from '../text/reminders-text';
import { messagesToSend, type ReminderPlan } from './reminder-plan';

type ReminderConfirmDialogProps = {
  plan: ReminderPlan;
  /** E-mail is not set up on the server: the reminders would only wait in the outbox. */
  isEmailKept: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (insist: boolean) => void;
};

/** 'Send 12 e-mail reminders?': who gets one, who cannot, and whether to remind again the recently reminded. */
export function ReminderConfirmDialog({
  plan,
  isEmailKept,
  isPending,
  onCancel,
  onConfirm,
}: ReminderConfirmDialogProps) {
  const text = useText(REMINDERS_TEXT);
  const [insist, setInsist] = useState(false);
  const count = messagesToSend(plan, insist);
  const channel = text.channelNames[plan.channel];
  const title = count === 0 ? text.noneToSend : text.sendCount(count, channel);
  const shown = plan.recipients.filter((recipient) => insist || !recipient.isRecent);
  return (
    <Dialog open onClose={() => !isPending && onCancel()} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {plan.channel === 'email' && isEmailKept ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {text.emailKeptConfirm}
          </Alert>
        ) : null}
        {shown.length > 0 ? (
          <List dense aria-label={text.toSend} sx={{ maxHeight: 280, overflowY: 'auto' }}>
            {shown.map((recipient) => (
              <ListItem key={recipient.address} disableGutters>
                <ListItemText
                  primary={recipient.names.join(', ')}
                  secondary={plan.channel === 'whatsapp' ? formatPhone(recipient.address) : recipient.address}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        {plan.unreachable.length > 0 ? (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {text.leftOut[plan.channel](plan.unreachable.join(', '))}
          </Typography>
        ) : null}
        {plan.recent > 0 ? (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={insist} onChange={(event) => setInsist(event.target.checked)} />}
            label={text.remindAgain(plan.recent, channel)}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onCancel} disabled={isPending}>
          {text.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => onConfirm(insist)}
          loading={isPending}
          disabled={count === 0}
        >
          {text.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
