export { AuditLog } from './AuditLog';
