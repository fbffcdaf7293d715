import type { TInvoice } from '@domain/api/invoices';
import MoreTimeOutlinedIcon from '@mui/icons-material/MoreTimeOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { lateFeeRefusalOf } from './late-fee-refusal';

/**
 * 'Add Overdues Fine' (the action's long-standing name), worded as people say it: offered only while
 * the invoice can be replaced by a late-fee invoice.
 */
export function AddOverduesFineButton({ invoice }: { invoice: TInvoice }) {
  if (lateFeeRefusalOf(invoice) !== null) return null;
  return (
    <Button
      component={Link}
      to={`/overdue/${encodeURIComponent(invoice._id)}`}
      variant="outlined"
      color="warning"
      startIcon={<MoreTimeOutlinedIcon />}
    >
      Add Late Fee
    </Button>
  );
}
