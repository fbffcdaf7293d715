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

const STATUS_CHIP = {
  pending: { label: 'Waiting', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  rejected: { label: 'Rejected', color: 'default' },
} as const;

type IntimationCardProps = {
  report: TIntimation;
  isBusy: boolean;
  onConfirm: () => void;
  onReject: () => void;
  onProof: () => void;
};

/** One member's report: who, how much, when, how, the UTR, and what else carries that UTR. */
export function IntimationCard({ report, isBusy, onConfirm, onReject, onProof }: IntimationCardProps) {
  const chip = STATUS_CHIP[report.status];
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
        <Chip size="small" label={chip.label} color={chip.color} />
      </Box>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {formatMoney(toPaise(report.amount))}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {[`Paid ${formatCalendarDate(report.paidOn)}`, report.paymentMethod, report.reference]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {report.note ? <Typography sx={{ mt: 1 }}>“{report.note}”</Typography> : null}
      {report.sameReference.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          The same UTR or cheque number is on: {report.sameReference.join('; ')}
        </Alert>
      ) : null}
      {report.status === 'rejected' ? <Typography sx={{ mt: 1 }}>Reason: {report.reason}</Typography> : null}
      {report.receipt ? <Typography sx={{ mt: 1 }}>Receipt {report.receipt.receiptNumber}</Typography> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {report.proofType ? (
          <Button variant="outlined" onClick={onProof}>
            {report.proofType === 'application/pdf' ? 'Download proof (PDF)' : 'Download proof'}
          </Button>
        ) : (
          <Typography sx={{ color: 'text.secondary', alignSelf: 'center' }}>No proof attached</Typography>
        )}
        {report.status === 'pending' ? (
          <CanDo access="keepBooks">
            <Button variant="contained" loading={isBusy} onClick={onConfirm}>
              Confirm and issue receipt
            </Button>
            <Button color="error" disabled={isBusy} onClick={onReject}>
              Reject
            </Button>
          </CanDo>
        ) : null}
      </Box>
    </Paper>
  );
}
