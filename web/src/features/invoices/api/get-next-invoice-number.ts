import { NUMBERING_PATH, ZNumbering } from '@domain/api/numbering';
import { financialYearOf, type NumberingMode } from '@domain/fy-numbering';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** The number a new invoice dated on a day takes unless another is typed, and how invoices are numbered. */
export type NextInvoiceNumber = {
  number: string;
  mode: NumberingMode;
  /** The day's financial year, '2026-27'. */
  financialYear: string;
};

export async function getNextInvoiceNumber(date: string): Promise<NextInvoiceNumber> {
  const answer = ZNumbering.parse(await apiClient.get<unknown>(NUMBERING_PATH, { query: { date } }));
  return { number: answer.invoices.next, mode: answer.invoices.mode, financialYear: answer.financialYear };
}

/**
 * The next invoice number for a bill dated `date`: one query per financial year (every day of a year
 * has the same next number), under the invoices' count, so whatever numbers an invoice refreshes it.
 */
export function useNextInvoiceNumber(
  date: string,
  { enabled = true, isAlwaysFresh = false }: { enabled?: boolean; isAlwaysFresh?: boolean } = {},
) {
  return useQuery({
    queryKey: invoiceKeys.nextNumber(financialYearOf(date)),
    queryFn: () => getNextInvoiceNumber(date),
    // The form's first number is asked afresh: another tab may have created an invoice since.
    ...(isAlwaysFresh ? { staleTime: 0 } : {}),
    enabled,
  });
}
