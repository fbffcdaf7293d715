import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { ProductMark } from './product-mark';

export function ProductLogo({ to }: { to: string }) {
  return (
    <Box
      component={Link}
      to={to}
      aria-label="Bahi home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        fontWeight: 800,
        fontSize: '1.375rem',
        letterSpacing: '-0.02em',
      }}
    >
      <ProductMark />
      <span>Bahi</span>
    </Box>
  );
}
