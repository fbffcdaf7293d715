import { CURSOR_OF_ANOTHER_SORT_MESSAGE, type InvoiceSort } from '@domain/api/invoices';
import { INVALID_CURSOR_MESSAGE } from '@domain/api/paging';
import { isValidDateString } from '@domain/dates';
import { z } from 'zod';
import { AppError } from '../../errors';

/** The columns a sort orders by, the last ones breaking ties; all in the sort's one direction. */
export type SortColumn = 'invoice_date' | 'due_date' | 'total_paise' | 'invoice_number_value' | 'id';
export type SortOrder = { direction: 'asc' | 'desc'; columns: SortColumn[] };

/**
 * Each sort ends with the number (unique in a business) and the id, so no two invoices tie and a
 * position in the list is exact: paging by it never repeats or skips an invoice.
 */
export const SORT_ORDERS: Record<InvoiceSort, SortOrder> = {
  newest: { direction: 'desc', columns: ['invoice_date', 'invoice_number_value', 'id'] },
  oldest: { direction: 'asc', columns: ['invoice_date', 'invoice_number_value', 'id'] },
  number: { direction: 'asc', columns: ['invoice_number_value', 'id'] },
  due: { direction: 'asc', columns: ['due_date', 'invoice_number_value', 'id'] },
  amount: { direction: 'desc', columns: ['total_paise', 'invoice_number_value', 'id'] },
};

export type CursorValue = string | number;

/** Where a page ended: the sort it was read in and its last invoice's values of that sort's columns. */
export type ListPosition = { sort: InvoiceSort; values: CursorValue[] };

const COLUMN_VALUES: Record<SortColumn, z.ZodType<CursorValue>> = {
  invoice_date: z.string().refine(isValidDateString),
  due_date: z.string().refine(isValidDateString),
  total_paise: z.number().int().min(0),
  invoice_number_value: z.number().int().min(0),
  id: z.guid(),
};

const ZCursor = z.object({ s: z.string(), k: z.array(z.union([z.string(), z.number()])) });

/** A position in `sort`'s order (a row's values of its columns) as an opaque, URL-safe text. */
export function encodeCursor(sort: InvoiceSort, values: CursorValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: values })).toString('base64url');
}

const invalidCursor = () => new AppError('BAD_REQUEST', INVALID_CURSOR_MESSAGE);

/** The position `cursor` names, checked value by value; a cursor of another sort is refused. */
export function decodeCursor(cursor: string, sort: InvoiceSort): ListPosition {
  let parsed: z.infer<typeof ZCursor>;
  try {
    parsed = ZCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  if (!Object.hasOwn(SORT_ORDERS, parsed.s)) throw invalidCursor();
  const order = SORT_ORDERS[parsed.s as InvoiceSort];
  if (parsed.k.length !== order.columns.length) throw invalidCursor();
  const fits = order.columns.every(
    (column, index) => COLUMN_VALUES[column].safeParse(parsed.k[index]).success,
  );
  if (!fits) throw invalidCursor();
  if (parsed.s !== sort) throw new AppError('BAD_REQUEST', CURSOR_OF_ANOTHER_SORT_MESSAGE);
  return { sort, values: parsed.k };
}
