import type { TInvoiceClient } from '@domain/api/invoices';
import { toE164 } from '@domain/phone';
import type { Caller } from '../../caller';
import { linksOf } from './invoice-messages';
import { accountFlatOf, memberAccountUrlsOf } from './member-account-links';
import type { MessagingContext } from './messaging-context';
import { type OverdueInvoice, oldestFirst } from './reminder-messages';

/** A client with overdue invoices, as the reminders page shows them and a run reaches them. */
export type OverdueClient = {
  clientId: string;
  name: string;
  /** The e-mail address, trimmed and in lower case (the outbox's form), or null. */
  email: string | null;
  /** The mobile number in E.164, or null when it is no valid mobile number. */
  phone: string | null;
  /** The one due longest ago first. */
  overdue: OverdueInvoice[];
};

/**
 * The customer's id; invoices whose customer was since deleted keep the name they were billed
 * under, and are grouped by it.
 */
function clientIdOf(client: TInvoiceClient): string {
  return client._id ?? `name:${client.name.trim().toLowerCase()}`;
}

type Grouped = Omit<OverdueClient, 'phone'> & { phoneText: string };

/**
 * The caller's overdue invoices (the invoices feature's own rule and filter) grouped by client, by
 * name. Each invoice keeps its own copy of the client's details: the newest invoice's address and
 * number win. Mobile numbers are read (libphonenumber, not free) only when `withPhones`.
 */
export async function overdueClientsOf(
  context: MessagingContext,
  caller: Caller,
  now: Date,
  { withPhones }: { withPhones: boolean },
): Promise<OverdueClient[]> {
  // In invoice-number order, so a later invoice's address replaces an earlier one's.
  const data = await context.invoices.overdueInvoices(caller, now);
  const { publicUrl } = context.config;
  const accounts = await memberAccountUrlsOf(
    context.db,
    context.config,
    caller.business.id,
    data.map(accountFlatOf),
    now,
  );
  const clients = new Map<string, Grouped>();
  for (const invoice of data) {
    const clientId = clientIdOf(invoice.client);
    const client = clients.get(clientId) ?? {
      clientId,
      name: invoice.client.name,
      email: null,
      phoneText: '',
      overdue: [],
    };
    client.email = invoice.client.email.trim().toLowerCase() || client.email;
    client.phoneText = invoice.client.phone.trim() || client.phoneText;
    const flat = accountFlatOf(invoice);
    const account = flat ? accounts.get(flat) : undefined;
    client.overdue.push({
      invoice,
      links: linksOf(invoice, publicUrl, caller.business.takesOnlinePayments, account),
    });
    clients.set(clientId, client);
  }
  return [...clients.values()]
    .map(({ phoneText, ...client }) => ({
      ...client,
      phone: withPhones ? toE164(phoneText) : null,
      overdue: oldestFirst(client.overdue),
    }))
    .sort(
      (first, second) =>
        first.name.localeCompare(second.name) || first.clientId.localeCompare(second.clientId),
    );
}
