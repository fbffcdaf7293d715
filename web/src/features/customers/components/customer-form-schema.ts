import { type TCustomer, ZCustomerInput } from '@domain/api/customers';
import { DEFAULT_OCCUPANCY } from '@domain/bill-heads';
import { formatPhone, toE164 } from '@domain/phone';
import { z } from 'zod';
import type { CustomerChanges } from '../api/update-customer';
import type { CustomerFormText } from '../text/customer-form-text';

const apiRules = ZCustomerInput.shape;

/** A plain decimal as people type it: "1250", "1250.5", ".5"; a sign only to be told it is negative. */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Parking slots may be left empty: none. */
const ZParkingSlotsText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? 0 : DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN))
  .pipe(apiRules.parkingSlots.unwrap());

/**
 * A number box holds text while it is typed. Empty or non-numeric text becomes NaN, which the API's own
 * rule refuses with its "Please enter …" message; a number gets the API's bounds and decimals checks.
 */
function numberFromText(apiRule: typeof apiRules.flatarea | typeof apiRules.price) {
  return z
    .string()
    .trim()
    .transform((text) => (DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN))
    .pipe(apiRule);
}

/**
 * The API's request schema, plus what the form alone requires: a phone number, a block and a
 * floor (an import may leave them out; GST Number stays optional), in the form's own `required` words.
 * The phone is checked by the API's rule but sent as typed: the server turns it into E.164.
 */
export function customerFormSchema(required: CustomerFormText['required']) {
  return ZCustomerInput.extend({
    phone: z
      .string()
      .trim()
      .min(1, required.phone)
      .superRefine((value, context) => {
        for (const issue of apiRules.phone.safeParse(value).error?.issues ?? []) {
          context.addIssue({ code: 'custom', message: issue.message });
        }
      }),
    block: apiRules.block.unwrap().min(1, required.block),
    floor: apiRules.floor.unwrap().min(1, required.floor),
    flatarea: numberFromText(apiRules.flatarea),
    price: numberFromText(apiRules.price),
    parkingSlots: ZParkingSlotsText,
  });
}

/**
 * An edit never sends the flat, so its read-only boxes are not checked: a customer imported without a
 * block or floor can still have a name or a price corrected.
 */
export function customerEditFormSchema(required: CustomerFormText['required']) {
  return customerFormSchema(required).extend({
    block: z.string(),
    floor: z.string(),
    flat: z.string(),
  });
}

type CustomerFormSchema = ReturnType<typeof customerFormSchema>;
/** What the boxes hold: text, numbers included. */
export type CustomerFormValues = z.input<CustomerFormSchema>;
/** What a valid form gives: the API's request body. */
export type CustomerFormOutput = z.output<CustomerFormSchema>;

type FormField = keyof CustomerFormValues;
/** The form has the API's fields, no more and no fewer. */
const FORM_FIELDS = Object.keys(ZCustomerInput.shape) as FormField[];

/** The fields an edit may change; block, floor and flat are fixed once created. */
const EDITABLE_FIELDS = [
  'name',
  'email',
  'phone',
  'gstno',
  'state',
  'flatarea',
  'price',
  'parkingSlots',
  'occupancy',
] as const;

export function customerFormDefaults(customer: TCustomer | null): CustomerFormValues {
  if (!customer) {
    return {
      name: '',
      email: '',
      phone: '',
      gstno: '',
      block: '',
      floor: '',
      flat: '',
      state: '',
      flatarea: '',
      price: '',
      parkingSlots: '',
      occupancy: DEFAULT_OCCUPANCY,
    };
  }
  const { name, email, gstno, block, floor, flat, state } = customer;
  return {
    name,
    email,
    gstno,
    block,
    floor,
    flat,
    state,
    phone: formatPhone(customer.phone),
    flatarea: String(customer.flatarea),
    price: String(customer.price),
    parkingSlots: String(customer.parkingSlots),
    occupancy: customer.occupancy,
  };
}

/** Only the editable fields that differ, so a save never rewrites what someone else changed meanwhile. */
export function toCustomerChanges(values: CustomerFormOutput, customer: TCustomer): CustomerChanges {
  // The phone is shown formatted and may be retyped in another form: the same number is no change.
  const saved = (field: (typeof EDITABLE_FIELDS)[number]) =>
    field === 'phone' ? (toE164(values.phone) ?? values.phone) : values[field];
  const changed = EDITABLE_FIELDS.filter((field) => saved(field) !== customer[field]);
  return Object.fromEntries(changed.map((field) => [field, values[field]])) as CustomerChanges;
}

/** The customer form's field for an API error's path, when it has one. */
export function customerFieldOf(path: string): FormField | undefined {
  return (FORM_FIELDS as string[]).includes(path) ? (path as FormField) : undefined;
}
