import type { TAccountsQuery } from '@domain/api/accounts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The accountant's files: the server writes and names each one; the browser saves it. */
export const ACCOUNTS_EXPORTS = {
  gstr1Json: { path: '/api/v2/reports/accounts/gstr1.json', fallbackName: 'GSTR1.json' },
  gstr1Workbook: { path: '/api/v2/reports/accounts/gstr1.xlsx', fallbackName: 'GSTR1.xlsx' },
  tally: { path: '/api/v2/reports/accounts/tally.xml', fallbackName: 'Tally.xml' },
} as const;
export type AccountsExport = keyof typeof ACCOUNTS_EXPORTS;

export function exportAccounts({ file, query }: { file: AccountsExport; query: TAccountsQuery }) {
  const { path, fallbackName } = ACCOUNTS_EXPORTS[file];
  return downloadFile(path, fallbackName, query);
}

export function useExportAccounts() {
  return useMutation({ mutationFn: exportAccounts });
}
