import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useText } from '../../../lib/text';
import { INTIMATIONS_TEXT } from '../intimations-text';

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
  const text = useText(INTIMATIONS_TEXT);
  return (
    <FormDialog
      open={open}
      title={text.rejectTitle}
      saveLabel={text.reject}
      isSaving={isSaving}
      error={error}
      onClose={onClose}
      intro={text.rejectIntro(who)}
      onSubmit={(event) => {
        event.preventDefault();
        onReject(reason);
      }}
    >
      <TextField
        label={text.reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 300 } }}
        helperText={text.reasonHint}
      />
    </FormDialog>
  );
}
