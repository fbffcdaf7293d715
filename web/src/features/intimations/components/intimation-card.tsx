import type { TIntimation } from '@domain/api/intimations';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { useText } from '../../../lib/text';
import { INTIMATIONS_TEXT } from '../intimations-text';

const STATUS_COLOR = { pending: 'warning', confirmed: 'success', rejected: 'default' } as const;

type IntimationCardProps = {
  report: TIntimation;
  isBusy: boolean;
  onConfirm: () => void;
  onReject: () => void;
  onProof: () => void;
};

/** One member's report: who, how much, when, how, the UTR, and what else carries that UTR. */
export function IntimationCard({ report, isBusy, onConfirm, onReject, onProof }: IntimationCardProps) {
  const text = useText(INTIMATIONS_TEXT);
  const title = `${report.flat.name} · ${report.flat.label}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{ borderRadius: 1.5, p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Link
          component={RouterLink}
          to={`/customers/${report.flat._id}`}
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {title}
        </Link>
        <Chip size="small" label={text.statuses[report.status]} color={STATUS_COLOR[report.status]} />
      </Box>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {formatMoney(toPaise(report.amount))}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {[text.paidOn(formatCalendarDate(report.paidOn)), report.paymentMethod, report.reference]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {report.note ? <Typography sx={{ mt: 1 }}>“{report.note}”</Typography> : null}
      {report.sameReference.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {text.sameReference(report.sameReference.join('; '))}
        </Alert>
      ) : null}
      {report.status === 'rejected' ? (
        <Typography sx={{ mt: 1 }}>{text.reason(report.reason ?? '')}</Typography>
      ) : null}
      {report.receipt ? (
        <Typography sx={{ mt: 1 }}>{text.receipt(report.receipt.receiptNumber)}</Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {report.proofType ? (
          <Button variant="outlined" onClick={onProof}>
            {report.proofType === 'application/pdf' ? text.downloadProofPdf : text.downloadProof}
          </Button>
        ) : (
          <Typography sx={{ color: 'text.secondary', alignSelf: 'center' }}>{text.noProof}</Typography>
        )}
        {report.status === 'pending' ? (
          <CanDo access="keepBooks">
            <Button variant="contained" loading={isBusy} onClick={onConfirm}>
              {text.confirm}
            </Button>
            <Button color="error" disabled={isBusy} onClick={onReject}>
              {text.reject}
            </Button>
          </CanDo>
        ) : null}
      </Box>
    </Paper>
  );
}
