import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** Width and spacing for the public pages that are not the landing page. */
export function PublicPage({
  children,
  maxWidth = 'sm',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 7 } }}>
      {children}
    </Container>
  );
}
