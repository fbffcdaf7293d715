import type { TDashboard } from '@domain/api/dashboard';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { CHART_COLORS } from '../../../app/status-colors';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { DASHBOARD_TEXT } from '../dashboard-text';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' as 'Nov 26'. */
function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(2, 4)}`;
}

function ChartCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 1.5, p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

/** Invoices by status: paid green, unpaid red, partial yellow. */
function StatusChart({ counts }: { counts: TDashboard['counts'] }) {
  const text = useText(DASHBOARD_TEXT);
  const data = [
    { id: 'paid', label: text.statuses.paid, value: counts.paid, color: CHART_COLORS.paid },
    { id: 'partial', label: text.statuses.partial, value: counts.partial, color: CHART_COLORS.partial },
    { id: 'unpaid', label: text.statuses.unpaid, value: counts.unpaid, color: CHART_COLORS.unpaid },
  ];
  // A pie of nothing but zeros draws a stray slice: say so instead (a search that matches only a quotation).
  if (data.every((slice) => slice.value === 0)) {
    return (
      <ChartCard title={text.byStatus}>
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
          {text.nothingToChart}
        </Typography>
      </ChartCard>
    );
  }
  return (
    <ChartCard title={text.byStatus}>
      <PieChart
        series={[{ data, innerRadius: 48, paddingAngle: 1, cornerRadius: 3 }]}
        height={220}
        aria-label={data.map((slice) => `${slice.label} ${slice.value}`).join(', ')}
      />
    </ChartCard>
  );
}

/** Received per month in one currency at a time: bars of rupees and dollars on one axis would mislead. */
function MonthlyChart({
  months,
  currencies,
}: {
  months: TDashboard['monthlyPayments'];
  currencies: string[];
}) {
  const text = useText(DASHBOARD_TEXT);
  const [chosen, setChosen] = useState(currencies[0] ?? 'INR');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const currency = currencies.includes(chosen) ? chosen : (currencies[0] ?? 'INR');
  const values = months.map(
    (month) => month.amounts.find((amount) => amount.currency === currency)?.amount ?? 0,
  );
  return (
    <ChartCard
      title={text.monthly}
      action={
        currencies.length > 1 ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={currency}
            onChange={(_event, value: string | null) => value && setChosen(value)}
            aria-label={text.currency}
          >
            {currencies.map((code) => (
              <ToggleButton key={code} value={code}>
                {code}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null
      }
    >
      <BarChart
        height={240}
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((month) => monthLabel(month.month)),
            // Twelve 'Nov 26's side by side do not fit a card, and the chart hid every other one, this
            // month's among them. Slanted (upright on a phone's narrow bars), each fits under its own
            // bar; the axis is tall enough that none is cut short.
            tickLabelStyle: { angle: isPhone ? -90 : -40, textAnchor: 'end', fontSize: 12 },
            tickLabelMinGap: 0,
            height: isPhone ? 64 : 56,
          },
        ]}
        yAxis={[
          {
            width: 72,
            valueFormatter: (value: number) => formatInvoiceMoney(value, currency).replace(/\.00$/, ''),
          },
        ]}
        series={[
          {
            data: values,
            label: text.received(currency),
            color: CHART_COLORS.paid,
            valueFormatter: (value) => formatInvoiceMoney(value ?? 0, currency),
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

/** Loaded on its own (the chart library is large), after the figures are already on screen. */
export default function DashboardCharts({ dashboard }: { dashboard: TDashboard }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <StatusChart counts={dashboard.counts} />
      <MonthlyChart
        months={dashboard.monthlyPayments}
        currencies={dashboard.amounts.map((amount) => amount.currency)}
      />
    </Box>
  );
}
