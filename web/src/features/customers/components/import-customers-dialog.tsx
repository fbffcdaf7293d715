import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useText } from '../../../lib/text';
import { useImportCustomers } from '../api/import-customers';
import { usePreviewImport } from '../api/preview-import';
import { IMPORT_TEXT } from '../text/import-text';
import { ImportFileButton } from './import-file-button';
import { ImportFileStep } from './import-file-step';
import { ImportPreview } from './import-preview';
import { importedMessage, writableRows } from './import-summary';

type ImportCustomersDialogProps = { open: boolean; onClose: () => void };

/**
 * Import a building at once: choose a CSV or XLSX file, see what importing it would do row by
 * row, then import the valid rows in one go. Mount it afresh (a new `key`) for each opening.
 */
export function ImportCustomersDialog({ open, onClose }: ImportCustomersDialogProps) {
  const text = useText(IMPORT_TEXT);
  const notify = useNotify();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const preview = usePreviewImport();
  const importing = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const answer = preview.data;
  const isBusy = preview.isPending || importing.isPending;
  const error = importing.error ?? preview.error;
  // The customers changed between the preview and the import: the same file, checked again, says how.
  const isStale = importing.error instanceof ApiError && importing.error.status === 409;

  function check(chosen: File) {
    setFile(chosen);
    importing.reset();
    preview.mutate(chosen);
  }

  function runImport() {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (result) => {
        notify.success(importedMessage(result.counts, text));
        onClose();
      },
    });
  }

  function closeUnlessBusy(_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') {
    if (isBusy) return;
    // A checked file is work a stray click beside the dialog would throw away; Escape and Cancel are deliberate.
    if (reason === 'backdropClick' && answer) return;
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={closeUnlessBusy}
      fullScreen={isPhone}
      fullWidth
      // The preview's six columns need the width; its height is the screen's, so paging never resizes it.
      maxWidth={answer ? 'lg' : 'md'}
      slotProps={{ paper: { sx: answer && !isPhone ? { height: 'calc(100% - 64px)' } : undefined } }}
    >
      <DialogTitle>{text.title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2, px: { xs: 2, sm: 3 } }}>
        {answer && file ? (
          <ImportPreview key={preview.submittedAt} answer={answer} fileName={file.name} />
        ) : (
          <ImportFileStep onFile={check} checking={preview.isPending ? file : null} />
        )}
      </DialogContent>
      {/* Outside the scrolling content, so it is seen whatever part of the preview is in view. */}
      {error ? (
        <Alert
          severity="error"
          sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }}
          action={
            isStale && file ? (
              <Button color="inherit" size="small" onClick={() => check(file)}>
                {text.checkAgain}
              </Button>
            ) : undefined
          }
        >
          {error.message}
        </Alert>
      ) : null}
      <DialogActions disableSpacing sx={{ px: { xs: 2, sm: 3 }, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {answer ? (
          <ImportFileButton
            startIcon={<UploadFileIcon />}
            onFile={check}
            disabled={isBusy}
            sx={{ mr: 'auto' }}
          >
            {text.chooseAnother}
          </ImportFileButton>
        ) : null}
        <Button variant="outlined" onClick={onClose} disabled={importing.isPending}>
          {text.cancel}
        </Button>
        {answer ? (
          <Button
            variant="contained"
            onClick={runImport}
            disabled={writableRows(answer.counts) === 0}
            loading={importing.isPending}
            loadingPosition="start"
            startIcon={<UploadFileIcon />}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            {text.importButton(writableRows(answer.counts))}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
