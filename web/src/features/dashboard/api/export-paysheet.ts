import type { TPaymentExportQuery } from '@domain/api/payment-export';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/**
 * `GET /api/v2/payments?from=&to=`: the server writes the workbook and names it; the browser
 * only saves it. Answers the saved file's name.
 */
export function exportPaysheet(range: TPaymentExportQuery): Promise<string> {
  return downloadFile('/api/v2/payments', 'Paysheet.xlsx', range);
}

export function useExportPaysheet() {
  return useMutation({ mutationFn: exportPaysheet });
}
