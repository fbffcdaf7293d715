import Box from '@mui/material/Box';
import type { TPublicInvoice } from '../../../../../domain/api/invoices';
import { formatCalendarDate } from './format-date';
import { money } from './invoice-detail-format';
import { InvoiceStatusChip } from './invoice-status-chip';

type FactListProps = { label: string; facts: Array<[string, string]>; strong?: boolean };

/** Label and value pairs as a description list: read in pairs by screen readers, aligned on paper. */
export function FactList({ label, facts, strong = false }: FactListProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 3,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: strong ? 'text.primary' : 'text.secondary' },
        '& dd': { m: 0, textAlign: 'right', fontWeight: 500, overflowWrap: 'anywhere' },
        ...(strong && { '& dt, & dd': { fontWeight: 700, fontSize: '1.125rem' } }),
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** Status, HSN, dates and the amount: what a reader looks for first, at the top right of the document. */
export function InvoiceDetailFacts({ invoice }: { invoice: TPublicInvoice }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 1.5,
      }}
    >
      <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-end' } }}>
        <InvoiceStatusChip status={invoice.status} />
      </Box>
      <FactList
        label="Invoice details"
        facts={[
          ['HSN no.', invoice.hsn],
          ['Date', formatCalendarDate(invoice.date)],
          ['Due date', formatCalendarDate(invoice.dueDate)],
          ['Amount', money(invoice.total, invoice.currency)],
        ]}
      />
    </Box>
  );
}
