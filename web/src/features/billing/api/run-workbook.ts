import { type TBillingRunPreview, ZBillingRunPreview } from '@domain/api/billing-runs';
import { IMPORT_SIZE_MESSAGE, MAX_IMPORT_BYTES } from '@domain/api/customer-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { billingRunKeys } from './billing-run-keys';
import { billingRunPath } from './get-billing-run';

/** The preview as a workbook for the committee; the server names the file. Answers the saved name. */
export function downloadRunWorkbook(runId: string): Promise<string> {
  return downloadFile(`${billingRunPath(runId)}/workbook`, 'Billing run.xlsx');
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
