// The audit module's public entry for other code (re-exports only): none is needed today; the
// writing side is src/db/changes.ts.
export type { AuditLogTable } from './audit.tables.js';
