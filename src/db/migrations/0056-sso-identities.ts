import type { Kysely } from 'kysely';
import { belongsTo, texts, uniqueOn } from './column-sets.js';

/**
 * Which identity at an account's identity provider is which user (issue 22 §1, docs/security.md
 * "Single sign-on"): the provider's `sub` for the issuer, recorded at the user's first SSO sign-in.
 * Later sign-ins find the user by it, and another identity claiming the same e-mail address is
 * refused. One identity per (account, issuer, subject) and per (user, issuer); deleting the user
 * or the account deletes its rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_sso_identities')
    .$call(belongsTo('user_id', 'users'))
    .$call(belongsTo('account_id', 'accounts'))
    .$call(texts('issuer', 'subject', 'created'))
    .addPrimaryKeyConstraint('user_sso_identities_pk', ['user_id', 'issuer'])
    .execute();
  await uniqueOn(db, 'user_sso_identities_subject', 'user_sso_identities', [
    'account_id',
    'issuer',
    'subject',
  ]).execute();
}
