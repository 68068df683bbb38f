import type { AccountTables } from '../modules/account/account.tables.js';
import type { AiTables } from '../modules/ai/ai.tables.js';
import type { AnalysisTables } from '../modules/analysis/analysis.tables.js';
import type { AuditTables } from '../modules/audit/audit.tables.js';
import type { ContextTables } from '../modules/contexts/contexts.tables.js';
import type { CriteriaTables } from '../modules/criteria/criteria.tables.js';
import type { PeopleTables } from '../modules/people/people.tables.js';
import type { PromptTables } from '../modules/prompts/prompts.tables.js';
import type { ReleaseTables } from '../modules/releases/releases.tables.js';
import type { WebhookTables } from '../modules/webhooks/webhooks.tables.js';

/** Durable monthly counters (src/limits): tokens used (prompt area) and requests made (token-counting quota). */
export interface UsageTable {
  account_id: string;
  period: string;
  requests: number;
  tokens: number;
}

/**
 * Row types of every table, as Kysely sees them. Feature modules own their tables, each in its own
 * `*.tables.ts` file; the database is their sum (and the limits' usage table). Both databases
 * store the same shapes: timestamps are ISO-8601 UTC text (sortable, identical on SQLite and
 * PostgreSQL), booleans are 0/1 integers and JSON is text, so repos never branch on the dialect.
 */
export interface Database
  extends AccountTables,
    PromptTables,
    CriteriaTables,
    AnalysisTables,
    AiTables,
    ContextTables,
    PeopleTables,
    AuditTables,
    ReleaseTables,
    WebhookTables {
  usage: UsageTable;
}
