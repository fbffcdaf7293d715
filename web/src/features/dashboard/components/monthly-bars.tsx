import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { CHART_COLORS } from '../../../app/status-colors';
import { useText } from '../../../lib/text';
import { useBoxSize } from '../../../lib/use-box-size';
import { formatInvoiceMoney } from '../../invoices';
import { DASHBOARD_TEXT } from '../dashboard-text';
import { niceTicks } from './chart-scale';

export type MonthBar = { label: string; value: number };

const HEIGHT = 240;
/** Room above the top line for half of its label, which is centred on it. */
const TOP = 12;
/** Room right of the last month, so its focus ring is not cut off. */
const RIGHT = 8;
/** Between an axis label and its line or bar. */
const LABEL_GAP = 8;
/**
 * The widest a 12 px character of a tick label is likely to be, in px (a digit, or a capital of a code
 * such as 'AED'): the value axis is as wide as its longest label, so small amounts leave the bars more room.
 */
const CHARACTER_WIDTH = 7.5;
/** Each bar takes this share of its month, so neighbours stand apart. */
const BAR_SHARE = 0.8;
/** The height a month's tooltip takes above its bar, with its gap, in px. */
const TOOLTIP_ROOM = 60;
/** The narrowest a month's column may be to take the keyboard: a touch target's smallest side, in px. */
const MIN_TARGET = 24;
/** The width drawn at before the card is measured (and where nothing is, as in tests). */
const UNMEASURED_WIDTH = 600;

/**
 * A bar per month in one currency, with a value axis of round amounts. Hovering, tapping or tabbing
 * to a month shows its amount; a screen reader reads every month's amount in the chart's label.
 */
export function MonthlyBars({ months, currency }: { months: MonthBar[]; currency: string }) {
  const text = useText(DASHBOARD_TEXT);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxSize(box, 'width', UNMEASURED_WIDTH);
  const [active, setActive] = useState<number | null>(null);

  const money = (value: number) => formatInvoiceMoney(value, currency);
  const ticks = niceTicks(Math.max(...months.map((month) => month.value)));
  const tickLabels = ticks.map((tick) => money(tick).replace(/\.00$/, ''));
  // Twelve 'Nov 26's side by side do not fit a card: slanted (upright on a phone's narrow bars), each
  // fits under its own bar, and the room below the axis is tall enough that none is cut short.
  const monthLabelAngle = isPhone ? -90 : -40;
  const baseline = HEIGHT - (isPhone ? 64 : 56);
  const left = Math.max(...tickLabels.map((label) => label.length)) * CHARACTER_WIDTH + LABEL_GAP;
  const right = width - RIGHT;
  const band = (right - left) / months.length;
  // Months of nothing but zeros still need a scale to stand their empty bars on.
  const scaleTop = Math.max(...ticks) || 1;
  const yOf = (value: number) => baseline - (value / scaleTop) * (baseline - TOP);
  /** The month whose column is under the pointer, if any. */
  const monthAt = (event: React.PointerEvent<HTMLElement>): number | null => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = Math.floor((x - left) / band);
    return index >= 0 && index < months.length ? index : null;
  };
  const summary = `${text.received(currency)}: ${months.map((month) => `${month.label} ${money(month.value)}`).join(', ')}`;

  return (
    // A figure named by every month's amount. The drawing is hidden from screen readers; each month is
    // a button over its column, a stop of its own that names its amount and shows it when focused.
    <Box
      ref={box}
      component="figure"
      aria-label={summary}
      sx={{ position: 'relative', m: 0 }}
      // The whole month's column answers the pointer: one with a small bar, or none, can be pointed at.
      onPointerMove={(event) => setActive(monthAt(event))}
      onPointerDown={(event) => setActive(monthAt(event))}
      // A touch leaves as the finger lifts: the tapped month stays shown until another is chosen.
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setActive(null);
      }}
    >
      <svg aria-hidden="true" width={width} height={HEIGHT} fontSize={12} style={{ display: 'block' }}>
        <g fill={theme.palette.text.secondary}>
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line x1={left} x2={right} y1={yOf(tick)} y2={yOf(tick)} stroke={theme.palette.divider} />
              <text x={left - LABEL_GAP} y={yOf(tick)} textAnchor="end" dominantBaseline="central">
                {tickLabels[index]}
              </text>
            </g>
          ))}
        </g>
        {months.map((month, index) => (
          <g key={month.label} data-month={month.label}>
            <rect
              x={left + index * band}
              y={TOP}
              width={band}
              height={baseline - TOP}
              fill={active === index ? theme.palette.action.hover : 'transparent'}
            />
            <rect
              x={left + (index + (1 - BAR_SHARE) / 2) * band}
              y={yOf(month.value)}
              width={band * BAR_SHARE}
              height={baseline - yOf(month.value)}
              fill={CHART_COLORS.paid}
            />
          </g>
        ))}
        <line x1={left} x2={right} y1={baseline} y2={baseline} stroke={theme.palette.text.secondary} />
        <g data-testid="month-labels" fill={theme.palette.text.secondary}>
          {months.map((month, index) => (
            <text
              key={month.label}
              transform={`translate(${left + (index + 0.5) * band} ${baseline + LABEL_GAP}) rotate(${monthLabelAngle})`}
              textAnchor="end"
              dominantBaseline="central"
            >
              {month.label}
            </text>
          ))}
        </g>
      </svg>
      {/* Keyboard stops, where a month's column is wide enough to be a target of its own (not on a
          phone, where the figure's name still reads every amount). */}
      {band < MIN_TARGET
        ? null
        : months.map((month, index) => (
            <Box
              key={month.label}
              component="button"
              type="button"
              aria-label={`${month.label} ${money(month.value)}`}
              onFocus={() => setActive(index)}
              onBlur={() => setActive(null)}
              sx={{
                position: 'absolute',
                left: left + index * band,
                top: TOP,
                width: band,
                height: baseline - TOP,
                p: 0,
                border: 0,
                background: 'transparent',
                cursor: 'default',
                '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
              }}
            />
          ))}
      {months.map((month, index) =>
        index === active ? (
          <MonthTooltip
            key={month.label}
            x={left + (index + 0.5) * band}
            y={yOf(month.value)}
            chartWidth={width}
            month={month.label}
            amount={money(month.value)}
          />
        ) : null,
      )}
    </Box>
  );
}

/**
 * A month's amount above its bar. It slides along its width with the bar, left-aligned at the chart's
 * left edge and right-aligned at its right, so it never sticks out of the card. Hidden from screen
 * readers: the bar's own label says the same.
 */
function MonthTooltip({
  x,
  y,
  chartWidth,
  month,
  amount,
}: {
  x: number;
  y: number;
  chartWidth: number;
  month: string;
  amount: string;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: x,
        top: y,
        // Above the bar's top, or just inside it when a tall bar leaves no room above in the card.
        transform: `translate(-${(x / chartWidth) * 100}%, ${y < TOOLTIP_ROOM ? '8px' : 'calc(-100% - 8px)'})`,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        bgcolor: 'background.paper',
        boxShadow: 3,
        borderRadius: 1,
        px: 1.25,
        py: 0.75,
        typography: 'body2',
      }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{month}</Box>
      <Box sx={{ fontWeight: 600 }}>{amount}</Box>
    </Box>
  );
}
