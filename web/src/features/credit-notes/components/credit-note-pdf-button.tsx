import type { TCreditNote } from '@domain/api/credit-notes';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../../../components/notifications';
import { downloadFile } from '../../../lib/download-file';
import { useText } from '../../../lib/text';
import { creditNotePdfPath } from '../api/get-invoice-credits';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';

/** Saves one credit note's PDF under the name the server gives it. */
export function CreditNotePdfButton({ note }: { note: TCreditNote }) {
  const notify = useNotify();
  const text = useText(CREDIT_NOTES_TEXT);
  const download = useMutation({
    mutationFn: () => downloadFile(creditNotePdfPath(note._id), `credit-note-${note.creditNoteNumber}.pdf`),
    onError: (error) => notify.failed(error),
  });
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={text.downloadPdf(note.creditNoteNumber)}
    >
      {text.pdf}
    </Button>
  );
}
