import { type TBillingRunPreview, ZBillingRunPreview } from '@domain/api/billing-runs';
import { IMPORT_SIZE_MESSAGE, MAX_IMPORT_BYTES } from '@domain/api/customer-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/download-file-name';
import { saveFile } from '../../../lib/save-file';
import { billingRunKeys } from './billing-run-keys';
import { billingRunPath } from './get-billing-run';

const FALLBACK_NAME = 'Billing run.xlsx';

/** The preview as a workbook for the committee; the server names the file. Answers the saved name. */
export async function downloadRunWorkbook(runId: string): Promise<string> {
  const response = await apiClient.get<Response>(`${billingRunPath(runId)}/workbook`, {
    responseType: 'response',
  });
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'), FALLBACK_NAME);
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useDownloadRunWorkbook() {
  return useMutation({ mutationFn: downloadRunWorkbook });
}

/** A draft's typed amounts from a workbook or CSV (the downloaded preview, filled in); answers the new preview. */
export async function uploadRunAmounts({
  runId,
  file,
}: {
  runId: string;
  file: File;
}): Promise<TBillingRunPreview> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error(IMPORT_SIZE_MESSAGE);
  const body = new FormData();
  body.append('file', file);
  return ZBillingRunPreview.parse(
    await apiClient.post<unknown>(`${billingRunPath(runId)}/amounts/file`, body),
  );
}

export function useUploadRunAmounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRunAmounts,
    onSuccess: (preview, { runId }) => queryClient.setQueryData(billingRunKeys.detail(runId), preview),
  });
}
