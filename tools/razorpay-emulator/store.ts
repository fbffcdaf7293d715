import { randomBytes } from 'node:crypto';
import { razorpayError } from './http-helpers';

export type Account = {
  /** `acc_…`, sent as `account_id` in webhook events. */
  id: string;
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** When set, the emulator delivers `payment.captured` here itself, as Razorpay does for a subscribed webhook. */
  webhookUrl?: string;
};

export type Notes = Record<string, string>;

export type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes | [];
  created_at: number;
};

export type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: 0;
  refund_status: null;
  captured: boolean;
  description: string | null;
  card_id: string;
  bank: null;
  wallet: null;
  vpa: null;
  email: string | null;
  contact: string | null;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids: a prefix and 14 letters or digits, e.g. `order_DaZlswtdcn9UNV`. */
export function razorpayId(prefix?: string): string {
  const body = Array.from(randomBytes(14), (byte) => ID_ALPHABET.charAt(byte % ID_ALPHABET.length)).join('');
  return prefix ? `${prefix}_${body}` : body;
}

export function unixSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Everything the emulator knows, in memory. Orders and payments belong to the account that created
 * them: another key asking for them is told the id does not exist, as Razorpay does.
 */
export class EmulatorStore {
  private readonly accounts = new Map<string, Account>();
  private readonly orders = new Map<string, { keyId: string; order: Order }>();
  private readonly payments = new Map<string, { keyId: string; payment: Payment }>();

  /** @param acceptAnyTestKey dev mode: an unknown `rzp_test_…` key id is registered with the first secret used. */
  constructor(private readonly acceptAnyTestKey: boolean) {}

  addAccount(input: Omit<Account, 'id'>): Account {
    const existing = this.accounts.get(input.keyId);
    const account = { ...input, id: existing?.id ?? razorpayId('acc') };
    this.accounts.set(input.keyId, account);
    return account;
  }

  accountByKeyId(keyId: string): Account | undefined {
    return this.accounts.get(keyId);
  }

  /** Basic auth as Razorpay checks it; every failure is a 401 in Razorpay's error shape. */
  authenticate(authorization: string | undefined): Account {
    const encoded = authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
    if (!encoded) throw razorpayError(401, 'Please provide your api key for authentication purposes.');
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const keyId = colon === -1 ? decoded : decoded.slice(0, colon);
    const keySecret = colon === -1 ? '' : decoded.slice(colon + 1);
    let account = this.accounts.get(keyId);
    if (!account && this.acceptAnyTestKey && keyId.startsWith('rzp_test_') && keySecret !== '') {
      account = this.addAccount({ keyId, keySecret });
    }
    if (!account) throw razorpayError(401, 'The api key provided is invalid');
    if (account.keySecret !== keySecret) throw razorpayError(401, 'Authentication failed');
    return account;
  }

  saveOrder(keyId: string, order: Order): Order {
    this.orders.set(order.id, { keyId, order });
    return order;
  }

  findOrder(keyId: string, orderId: string): Order | undefined {
    const stored = this.orders.get(orderId);
    return stored?.keyId === keyId ? stored.order : undefined;
  }

  savePayment(keyId: string, payment: Payment): Payment {
    this.payments.set(payment.id, { keyId, payment });
    return payment;
  }

  findPayment(keyId: string, paymentId: string): Payment | undefined {
    const stored = this.payments.get(paymentId);
    return stored?.keyId === keyId ? stored.payment : undefined;
  }

  /** For webhooks, which start from a payment id alone. */
  paymentWithAccount(paymentId: string): { account: Account; payment: Payment } | undefined {
    const stored = this.payments.get(paymentId);
    const account = stored && this.accounts.get(stored.keyId);
    return stored && account ? { account, payment: stored.payment } : undefined;
  }
}
