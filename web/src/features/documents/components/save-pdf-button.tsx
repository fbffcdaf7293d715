import { PDF_DOWNLOADED_MESSAGE, PDF_FAILED_MESSAGE } from '@domain/api/documents';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useText } from '../../../lib/text';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { DOCUMENTS_TEXT } from '../documents-text';

/**
 * Any answer that is missing or not the PDF (a refusal included) is 'No data received or
 * operation failed'; only a server that could not be reached at all says so, so the reader can act.
 */
export function pdfErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return PDF_FAILED_MESSAGE;
}

type SavePdfButtonProps = {
  invoiceId: string;
  /** The creator's view: the PDF is generated through the session; anyone else gets the public one. */
  isOwner: boolean;
  variant?: 'outlined' | 'contained';
};

/**
 * Save as PDF: a spinner while the PDF is made and fetched, then 'Download successfully';
 * after a failure the button turns red and offers to try again.
 */
export function SavePdfButton({ invoiceId, isOwner, variant = 'outlined' }: SavePdfButtonProps) {
  const notify = useNotify();
  const download = useDownloadInvoicePdf();
  const text = useText(DOCUMENTS_TEXT);
  const isFailed = download.isError;

  function save() {
    download.mutate(
      { invoiceId, isOwner },
      {
        onSuccess: () => notify.success(PDF_DOWNLOADED_MESSAGE),
        onError: (error) => notify.error(pdfErrorMessage(error)),
      },
    );
  }

  return (
    <Button
      variant={variant}
      color={isFailed ? 'error' : 'primary'}
      startIcon={isFailed ? <ReplayIcon /> : <PictureAsPdfOutlinedIcon />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={save}
    >
      {isFailed ? text.retrySavePdf : text.savePdf}
    </Button>
  );
}
