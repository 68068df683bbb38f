import type { Kysely, Transaction } from 'kysely';
import { DEFAULTS } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { badRequest, DomainError } from '../../lib/domain-error.js';

/**
 * Per-account caps (issue 9, hole 8): without them one account could create enough workspaces,
 * keys and grants to slow the whole service. Operator settings (config.ts); reaching one is a 409.
 */
export interface AccountCaps {
  workspaces: number;
  apiKeys: number;
  apiClients: number;
  aiProviders: number;
  /** Entries of one key's or client's `workspace_ids`; at most `workspaces`. */
  workspaceIdsPerCredential: number;
}

export const DEFAULT_ACCOUNT_CAPS: AccountCaps = {
  workspaces: DEFAULTS.maxWorkspaces,
  apiKeys: DEFAULTS.maxApiKeys,
  apiClients: DEFAULTS.maxApiClients,
  aiProviders: DEFAULTS.maxAiProviders,
  workspaceIdsPerCredential: DEFAULTS.maxWorkspaceIdsPerKey,
};

/** What each counted cap counts, how the message names it, and the setting that raises it. */
const COUNTED = {
  workspaces: { table: 'workspaces', noun: 'workspaces', flag: '--max-workspaces' },
  apiKeys: { table: 'api_keys', noun: 'API keys', flag: '--max-api-keys' },
  apiClients: { table: 'api_clients', noun: 'API clients', flag: '--max-api-clients' },
  aiProviders: { table: 'ai_providers', noun: 'AI providers', flag: '--max-ai-providers' },
} as const;
export type CountedCap = keyof typeof COUNTED;

/**
 * Runs `insert` in a transaction unless the account already holds its cap of that kind. The
 * account's row is written first (to itself), which locks it on PostgreSQL and takes the write lock
 * on SQLite, so concurrent creates of one account are counted one after another and never pass it.
 */
export async function insertUnderCap<T>(
  db: Kysely<Database>,
  caps: AccountCaps,
  kind: CountedCap,
  accountId: string,
  insert: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { table, noun, flag } = COUNTED[kind];
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set((eb) => ({ updated: eb.ref('updated') }))
      .where('id', '=', accountId)
      .execute();
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= caps[kind]) {
      throw new DomainError(
        'conflict',
        `This account has reached its cap of ${caps[kind]} ${noun} (server setting ${flag}); delete one first.`,
      );
    }
    return insert(trx);
  });
}

/** A key's or client's `workspace_ids` longer than the setting: 400 naming the field. */
export function checkWorkspaceIdsLength(caps: AccountCaps, workspaceIds: readonly string[] | undefined) {
  const max = caps.workspaceIdsPerCredential;
  if (workspaceIds && workspaceIds.length > max) {
    throw badRequest(
      `body.workspace_ids: must NOT have more than ${max} items (server setting --max-workspace-ids-per-key).`,
    );
  }
}
