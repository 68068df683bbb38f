// The people module's public entry for other code (re-exports only): the row types of the people
// tables that http/auth-lookup.ts reads on every session request.

export type { UserSessionsTable, UsersTable, WorkspaceMembersTable } from './people.tables.js';
