import type { Kysely } from 'kysely';
import { prepareByKeys } from '../db/rows.js';
import type { Database } from '../db/schema.js';

/** Durable monthly counters per account; additive upserts so several instances can write. */
export function createUsageRepo(db: Kysely<Database>) {
  const read = prepareByKeys(db, 'usage', ['requests', 'tokens'], ['account_id', 'period']);
  const add = (accountId: string, period: string, requests: number, tokens: number) =>
    db
      .insertInto('usage')
      .values({ account_id: accountId, period, requests, tokens })
      .onConflict((oc) =>
        oc.columns(['account_id', 'period']).doUpdateSet((eb) => ({
          requests: eb('usage.requests', '+', eb.ref('excluded.requests')),
          tokens: eb('usage.tokens', '+', eb.ref('excluded.tokens')),
        })),
      )
      .execute();
  return {
    async read(accountId: string, period: string) {
      const [row] = await read(accountId, period);
      return row ?? { requests: 0, tokens: 0 };
    },
    addRequests: (accountId: string, period: string, n: number) => add(accountId, period, n, 0),
    addTokens: (accountId: string, period: string, n: number) => add(accountId, period, 0, n),
  };
}
export type UsageRepo = ReturnType<typeof createUsageRepo>;
