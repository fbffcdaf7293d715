import Box from '@mui/material/Box';

type FactListProps = { label: string; facts: Array<[string, string]>; strong?: boolean };

/** Label and value pairs as a description list: read in pairs by screen readers, aligned on paper. */
export function FactList({ label, facts, strong = false }: FactListProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 3,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: strong ? 'text.primary' : 'text.secondary' },
        '& dd': {
          m: 0,
          textAlign: 'right',
          fontWeight: 500,
          overflowWrap: 'anywhere',
          fontVariantNumeric: 'tabular-nums',
        },
        ...(strong && { '& dt, & dd': { fontWeight: 700, fontSize: '1.125rem' } }),
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
