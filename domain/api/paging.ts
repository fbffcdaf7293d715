import { z } from 'zod';
import { text } from './limits';

export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/** `page` (from 1) and `limit` (rows per page, 0 = all), as every list takes them. */
export const pageFields = {
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(0, 'Limit must be 0 (all) or more')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE} (or 0 for all)`)
    .default(0),
};

/** Rows a keyset-paged list answers when no `limit` is asked for: a page, never the whole list. */
export const DEFAULT_LIST_PAGE = MAX_PAGE_SIZE;
/** Far above any cursor the server makes. */
export const MAX_CURSOR_LENGTH = 500;
export const INVALID_CURSOR_MESSAGE = 'The list position (after) is not valid: load the list again';

/**
 * `page` and `limit` as every list takes them, but a page of DEFAULT_LIST_PAGE unless `limit=0` asks
 * for all, and `after`: the `nextCursor` of the page before, an opaque position in the list's order.
 */
export const keysetPageFields = {
  page: pageFields.page,
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(0, 'Limit must be 0 (all) or more')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE} (or 0 for all)`)
    .default(DEFAULT_LIST_PAGE),
  after: text('the list position (after)').max(MAX_CURSOR_LENGTH, INVALID_CURSOR_MESSAGE).optional(),
};

/** Text a list is searched for; matched case-insensitively by the server. */
export const ZSearchText = text('search')
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .default('');

/** Every list answers one page of rows with where it stands. */
export function listOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    data: z.array(row),
    currentPage: z.number(),
    numberOfPages: z.number(),
    total: z.number(),
  });
}

/** A keyset-paged list: one page as every list answers it, and where the next page starts (null at the end). */
export function pagedListOf<Row extends z.ZodType>(row: Row) {
  return listOf(row).extend({
    /** Pass as `after` for the next page; null when this page is the last. */
    nextCursor: z.string().nullable().default(null),
  });
}
