/** What the ledger needs of an invoice: its locked row, or the figures an edit has just recomputed. */
export type LedgerInvoice = {
  id: string;
  invoiceNumber: string;
  totalPaise: number;
  /** What its credit notes took off it. */
  creditedPaise: number;
  currency: string;
  type: string;
  /** The flat it bills; null once that customer is deleted. */
  customerId: string | null;
  /** The late-fee invoice that replaced it; a replaced invoice takes no more payments. */
  replacedByInvoiceId: string | null;
};

/** A payment provider's own record of the money, kept unique per business. */
export type ProviderReference = { name: 'razorpay'; paymentId: string };

/** One payment row to store, money in paise: what a receipt (or an opening advance: null) pays on an invoice. */
export type NewPayment = {
  id: string;
  receiptId: string | null;
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  note: string;
  paidBy: string;
  /** Null when recorded by hand: there is no provider payment id to keep unique. */
  provider: ProviderReference | null;
  /** The flat's advance, taken by a new bill. */
  fromAdvance: boolean;
  createdAt: string;
};

/** Money received once, to store with its number; `openingPaise` of it paid the flat's opening balance. */
export type NewReceipt = {
  id: string;
  customerId: string | null;
  numberValue: number;
  /** The number as issued ('R-007', 'R/2026-27/007'). */
  numberText: string;
  amountPaise: number;
  openingPaise: number;
  datePaid: string;
  paymentMethod: string;
  reference: string;
  note: string;
  paidBy: string;
  createdAt: string;
};
