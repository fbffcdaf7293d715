import { useMutation } from '@tanstack/react-query';
import { sendImportFile } from './send-import-file';

/** What importing the file would do, row by row; nothing is written. */
export function previewImport(file: File) {
  return sendImportFile(file, { dryRun: true });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
