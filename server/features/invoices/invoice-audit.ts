import type { Caller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { fieldChanges, recordChangeBy } from '../audit';
import { findLines, findStoredInvoice } from './invoice-reads.repository';

/** What the audit trail keeps of an invoice: what it claims, from whom, and each line's amount (paise). */
type InvoiceAuditView = {
  invoiceNumber: string;
  type: string;
  status: string;
  date: string;
  dueDate: string;
  customerId: string | null;
  client: string;
  currency: string;
  subTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  receivedPaise: number;
  notes: string;
  lines: string[];
};

const AUDITED_FIELDS: ReadonlyArray<keyof InvoiceAuditView> = [
  'invoiceNumber',
  'type',
  'status',
  'date',
  'dueDate',
  'customerId',
  'client',
  'currency',
  'subTotalPaise',
  'gstPaise',
  'totalPaise',
  'receivedPaise',
  'notes',
  'lines',
];

/** The invoice as the trail sees it, read in the transaction that changes it; null when there is none. */
export async function invoiceAuditView(
  trx: DbTransaction,
  businessId: string,
  id: string,
): Promise<InvoiceAuditView | null> {
  const stored = await findStoredInvoice(trx, businessId, id);
  if (!stored) return null;
  const lines = await findLines(trx, businessId, id);
  return {
    invoiceNumber: stored.invoiceNumber,
    type: stored.type,
    status: stored.status,
    date: stored.date,
    dueDate: stored.dueDate,
    customerId: stored.client.customerId,
    client: stored.client.name,
    currency: stored.currency,
    subTotalPaise: stored.subTotalPaise,
    gstPaise: stored.gstPaise,
    totalPaise: stored.totalPaise,
    receivedPaise: stored.receivedPaise,
    notes: stored.notes,
    lines: lines.map((line) => `${line.itemName}: ${line.amountPaise}`),
  };
}

/**
 * Records an invoice's change as the caller's, last in its transaction, unless nothing the trail
 * keeps changed.
 */
export async function recordInvoiceChange(
  trx: DbTransaction,
  caller: Caller,
  id: string,
  /** 'replace': a late-fee invoice took its place. */
  action: 'create' | 'edit' | 'replace',
  before: InvoiceAuditView | null,
  at: Date,
): Promise<void> {
  const after = await invoiceAuditView(trx, caller.business.id, id);
  const changes = fieldChanges(before, after, AUDITED_FIELDS);
  await recordChangeBy(trx, caller, { entity: 'invoice', entityId: id, action, changes }, at);
}
