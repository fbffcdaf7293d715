export {
  type FieldChanges,
  fieldChanges,
  recordChangeBy,
  recordChangeIn,
  saveSettingsWithTrail,
  verifyAuditTrail,
} from './audit-trail.repository';
