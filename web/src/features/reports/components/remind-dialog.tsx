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
import { useText } from '../../../lib/text';
import { DUES_TEXT } from '../text/dues-text';
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
  const text = useText(DUES_TEXT);
  const count = flats.length;
  return (
    <Dialog open onClose={() => !isPending && onCancel()} fullWidth maxWidth="sm">
      <DialogTitle>{text.remindTitle(count)}</DialogTitle>
      <DialogContent dividers>
        {report.emailDelivery === 'kept' ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {text.emailKept}
          </Alert>
        ) : null}
        <List dense aria-label={text.reminders} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {flats.map((flat) => (
            <ListItem key={flat.customerId} disableGutters>
              <ListItemText
                primary={`${flat.flat} · ${flat.name}`}
                secondary={text.reminderBy(
                  formatMoney(toPaise(flat.total)),
                  reminderChannelsText(flat, report.isWhatsAppReady, text),
                )}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onCancel} disabled={isPending}>
          {text.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={isPending}>
          {text.sendReminders}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
