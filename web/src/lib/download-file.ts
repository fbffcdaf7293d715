import { apiClient, type QueryValue } from './api-client';
import { fileNameFromContentDisposition } from './download-file-name';
import { saveFile } from './save-file';

/**
 * `GET path` with the session: the server writes and names the file (a workbook, a receipt's PDF);
 * the browser only saves it, under the server's name or `fallbackName`. Answers the saved file's name.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  query?: Record<string, QueryValue>,
): Promise<string> {
  const response = await apiClient.get<Response>(path, {
    ...(query ? { query } : {}),
    responseType: 'response',
  });
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'), fallbackName);
  saveFile(await response.blob(), fileName);
  return fileName;
}
