import { gstinStateCode } from './gstin';

/*
 * India's GST state codes: the first two digits of every GSTIN, and how a tax invoice names its place
 * of supply. 25 (Daman and Diu) merged into 26 in 2020 but stays readable on old GSTINs; 28 is
 * Andhra Pradesh before 2014 and 37 after.
 */
export const GST_STATES: ReadonlyArray<{ code: string; name: string }> = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before 2014)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '99', name: 'Centre Jurisdiction' },
];

const NAMES = new Map(GST_STATES.map((state) => [state.code, state.name]));

export function isGstStateCode(code: string): boolean {
  return NAMES.has(code);
}

/** How an invoice names a state: 'Maharashtra (27)'; the bare code for one it does not know. */
export function gstStateLabel(code: string): string {
  const name = NAMES.get(code);
  return name ? `${name} (${code})` : code;
}

/**
 * The state code a person typed in a file: the code ('27', '7'), the name in any case
 * ('maharashtra'), or the label an invoice prints ('Maharashtra (27)'); undefined when it names none.
 */
export function gstStateOfText(text: string): string | undefined {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (/^\d{1,2}$/.test(typed)) {
    const code = typed.padStart(2, '0');
    return NAMES.has(code) ? code : undefined;
  }
  const named = GST_STATES.find((state) =>
    [state.name, gstStateLabel(state.code)].some((form) => form.toLowerCase() === typed.toLowerCase()),
  );
  return named?.code;
}

/**
 * The state a business supplies from: its GSTIN's, or (unregistered) the one it chose in Settings;
 * null when it has neither.
 */
export function businessStateOf(business: { gstin: string | null; stateCode: string | null }): string | null {
  return (business.gstin && gstinStateCode(business.gstin)) || business.stateCode || null;
}

/**
 * Where a bill's supply takes place. A bill for a flat is for services tied to that property, so it is
 * where the property is: the flat's own state when it has one (a landlord's flat in another state),
 * else the business's. Any other bill is supplied to its client's state: its GSTIN's, else the one
 * chosen on the customer, else the business's. Null when none is known.
 */
export function placeOfSupplyOf(
  businessState: string | null,
  client: { flat: string; gstin: string | null; stateCode: string | null },
): string | null {
  if (client.flat.trim() !== '') return client.stateCode || businessState;
  return (client.gstin && gstinStateCode(client.gstin)) || client.stateCode || businessState;
}
