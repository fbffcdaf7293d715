/** The header row of a list's table (invoices, customers, bill heads, billing runs): small grey labels on grey, on one line. */
export const LIST_HEADER_CELLS = {
  fontWeight: 600,
  color: 'text.secondary',
  bgcolor: 'grey.50',
  py: 1.5,
  whiteSpace: 'nowrap',
} as const;
