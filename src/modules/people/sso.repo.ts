import type { Kysely, Transaction } from 'kysely';
import { rowByKeys, transactionsOf } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;
type SsoRow = Database['account_sso'];

/** SQL for an account's SSO configuration and the sign-ins under way; every query bounded by account. */
export function createSsoRepo(db: Kysely<Database>) {
  return {
    transaction: transactionsOf(db),

    findConfig(accountId: string, q: Q = db) {
      return q.selectFrom('account_sso').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    },
    /** The enabled configurations naming `domain` (lower-cased) among their allowed domains. */
    async enabledForDomain(domain: string) {
      // LIKE narrows (the JSON array holds the domain as `"domain"`); the parsed array decides.
      const rows = await db
        .selectFrom('account_sso')
        .selectAll()
        .where('enabled', '=', 1)
        .where('allowed_domains', 'like', `%${JSON.stringify(domain)}%`)
        .execute();
      return rows.filter((r) => (JSON.parse(r.allowed_domains) as string[]).includes(domain));
    },
    /** Creates or replaces the account's configuration (one statement on the account key). */
    upsertConfig(q: Q, row: SsoRow) {
      const { account_id: _, created: __, ...changed } = row;
      return q
        .insertInto('account_sso')
        .values(row)
        .onConflict((oc) => oc.column('account_id').doUpdateSet(changed))
        .execute();
    },
    deleteConfig(q: Q, accountId: string) {
      return q.deleteFrom('account_sso').where('account_id', '=', accountId).executeTakeFirst();
    },
    /** Whether password sign-in is off for the account (an enabled configuration with sso_only). */
    async ssoOnly(accountId: string) {
      const row = await db
        .selectFrom('account_sso')
        .select('account_id')
        .where((eb) => eb.and({ account_id: accountId, enabled: 1, sso_only: 1 }))
        .executeTakeFirst();
      return row !== undefined;
    },

    // identities at the provider
    /** The account's user whose identity at `issuer` is `subject`. */
    userBySubject(accountId: string, issuer: string, subject: string) {
      return db
        .selectFrom('user_sso_identities as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .selectAll('u')
        .where((eb) => eb.and({ 'i.account_id': accountId, 'i.issuer': issuer, 'i.subject': subject }))
        .executeTakeFirst();
    },
    identityOf(accountId: string, userId: string, issuer: string) {
      return rowByKeys(db, 'user_sso_identities', { account_id: accountId, user_id: userId, issuer });
    },
    insertIdentity(q: Q, row: Database['user_sso_identities']) {
      return q.insertInto('user_sso_identities').values(row).execute();
    },

    // sign-ins under way
    insertLogin(row: Database['sso_logins']) {
      return db.insertInto('sso_logins').values(row).execute();
    },
    /**
     * Takes the sign-in `state` names: found and deleted in one transaction, so a state is used
     * once whatever the number of instances (the DELETE's count decides a race).
     */
    takeLogin(stateHash: string) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('sso_logins')
          .selectAll()
          .where('state_hash', '=', stateHash)
          .executeTakeFirst();
        if (!row) return undefined;
        const gone = await trx.deleteFrom('sso_logins').where('id', '=', row.id).executeTakeFirst();
        return Number(gone.numDeletedRows) === 1 ? row : undefined;
      });
    },
    deleteExpiredLogins(at: string) {
      return db.deleteFrom('sso_logins').where('expires_at', '<=', at).execute();
    },
  };
}
export type SsoRepo = ReturnType<typeof createSsoRepo>;
