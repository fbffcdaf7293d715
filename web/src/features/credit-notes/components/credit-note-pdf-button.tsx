import type { TCreditNote } from '@domain/api/credit-notes';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../../../components/notifications';
import { downloadFile } from '../../../lib/download-file';
import { creditNotePdfPath } from '../api/get-invoice-credits';

/** Saves one credit note's PDF under the name the server gives it. */
export function CreditNotePdfButton({ note }: { note: TCreditNote }) {
  const notify = useNotify();
  const download = useMutation({
    mutationFn: () => downloadFile(creditNotePdfPath(note._id), `credit-note-${note.creditNoteNumber}.pdf`),
    onError: (error) => notify.error(`Error: ${error.message}`),
  });
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Download credit note ${note.creditNoteNumber}`}
    >
      PDF
    </Button>
  );
}
