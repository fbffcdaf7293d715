import {
  IMPORT_SIZE_MESSAGE,
  MAX_IMPORT_BYTES,
  type TImportAnswer,
  ZImportAnswer,
} from '@domain/api/customer-import';
import { apiClient } from '../../../lib/api-client';

export const IMPORT_PATH = '/api/v2/clients/import';

/**
 * Sends a CSV or XLSX file of customers. A preview (`dryRun`) writes nothing; otherwise the valid rows
 * are written. Both answer row by row. A file over the limit is refused here, so 5 MB are not uploaded
 * only to be turned away.
 */
export async function sendImportFile(file: File, { dryRun }: { dryRun: boolean }): Promise<TImportAnswer> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error(IMPORT_SIZE_MESSAGE);
  const body = new FormData();
  body.append('file', file);
  return ZImportAnswer.parse(await apiClient.post<unknown>(IMPORT_PATH, body, { query: { dryRun } }));
}
