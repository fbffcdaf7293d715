import { z } from 'zod';
import { text } from './limits';

export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/** `page` (from 1) and `limit` (rows per page, 0 = all), as every list takes them (DESIGN §6). */
export const pageFields = {
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(0, 'Limit must be 0 (all) or more')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE} (or 0 for all)`)
    .default(0),
};

/** Text a list is searched for; matched case-insensitively by the server. */
export const ZSearchText = text('search')
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`)
  .default('');

/** Every list answers one page of rows with where it stands (DESIGN §6). */
export function listOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    data: z.array(row),
    currentPage: z.number(),
    numberOfPages: z.number(),
    total: z.number(),
  });
}
