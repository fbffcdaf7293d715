import type { TInvoice, TInvoiceListRow } from '@domain/api/invoices';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { invoiceListOf, listFilterOf, readOwnInvoice } from '../invoices';

/** What messaging reads of the caller's invoices, all through the invoices feature's front door. */
type InvoiceReads = {
  /** The caller's invoice; a 404 when it is not theirs. */
  invoice(caller: Caller, id: string): Promise<TInvoice>;
  /** Every invoice of the caller's that is overdue on `now`'s date, in invoice-number order. */
  overdueInvoices(caller: Caller, now: Date): Promise<TInvoiceListRow[]>;
};

/** The service context of messaging: the shared one, and the invoices it reads. */
export type MessagingContext = ServiceContext & { invoices: InvoiceReads };

/** Built once by the routes from the shared context. */
export function messagingContextOf(context: ServiceContext): MessagingContext {
  return {
    ...context,
    invoices: {
      invoice: (caller, id) => readOwnInvoice(context.db, caller.business.id, id),
      overdueInvoices: async (caller, now) => {
        const filter = listFilterOf('overdues', caller.business, now);
        return (await invoiceListOf(context, caller, filter, { page: 1, limit: 0, sort: 'number' })).data;
      },
    },
  };
}
