import type { Kysely } from 'kysely';
import { accountOwned, indexOn, stamped, texts, uniqueOn } from './column-sets.js';

/**
 * Single sign-on with OpenID Connect (issue 22 §1, docs/security.md "Single sign-on"):
 * - account_sso: one configuration per account (the account id is the key). The client secret is
 *   sealed (AES-256-GCM under the secret key, as AI provider secrets are); allowed_domains is a
 *   JSON array of lower-cased domains.
 * - sso_logins: the transient state of a sign-in between the redirect to the identity provider and
 *   its callback, so any instance can finish what another began: the SHA-256 of `state` (the key
 *   the callback finds it by), the nonce and the sealed PKCE verifier, an expiry. A row is deleted
 *   when the callback takes it (single use); expired rows are deleted by later sign-ins.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_sso')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .$call(texts('issuer', 'client_id', 'client_secret?', 'allowed_domains'))
    .addColumn('sso_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(stamped)
    .$call(texts('updated_by_id'))
    .execute();

  await db.schema
    .createTable('sso_logins')
    .$call(accountOwned)
    .$call(texts('state_hash', 'nonce', 'code_verifier', 'created', 'expires_at'))
    .execute();
  await uniqueOn(db, 'sso_logins_state', 'sso_logins', ['state_hash']).execute();
  await indexOn(db, 'sso_logins_expiry', 'sso_logins', ['expires_at']).execute();
}
