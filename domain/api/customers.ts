import { z } from 'zod';
import { DEFAULT_OCCUPANCY, OCCUPANCIES, type Occupancy } from '../bill-heads';
import { isGstStateCode } from '../gst-states';
import { isValidGstin } from '../gstin';
import { type FlatParts, flatName } from '../member-words';
import { isMoneyValue } from '../money';
import { isQuantityValue } from '../quantity';
import { ZEmail } from './auth';
import { ZPhoneNumber } from './contact';
import { MAX_NAME_LENGTH, text } from './limits';
import { listOf, pageFields, ZSearchText } from './paging';

/** Largest flat area and price per sq.ft accepted: far above any real flat, far below overflow. */
export const MAX_FLAT_AREA = 1_000_000;
export const MAX_PRICE_PER_SQFT = 1_000_000;
export const MAX_FLAT_PART_LENGTH = 30;
export const MAX_PARKING_SLOTS = 100;

/** How the forms, lists and import files name an occupancy. */
export const OCCUPANCY_LABELS: Record<Occupancy, string> = {
  owner: 'Owner-occupied',
  let_out: 'Let out',
  vacant: 'Vacant',
};

/** An occupancy as a person types it in a file ('Let out', 'let-out', 'rented'); undefined when unknown. */
export function occupancyOfText(text: string): Occupancy | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (['owner', 'owner occupied', 'self occupied', 'occupied'].includes(key)) return 'owner';
  if (['let out', 'rented', 'tenant', 'tenanted', 'leased'].includes(key)) return 'let_out';
  if (key === 'vacant' || key === 'empty') return 'vacant';
  return undefined;
}

