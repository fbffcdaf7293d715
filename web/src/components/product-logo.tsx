import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';
import { ProductMark } from './product-mark';

export function ProductLogo({ to }: { to: string }) {
  const text = useText(COMPONENTS_TEXT);
  return (
    <Box
      component={Link}
      to={to}
      aria-label={text.productHome}
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
      <span>{text.productName}</span>
    </Box>
  );
}
