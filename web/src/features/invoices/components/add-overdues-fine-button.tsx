import type { TInvoice } from '@domain/api/invoices';
import MoreTimeOutlinedIcon from '@mui/icons-material/MoreTimeOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useLateFeeRefusal } from '../../interest';
import { INVOICE_DETAIL_TEXT } from '../text/invoice-detail-text';
import { lateFeeRefusalOf } from './late-fee-refusal';

/**
 * 'Add Overdues Fine' (the action's long-standing name), worded as people say it: offered only while
 * the invoice can be replaced by a late-fee invoice, and never while the business charges interest on
 * arrears instead.
 */
export function AddOverduesFineButton({ invoice }: { invoice: TInvoice }) {
  const text = useText(INVOICE_DETAIL_TEXT);
  const isOffered = lateFeeRefusalOf(invoice) === null;
  // A business that charges interest on arrears bills late payment on the flat's next bill instead.
  const userId = useSession()?.result._id ?? '';
  if (useLateFeeRefusal(userId, { enabled: isOffered }) !== null || !isOffered) return null;
  return (
    <Button
      component={Link}
      to={`/overdue/${encodeURIComponent(invoice._id)}`}
      variant="outlined"
      color="warning"
      startIcon={<MoreTimeOutlinedIcon />}
    >
      {text.addLateFee}
    </Button>
  );
}
