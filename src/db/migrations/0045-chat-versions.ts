import type { Kysely } from 'kysely';

/**
 * Chat versions and model configuration (issue 25): a prompt version has a `type` (`text`, every
 * row written before; or `chat`), its `messages` (JSON, chat versions only; null for text) and its
 * `config` (JSON: model, parameters, tools, response_format, metadata; null when none).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('prompt_versions')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('text'))
    .execute();
  await db.schema.alterTable('prompt_versions').addColumn('messages', 'text').execute();
  await db.schema.alterTable('prompt_versions').addColumn('config', 'text').execute();
}
