import { customerSearchText, type TCustomer, type TCustomerValues } from '@domain/api/customers';
import { fromPaise, toPaise } from '@domain/money';
import { flatSortKey } from '@domain/natural-sort';
import { fromHundredths, toHundredths } from '@domain/quantity';
import type { CustomerRow, NewCustomerRow } from '../../db/schema';

/** The stored columns for a customer's details (everything but ids and times). */
export function customerValuesToColumns(values: TCustomerValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    gstin: values.gstno || null,
    block: values.block,
    floor: values.floor,
    flat: values.flat,
    state_code: values.state || null,
    area_hundredths: toHundredths(values.flatarea),
    price_per_sqft_paise: toPaise(values.price),
    parking_slots: values.parkingSlots,
    occupancy: values.occupancy,
    sort_key: flatSortKey(values.block, values.floor, values.flat),
    search_text: customerSearchText(values),
  } satisfies Partial<NewCustomerRow>;
}

export function customerRowToCustomer(row: CustomerRow, ownerUserId: string): TCustomer {
  return {
    _id: row.id,
    name: row.name,
    gstno: row.gstin ?? '',
    email: row.email,
    phone: row.phone,
    block: row.block,
    floor: row.floor,
    flat: row.flat,
    state: row.state_code ?? '',
    flatarea: fromHundredths(row.area_hundredths),
    price: fromPaise(row.price_per_sqft_paise),
    parkingSlots: Number(row.parking_slots),
    occupancy: row.occupancy,
    archived: row.archived_at !== null,
    userId: [ownerUserId],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
