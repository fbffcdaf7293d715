import type { TAgeingQuery } from '@domain/api/reports';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/download-file-name';
import { saveFile } from '../../../lib/save-file';
import { ageingSearchOf } from './get-ageing';

const FALLBACK_NAME = 'Dues.xlsx';

/** `GET /api/v2/reports/ageing.xlsx`: the server writes and names the workbook; the browser saves it. */
export async function exportAgeing(query: TAgeingQuery): Promise<string> {
  const response = await apiClient.get<Response>('/api/v2/reports/ageing.xlsx', {
    query: ageingSearchOf(query),
    responseType: 'response',
  });
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'), FALLBACK_NAME);
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useExportAgeing() {
  return useMutation({ mutationFn: exportAgeing });
}
