import type { TGstTurnover } from '@domain/api/gst-settings';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/text';
import { GST_SETTINGS_TEXT, type GstSettingsText } from '../gst-settings-text';

/** Rupees as the card reads them: '₹20,00,000', '₹16,770.50'. */
function rupees(amount: number): string {
  return formatMoney(toPaise(amount)).replace(/\.00$/, '');
}

/** Where the turnover stands: past the threshold, near it (80 %), or comfortably under it. */
function standingOf(turnover: TGstTurnover, text: GstSettingsText['turnover']) {
  if (turnover.exceeded) return { color: 'error', text: text.exceeded } as const;
  if (turnover.warning) return { color: 'warning', text: text.warning } as const;
  return { color: 'primary', text: null } as const;
}

/** The card itself, loaded only for a housing society, while its turnover is asked for. */
export default function TurnoverFigures({ turnover }: { turnover: TGstTurnover }) {
  const titleId = useId();
  const { turnover: text } = useText(GST_SETTINGS_TEXT);
  const standing = standingOf(turnover, text);
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        borderRadius: 1.5,
        p: 2,
        borderColor: standing.text ? `${standing.color}.main` : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {text.heading(
            turnover.financialYear,
            rupees(turnover.turnover),
            rupees(turnover.threshold),
            turnover.percent,
          )}
        </Typography>
        <Link component={RouterLink} to="/settings" variant="body2">
          {text.settings}
        </Link>
      </Box>
      <LinearProgress
        variant="determinate"
        color={standing.color}
        value={Math.min(Math.max(turnover.percent, 0), 100)}
        aria-label={text.share}
        sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
      />
      {standing.text ? (
        <Typography variant="body2" sx={{ mt: 1, color: `${standing.color}.dark`, fontWeight: 500 }}>
          {standing.text}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {text.note}
        </Typography>
      )}
    </Card>
  );
}
