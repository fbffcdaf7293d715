import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import { MAX_INVOICE_ITEMS } from '../../../../../domain/api/invoices';
import { formatQuantity } from '../../../../../domain/format';
import { toHundredths } from '../../../../../domain/quantity';
import { formatInvoiceMoney } from './format-money';
import { type InvoiceFormControl, type InvoiceFormValues, newItem } from './invoice-form-schema';
import { ItemField, RemoveItemButton } from './invoice-item-fields';

type InvoiceItemsProps = {
  control: InvoiceFormControl;
  lines: UseFieldArrayReturn<InvoiceFormValues, 'items'>;
  /** Each line's amount as the server will compute it, or null while its figures are not valid yet. */
  amounts: Array<number | null>;
  currency: string;
};

const COLUMNS = ['Item Name', 'Area (Sq.ft)', 'Price', 'Disc(%)', 'Late Fee(2% P.M)', 'Amount', 'Action'];
/** A figure not known yet: the area before a customer is chosen, the amount of a line not yet valid. */
const UNKNOWN = '—';

/** The item table (SPEC §2): area and amount are not editable; the area is the customer's flat area. */
export function InvoiceItems({ control, lines, amounts, currency }: InvoiceItemsProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const client = useWatch({ control, name: 'client' });
  const area = client ? formatQuantity(toHundredths(client.flatarea)) : UNKNOWN;
  const amountTexts = amounts.map((amount) =>
    amount === null ? UNKNOWN : formatInvoiceMoney(amount, currency),
  );
  const canRemove = lines.fields.length > 1;
  const common = { control, hasVisibleLabels: isPhone };

  return (
    <Box>
      {isPhone ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {lines.fields.map((line, index) => (
            <Paper key={line.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <ItemField {...common} index={index} name="itemName" />
                <RemoveItemButton index={index} onRemove={() => lines.remove(index)} disabled={!canRemove} />
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                <ItemField {...common} index={index} name="unitPrice" />
                <ItemField {...common} index={index} name="discount" />
                <ItemField {...common} index={index} name="overDues" />
                <Box sx={{ textAlign: 'right', alignSelf: 'center' }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Area {area} sq.ft
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }} aria-label={`Amount, line ${index + 1}`}>
                    {amountTexts[index] ?? UNKNOWN}
                  </Typography>
                </Box>
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <Table
          size="small"
          aria-label="Items"
          sx={{ '& td': { verticalAlign: 'top', px: 1, borderBottom: 0 } }}
        >
          <TableHead>
            <TableRow
              sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap', px: 1 } }}
            >
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'Item Name' ? 'left' : column === 'Action' ? 'center' : 'right'}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.fields.map((line, index) => (
              <TableRow key={line.id}>
                <TableCell sx={{ width: '32%' }}>
                  <ItemField {...common} index={index} name="itemName" />
                </TableCell>
                <TableCell align="right" sx={{ pt: '14px !important', whiteSpace: 'nowrap' }}>
                  {area}
                </TableCell>
                <TableCell sx={{ width: '13%' }}>
                  <ItemField {...common} index={index} name="unitPrice" />
                </TableCell>
                <TableCell sx={{ width: '10%' }}>
                  <ItemField {...common} index={index} name="discount" />
                </TableCell>
                <TableCell sx={{ width: '12%' }}>
                  <ItemField {...common} index={index} name="overDues" />
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ pt: '14px !important', whiteSpace: 'nowrap', fontWeight: 600 }}
                >
                  {amountTexts[index] ?? UNKNOWN}
                </TableCell>
                <TableCell align="center">
                  <RemoveItemButton
                    index={index}
                    onRemove={() => lines.remove(index)}
                    disabled={!canRemove}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => lines.append(newItem(client))}
        disabled={lines.fields.length >= MAX_INVOICE_ITEMS}
        sx={{ mt: 1.5 }}
      >
        Add Item
      </Button>
    </Box>
  );
}
