import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

type FormDialogProps = {
  open: boolean;
  title: string;
  /** What the save button says: 'Save Customer'. */
  saveLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the save runs the dialog stays, and cannot be dismissed. */
  isSaving: boolean;
  /** The last save's refusal, shown outside the scrolling fields so it is seen whatever is in view. */
  error?: Error | null;
  /**
   * What the server would refuse in the form as it stands (a figure above a limit), said in the same
   * place before Save is pressed; a refusal takes its place.
   */
  warning?: string | null;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
  /** Above the form: what it is about ("No. 012 · Balance due ₹4,734.00"). */
  intro?: ReactNode;
  formSx?: SxProps<Theme>;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A form in a dialog with Cancel and Save: full screen on a phone. A click beside it is too easily a
 * slip and would throw away what was typed, so only Escape and Cancel close it, and not while saving.
 */
export function FormDialog({
  open,
  title,
  saveLabel,
  onSubmit,
  isSaving,
  error,
  warning,
  onClose,
  maxWidth = 'sm',
  intro,
  formSx,
  children,
}: FormDialogProps) {
  const text = useText(COMPONENTS_TEXT);
  const formId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  function closeUnlessSaving(_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') {
    if (reason === 'backdropClick' || isSaving) return;
    onClose();
  }

  return (
    <Dialog open={open} onClose={closeUnlessSaving} fullScreen={isPhone} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {intro}
        <Box component="form" id={formId} noValidate onSubmit={onSubmit} sx={formSx}>
          {children}
        </Box>
      </DialogContent>
      {error ? (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
          {error.message}
        </Alert>
      ) : warning ? (
        <Alert severity="warning" sx={{ mx: 3, mt: 2 }}>
          {warning}
        </Alert>
      ) : null}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={isSaving}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={isSaving}
          loadingPosition="start"
          startIcon={<SaveOutlinedIcon />}
        >
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
