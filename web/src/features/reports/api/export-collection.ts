import type { TCollectionQuery } from '@domain/api/collection';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** `GET /api/v2/reports/collection.xlsx`: the server writes and names the workbook; the browser saves it. */
export function exportCollection(query: TCollectionQuery): Promise<string> {
  return downloadFile('/api/v2/reports/collection.xlsx', 'Collection.xlsx', query);
}

export function useExportCollection() {
  return useMutation({ mutationFn: exportCollection });
}
