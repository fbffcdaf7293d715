import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type DonutSlice = { id: string; label: string; value: number; color: string };

const SIZE = 168;
const OUTER_RADIUS = SIZE / 2;
const INNER_RADIUS = 48;
/** The gap between two slices in px, as wide at the hole as at the rim. */
const GAP = 2;

/** A point at `radius` from the centre; angles run clockwise from twelve o'clock. */
function pointAt(radius: number, angle: number): string {
  const x = OUTER_RADIUS + radius * Math.sin(angle);
  const y = OUTER_RADIUS - radius * Math.cos(angle);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
}

/** One slice of the ring between two angles, its edges pulled in by half the gap. */
function slicePath(start: number, end: number): string {
  const sweep = end - start;
  // The gap is measured in px, so it takes a wider angle at the hole; a thin slice keeps at least half
  // of its angle however small it is, and stays visible.
  const inset = (radius: number) => Math.min(GAP / 2 / radius, sweep / 4);
  const outer = inset(OUTER_RADIUS);
  const inner = inset(INNER_RADIUS);
  const largeArc = (pulledIn: number) => (sweep - 2 * pulledIn > Math.PI ? 1 : 0);
  return [
    `M ${pointAt(OUTER_RADIUS, start + outer)}`,
    `A ${OUTER_RADIUS} ${OUTER_RADIUS} 0 ${largeArc(outer)} 1 ${pointAt(OUTER_RADIUS, end - outer)}`,
    `L ${pointAt(INNER_RADIUS, end - inner)}`,
    `A ${INNER_RADIUS} ${INNER_RADIUS} 0 ${largeArc(inner)} 0 ${pointAt(INNER_RADIUS, start + inner)}`,
    'Z',
  ].join(' ');
}

/**
 * The whole ring, for a slice that is everything: an arc cannot end where it starts, so each circle is
 * two halves, the hole drawn the other way round so it stays empty.
 */
const RING_PATH = [
  `M ${pointAt(OUTER_RADIUS, 0)}`,
  `A ${OUTER_RADIUS} ${OUTER_RADIUS} 0 1 1 ${pointAt(OUTER_RADIUS, Math.PI)}`,
  `A ${OUTER_RADIUS} ${OUTER_RADIUS} 0 1 1 ${pointAt(OUTER_RADIUS, 0)}`,
  `M ${pointAt(INNER_RADIUS, 0)}`,
  `A ${INNER_RADIUS} ${INNER_RADIUS} 0 1 0 ${pointAt(INNER_RADIUS, Math.PI)}`,
  `A ${INNER_RADIUS} ${INNER_RADIUS} 0 1 0 ${pointAt(INNER_RADIUS, 0)}`,
  'Z',
].join(' ');

/** Each slice with a value as a path, in order round the ring from twelve o'clock. */
function slicePaths(slices: DonutSlice[]): { slice: DonutSlice; path: string }[] {
  const shown = slices.filter((slice) => slice.value > 0);
  if (shown.length === 1) return shown.map((slice) => ({ slice, path: RING_PATH }));
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  let start = 0;
  return shown.map((slice) => {
    const end = start + (slice.value / total) * 2 * Math.PI;
    const path = slicePath(start, end);
    start = end;
    return { slice, path };
  });
}

/** A donut of shares with a legend beside it giving each one's label and count. */
export function StatusDonut({ slices, label }: { slices: DonutSlice[]; label: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2.5,
        rowGap: 2,
        minHeight: 220,
      }}
    >
      {/* Drawn smaller rather than push the legend below it in a narrow card; below on the narrowest. */}
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        sx={{ flex: '1 1 120px', maxWidth: SIZE, height: 'auto' }}
      >
        {slicePaths(slices).map(({ slice, path }) => (
          <path key={slice.id} d={path} fill={slice.color} />
        ))}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {slices.map((slice) => (
          <Typography
            component="li"
            variant="body2"
            key={slice.id}
            sx={{ display: 'flex', alignItems: 'center' }}
          >
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: slice.color, flexShrink: 0, mr: 1 }}
            />
            <Box component="span" sx={{ flexGrow: 1, color: 'text.secondary' }}>
              {slice.label}
            </Box>
            <Box component="span" sx={{ fontWeight: 600, pl: 1.5 }}>
              {slice.value}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
