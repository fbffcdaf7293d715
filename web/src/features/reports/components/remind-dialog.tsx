import type { TAgeing, TAgeingFlat } from '@domain/api/reports';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { reminderChannelsText } from './dues-rows';

type RemindDialogProps = {
  report: TAgeing;
  flats: readonly TAgeingFlat[];
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Remind 2 flats?': each chosen flat, its dues, and what its reminder goes by, before anything is queued. */
export function RemindDialog({ report, flats, isPending, onCancel, onConfirm }: RemindDialogProps) {
  const count = flats.length;
  return (
    <Dialog open onClose={() => !isPending && onCancel()} fullWidth maxWidth="sm">
      <DialogTitle>{`Remind ${count} ${count === 1 ? 'flat' : 'flats'} of their dues?`}</DialogTitle>
      <DialogContent dividers>
        {report.emailDelivery === 'kept' ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            E-mail is not set up yet: e-mail reminders will wait in the outbox.
          </Alert>
        ) : null}
        <List dense aria-label="Reminders to send" sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {flats.map((flat) => (
            <ListItem key={flat.customerId} disableGutters>
              <ListItemText
                primary={`${flat.flat} · ${flat.name}`}
                secondary={`${formatMoney(toPaise(flat.total))} by ${reminderChannelsText(flat, report.isWhatsAppReady)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={isPending}>
          Send reminders
        </Button>
      </DialogActions>
    </Dialog>
  );
}
