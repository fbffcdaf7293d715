import { randomUUID } from 'node:crypto';
import type { InvoiceTotals, ItemFigures } from '../../../domain/invoice-math';
import { toBasisPoints } from '../../../domain/percent';
import type { CustomerRow } from '../../db/schema';
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

/** The stored lines of computed totals, in their order. */
export function itemColumnsOf<Item extends ItemFigures & { itemName: string }>(
  totals: InvoiceTotals<Item>,
): NewInvoice['items'] {
  return totals.items.map((item, position) => ({
    id: randomUUID(),
    position,
    item_name: item.itemName,
    unit_price_paise: item.unitPrice,
    quantity_hundredths: item.quantity,
    discount_basis_points: toBasisPoints(item.discount),
    over_dues_basis_points: toBasisPoints(item.overDues),
    amount_paise: item.amount,
  }));
}
