import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type SummaryLine = { label: string; value: string; isTotal?: boolean };

/** The summary block (Sub total, GST, Total…), shared by the form and the detail page. */
export function InvoiceSummary({ lines, footer }: { lines: SummaryLine[]; footer?: ReactNode }) {
  return (
    <Box component="dl" aria-label="Invoice summary" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {lines.map(({ label, value, isTotal }) => (
        <Box key={label}>
          {isTotal ? <Divider sx={{ mb: 1 }} /> : null}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography
              component="dt"
              sx={{ color: isTotal ? 'text.primary' : 'text.secondary', fontWeight: isTotal ? 700 : 400 }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: isTotal ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
            >
              {value}
            </Typography>
          </Box>
        </Box>
      ))}
      {footer}
    </Box>
  );
}
