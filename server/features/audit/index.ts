export {
  type AuditActor,
  type AuditChange,
  fieldChanges,
  recordAudit,
  verifyAuditTrail,
} from './audit-trail.repository';
