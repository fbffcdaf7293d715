import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TInvoiceListRow } from '../../../../../domain/api/invoices';
import { InvoicePhoneList } from './invoice-phone-list';
import { InvoicesTable } from './invoices-table';
import { useProgressiveRows } from './use-progressive-rows';

type InvoiceRowsViewProps = {
  invoices: readonly TInvoiceListRow[];
  /** Changes with the page or page size: the rows shown start again from the first hundred. */
  resetKey: string;
};

/** A table on wider screens, a list on a phone; long lists grow as the reader scrolls. */
export function InvoiceRows({ invoices, resetKey }: InvoiceRowsViewProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { rows, hasMore, sentinelRef } = useProgressiveRows(invoices, resetKey);
  const Rows = isPhone ? InvoicePhoneList : InvoicesTable;
  return (
    <>
      <Rows invoices={rows} />
      {/* Coming into view, it asks for the next rows; the pager below still counts them all. */}
      {hasMore ? <Box ref={sentinelRef} aria-hidden sx={{ height: 1 }} /> : null}
    </>
  );
}
