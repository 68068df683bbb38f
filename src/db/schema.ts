import type { AiTables } from '../modules/ai/ai.tables.js';
import type { AnalysisTables } from '../modules/analysis/analysis.tables.js';
import type { ContextTables } from '../modules/contexts/contexts.tables.js';
import type { CriteriaTables } from '../modules/criteria/criteria.tables.js';
import type { PromptTables } from '../modules/prompts/prompts.tables.js';

/**
 * Row types of every table, as Kysely sees them. Both databases store the same shapes:
 * timestamps are ISO-8601 UTC text (sortable, identical on SQLite and PostgreSQL), booleans are
 * 0/1 integers and JSON is text, so repos never branch on the dialect.
 */
export interface AccountsTable {
  id: string;
  name: string;
  rate_limit_per_second: number | null;
  monthly_request_quota: number | null;
  monthly_token_limit: number | null;
  require_api_client: number;
  created: string;
  updated: string;
}

export interface WorkspacesTable {
  id: string;
  account_id: string;
  name: string;
  is_default: number;
  created: string;
  updated: string;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  scope: 'owner' | 'write' | 'read';
  all_workspaces: number;
  key_hash: string;
  display_prefix: string;
  created: string;
}

export interface ApiKeyWorkspacesTable {
  key_id: string;
  workspace_id: string;
}

export interface ApiClientsTable {
  id: string;
  account_id: string;
  name: string;
  all_workspaces: number;
  created: string;
}

export interface ApiClientWorkspacesTable {
  client_id: string;
  workspace_id: string;
}

/** Durable monthly counters: tokens used (prompt area) and requests made (token-counting quota). */
export interface UsageTable {
  account_id: string;
  period: string;
  requests: number;
  tokens: number;
}

export interface FoundationTables {
  accounts: AccountsTable;
  workspaces: WorkspacesTable;
  api_keys: ApiKeysTable;
  api_key_workspaces: ApiKeyWorkspacesTable;
  api_clients: ApiClientsTable;
  api_client_workspaces: ApiClientWorkspacesTable;
  usage: UsageTable;
}

// Feature modules own their tables, each in its own `*.tables.ts` file; the database is their sum.
export interface Database
  extends FoundationTables,
    PromptTables,
    CriteriaTables,
    AnalysisTables,
    AiTables,
    ContextTables {}
