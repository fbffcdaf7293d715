import type { Catalogue } from '../../lib/text';
import type { IntimationFilter } from './api/intimations';

/** The treasurer's queue of payments members reported. */
const EN = {
  title: 'Reported payments',
  description:
    'Payments members say they made outside online payment: check them against the bank, then confirm or reject.',
  byStatus: 'Reports by status',
  loading: 'Loading reported payments',
  filters: {
    pending: { label: 'Waiting', empty: 'No payments are waiting to be confirmed.' },
    confirmed: { label: 'Confirmed', empty: 'No confirmed reports yet.' },
    rejected: { label: 'Rejected', empty: 'No rejected reports.' },
    all: { label: 'All', empty: 'Members have not reported any payments yet.' },
  } satisfies Record<IntimationFilter, { label: string; empty: string }>,
  statuses: { pending: 'Waiting', confirmed: 'Confirmed', rejected: 'Rejected' },
  paidOn: (date: string) => `Paid ${date}`,
  sameReference: (others: string) => `The same UTR or cheque number is on: ${others}`,
  reason: (reason: string) => `Reason: ${reason}`,
  receipt: (number: string) => `Receipt ${number}`,
  downloadProof: 'Download proof',
  downloadProofPdf: 'Download proof (PDF)',
  noProof: 'No proof attached',
  confirm: 'Confirm and issue receipt',
  reject: 'Reject',
  confirmTitle: 'Confirm the payment?',
  confirmText: (amount: string, who: string) =>
    `${amount} from ${who} goes on the flat's account (oldest dues first) with a receipt, which is sent to them.`,
  rejectTitle: 'Reject the payment report',
  rejectIntro: (who: string) => `${who} is told this reason, with the link to their account.`,
  reasonLabel: 'Reason',
  reasonHint: "For example: no such amount reached the society's account on that day.",
};

export type IntimationsText = typeof EN;

export const INTIMATIONS_TEXT: Catalogue<IntimationsText> = { en: EN };
