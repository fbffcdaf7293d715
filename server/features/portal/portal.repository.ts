import type { Executor } from '../../db/schema';
import { businessNameOf, takesOnlinePayments } from '../../tenancy/business-settings';
import { isLedgerBill, isOwing } from '../invoices';

/** The flat a member link opens, with the society that keeps its account. */
export type PortalHolder = {
  name: string;
  block: string;
  floor: string;
  flat: string;
  society: { name: string; address: string; phone: string; email: string };
  timeZone: string;
  takesOnlinePayments: boolean;
  language: 'en' | 'hi';
};

export async function findPortalHolder(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<PortalHolder | undefined> {
  const row = await db
    .selectFrom('customers')
    .innerJoin('businesses', 'businesses.id', 'customers.business_id')
    .leftJoin('billing_settings', 'billing_settings.business_id', 'customers.business_id')
    .select([
      'billing_settings.member_language',
      'customers.name',
      'customers.block',
      'customers.floor',
      'customers.flat',
      'businesses.business_name',
      'businesses.name as owner_name',
      'businesses.contact_address',
      'businesses.phone_number',
      'businesses.email',
      'businesses.time_zone',
      'businesses.razorpay_key_id',
      'businesses.razorpay_secret_encrypted',
    ])
    .where('customers.business_id', '=', businessId)
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      block: row.block,
      floor: row.floor,
      flat: row.flat,
      society: {
        name: businessNameOf({ business_name: row.business_name, name: row.owner_name }),
        address: row.contact_address,
        phone: row.phone_number,
        email: row.email,
      },
      timeZone: row.time_zone,
      takesOnlinePayments: takesOnlinePayments(row),
      language: row.member_language ?? 'en',
    }
  );
}

/** A bill the flat still owes on, in paise, with its lines (bill heads). */
export type OwedBill = {
  id: string;
  invoiceNumber: string;
  type: string;
  date: string;
  dueDate: string;
  totalPaise: number;
  receivedPaise: number;
  creditedPaise: number;
  lines: { name: string; amountPaise: number }[];
};

/** The flat's bills that still owe, oldest due first (the order money on account pays them). */
export async function findOwedBills(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<OwedBill[]> {
  const bills = await db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_number',
      'type',
      'invoice_date',
      'due_date',
      'total_paise',
      'total_credited_paise',
      'total_received_paise',
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where(isLedgerBill)
    .where(isOwing)
    .orderBy('due_date')
    .orderBy('invoice_date')
    .orderBy('invoice_number_value')
    .execute();
  if (bills.length === 0) return [];
  const lines = await db
    .selectFrom('invoice_items')
    .select(['invoice_id', 'item_name', 'amount_paise'])
    .where('business_id', '=', businessId)
    .where(
      'invoice_id',
      'in',
      bills.map((bill) => bill.id),
    )
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) {
    const ofBill = linesOf.get(line.invoice_id);
    if (ofBill) ofBill.push(line);
    else linesOf.set(line.invoice_id, [line]);
  }
  return bills.map((bill) => ({
    id: bill.id,
    invoiceNumber: bill.invoice_number,
    type: bill.type,
    date: bill.invoice_date,
    dueDate: bill.due_date,
    totalPaise: Number(bill.total_paise),
    receivedPaise: Number(bill.total_received_paise),
    creditedPaise: Number(bill.total_credited_paise),
    lines: (linesOf.get(bill.id) ?? []).map((line) => ({
      name: line.item_name,
      amountPaise: Number(line.amount_paise),
    })),
  }));
}

/** The flat's own reports of payments made outside Razorpay, newest first. */
export async function findMemberIntimations(db: Executor, businessId: string, customerId: string) {
  const rows = await db
    .selectFrom('payment_intimations')
    .select([
      'id',
      'amount_paise',
      'paid_on',
      'payment_method',
      'reference',
      'status',
      'reason',
      'created_at',
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    amountPaise: Number(row.amount_paise),
    paidOn: row.paid_on,
    paymentMethod: row.payment_method,
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
  }));
}
