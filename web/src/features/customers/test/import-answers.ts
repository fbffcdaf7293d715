import type { TImportAnswer, TImportCounts, TImportRow } from '@domain/api/customer-import';

type Issue = TImportRow['issues'][number];

/** Row `row` of a file as the import route answers it: a resident of flat A-<row> unless told. */
export function buildImportRow(
  row: number,
  action: TImportRow['action'] = 'create',
  {
    values = {},
    issues = [],
    opening = null,
  }: { values?: Record<string, string>; issues?: Issue[]; opening?: TImportRow['opening'] } = {},
): TImportRow {
  return {
    row,
    action,
    values: {
      name: `Resident ${row}`,
      gstno: '',
      email: `resident${row}@example.com`,
      phone: '98765 43210',
      flatarea: '1250',
      price: '4',
      block: 'A',
      floor: '1',
      flat: `A-${row}`,
      ...values,
    },
    issues,
    opening,
  };
}

/** The route's answer for these rows, counted as the server counts them. */
export function buildImportAnswer(rows: TImportRow[], { imported = false } = {}): TImportAnswer {
  const counts: TImportCounts = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const { action } of rows) counts[action] += 1;
  return { imported, counts, rows };
}

/** The rows with mistakes in `buildBuildingFile`, by row number. */
export const BAD_ROWS: Record<number, Partial<TImportRow>> = {
  14: {
    values: { email: 'ravi@' },
    issues: [{ column: 'Email', message: 'Please enter a valid email address' }],
  },
  120: {
    values: { flatarea: 'big', price: '-1' },
    issues: [
      { column: 'Flat Area (sq.ft)', message: 'Flat Area (sq.ft) must be a number' },
      { column: 'Price per sq.ft', message: 'The price per sq.ft cannot be negative' },
    ],
  },
  301: {
    values: { flat: 'A-40' },
    issues: [{ column: 'Flat No.', message: 'Block A, Floor 1, Flat A-40 is also on row 40' }],
  },
};

/** Opening balances the file brings, by row number: arrears and an advance. */
const OPENINGS: Record<number, TImportRow['opening']> = {
  2: { amount: 12_500.5, asOf: '2026-03-31' },
  3: { amount: -3_000, asOf: '2026-04-01' },
};

/**
 * A 300-row file (rows 2–301): 295 new flats, 2 known ones changed (rows 2 and 3, with opening
 * balances) and three rows with mistakes (14, 120, 301).
 */
export function buildBuildingFile(): TImportRow[] {
  return Array.from({ length: 300 }, (_, index) => {
    const row = index + 2;
    const bad = BAD_ROWS[row];
    if (bad) return buildImportRow(row, 'invalid', { values: bad.values, issues: bad.issues });
    return buildImportRow(row, row <= 3 ? 'update' : 'create', { opening: OPENINGS[row] ?? null });
  });
}
