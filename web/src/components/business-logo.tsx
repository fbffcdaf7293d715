import Box from '@mui/material/Box';

/**
 * A business's logo on its invoices and payment page, kept whole inside a square (never cropped or
 * stretched); nothing when the business has none.
 */
export function BusinessLogo({
  src,
  businessName,
  size,
}: {
  src: string;
  businessName: string;
  size: number;
}) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={businessName || 'Business logo'}
      sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0, borderRadius: 1 }}
    />
  );
}
