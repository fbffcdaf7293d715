import type { TDashboard } from '@domain/api/dashboard';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CHART_COLORS } from '../../../app/status-colors';
import { useText } from '../../../lib/text';
import { DASHBOARD_TEXT } from '../dashboard-text';
import { MonthlyBars } from './monthly-bars';
import { StatusDonut } from './status-donut';

/** 'YYYY-MM' as 'Nov 26', the month named in the page's language. */
function monthLabel(month: string, monthNames: string[]): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(2, 4)}`;
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
  // A ring of nothing but zeros is an empty circle: say so instead (a search that matches only a quotation).
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
      <StatusDonut slices={data} label={data.map((slice) => `${slice.label} ${slice.value}`).join(', ')} />
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
  const currency = currencies.includes(chosen) ? chosen : (currencies[0] ?? 'INR');
  const bars = months.map((month) => ({
    label: monthLabel(month.month, text.monthNames),
    value: month.amounts.find((amount) => amount.currency === currency)?.amount ?? 0,
  }));
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
      <MonthlyBars months={bars} currency={currency} />
    </ChartCard>
  );
}

/** The status donut and the monthly bars: side by side on a wide screen, one above the other on a phone. */
export function DashboardCharts({ dashboard }: { dashboard: TDashboard }) {
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
