import type { TInvoiceListRow } from '@domain/api/invoices';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useText } from '../../../lib/text';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';
import { InvoicePhoneList } from './invoice-phone-list';
import { InvoicesTable } from './invoices-table';
import { useWhenVisible } from './use-when-visible';

type InvoiceRowsViewProps = {
  invoices: readonly TInvoiceListRow[];
  /** More rows of 'All' are still to come: they are asked for as the end of the list comes into view. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** A list of money owed: phones show balances rather than totals. */
  showsBalance?: boolean;
};

/** A table on wider screens, a list on a phone; 'All' grows as the reader scrolls. */
export function InvoiceRows({ invoices, hasMore, onLoadMore, showsBalance }: InvoiceRowsViewProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const endRef = useWhenVisible(onLoadMore, hasMore);
  const text = useText(INVOICE_LISTS_TEXT);
  const Rows = isPhone ? InvoicePhoneList : InvoicesTable;
  return (
    <>
      <Rows invoices={invoices} showsBalance={showsBalance} />
      {/* Scrolling near it loads the next rows; the button does the same from the keyboard. */}
      {hasMore ? (
        <Box
          ref={endRef}
          sx={{ display: 'flex', justifyContent: 'center', py: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          <Button onClick={onLoadMore}>{text.showMore}</Button>
        </Box>
      ) : null}
    </>
  );
}
