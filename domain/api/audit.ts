import { z } from 'zod';
import { pageFields } from './paging';
import { EXPORT_RANGE_MESSAGE, ZExportDate } from './payment-export';

/** What the trail records changes of, as the Activity page names them. */
export const AUDIT_ENTITY_LABELS = {
  customer: 'Customer',
  invoice: 'Invoice',
  receipt: 'Receipt',
  payment: 'Payment',
  'credit note': 'Credit note',
  'billing run': 'Billing run',
  'bill head': 'Bill head',
  settings: 'Settings',
  member: 'Team member',
  invitation: 'Invitation',
  period: 'Month',
  'member link': 'Member link',
  'payment report': 'Payment report',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntity, ...AuditEntity[]];

/** What was done, as the Activity page says it. */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  edit: 'Changed',
  delete: 'Deleted',
  archive: 'Archived',
  restore: 'Restored',
  transfer: 'Transferred',
  replace: 'Replaced by a late-fee invoice',
  record: 'Recorded',
  reverse: 'Reversed',
  issue: 'Issued',
  publish: 'Published',
  undo: 'Publishing undone',
  'set opening balance': 'Opening balance set',
  invite: 'Invited',
  cancel: 'Invitation cancelled',
  join: 'Joined',
  'change role': 'Role changed',
  remove: 'Removed',
  close: 'Books closed',
  reopen: 'Books reopened',
  reissue: 'New link issued',
  revoke: 'Revoked',
  reject: 'Rejected',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const AUDIT_FILTER_MESSAGE = 'Please choose from the list';

/** The Activity page's filters: who, what, what was done, and between which days (the business's). */
export const ZAuditQuery = z
  .strictObject({
    person: z.uuid(AUDIT_FILTER_MESSAGE).optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: AUDIT_FILTER_MESSAGE }).optional(),
    /** One customer's or one invoice's history. */
    entityId: z.uuid('Please choose a customer or an invoice').optional(),
    action: z.enum(AUDIT_ACTIONS, { error: AUDIT_FILTER_MESSAGE }).optional(),
    from: ZExportDate.optional(),
    to: ZExportDate.optional(),
    ...pageFields,
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['from'],
    message: EXPORT_RANGE_MESSAGE,
  });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  seq: z.number(),
  at: z.string(),
  /** The member who made it; null for what nobody of the team did (a client paying online). */
  person: z.object({ _id: z.string(), name: z.string() }).nullable(),
  address: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** Each changed field with its value before and after (null: none, as before a creation). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditList = z.object({
  data: z.array(ZAuditEntry),
  currentPage: z.number(),
  numberOfPages: z.number(),
  total: z.number(),
});
export type TAuditList = z.infer<typeof ZAuditList>;

/** Whether the trail holds: every entry as it was written and linked to the one before. */
export const ZAuditVerification = z.object({
  entries: z.number(),
  /** The number of the first entry altered, removed or relinked; null when the trail holds. */
  brokenAt: z.number().nullable(),
  reason: z.string().nullable(),
});
export type TAuditVerification = z.infer<typeof ZAuditVerification>;

export const AUDIT_SHEET_NAME = 'Activity';
export function auditFileName(businessName: string): string {
  return `Activity-${businessName}.xlsx`;
}
