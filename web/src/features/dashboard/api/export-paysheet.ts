import type { TPaymentExportQuery } from '@domain/api/payment-export';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/download-file-name';
import { saveFile } from '../../../lib/save-file';

const FALLBACK_NAME = 'Paysheet.xlsx';

/**
 * `GET /api/v2/payments?from=&to=`: the server writes the workbook and names it; the browser
 * only saves it. Answers the saved file's name.
 */
export async function exportPaysheet(range: TPaymentExportQuery): Promise<string> {
  const response = await apiClient.get<Response>('/api/v2/payments', {
    query: range,
    responseType: 'response',
  });
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'), FALLBACK_NAME);
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useExportPaysheet() {
  return useMutation({ mutationFn: exportPaysheet });
}
