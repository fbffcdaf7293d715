import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';

type RejectDialogProps = {
  open: boolean;
  who: string;
  isSaving: boolean;
  error: Error | null;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** Why a report is turned down: the member is sent these words. */
export function RejectDialog({ open, who, isSaving, error, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={open}
      title="Reject the payment report"
      saveLabel="Reject"
      isSaving={isSaving}
      error={error}
      onClose={onClose}
      intro={`${who} is told this reason, with the link to their account.`}
      onSubmit={(event) => {
        event.preventDefault();
        onReject(reason);
      }}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 300 } }}
        helperText="For example: no such amount reached the society's account on that day."
      />
    </FormDialog>
  );
}
