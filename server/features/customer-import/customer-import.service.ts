import type { TImportAnswer, TImportCounts, TImportRow } from '@domain/api/customer-import';
import type { TCustomer, TCustomerValues } from '@domain/api/customers';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import { customerOwnerOf, updateCustomer } from '../customers';
import { customersByFlatKey, insertCustomers, refreshCustomerStatistics } from './customer-import.repository';
import { type ParsedRow, parseImportRows } from './import-rows';
import { readSpreadsheet } from './spreadsheet';

type Planned = { row: ParsedRow; action: TImportRow['action']; existing?: TCustomer };

/** Whether importing these values would change the stored customer. */
function differs(existing: TCustomer, values: TCustomerValues): boolean {
  return (
    existing.name !== values.name ||
    existing.email !== values.email ||
    existing.phone !== values.phone ||
    existing.gstno !== values.gstno ||
    existing.flatarea !== values.flatarea ||
    existing.price !== values.price ||
    existing.parkingSlots !== values.parkingSlots ||
    existing.occupancy !== values.occupancy
  );
}

/**
 * Parking slots and occupancy came after the first import files: a file without them (or a blank
 * cell) keeps what the flat has rather than resetting it.
 */
function keepingUnsaid(row: ParsedRow, stored: TCustomer): ParsedRow {
  if (!row.customer) return row;
  const customer = { ...row.customer };
  if (!row.values.parkingSlots) customer.parkingSlots = stored.parkingSlots;
  if (!row.values.occupancy) customer.occupancy = stored.occupancy;
  return { ...row, customer };
}

function plan(rows: ParsedRow[], existing: Map<string, TCustomer>): Planned[] {
  return rows.map((parsed) => {
    if (!parsed.customer) return { row: parsed, action: 'invalid' };
    const stored = existing.get(parsed.flatKey);
    if (!stored) return { row: parsed, action: 'create' };
    const row = keepingUnsaid(parsed, stored);
    return {
      row,
      action: row.customer && differs(stored, row.customer) ? 'update' : 'unchanged',
      existing: stored,
    };
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
  context: ServiceContext,
  caller: Caller,
  bytes: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<TImportAnswer> {
  const rows = await parseImportRows(await readSpreadsheet(bytes));
  const businessId = caller.business.id;
  const owner = customerOwnerOf(caller);
  const planned = plan(rows, await customersByFlatKey(context.db, owner));
  if (!dryRun) {
    await context.db.transaction().execute(async (trx) => {
      const created = planned.flatMap((item) =>
        item.action === 'create' && item.row.customer ? [item.row.customer] : [],
      );
      if ((await insertCustomers(trx, businessId, created)) < created.length) {
        // Thrown inside the transaction, so nothing of this import is kept.
        throw new AppError('CONFLICT', 'Customers were added while importing; please preview the file again');
      }
      const now = new Date().toISOString();
      const giveTurn = eventLoopTurns();
      for (const { action, existing, row } of planned) {
        if (action !== 'update' || !existing || !row.customer) continue;
        // The flat stays as first stored ('A-1', though the file says 'a-01'); only its details change.
        const { block, floor, flat } = existing;
        await updateCustomer(trx, owner, existing._id, { ...row.customer, block, floor, flat }, now);
        await giveTurn();
      }
    });
    if (planned.some(({ action }) => action === 'create' || action === 'update')) {
      await refreshCustomerStatistics(context.db);
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
