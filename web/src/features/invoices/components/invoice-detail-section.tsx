import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** Text from the data that may hold several lines (an address) or long unbroken words (an e-mail). */
export const FREE_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * One block of the document ('From', 'Bill to', 'Notes'): a labelled region, so a screen reader can jump
 * to it and a test can find it by name.
 */
export function InvoiceDetailSection({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="overline"
        component="h2"
        sx={{ display: 'block', color: 'text.secondary', lineHeight: 2 }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** A secondary line of a block; nothing at all when the value is empty. */
export function SectionLine({ children }: { children: string }) {
  if (!children) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', ...FREE_TEXT }}>
      {children}
    </Typography>
  );
}
