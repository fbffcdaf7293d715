import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import { isExpired } from '@domain/status';
import Alert from '@mui/material/Alert';

type PaymentNotesProps = {
  invoice: TInvoice | TPublicInvoice;
  /** The number of the replaced invoice whose link led here, when it did. */
  replacedNumber?: string;
};

/**
 * What the payer reads before paying. An invoice past its due date is still paid online for its
 * balance (reminders link here), with a word that a late fee may follow; a payer sent here from the
 * invoice a late-fee invoice replaced is told why the number and amount changed.
 */
export function PaymentNotes({ invoice, replacedNumber }: PaymentNotesProps) {
  // Overdue once the due date's day is over in India ('YYYY-MM-DD' compared with today there).
  const isOverdue = invoice.balanceDue > 0 && isExpired(invoice.dueDate, new Date());
  return (
    <>
      {replacedNumber ? (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          Invoice No. {replacedNumber} was replaced by this one, No. {invoice.invoiceNumber}, which includes
          the late fee.
        </Alert>
      ) : null}
      {isOverdue ? (
        <Alert severity="warning" role="note" sx={{ mt: 2 }}>
          This {invoice.type} was due on {formatCalendarDate(invoice.dueDate)} and is overdue; a late fee may
          be added.
        </Alert>
      ) : null}
    </>
  );
}
