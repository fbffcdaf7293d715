import type { TInvoice } from '@domain/api/invoices';
import { isCreditable as isCreditableBill } from '@domain/credit-note';
import { toPaise } from '@domain/money';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DialogLoading } from '../../../components/dialog-loading';
import { useText } from '../../../lib/text';
import { getInvoiceCreditsQueryOptions } from '../api/get-invoice-credits';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';

/** Loaded on first use, with its date picker: most visits to a bill credit nothing. */
const CreditNoteDialog = lazy(() =>
  import('./credit-note-dialog').then((module) => ({ default: module.CreditNoteDialog })),
);

/**
 * Whether a credit note may be issued on the bill now, as the server decides it: a quotation asks for
 * no money, a replaced bill's debt moved to its late-fee invoice, and a note is never more than the
 * bill still owes.
 */
export function isCreditable(invoice: Pick<TInvoice, 'type' | 'replacedBy' | 'balanceDue'>): boolean {
  return isCreditableBill({
    type: invoice.type,
    isReplaced: Boolean(invoice.replacedBy),
    owedPaise: toPaise(invoice.balanceDue),
  });
}

/** The owner's "Credit note" button beside Record Payment, and the dialog it opens. */
export function CreditNoteAction({ invoice }: { invoice: TInvoice }) {
  const queryClient = useQueryClient();
  const text = useText(CREDIT_NOTES_TEXT);
  // 0 until the first opening; each opening mounts a fresh dialog (its form belongs to one opening).
  const [dialogKey, setDialogKey] = useState(0);
  const [isOpen, setOpen] = useState(false);

  const open = () => {
    // The bill's lines are asked for while the dialog's code arrives, not after.
    void queryClient.prefetchQuery(getInvoiceCreditsQueryOptions(invoice._id));
    setDialogKey((key) => key + 1);
    setOpen(true);
  };

  return (
    <>
      {isCreditable(invoice) ? (
        <Button variant="outlined" startIcon={<CreditScoreOutlined />} onClick={open}>
          {text.creditNote}
        </Button>
      ) : null}
      {/* Outside the condition above: the note that clears the balance hides the button, not the dialog. */}
      {dialogKey > 0 ? (
        <Suspense fallback={<DialogLoading />}>
          <CreditNoteDialog key={dialogKey} open={isOpen} invoice={invoice} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
