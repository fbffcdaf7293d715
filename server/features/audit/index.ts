export { fieldChanges, recordChangeBy, verifyAuditTrail } from './audit-trail.repository';
