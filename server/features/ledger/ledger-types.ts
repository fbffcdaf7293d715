/** What the ledger needs of an invoice: its locked row, or the figures an edit has just recomputed. */
export type LedgerInvoice = {
  id: string;
  totalPaise: number;
  currency: string;
  /** The late-fee invoice that replaced it; a replaced invoice takes no more payments. */
  replacedByInvoiceId: string | null;
};

/** A payment provider's own record of the money, kept unique per business. */
export type ProviderReference = { name: 'razorpay'; paymentId: string };

/** One payment row to store, money in paise. */
export type NewPayment = {
  id: string;
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  note: string;
  paidBy: string;
  /** Null when recorded by hand: there is no provider payment id to keep unique. */
  provider: ProviderReference | null;
  createdAt: string;
};
