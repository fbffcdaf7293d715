import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A message in the middle of a list's card, where the table would be (no customers, no invoices),
 * with what to do about it when there is something (`action`).
 */
export function EmptyState({
  icon,
  children,
  action,
}: {
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        px: 3,
        py: { xs: 6, md: 8 },
        textAlign: 'center',
        color: 'text.secondary',
        '& svg': { fontSize: 48, color: 'primary.main', opacity: 0.7 },
      }}
    >
      {icon}
      <Typography sx={{ maxWidth: '60ch' }}>{children}</Typography>
      {action}
    </Box>
  );
}
