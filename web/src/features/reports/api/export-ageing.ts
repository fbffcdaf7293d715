import type { TAgeingQuery } from '@domain/api/reports';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { ageingSearchOf } from './get-ageing';

/** `GET /api/v2/reports/ageing.xlsx`: the server writes and names the workbook; the browser saves it. */
export function exportAgeing(query: TAgeingQuery): Promise<string> {
  return downloadFile('/api/v2/reports/ageing.xlsx', 'Dues.xlsx', ageingSearchOf(query));
}

export function useExportAgeing() {
  return useMutation({ mutationFn: exportAgeing });
}
