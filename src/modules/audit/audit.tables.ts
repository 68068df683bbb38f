/** The audit log (migration 0012): append-only; written by src/db/changes.ts, read by this module. */
export interface AuditLogTable {
  id: string;
  account_id: string;
  workspace_id: string | null;
  at: string;
  actor_type: 'user' | 'api_key';
  actor_id: string;
  actor_name: string;
  ip: string;
  action: string;
  resource_type: string;
  resource_id: string;
  before_hash: string | null;
  after_hash: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