/** A customer as the API answers it. `userId` holds the owner's user id (the field's public name). */
export const ZCustomer = z.object({
  _id: z.string(),
  name: z.string(),
  gstno: z.string(),
  email: z.string(),
  /** E.164, e.g. +919876543210, or '' when none was given. */
  phone: z.string(),
  block: z.string(),
  floor: z.string(),
  flat: z.string(),
  /**
   * The GST state code where the flat is ('' for the business's own state); a client without a flat
   * is supplied in its GSTIN's state, else this one.
   */
  state: z.string(),
  /** Area in sq.ft, up to 2 decimals. */
  flatarea: z.number(),
  /** Price per sq.ft in rupees, up to 2 decimals. */
  price: z.number(),
  parkingSlots: z.number().int(),
  occupancy: z.enum(OCCUPANCIES),
  /** Archived: out of the list and the billing runs; its bills, receipts and account kept. */
  archived: z.boolean(),
  userId: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

const flatPart = (label: string) =>
  text(`the ${label}`, { error: `Please enter the ${label}` })
    .trim()
    .max(MAX_FLAT_PART_LENGTH, `The ${label} must be at most ${MAX_FLAT_PART_LENGTH} characters`);

/**
 * The fields without their defaults: an edit built from them leaves out what was not sent, where
 * `ZCustomerInput.partial()` would fill phone, GSTIN, block and floor with '' and so clear them.
 */
const customerFields = {
  name: text('the name', { error: 'Please enter the name' })
    .trim()
    .min(1, 'Please enter the name')
    .max(MAX_NAME_LENGTH, `The name must be at most ${MAX_NAME_LENGTH} characters`),
  email: ZEmail,
  phone: ZPhoneNumber,
  gstno: z
    .string()
    .trim()
    .max(15, 'Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)')
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => value === '' || isValidGstin(value),
      'Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)',
    ),
  block: flatPart('block'),
  floor: flatPart('floor'),
  flat: flatPart('flat no.').min(1, 'Please enter the flat no.'),
  state: z
    .string({ error: 'Please choose the state from the list' })
    .trim()
    .refine((value) => value === '' || isGstStateCode(value), 'Please choose the state from the list'),
  flatarea: z
    .number({ error: 'Please enter the flat area in sq.ft' })
    .gt(0, 'The flat area must be more than 0')
    .max(MAX_FLAT_AREA, `The flat area must be at most ${MAX_FLAT_AREA} sq.ft`)
    .refine(isQuantityValue, 'The flat area can have at most 2 decimals'),
  price: z
    .number({ error: 'Please enter the price per sq.ft' })
    .min(0, 'The price per sq.ft cannot be negative')
    .max(MAX_PRICE_PER_SQFT, `The price per sq.ft must be at most ${MAX_PRICE_PER_SQFT}`)
    .refine(isMoneyValue, 'The price per sq.ft can have at most 2 decimals'),
  parkingSlots: z
    .number({ error: 'Please enter the parking slots as a number' })
    .int('The parking slots must be a whole number')
    .min(0, 'The parking slots cannot be negative')
    .max(MAX_PARKING_SLOTS, `A flat can have at most ${MAX_PARKING_SLOTS} parking slots`),
  occupancy: z.enum(OCCUPANCIES, { error: 'Choose owner-occupied, let out or vacant' }),
};

/** Who holds a flat: the name and contacts a flat's transfer replaces. */
export const ZFlatHolder = z.strictObject({
  name: customerFields.name,
  email: customerFields.email,
  phone: customerFields.phone.default(''),
  gstno: customerFields.gstno.default(''),
});

export const ZCustomerInput = z.strictObject({
  ...customerFields,
  phone: customerFields.phone.default(''),
  gstno: customerFields.gstno.default(''),
  block: customerFields.block.default(''),
  floor: customerFields.floor.default(''),
  state: customerFields.state.default(''),
  parkingSlots: customerFields.parkingSlots.default(0),
  occupancy: customerFields.occupancy.default(DEFAULT_OCCUPANCY),
});
export type TCustomerInput = z.input<typeof ZCustomerInput>;
export type TCustomerValues = z.output<typeof ZCustomerInput>;

/**
 * An edit. The flat (block, floor, flat no.) is fixed once created, as the Edit dialog shows; a client
 * that sends the whole customer back may include it, and the server checks it is unchanged.
 */
export const ZCustomerUpdate = z.strictObject(customerFields).partial();
export type TCustomerUpdate = z.input<typeof ZCustomerUpdate>;

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';

/** A flat with money on its account is archived, never deleted: its account would go with it. */
export function flatHasMoneyMessage(name: string, owes: string | null, holds: string | null): string {
  const what = [owes && `still owes ${owes}`, holds && `holds ${holds} in advance`]
    .filter(Boolean)
    .join(' and ');
  return `${name} ${what}: archive the flat instead of deleting it`;
}

export const FLAT_IS_FIXED_MESSAGE = 'The flat of a customer cannot be changed; add a new customer instead';

/**
 * What the list search matches (name, flat, block, phone, e-mail), in lower case. The server stores
 * it beside each customer; the browser uses it to keep cached search results true after an edit.
 */
export function customerSearchText(customer: Pick<TCustomer, 'name' | 'flat' | 'block' | 'phone' | 'email'>) {
  return [customer.name, customer.flat, customer.block, customer.phone, customer.email]
    .join('\n')
    .toLowerCase();
}

/** How a flat is named in messages: "Block A, Floor 2, Flat A-201". */
export function flatLabel(parts: FlatParts): string {
  return flatName(parts, 'en');
}

export function duplicateFlatMessage(flat: { block: string; floor: string; flat: string }): string {
  return `${flatLabel(flat)} already has a customer`;
}

export const ZCustomerListQuery = z.strictObject({
  /** The owner's id, accepted for compatibility; it must be the caller's own. */
  searchQuery: text('the owner id').max(100).optional(),
  ...pageFields,
  /** Matches name, flat, block, phone or e-mail, ignoring case. */
  search: ZSearchText,
  /** 'true': the archived flats only; otherwise the others. */
  archived: z.enum(['true', 'false'], { error: 'archived must be true or false' }).default('false'),
});
export type TCustomerListQuery = z.input<typeof ZCustomerListQuery>;

export const ZCustomerList = listOf(ZCustomer);
export type TCustomerList = z.infer<typeof ZCustomerList>;

/**
 * `GET /api/v2/clients/{id}/dues`: what the customer still owes, per currency (alphabetical), over
 * their Unpaid and Partial invoices that claim money (no quotation, none replaced by a late-fee
 * invoice), and how many such invoices there are.
 */
export const ZCustomerDues = z.object({
  owed: z.array(z.object({ currency: z.string(), amount: z.number() })),
  invoices: z.number().int(),
});
export type TCustomerDues = z.infer<typeof ZCustomerDues>;
