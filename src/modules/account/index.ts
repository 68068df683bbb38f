// The account module's public entry for other code (re-exports only): the per-account caps that
// other modules check when they create what is capped (AI providers), and the row types of the
// account tables that http/auth-lookup.ts reads on every request.

export { countWorkspacesIn } from './account.repo.js';
export type { AccountsTable, ApiKeysTable } from './account.tables.js';
export { type AccountCaps, DEFAULT_ACCOUNT_CAPS, insertUnderCap } from './account-caps.js';
