import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatInvoiceMoney, percent, quantity } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT, type InvoiceDocumentText } from '../text/invoice-document-text';
import { type InvoiceItemsProps, LineTaxNote } from './invoice-detail-items';

/** What changes a line's amount besides quantity × price; left out when it is zero. */
function adjustments(discount: number, overDues: number, text: InvoiceDocumentText): string {
  return [discount ? text.discount(percent(discount)) : '', overDues ? text.lateFee(percent(overDues)) : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * The lines on a phone: six columns do not fit 390 px, and a client opening the link on a phone should
 * not scroll sideways to find an amount. Each line reads "1,250.00 sq.ft × price" (or "1 × price" for a
 * fixed amount), then its amount.
 */
export function InvoiceDetailItemList({ items, currency }: InvoiceItemsProps) {
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <List aria-label={text.items} disablePadding>
      {items.map((item, index) => {
        const adjusted = adjustments(item.discount, item.overDues, text);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move while shown.
          <ListItem key={index} divider sx={{ gap: 2, px: 0, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.itemName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.lineQuantity(
                  quantity(item, currency),
                  item.basis === 'area',
                  formatInvoiceMoney(item.unitPrice, currency),
                )}
              </Typography>
              {adjusted ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {adjusted}
                </Typography>
              ) : null}
              <LineTaxNote item={item} />
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatInvoiceMoney(item.amount, currency)}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
