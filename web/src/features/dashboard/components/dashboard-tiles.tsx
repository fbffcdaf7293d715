import type { TDashboard, TDashboardAmounts } from '@domain/api/dashboard';
import { formatNumber } from '@domain/format';
import { LEDGER_CURRENCY } from '@domain/ledger';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { DASHBOARD_TEXT, type DashboardText } from '../dashboard-text';

type CountTile = {
  /** Its count, and its name in the dashboard's catalogue. */
  key: keyof TDashboard['counts'];
  to: string;
  icon: ReactNode;
  color: string;
};

/** The tiles that open their list. */
const COUNT_TILES: CountTile[] = [
  {
    key: 'total',
    to: '/total',
    icon: <ReceiptLongOutlinedIcon />,
    color: 'primary.main',
  },
  {
    key: 'paid',
    to: '/paid',
    icon: <CheckCircleOutlineIcon />,
    color: 'success.main',
  },
  {
    key: 'partial',
    to: '/partial',
    icon: <HourglassBottomOutlinedIcon />,
    color: 'warning.main',
  },
  {
    key: 'unpaid',
    to: '/unpaid',
    icon: <RemoveCircleOutlineIcon />,
    color: 'error.main',
  },
  {
    key: 'overdue',
    to: '/overdues',
    icon: <ReportProblemOutlinedIcon />,
    color: 'error.dark',
  },
];

type Figures = Pick<TDashboard, 'amounts' | 'ledger'>;

type MoneyTile = {
  /** Its name in the dashboard's catalogue. */
  key: keyof DashboardText['money'];
  icon: ReactNode;
  color: string;
  /** What the tile shows: one figure per currency, or one in rupees. */
  figures: (dashboard: Figures) => string[];
  /** A line under the figures, if any. */
  note: (dashboard: Figures, text: DashboardText) => string | null;
};

const rupees = (amount: number) => formatInvoiceMoney(amount, LEDGER_CURRENCY);

/** One figure per currency: a business billing in rupees and dollars sees both, never their sum. */
const perCurrency =
  (key: keyof Omit<TDashboardAmounts, 'currency'>) =>
  ({ amounts }: Figures) =>
    amounts.length === 0
      ? [rupees(0)]
      : amounts.map((amount) => formatInvoiceMoney(amount[key], amount.currency));

/** The tiles that only tell. The advance is never set against what is due, so it has a tile of its own. */
const MONEY_TILES: MoneyTile[] = [
  {
    key: 'received',
    icon: <PaymentsOutlinedIcon />,
    color: 'primary.main',
    figures: perCurrency('received'),
    note: () => null,
  },
  {
    key: 'pending',
    icon: <PendingActionsOutlinedIcon />,
    color: 'primary.main',
    figures: perCurrency('pending'),
    note: ({ ledger }, text) =>
      ledger.openingArrears > 0 ? text.includesArrears(rupees(ledger.openingArrears)) : null,
  },
  {
    key: 'total',
    icon: <AccountBalanceWalletOutlinedIcon />,
    color: 'primary.main',
    figures: perCurrency('total'),
    note: () => null,
  },
  {
    key: 'advance',
    icon: <SavingsOutlinedIcon />,
    color: 'success.main',
    figures: ({ ledger }) => [rupees(ledger.advanceHeld)],
    note: (_dashboard, text) => text.advanceNote,
  },
];

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

function TileBody({
  label,
  icon,
  color,
  children,
}: {
  label: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color, '& svg': { fontSize: 22 } }}>
        {icon}
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {label}
        </Typography>
      </Box>
      {/* At the foot of the tile, so figures line up when a label takes two lines. */}
      <Box sx={{ mt: 'auto' }}>{children}</Box>
    </Box>
  );
}

const FIGURE = {
  fontSize: { xs: '1.5rem', md: '1.75rem' },
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
} as const;

export function CountTiles({ counts }: { counts: TDashboard['counts'] | undefined }) {
  const text = useText(DASHBOARD_TEXT);
  return (
    <Box component="ul" aria-label={text.countTiles} sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {COUNT_TILES.map((tile) => (
        <Card component="li" key={tile.key} variant="outlined" sx={{ borderRadius: 1.5 }}>
          <CardActionArea component={Link} to={tile.to} sx={{ height: '100%' }}>
            <TileBody label={text.counts[tile.key]} icon={tile.icon} color={tile.color}>
              {counts ? (
                <Typography sx={FIGURE}>{formatNumber(counts[tile.key])}</Typography>
              ) : (
                <Skeleton width="40%" sx={{ fontSize: '1.75rem' }} />
              )}
            </TileBody>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/**
 * Two lines are kept for a note from tablet width up, noted or not, so the figures of a row of tiles
 * stand on one line; a phone stacks the tiles and keeps no empty room.
 */
const NOTE = {
  color: 'text.secondary',
  display: 'block',
  lineHeight: 1.4,
  minHeight: { sm: '2.8em' },
} as const;

export function MoneyTiles({ dashboard }: { dashboard: Figures | undefined }) {
  const text = useText(DASHBOARD_TEXT);
  return (
    <Box
      component="ul"
      aria-label={text.moneyTiles}
      sx={{
        ...GRID,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {MONEY_TILES.map((tile) => (
        <Card component="li" key={tile.key} variant="outlined" sx={{ borderRadius: 1.5 }}>
          <TileBody label={text.money[tile.key]} icon={tile.icon} color={tile.color}>
            {dashboard === undefined ? (
              <Skeleton width="60%" sx={{ fontSize: '1.75rem' }} />
            ) : (
              <>
                {tile.figures(dashboard).map((figure) => (
                  <Typography key={figure} sx={FIGURE}>
                    {figure}
                  </Typography>
                ))}
                <Typography variant="caption" sx={NOTE}>
                  {tile.note(dashboard, text)}
                </Typography>
              </>
            )}
          </TileBody>
        </Card>
      ))}
    </Box>
  );
}
