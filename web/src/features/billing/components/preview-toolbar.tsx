import type { TBillingRunPreview } from '@domain/api/billing-runs';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { useDownloadRunWorkbook, useUploadRunAmounts } from '../api/run-workbook';
import { PREVIEW_TEXT } from '../text/preview-text';

const AMOUNT_FILE_TYPES =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

type PreviewToolbarProps = { preview: TBillingRunPreview; canUpload: boolean };

/**
 * The preview as a workbook for the committee, and, in a draft with heads typed per flat, the same
 * workbook filled in and uploaded: its amounts are typed in one go, or the server says which row is wrong.
 */
export function PreviewToolbar({ preview, canUpload }: PreviewToolbarProps) {
  const text = useText(PREVIEW_TEXT);
  const runId = preview.run._id;
  const notify = useNotify();
  const download = useDownloadRunWorkbook();
  const upload = useUploadRunAmounts();
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFile(file: File | undefined) {
    if (!file) return;
    upload.mutate({ runId, file }, { onSuccess: () => notify.success(text.uploaded(file.name)) });
  }

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          loading={download.isPending}
          loadingPosition="start"
          onClick={() => download.mutate(runId, { onError: (error) => notify.error(error.message) })}
        >
          {text.download}
        </Button>
        {canUpload ? (
          <>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlinedIcon />}
              loading={upload.isPending}
              loadingPosition="start"
              onClick={() => fileInput.current?.click()}
            >
              {text.upload}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={AMOUNT_FILE_TYPES}
              aria-label={text.amountsFile}
              onChange={(event) => {
                chooseFile(event.target.files?.[0]);
                // The same file can be chosen again after it is corrected.
                event.target.value = '';
              }}
            />
          </>
        ) : null}
      </Box>
      {upload.error ? (
        <Alert severity="error" onClose={() => upload.reset()}>
          {upload.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
