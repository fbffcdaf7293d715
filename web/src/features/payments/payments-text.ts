import type { Catalogue } from '../../lib/text';

/** The owner's payment dialogs (on a bill, on a flat's account, deleting, reversing, a transfer) and a flat's receipts. */
const EN = {
  datePaid: 'Date Paid',
  note: 'Note',
  reference: 'Reference',
  record: {
    title: 'Record Payment',
    save: 'Save Record',
    intro: (client: string, invoiceNumber: string, balance: string) =>
      `${client} · No. ${invoiceNumber} · Balance due ${balance}`,
    amountPaid: 'Amount Paid',
    paymentMethod: 'Payment Method',
    recorded: 'Payment recorded successfully',
  },
  onAccount: {
    title: 'Record a payment',
    save: 'Save payment',
    intro: (flat: string, dues: string) =>
      `${flat} · Dues ${dues}. It pays the oldest dues first; anything more is kept as advance for the next bill.`,
    amountPaid: 'Amount paid',
    paymentMethod: 'Payment method',
    referenceHint: 'UTR, cheque number and bank, or transaction id',
    paidBy: 'Paid by',
    paidByHint: 'When not the member',
    onArrears: (amount: string) => `${amount} on arrears`,
    onBill: (amount: string, invoiceNumber: string) => `${amount} on bill ${invoiceNumber}`,
    advance: (amount: string) => `${amount} kept as advance`,
    allocation: (receiptNumber: string, parts: string) => `Receipt ${receiptNumber}: ${parts}`,
  },
  delete: {
    title: 'Delete this payment?',
    description: (amount: string, date: string, method: string) =>
      `The payment of ${amount} on ${date} (${method}) will be removed, and the invoice's amount received and balance recomputed.`,
  },
  reverse: {
    title: (receiptNumber: string) => `Reverse receipt ${receiptNumber}`,
    save: 'Reverse payment',
    intro: (amount: string, how: string) =>
      `${amount} by ${how}. It stays in the ledger as reversed; what it paid is owed again.`,
    reversedOn: 'Reversed on',
    reason: 'Reason',
    chequeBounced: 'Cheque bounced',
    bounceCharge: 'Bounce charge',
    bounceChargeHint: "What the bank charged; billed on the flat's next bill",
    inFuture: 'The reversal date cannot be in the future',
    reversed: (receiptNumber: string, amount: string) =>
      `Receipt ${receiptNumber} reversed: its ${amount} is owed again`,
  },
  receipts: {
    loading: 'Loading receipts',
    none: 'No payments received for this flat yet',
    list: 'Receipts',
    receipt: (receiptNumber: string) => `Receipt ${receiptNumber}`,
    reversed: 'Reversed',
    pdf: 'PDF',
    download: (receiptNumber: string) => `Download receipt ${receiptNumber}`,
    reverse: 'Reverse',
    reverseReceipt: (receiptNumber: string) => `Reverse receipt ${receiptNumber}`,
    /** A reversed receipt: when, why (when given) and the bank's charge (when there was one). */
    reversedOn: (date: string, reason: string | null, bounceCharge: string | null) =>
      `Reversed on ${date}${reason ? `: ${reason}` : ''}${bounceCharge ? ` · bounce charge ${bounceCharge} on the next bill` : ''}`,
    arrears: (amount: string) => `${amount} arrears`,
    bill: (amount: string, invoiceNumber: string) => `${amount} bill ${invoiceNumber}`,
    advance: (amount: string) => `${amount} advance`,
    paid: (parts: string) => `Paid ${parts}`,
  },
  transfer: {
    title: 'Transfer the flat',
    save: 'Transfer',
    /** The outgoing holder and what the flat owes now (null: nothing). */
    intro: (holder: string, dues: string | null) =>
      `Held by ${holder}, who ${dues ? `owes ${dues}` : 'owes nothing'}. The flat keeps its number, bills and account; the new holder's name and contacts apply from the transfer date.`,
    date: 'Transfer date',
    name: "New holder's name",
    email: 'E-mail',
    phone: 'Phone',
    dues: 'The dues',
    carry: 'The new holder carries the dues',
    settle: (holder: string) => `${holder} settles them now`,
    paidBy: 'Paid by',
    transferred: (to: string, date: string) => `The flat is ${to}'s from ${date}`,
    carried: (to: string, date: string) => `The flat is ${to}'s from ${date}; the dues are carried`,
    settled: (to: string, date: string, from: string, receiptNumber: string) =>
      `The flat is ${to}'s from ${date}; ${from} settled the dues (receipt ${receiptNumber})`,
  },
};

export type PaymentsText = typeof EN;

export const PAYMENTS_TEXT: Catalogue<PaymentsText> = { en: EN };
