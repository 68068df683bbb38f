import type { Kysely } from 'kysely';
import { prepareQuery } from '../db/prepared.js';
import { prepareByKeys } from '../db/rows.js';
import type { Database } from '../db/schema.js';
import type { AccountsTable, ApiKeysTable } from '../modules/account/index.js';

/** What auth knows of a key: the key's row (its id as key_id) and its account's limits. */
export type KeyRow = { key_id: string } & Pick<
  ApiKeysTable,
  'account_id' | 'name' | 'scope' | 'all_workspaces'
> &
  Pick<
    AccountsTable,
    'require_api_client' | 'rate_limit_per_second' | 'monthly_request_quota' | 'monthly_token_limit'
  >;

/** The per-request auth queries, compiled once (they run on every request). */
export function createAuthLookup(db: Kysely<Database>) {
  const keyByHash = prepareQuery<[string], KeyRow>(db, 1, (hash) =>
    db
      .selectFrom('api_keys as k')
      .innerJoin('accounts as a', 'a.id', 'k.account_id')
      .select([
        'k.id as key_id',
        'k.account_id',
        'k.name',
        'k.scope',
        'k.all_workspaces',
        'a.require_api_client',
        'a.rate_limit_per_second',
        'a.monthly_request_quota',
        'a.monthly_token_limit',
      ])
      .where('k.key_hash', '=', hash),
  );

  const client = prepareByKeys(db, 'api_clients', ['id', 'all_workspaces'], ['id', 'account_id']);

  // One query answers "may this key (and client) use this workspace of its account?"
  const workspace = prepareQuery<[string, string, string, string], { id: string }>(
    db,
    4,
    (workspaceId, accountId, keyId, clientId) =>
      db
        .selectFrom('workspaces as w')
        .select('w.id')
        .where('w.id', '=', workspaceId)
        .where('w.account_id', '=', accountId)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb.selectFrom('api_keys').select('id').where('id', '=', keyId).where('all_workspaces', '=', 1),
            ),
            eb.exists(
              eb
                .selectFrom('api_key_workspaces')
                .select('key_id')
                .where('key_id', '=', keyId)
                .whereRef('workspace_id', '=', 'w.id'),
            ),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb(eb.val(clientId), '=', ''),
            eb.exists(
              eb
                .selectFrom('api_clients')
                .select('id')
                .where('id', '=', clientId)
                .where('all_workspaces', '=', 1),
            ),
            eb.exists(
              eb
                .selectFrom('api_client_workspaces')
                .select('client_id')
                .where('client_id', '=', clientId)
                .whereRef('workspace_id', '=', 'w.id'),
            ),
          ]),
        ),
  );

  const keyGrants = prepareByKeys(db, 'api_key_workspaces', ['workspace_id'], ['key_id']);
  const clientGrants = prepareByKeys(db, 'api_client_workspaces', ['workspace_id'], ['client_id']);

  return {
    async key(hash: string) {
      return (await keyByHash(hash))[0];
    },
    async client(id: string, accountId: string) {
      return (await client(id, accountId))[0];
    },
    async workspaceAllowed(workspaceId: string, accountId: string, keyId: string, clientId: string | null) {
      return (await workspace(workspaceId, accountId, keyId, clientId ?? '')).length > 0;
    },
    /** The workspaces a limited key and/or limited client both reach (null: that one is unrestricted). */
    async reach(keyId: string | null, clientId: string | null): Promise<string[]> {
      const [k, c] = await Promise.all([
        keyId ? keyGrants(keyId) : null,
        clientId ? clientGrants(clientId) : null,
      ]);
      const ofKey = k?.map((g) => g.workspace_id);
      const ofClient = c ? new Set(c.map((g) => g.workspace_id)) : null;
      return (ofKey ?? [...(ofClient ?? [])]).filter((w) => !ofClient || ofClient.has(w));
    },
  };
}
export type AuthLookup = ReturnType<typeof createAuthLookup> & {
  /**
   * `key(sha256Hex(raw))`, where a cache can skip the hash (auth-cache.ts: by the raw key it has
   * already seen resolve). Optional: without it, auth hashes and calls `key`.
   */
  keyOfRaw?(raw: string): Promise<KeyRow | undefined>;
  /**
   * The answers a cache holds now, without asking anything (auth-cache.ts): the row `keyOfRaw`
   * would give for a raw key, and `true` where `workspaceAllowed` would say so; undefined for
   * anything it would have to ask. Optional: auth.ts `keyContextNow` needs it.
   */
  peek?: {
    key(raw: string): KeyRow | undefined;
    workspaceAllowed(
      workspaceId: string,
      accountId: string,
      keyId: string,
      clientId: string | null,
    ): true | undefined;
  };
};
