import type { TLedger } from '@domain/api/ledger';
import { formatCalendarDate } from '@domain/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { CUSTOMER_PAGE_TEXT, type CustomerPageText } from '../text/customer-page-text';
import { rupees } from './opening-balance-words';

type Figure = { label: string; value: string; note?: string; strong?: boolean };

function figuresOf(ledger: TLedger, text: CustomerPageText['figures']): Figure[] {
  const { opening } = ledger;
  const openingFigure: Figure =
    opening.amount === 0
      ? { label: text.opening, value: text.none, note: text.nothingBroughtIn }
      : {
          label: opening.amount > 0 ? text.openingArrears : text.openingAdvance,
          value: rupees(Math.abs(opening.amount)),
          note: opening.asOf ? text.asOf(formatCalendarDate(opening.asOf)) : undefined,
        };
  return [
    openingFigure,
    { label: text.billed, value: rupees(ledger.billed) },
    // Only once a credit note took something off a bill: most flats never have one.
    ...(ledger.credited > 0 ? [{ label: text.credited, value: rupees(ledger.credited) }] : []),
    { label: text.received, value: rupees(ledger.received) },
    { label: text.dues, value: rupees(ledger.dues), strong: ledger.dues > 0 },
    { label: text.advance, value: rupees(ledger.advance) },
  ];
}

/**
 * A flat's account in sums, as the ledger keeps it: opening balance + billed − credited − received =
 * dues − advance. The figures side by side on a wide screen, two a row on a phone.
 */
export function FlatAccount({ ledger }: { ledger: TLedger }) {
  const text = useText(CUSTOMER_PAGE_TEXT);
  const figures = figuresOf(ledger, text.figures);
  // Five figures fit one row; six (with Credited) read better as two rows of three than squeezed.
  const columns = figures.length > 5 ? 3 : figures.length;
  return (
    <Box
      component="dl"
      aria-label={text.account}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 1.5,
        m: 0,
      }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.label}
          sx={{
            p: 1.5,
            borderRadius: 1.5,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            minWidth: 0,
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 700,
              fontSize: '1.05rem',
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
              color: figure.strong ? 'error.main' : undefined,
            }}
          >
            {figure.value}
          </Typography>
          {figure.note ? (
            <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
              {figure.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
