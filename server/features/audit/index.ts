export {
  type AuditChange,
  type FieldChanges,
  fieldChanges,
  recordChangeBy,
  recordChangeIn,
  recordChangesBy,
  saveSettingsWithTrail,
  verifyAuditTrail,
} from './audit-trail.repository';
