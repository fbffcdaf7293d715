import { randomUUID } from 'node:crypto';
import type { TImportAnswer, TImportCounts, TImportRow } from '@domain/api/customer-import';
import type { TCustomer, TCustomerValues } from '@domain/api/customers';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import { type AuditChange, fieldChanges, recordChangesBy } from '../audit';
import { customerChange, customerOwnerOf, updateCustomer } from '../customers';
import { customersByFlatKey, insertCustomers, refreshCustomerStatistics } from './customer-import.repository';
import { AMOUNT_HEADER, type ImportOpening } from './import-opening';
import { openingRefusal, sameOpening, storedOpeningsOf } from './import-openings';
import { type ParsedRow, parseImportRows } from './import-rows';
import { readSpreadsheet } from './spreadsheet';

type Planned = {
  row: ParsedRow;
  action: TImportRow['action'];
  /** The flat's id: the stored one, or the one a new flat will get. */
  id: string;
  existing?: TCustomer;
  /** The customer's details differ from the stored ones. */
  detailsChange: boolean;
  /** The opening balance to set: null when the flat keeps what it has. */
  opening: ImportOpening | null;
};

/** Thrown at the end of a preview's transaction, so what it tried is rolled back. */
class PreviewOver extends Error {}

/** Whether importing these values would change the stored customer. */
function differs(existing: TCustomer, values: TCustomerValues): boolean {
  return (
    existing.name !== values.name ||
    existing.email !== values.email ||
    existing.phone !== values.phone ||
    existing.gstno !== values.gstno ||
    existing.state !== values.state ||
    existing.flatarea !== values.flatarea ||
    existing.price !== values.price ||
    existing.parkingSlots !== values.parkingSlots ||
    existing.occupancy !== values.occupancy
  );
}

/**
 * Parking slots, occupancy, the state and the opening balance came after the first import files: a
 * file without them (or a blank cell) keeps what the flat has rather than resetting it.
 */
function keepingUnsaid(row: ParsedRow, stored: TCustomer): ParsedRow {
  if (!row.customer) return row;
  const customer = { ...row.customer };
  if (!row.values.parkingSlots) customer.parkingSlots = stored.parkingSlots;
  if (!row.values.occupancy) customer.occupancy = stored.occupancy;
  if (!row.values.state) customer.state = stored.state;
  return { ...row, customer };
}

function plan(
  rows: ParsedRow[],
  existing: Map<string, TCustomer>,
  openings: Map<string, ImportOpening>,
): Planned[] {
  return rows.map((parsed) => {
    if (!parsed.customer) {
      return { row: parsed, action: 'invalid', id: '', detailsChange: false, opening: null };
    }
    const stored = existing.get(parsed.flatKey);
    if (!stored) {
      const opening = parsed.opening?.paise ? parsed.opening : null;
      return { row: parsed, action: 'create', id: randomUUID(), detailsChange: true, opening };
    }
    const row = keepingUnsaid(parsed, stored);
    const detailsChange = row.customer !== null && differs(stored, row.customer);
    const opening = row.opening && !sameOpening(row.opening, openings.get(stored._id)) ? row.opening : null;
    const action = detailsChange || opening ? 'update' : 'unchanged';
    return { row, action, id: stored._id, existing: stored, detailsChange, opening };
  });
}

function countsOf(planned: Planned[]): TImportCounts {
  const counts: TImportCounts = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const { action } of planned) counts[action] += 1;
  return counts;
}

/** A row the ledger refused: an error row that changes nothing. */
function refuse(item: Planned, message: string): void {
  item.action = 'invalid';
  item.opening = null;
  item.row.issues.push({ column: AMOUNT_HEADER, message });
}

/**
 * The flats' opening balances, through the ledger. A preview tries only known flats' (a new flat has
 * nothing paid on it, so its opening always stands); a refused row changes nothing.
 */
async function setOpenings(
  trx: DbTransaction,
  businessId: string,
  planned: Planned[],
  now: Date,
  dryRun: boolean,
): Promise<void> {
  const giveTurn = eventLoopTurns();
  for (const item of planned) {
    if (!item.opening || (dryRun && item.action === 'create')) continue;
    const refusal = await openingRefusal(trx, businessId, item.id, item.opening, now);
    if (refusal && item.action === 'create') throw new AppError('BAD_REQUEST', refusal);
    if (refusal) refuse(item, refusal);
    await giveTurn();
  }
}

