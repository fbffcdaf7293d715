import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

type PaymentMessageProps = {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** One centred card for what the payment pages have to say: the result, or an unknown invoice. */
export function PaymentMessage({ icon, title, children, actions }: PaymentMessageProps) {
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
      <Box aria-hidden="true" sx={{ '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mt: 1.5, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {children ? (
        <Box sx={{ mt: 1.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Box>
      ) : null}
      {actions ? (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {actions}
        </Box>
      ) : null}
    </Paper>
  );
}
