import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/empty-state';
import { useText } from '../../../lib/text';
import type { InvoiceList } from '../invoice-lists';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';

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
  const text = useText(INVOICE_LISTS_TEXT);
  if (isFiltered) {
    return (
      <EmptyState icon={<SearchOffIcon />} action={<Button onClick={onClear}>{text.clearFilters}</Button>}>
        {text.noMatch}
      </EmptyState>
    );
  }
  return <EmptyState icon={<ReceiptLongOutlinedIcon />}>{text.lists[list.id].empty}</EmptyState>;
}