/** The trail of an import: each flat added or changed, and each opening balance set, as its rows say. */
function importChanges(planned: Planned[], openings: Map<string, ImportOpening>): AuditChange[] {
  const openingOf = (opening: ImportOpening | undefined) => ({
    amount: fromPaise(opening?.paise ?? 0),
    asOf: opening?.asOf ?? null,
  });
  return planned.flatMap(({ action, id, existing, row, detailsChange, opening }) => {
    if (!row.customer || (action !== 'create' && action !== 'update')) return [];
    const changes: AuditChange[] = [];
    if (action === 'create')
      changes.push(customerChange(id, 'create', null, { ...row.customer, archived: false }));
    if (action === 'update' && detailsChange && existing) {
      const { block, floor, flat } = existing;
      changes.push(
        customerChange(id, 'edit', existing, { ...existing, ...row.customer, block, floor, flat }),
      );
    }
    if (opening) {
      changes.push({
        entity: 'customer',
        entityId: id,
        action: 'set opening balance',
        changes: fieldChanges(openingOf(openings.get(id)), openingOf(opening), ['amount', 'asOf']),
      });
    }
    return changes;
  });
}

/**
 * Writes the valid rows in one transaction: new flats, then opening balances, then changed details,
 * and last the trail's entries for them, all at once.
 */
async function write(
  trx: DbTransaction,
  caller: Caller,
  planned: Planned[],
  openings: Map<string, ImportOpening>,
  now: Date,
): Promise<void> {
  const owner = customerOwnerOf(caller);
  const created = planned.flatMap((item) =>
    item.action === 'create' && item.row.customer ? [{ id: item.id, values: item.row.customer }] : [],
  );
  if ((await insertCustomers(trx, owner.businessId, created)) < created.length) {
    // Thrown inside the transaction, so nothing of this import is kept.
    throw new AppError('CONFLICT', 'Customers were added while importing; please preview the file again');
  }
  await setOpenings(trx, owner.businessId, planned, now, false);
  const giveTurn = eventLoopTurns();
  for (const { action, existing, row, detailsChange } of planned) {
    if (action !== 'update' || !detailsChange || !existing || !row.customer) continue;
    // The flat stays as first stored ('A-1', though the file says 'a-01'); only its details change.
    const { block, floor, flat } = existing;
    await updateCustomer(
      trx,
      owner,
      existing._id,
      { ...row.customer, block, floor, flat },
      now.toISOString(),
    );
    await giveTurn();
  }
  // The rows the ledger refused are invalid by now, so they leave no entry.
  await recordChangesBy(trx, caller, importChanges(planned, openings), now);
}

/**
 * Reads a CSV or XLSX of customers and says, row by row, what importing it would do. Unless it is a
 * preview, the valid rows are then written in one transaction: new flats are added, known flats
 * (matched on block + floor + flat) updated, and each flat's opening balance set on its ledger, so
 * importing the same file twice changes nothing. A preview asks the ledger about the opening balances
 * it would change on known flats, in a transaction it rolls back.
 */
export async function importCustomers(
  context: ServiceContext,
  caller: Caller,
  bytes: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<TImportAnswer> {
  const now = context.clock();
  const rows = await parseImportRows(await readSpreadsheet(bytes), todayIn(caller.business.timeZone, now));
  const businessId = caller.business.id;
  const owner = customerOwnerOf(caller);
  const existing = await customersByFlatKey(context.db, owner);
  const knownWithOpening = rows.flatMap((row) => {
    const stored = row.opening ? existing.get(row.flatKey) : undefined;
    return stored ? [stored._id] : [];
  });
  const openings = await storedOpeningsOf(context.db, businessId, knownWithOpening);
  const planned = plan(rows, existing, openings);
  if (!dryRun) {
    await context.db.transaction().execute((trx) => write(trx, caller, planned, openings, now));
    if (planned.some(({ action }) => action === 'create' || action === 'update')) {
      await refreshCustomerStatistics(context.db);
    }
  } else if (planned.some((item) => item.action === 'update' && item.opening)) {
    await context.db
      .transaction()
      .execute(async (trx) => {
        await setOpenings(trx, businessId, planned, now, true);
        throw new PreviewOver();
      })
      .catch((error: unknown) => {
        if (!(error instanceof PreviewOver)) throw error;
      });
  }
  return {
    imported: !dryRun,
    counts: countsOf(planned),
    rows: planned.map(({ row, action }) => {
      // What the file gives the flat, changed or not; nothing for a row that is skipped.
      const opening = action === 'invalid' ? null : row.opening;
      return {
        row: row.row,
        action,
        values: row.values,
        issues: row.issues,
        opening: opening && { amount: fromPaise(opening.paise), asOf: opening.asOf },
      };
    }),
  };
}
