import type { TImportAnswer, TImportCounts, TImportRow } from '../../../domain/api/customer-import';
import type { TCustomerValues } from '../../../domain/api/customers';
import { fromPaise } from '../../../domain/money';
import { fromHundredths } from '../../../domain/quantity';
import type { AppInstance } from '../../app';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { customersByFlatKey, insertCustomers, updateCustomerDetails } from './customer-import.repository';
import { type ParsedRow, parseImportRows } from './import-rows';
import { readSpreadsheet } from './spreadsheet';

type Planned = { row: ParsedRow; action: TImportRow['action']; existing?: CustomerRow };

/** Whether importing these values would change the stored customer. */
function differs(existing: CustomerRow, values: TCustomerValues): boolean {
  return (
    existing.name !== values.name ||
    existing.email !== values.email ||
    existing.phone !== values.phone ||
    (existing.gstin ?? '') !== values.gstno ||
    fromHundredths(existing.area_hundredths) !== values.flatarea ||
    fromPaise(existing.price_per_sqft_paise) !== values.price
  );
}

function plan(rows: ParsedRow[], existing: Map<string, CustomerRow>): Planned[] {
  return rows.map((row) => {
    if (!row.customer) return { row, action: 'invalid' };
    const stored = existing.get(row.flatKey);
    if (!stored) return { row, action: 'create' };
    return { row, action: differs(stored, row.customer) ? 'update' : 'unchanged', existing: stored };
  });
}

function countsOf(planned: Planned[]): TImportCounts {
  const counts: TImportCounts = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const { action } of planned) counts[action] += 1;
  return counts;
}

/**
 * Reads a CSV or XLSX of customers and says, row by row, what importing it would do. Unless it is a
 * preview, the valid rows are then written in one transaction: new flats are added, known flats
 * (matched on block + floor + flat) updated, so importing the same file twice changes nothing.
 */
export async function importCustomers(
  app: AppInstance,
  caller: Caller,
  bytes: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<TImportAnswer> {
  const rows = parseImportRows(await readSpreadsheet(bytes));
  const businessId = caller.business.id;
  const planned = plan(rows, await customersByFlatKey(app.database.db, businessId));
  if (!dryRun) {
    try {
      await app.database.db.transaction().execute(async (trx) => {
        const created = planned.filter((item) => item.action === 'create');
        await insertCustomers(
          trx,
          businessId,
          created.map((item) => item.row.customer as TCustomerValues),
        );
        const updated = planned.filter((item) => item.action === 'update');
        await updateCustomerDetails(
          trx,
          businessId,
          updated.map((item) => ({
            id: item.existing?.id ?? '',
            values: item.row.customer as TCustomerValues,
          })),
        );
      });
    } catch (error) {
      if (/unique|duplicate/i.test(String((error as Error).message))) {
        throw new AppError('CONFLICT', 'Customers were added while importing; please preview the file again');
      }
      throw error;
    }
  }
  return {
    imported: !dryRun,
    counts: countsOf(planned),
    rows: planned.map(({ row, action }) => ({
      row: row.row,
      action,
      values: row.values,
      issues: row.issues,
    })),
  };
}
