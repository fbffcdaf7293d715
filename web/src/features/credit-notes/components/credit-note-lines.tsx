import type { TInvoiceCredits } from '@domain/api/credit-notes';
import { currencySymbol, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';
import type { CreditNoteFormOutput, CreditNoteFormValues } from './credit-note-form-schema';

type BillLine = TInvoiceCredits['lines'][number];

type CreditNoteLinesProps = {
  lines: BillLine[];
  currency: string;
  control: Control<CreditNoteFormValues, unknown, CreditNoteFormOutput>;
};

const NUMBER = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** What is left to credit on a line, in paise: its amount less what earlier notes took off it. */
const leftOn = (line: BillLine) => toPaise(line.amount) - toPaise(line.credited);

/**
 * Exempt and levy lines carry no GST, so crediting them reverses none: said under their name in the
 * table, after it on a phone's card.
 */
function LineName({ line, inline = false }: { line: BillLine; inline?: boolean }) {
  const text = useText(CREDIT_NOTES_TEXT);
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {line.itemName}
      </Typography>
      {line.taxable ? null : (
        <Typography
          variant="caption"
          component="span"
          sx={{ color: 'text.secondary', display: inline ? 'inline' : 'block', whiteSpace: 'nowrap' }}
        >
          {inline ? ` · ${text.noGst}` : text.noGst}
        </Typography>
      )}
    </>
  );
}

/**
 * The amount to take off one line, before GST; an empty box leaves the line as billed. Named after its
 * line ("Credit on Maintenance"), since the boxes of a table have no label of their own.
 */
function CreditAmountField({
  line,
  index,
  currency,
  control,
  label,
}: {
  line: BillLine;
  index: number;
  currency: string;
  control: CreditNoteLinesProps['control'];
  label?: string;
}) {
  const text = useText(CREDIT_NOTES_TEXT);
  return (
    <FormTextField
      control={control}
      name={`amounts.${index}`}
      label={label}
      size="small"
      fullWidth
      placeholder="0.00"
      disabled={leftOn(line) <= 0}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-label': text.creditOn(line.itemName) },
        input: {
          startAdornment: <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment>,
        },
      }}
    />
  );
}

/** From a tablet up: a row per line of the bill, its figures in columns and the box at the end. */
function LinesTable({ lines, currency, control }: CreditNoteLinesProps) {
  const text = useText(CREDIT_NOTES_TEXT);
  const columns = text.lineColumns;
  const money = (amount: number) => formatInvoiceMoney(amount, currency);
  return (
    <Table size="small" aria-label={text.lines} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
          <TableCell sx={{ pl: '0 !important' }}>{columns.line}</TableCell>
          <TableCell sx={NUMBER}>{columns.billed}</TableCell>
          <TableCell sx={NUMBER}>{columns.credited}</TableCell>
          <TableCell sx={NUMBER}>{columns.left}</TableCell>
          <TableCell sx={{ width: 150, pr: '0 !important' }}>{columns.credit}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={line.line} sx={{ verticalAlign: 'top', '& td': { py: 1.25 } }}>
            <TableCell sx={{ pl: '0 !important', pt: '18px !important' }}>
              <LineName line={line} />
            </TableCell>
            <TableCell sx={{ ...NUMBER, pt: '18px !important' }}>{money(line.amount)}</TableCell>
            <TableCell sx={{ ...NUMBER, pt: '18px !important' }}>{money(line.credited)}</TableCell>
            <TableCell sx={{ ...NUMBER, pt: '18px !important' }}>
              {formatMoney(leftOn(line), currency)}
            </TableCell>
            <TableCell sx={{ pr: '0 !important' }}>
              <CreditAmountField line={line} index={index} currency={currency} control={control} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: five columns do not fit 390 px, so each line reads its figures, then its box below. */
function LinesList({ lines, currency, control }: CreditNoteLinesProps) {
  const text = useText(CREDIT_NOTES_TEXT);
  const money = (amount: number) => formatInvoiceMoney(amount, currency);
  return (
    <Box component="ul" aria-label={text.lines} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line, index) => (
        <Box
          component="li"
          key={line.line}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}
        >
          <Box>
            <LineName line={line} inline />
            {/* Each figure kept whole: a narrow screen breaks between them, never inside one. */}
            <Typography variant="body2" sx={{ color: 'text.secondary', '& span': { whiteSpace: 'nowrap' } }}>
              <span>{text.billed(money(line.amount))}</span> ·{' '}
              <span>{text.credited(money(line.credited))}</span> ·{' '}
              <span>{text.left(formatMoney(leftOn(line), currency))}</span>
            </Typography>
          </Box>
          <CreditAmountField
            line={line}
            index={index}
            currency={currency}
            control={control}
            label={text.credit}
          />
        </Box>
      ))}
    </Box>
  );
}

/** The bill's lines, each with what it billed, what earlier notes took off, what is left, and a box. */
export function CreditNoteLines(props: CreditNoteLinesProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return isPhone ? <LinesList {...props} /> : <LinesTable {...props} />;
}
