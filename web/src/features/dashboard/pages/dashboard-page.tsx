import { DASHBOARD_EMPTY_MESSAGE } from '@domain/api/dashboard';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useText } from '../../../lib/text';
import { GstTurnoverCard } from '../../gst-settings';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardSearch } from '../components/dashboard-search';
import { CountTiles, MoneyTiles } from '../components/dashboard-tiles';
import { ExportMenu } from '../components/export-menu';
import { PaymentsToRefund } from '../components/payments-to-refund';
import { RecentPayments } from '../components/recent-payments';
import { DASHBOARD_TEXT } from '../dashboard-text';

/** The charts' places while the figures load, held at their size so nothing jumps when they arrive. */
function ChartsSkeleton() {
  const text = useText(DASHBOARD_TEXT);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      {[0, 1].map((index) => (
        <Card key={index} variant="outlined" sx={{ borderRadius: 1.5, p: 2 }}>
          <Skeleton width="50%" />
          <Skeleton variant="rounded" height={240} sx={{ mt: 1 }} aria-label={text.loadingChart} />
        </Card>
      ))}
    </Box>
  );
}

/** The dashboard: tiles, charts and the latest payments, all narrowed by the search. */
export function DashboardPage() {
  const text = useText(DASHBOARD_TEXT);
  const [search, setSearch] = useState('');
  const dashboard = useDashboard(search);
  // The figures are drawn in a render React can pause, so the page answers a tap while they are laid out.
  const data = useDeferredValue(dashboard.data);
  // A society that brought only opening balances across has something to show already.
  const hasNothing =
    data !== undefined &&
    data.counts.total === 0 &&
    data.ledger.openingArrears === 0 &&
    data.ledger.advanceHeld === 0 &&
    search === '';

  return (
    <>
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          <>
            <DashboardSearch onSearch={setSearch} />
            <ExportMenu />
          </>
        }
      />
      {dashboard.error && !data ? (
        <LoadFailed message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : hasNothing ? (
        <Card variant="outlined" sx={{ borderRadius: 1.5 }}>
          <EmptyState icon={<InsightsOutlinedIcon />}>{DASHBOARD_EMPTY_MESSAGE}</EmptyState>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
          {data && search !== '' && data.counts.total === 0 ? (
            <Alert severity="info">{text.noMatch(search)}</Alert>
          ) : null}
          <PaymentsToRefund payments={data?.paymentsToRefund ?? []} />
          <GstTurnoverCard />
          <CountTiles counts={data?.counts} />
          <MoneyTiles dashboard={data} />
          {data ? <DashboardCharts dashboard={data} /> : <ChartsSkeleton />}
          {data ? (
            <RecentPayments payments={data.recentPayments} />
          ) : (
            <Skeleton variant="rounded" height={180} aria-label={text.loadingPayments} />
          )}
        </Box>
      )}
    </>
  );
}
