import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

type FactProps = { label: string; children: ReactNode; emphasis?: boolean };

/** One line of the invoice to pay: a label and its value; the amount due stands out. */
export function Fact({ label, children, emphasis = false }: FactProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
        // The amount due never breaks inside its digits: on a narrow screen it moves under its label.
        ...(emphasis ? { flexWrap: 'wrap', mt: 1.5, pt: 2, borderTop: 1, borderColor: 'divider' } : {}),
      }}
    >
      <Box
        component="dt"
        sx={emphasis ? { fontWeight: 600, flexShrink: 0 } : { color: 'text.secondary', flexShrink: 0 }}
      >
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          textAlign: 'right',
          fontWeight: emphasis ? 700 : 500,
          ...(emphasis
            ? { ml: 'auto', whiteSpace: 'nowrap', fontSize: { xs: '1.375rem', sm: '1.75rem' } }
            : WRAP),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
