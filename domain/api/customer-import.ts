import { z } from 'zod';
import type { TCustomerInput } from './customers';

/** A building is hundreds of flats; a township a few thousand. More at once is a mistake. */
export const MAX_IMPORT_ROWS = 10_000;
/** Columns of a sheet the import reads; a value further right is refused, never silently dropped. */
export const MAX_IMPORT_COLUMNS = 52;
export const MAX_IMPORT_BYTES = 5 * 1_048_576;
export const IMPORT_SIZE_MESSAGE = 'The file must be at most 5 MB';

/** The columns beyond the customer's own fields: the flat's opening balance and its date. */
type OpeningColumnKey = 'openingBalance' | 'openingAsOf';

type ImportColumn = {
  key: keyof TCustomerInput | OpeningColumnKey;
  header: string;
  aliases: string[];
  example: string;
  /** The file must have this column (the API needs the value); the others may be left out. */
  required: boolean;
};

/**
 * The columns of an import file: the New Customer fields, in the dialog's order, then the flat's
 * opening balance (arrears, negative for an advance) and the date it is as of.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'name',
    header: 'Name',
    aliases: ['name', 'company name', 'customer'],
    example: 'Asha Verma',
    required: true,
  },
  {
    key: 'gstno',
    header: 'GST Number',
    aliases: ['gst number', 'gstin', 'gstno', 'gst no'],
    example: '',
    required: false,
  },
  {
    key: 'email',
    header: 'Email',
    aliases: ['email', 'e-mail', 'email address'],
    example: 'asha@example.com',
    required: true,
  },
  {
    key: 'phone',
    header: 'Phone',
    aliases: ['phone', 'phone number', 'mobile'],
    example: '98765 43210',
    required: false,
  },
  {
    key: 'flatarea',
    header: 'Flat Area (sq.ft)',
    aliases: ['flat area (sq.ft)', 'flat area', 'area', 'flatarea', 'area (sq.ft)'],
    example: '1250.5',
    required: true,
  },
  {
    key: 'price',
    header: 'Price per sq.ft',
    aliases: ['price per sq.ft', 'price', 'price per sqft', 'rate'],
    example: '3.25',
    required: true,
  },
  { key: 'block', header: 'Block', aliases: ['block', 'tower', 'wing'], example: 'A', required: false },
  { key: 'floor', header: 'Floor', aliases: ['floor'], example: '2', required: false },
  {
    key: 'flat',
    header: 'Flat No.',
    aliases: ['flat no.', 'flat no', 'flat', 'flat number', 'unit'],
    example: 'A-201',
    required: true,
  },
  {
    key: 'state',
    header: 'State',
    aliases: ['state', 'state code', 'gst state'],
    example: '',
    required: false,
  },
  {
    key: 'parkingSlots',
    header: 'Parking Slots',
    aliases: ['parking slots', 'parking', 'parking slot', 'slots'],
    example: '1',
    required: false,
  },
  {
    key: 'occupancy',
    header: 'Occupancy',
    aliases: ['occupancy', 'occupied by', 'status'],
    example: 'Owner-occupied',
    required: false,
  },
  {
    key: 'openingBalance',
    header: 'Opening Balance',
    aliases: ['opening balance', 'opening', 'arrears', 'opening balance (rs)', 'opening balance (₹)'],
    example: '2500.50',
    required: false,
  },
  {
    key: 'openingAsOf',
    header: 'As Of',
    aliases: ['as of', 'as on', 'as of date', 'opening as of', 'opening balance as of'],
    example: '31/03/2026',
    required: false,
  },
];

export const OPENING_AMOUNT_MESSAGE =
  'Opening Balance must be an amount such as 2500.50 (negative for an advance)';
export const OPENING_DATE_MESSAGE = 'As Of must be a date such as 31/03/2026 or 2026-03-31';
export const OPENING_DATE_WITHOUT_AMOUNT_MESSAGE = 'An As Of date needs an Opening Balance on the same row';

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'invalid'] as const;

export const ZImportIssue = z.object({ column: z.string(), message: z.string() });

/**
 * One data row of the file as it would be imported; `row` is the spreadsheet's row number. `opening`
 * is the opening balance the row gives its flat (rupees, negative for an advance): null when the row
 * leaves it as it is or has errors.
 */
export const ZImportRow = z.object({
  row: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  values: z.record(z.string(), z.string()),
  issues: z.array(ZImportIssue),
  opening: z.object({ amount: z.number(), asOf: z.string().nullable() }).nullable(),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportCounts = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  invalid: z.number(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportAnswer = z.object({
  /** False for a preview: nothing was written. */
  imported: z.boolean(),
  counts: ZImportCounts,
  rows: z.array(ZImportRow),
});
export type TImportAnswer = z.infer<typeof ZImportAnswer>;
