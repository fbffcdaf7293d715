import { randomUUID } from 'node:crypto';
import type { InvoiceTotals, ItemFigures } from '../../../domain/invoice-math';
import type { LineBasis } from '../../../domain/line-basis';
import { toBasisPoints } from '../../../domain/percent';
import type { CustomerRow, InvoiceRow } from '../../db/schema';
import type { NewInvoice } from './invoices.repository';

/** The invoice's own copy of a customer: editing or deleting the customer never changes it. */
export function clientColumnsOf(customer: CustomerRow) {
  return {
    customer_id: customer.id,
    client_name: customer.name,
    client_email: customer.email,
    client_phone: customer.phone,
    client_gstin: customer.gstin,
    client_block: customer.block,
    client_floor: customer.floor,
    client_flat: customer.flat,
    client_area_hundredths: customer.area_hundredths,
  };
}

/** An invoice's copy of its client; the customer may since have been deleted (`customer_id` null). */
export type ClientColumns = Omit<ReturnType<typeof clientColumnsOf>, 'customer_id'> & {
  customer_id: string | null;
};

/** Another invoice's copy of its client, as a late-fee invoice keeps it: the same client, the same area. */
export function clientColumnsOfInvoice(invoice: InvoiceRow): ClientColumns {
  return {
    customer_id: invoice.customer_id,
    client_name: invoice.client_name,
    client_email: invoice.client_email,
    client_phone: invoice.client_phone,
    client_gstin: invoice.client_gstin,
    client_block: invoice.client_block,
    client_floor: invoice.client_floor,
    client_flat: invoice.client_flat,
    client_area_hundredths: invoice.client_area_hundredths,
  };
}

/** The stored lines of computed totals, in their order. */
export function itemColumnsOf<Item extends ItemFigures & { itemName: string; basis: LineBasis }>(
  totals: InvoiceTotals<Item>,
): NewInvoice['items'] {
  return totals.items.map((item, position) => ({
    id: randomUUID(),
    position,
    item_name: item.itemName,
    unit_price_paise: item.unitPrice,
    quantity_hundredths: item.quantity,
    basis: item.basis,
    discount_basis_points: toBasisPoints(item.discount),
    over_dues_basis_points: toBasisPoints(item.overDues),
    amount_paise: item.amount,
  }));
}
