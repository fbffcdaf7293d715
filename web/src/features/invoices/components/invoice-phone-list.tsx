import { flatLabel } from '@domain/api/customers';
import { formatCalendarDate } from '@domain/format';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_LISTS_TEXT } from '../text/invoice-lists-text';
import { EditInvoiceButton, type InvoiceRowsProps, invoicePath } from './invoice-row-parts';
import { InvoiceStatusChip } from './invoice-status-chip';

/**
 * The invoices on a phone: eight columns do not fit 390 px. Each invoice is one item that links to
 * its page, with the edit button beside it (a link may not hold another link). One amount fits: the
 * total, or in a list of money owed the balance, which is what the owner is chasing.
 */
export function InvoicePhoneList({ invoices, showsBalance = false }: InvoiceRowsProps) {
  const text = useText(INVOICE_LISTS_TEXT);
  return (
    <List aria-label={text.table} disablePadding>
      {invoices.map((invoice, index) => (
        <ListItem
          key={invoice._id}
          divider={index < invoices.length - 1}
          disablePadding
          secondaryAction={<EditInvoiceButton invoice={invoice} />}
        >
          <ListItemButton component={RouterLink} to={invoicePath(invoice)} sx={{ pl: 2, py: 1.5 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{invoice.invoiceNumber}</Typography>
                <InvoiceStatusChip status={invoice.status} type={invoice.type} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {invoice.client.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {flatLabel(invoice.client)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {showsBalance
                    ? text.balance(formatInvoiceMoney(invoice.balanceDue, invoice.currency))
                    : formatInvoiceMoney(invoice.total, invoice.currency)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.due(formatCalendarDate(invoice.dueDate))}
                </Typography>
              </Box>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
