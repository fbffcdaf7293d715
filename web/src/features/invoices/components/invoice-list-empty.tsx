import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/empty-state';
import type { InvoiceList } from '../invoice-lists';

/** What an empty list says: its own words, or, when filters hid everything, how to see it all again. */
export function InvoiceListEmpty({
  list,
  isFiltered,
  onClear,
}: {
  list: InvoiceList;
  isFiltered: boolean;
  onClear: () => void;
}) {
  if (isFiltered) {
    return (
      <EmptyState icon={<SearchOffIcon />} action={<Button onClick={onClear}>Clear filters</Button>}>
        No invoices match these filters
      </EmptyState>
    );
  }
  return <EmptyState icon={<ReceiptLongOutlinedIcon />}>{list.emptyText}</EmptyState>;
}
