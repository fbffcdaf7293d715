import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

type AuthCardProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card the sign-in, sign-up and password pages share; its title is the page's h1. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <PublicPage>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 460,
          mx: 'auto',
          p: { xs: 3, sm: 5 },
          borderTop: 4,
          borderTopColor: 'primary.main',
          boxShadow: '0 12px 32px rgba(15, 118, 110, 0.08)',
        }}
      >
        <PageHeading title={title} description={description} />
        {children}
        {footer ? (
          <>
            <Divider sx={{ my: 3 }} />
            <Box sx={{ textAlign: 'center' }}>{footer}</Box>
          </>
        ) : null}
      </Paper>
    </PublicPage>
  );
}
