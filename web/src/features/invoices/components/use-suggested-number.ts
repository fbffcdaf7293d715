import { isValidDateString } from '@domain/dates';
import { useEffect, useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { type NextInvoiceNumber, useNextInvoiceNumber } from '../api/get-next-invoice-number';
import type { InvoiceFormValues } from './invoice-form-schema';

/**
 * A new invoice's suggested number follows its date when invoices are numbered by financial year: a
 * bill dated in another year takes that year's next number. While the box still holds the suggestion
 * it shows the new one; a number the owner typed stays. Answers the suggestion the box started from
 * or last took, which the form leaves to the server when it is sent unchanged.
 */
export function useSuggestedNumber({
  first,
  date,
  getValues,
  setValue,
}: {
  first: NextInvoiceNumber | undefined;
  date: string;
  getValues: UseFormGetValues<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
}): NextInvoiceNumber | undefined {
  const [current, setCurrent] = useState(first);
  const isByYear = first?.mode === 'financial-year';
  const latest = useNextInvoiceNumber(date, { enabled: isByYear && isValidDateString(date) }).data;
  useEffect(() => {
    if (!isByYear || !latest || !current || latest.number === current.number) return;
    if (getValues('invoiceNumber') === current.number) setValue('invoiceNumber', latest.number);
    setCurrent(latest);
  }, [isByYear, latest, current, getValues, setValue]);
  return current;
}
