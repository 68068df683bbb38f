import type { Kysely } from 'kysely';

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
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text')
    .addColumn('allowed_domains', 'text', (c) => c.notNull())
    .addColumn('sso_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('state_hash', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_logins_state').unique().on('sso_logins').column('state_hash').execute();
  await db.schema.createIndex('sso_logins_expiry').on('sso_logins').column('expires_at').execute();
}
