/**
 * Tables of the account area (migration 0001): accounts, their workspaces, API keys and API
 * client ids with their workspace grants. ISO-8601 UTC text timestamps, 0/1 booleans. Read by this
 * module's repo and, per request, by http/auth-lookup.ts (through index.ts).
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

export interface AccountTables {
  accounts: AccountsTable;
  workspaces: WorkspacesTable;
  api_keys: ApiKeysTable;
  api_key_workspaces: ApiKeyWorkspacesTable;
  api_clients: ApiClientsTable;
  api_client_workspaces: ApiClientWorkspacesTable;
}
