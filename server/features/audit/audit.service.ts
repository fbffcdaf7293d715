import type { Writable } from 'node:stream';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_SHEET_NAME,
  type TAuditEntry,
  type TAuditList,
  type TAuditQuery,
  type TAuditVerification,
} from '@domain/api/audit';
import { addDays, dayStartIn } from '@domain/dates';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { loadExcel, TEXT_FORMAT } from '../../load-excel';
import {
  type AuditFilter,
  countAuditEntries,
  type ReadEntry,
  readAuditEntries,
} from './audit-reads.repository';
import { verifyAuditTrail } from './audit-trail.repository';

/** Entries read per query while an export streams. */
const EXPORT_BATCH = 1_000;

const TRAIL_BREAK_WORDS = {
  altered: 'its text was changed after it was written',
  missing: 'an entry before it was removed',
  relinked: 'it no longer follows the entry before it',
} as const;

function filterOf(query: TAuditQuery, timeZone: string): AuditFilter {
  return {
    person: query.person,
    entity: query.entity,
    entityId: query.entityId,
    action: query.action,
    fromInstant: query.from && dayStartIn(query.from, timeZone).toISOString(),
    beforeInstant: query.to && dayStartIn(addDays(query.to, 1), timeZone).toISOString(),
  };
}

function entryAnswerOf(entry: ReadEntry): TAuditEntry {
  const changes = JSON.parse(entry.changes) as Record<string, { before: unknown; after: unknown }>;
  return {
    seq: entry.seq,
    at: entry.at,
    person: entry.actorUserId ? { _id: entry.actorUserId, name: entry.actorName ?? '' } : null,
    address: entry.address,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    changes: Object.entries(changes).map(([field, { before, after }]) => ({
      field,
      before: before ?? null,
      after: after ?? null,
    })),
  };
}

/** A page of the business's trail, newest first, narrowed by the filters. */
export async function auditListOf(
  context: ServiceContext,
  caller: Caller,
  query: TAuditQuery,
): Promise<TAuditList> {
  const filter = filterOf(query, caller.business.timeZone);
  const total = await countAuditEntries(context.db, caller.business.id, filter);
  const limit = query.limit === 0 ? Math.max(total, 1) : query.limit;
  const entries = await readAuditEntries(context.db, caller.business.id, filter, {
    limit,
    offset: (query.page - 1) * limit,
  });
  return {
    data: entries.map(entryAnswerOf),
    currentPage: query.page,
    numberOfPages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The filtered trail as a workbook, newest first, one row per changed field (an entry that changed
 * several fields has several rows with the same number). Every cell is text in Excel's Text format.
 */
export async function exportAudit(
  context: ServiceContext,
  caller: Caller,
  query: TAuditQuery,
  output: Writable,
): Promise<void> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(AUDIT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const text = { numFmt: TEXT_FORMAT };
  sheet.columns = [
    { header: 'No.', width: 8, style: text },
    { header: 'When (UTC)', width: 22, style: text },
    { header: 'Who', width: 22, style: text },
    { header: 'From address', width: 18, style: text },
    { header: 'What', width: 14, style: text },
    { header: 'Which', width: 38, style: text },
    { header: 'Done', width: 22, style: text },
    { header: 'Field', width: 18, style: text },
    { header: 'Before', width: 30, style: text },
    { header: 'After', width: 30, style: text },
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const filter = filterOf(query, caller.business.timeZone);
  let beforeSeq: number | undefined;
  for (;;) {
    const batch = await readAuditEntries(context.db, caller.business.id, filter, {
      limit: EXPORT_BATCH,
      beforeSeq,
    });
    for (const entry of batch.map(entryAnswerOf)) {
      const common = [
        String(entry.seq),
        entry.at,
        entry.person?.name ?? 'No member (online payment)',
        entry.address,
        AUDIT_ENTITY_LABELS[entry.entity as keyof typeof AUDIT_ENTITY_LABELS] ?? entry.entity,
        entry.entityId,
        AUDIT_ACTION_LABELS[entry.action as keyof typeof AUDIT_ACTION_LABELS] ?? entry.action,
      ];
      for (const change of entry.changes) {
        sheet.addRow([...common, change.field, valueText(change.before), valueText(change.after)]).commit();
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) break;
    beforeSeq = last.seq;
  }
  sheet.commit();
  await workbook.commit();
}

/** The owner's "verify trail": walks every entry and names the first that does not hold. */
export async function verifyTrailOf(context: ServiceContext, caller: Caller): Promise<TAuditVerification> {
  const { entries, broken } = await verifyAuditTrail(context.db, caller.business.id);
  return {
    entries,
    brokenAt: broken?.seq ?? null,
    reason: broken ? TRAIL_BREAK_WORDS[broken.reason] : null,
  };
}
