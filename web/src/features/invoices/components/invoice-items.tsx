import { MAX_INVOICE_ITEMS } from '@domain/api/invoices';
import { formatQuantity } from '@domain/format';
import { toHundredths } from '@domain/quantity';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_FORM_TEXT, type InvoiceFormText } from '../text/invoice-form-text';
import { type InvoiceFormControl, type InvoiceFormValues, newItem } from './invoice-form-schema';
import { ItemCard, type ItemLineProps, ItemTableRow } from './invoice-item-line';

type InvoiceItemsProps = {
  control: InvoiceFormControl;
  lines: UseFieldArrayReturn<InvoiceFormValues, 'items'>;
  /** Each line's amount as the server will compute it, or null while its figures are not valid yet. */
  amounts: Array<number | null>;
  currency: string;
};

/** The headings; the long ones take two lines, so the item's name keeps the room it needs. */
const COLUMNS: Array<{ column: keyof InvoiceFormText['columns']; align: 'left' | 'center' | 'right' }> = [
  { column: 'itemName', align: 'left' },
  { column: 'basis', align: 'left' },
  { column: 'quantity', align: 'right' },
  { column: 'price', align: 'right' },
  { column: 'discount', align: 'right' },
  { column: 'lateFee', align: 'right' },
  { column: 'amount', align: 'right' },
  { column: 'action', align: 'center' },
];
/** A figure not known yet: the area before a customer is chosen, the amount of a line not yet valid. */
const UNKNOWN = '—';

/**
 * The item table: each line per sq.ft (its quantity the customer's flat area, not editable)
 * or a fixed amount (its quantity typed); the amount is computed, never typed.
 */
export function InvoiceItems({ control, lines, amounts, currency }: InvoiceItemsProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const client = useWatch({ control, name: 'client' });
  const text = useText(INVOICE_FORM_TEXT);
  const area = client ? formatQuantity(toHundredths(client.flatarea)) : UNKNOWN;
  const amountTexts = amounts.map((amount) =>
    amount === null ? UNKNOWN : formatInvoiceMoney(amount, currency),
  );
  const canRemove = lines.fields.length > 1;
  const lineProps = (index: number): ItemLineProps => ({
    control,
    index,
    hasVisibleLabels: isPhone,
    area,
    amount: amountTexts[index] ?? UNKNOWN,
    canRemove,
    onRemove: () => lines.remove(index),
  });

  return (
    <Box>
      {isPhone ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {lines.fields.map((line, index) => (
            <ItemCard key={line.id} {...lineProps(index)} />
          ))}
        </Box>
      ) : (
        <Table
          size="small"
          aria-label={text.items}
          sx={{ '& td': { verticalAlign: 'top', px: 0.5, borderBottom: 0 } }}
        >
          <TableHead>
            <TableRow
              sx={{
                '& th': {
                  fontWeight: 600,
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                  verticalAlign: 'bottom',
                  px: 0.5,
                },
              }}
            >
              {COLUMNS.map(({ column, align }) => {
                const { label, secondLine }: { label: string; secondLine?: string } = text.columns[column];
                return (
                  <TableCell key={column} align={align}>
                    {label}
                    {secondLine ? (
                      <>
                        {' '}
                        <br />
                        {secondLine}
                      </>
                    ) : null}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.fields.map((line, index) => (
              <ItemTableRow key={line.id} {...lineProps(index)} />
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
        {text.addItem}
      </Button>
    </Box>
  );
}
