import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './database.js';
import * as foundation from './migrations/0001-foundation.js';
import * as prompts from './migrations/0002-prompts.js';
import * as contexts from './migrations/0003-contexts.js';
import * as aiProviders from './migrations/0004-ai-providers.js';
import * as promptReadIndexes from './migrations/0005-prompt-read-indexes.js';
import * as promptLabels from './migrations/0006-prompt-labels.js';
import * as people from './migrations/0010-people.js';
import * as actorIds from './migrations/0011-actor-ids.js';
import * as auditLog from './migrations/0012-audit-log.js';
import * as projects from './migrations/0025-projects.js';
import * as projectActorIds from './migrations/0026-project-actor-ids.js';
import * as sso from './migrations/0030-sso.js';
import * as releases from './migrations/0040-releases.js';
import * as chatVersions from './migrations/0045-chat-versions.js';
import * as ssoIdentities from './migrations/0056-sso-identities.js';
import * as webhooks from './migrations/0057-webhooks.js';
import * as promptRuns from './migrations/0060-prompt-runs.js';
import * as promptRunInputIndex from './migrations/0061-prompt-run-input-index.js';
import * as promptChangeNotify from './migrations/0065-prompt-change-notify.js';

/**
 * Migrations are imported statically (not read from a folder) so they work the same under tsx
 * and from the compiled dist/. Append new ones; never edit one that has shipped.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-prompts': prompts,
  '0003-contexts': contexts,
  '0004-ai-providers': aiProviders,
  '0005-prompt-read-indexes': promptReadIndexes,
  '0006-prompt-labels': promptLabels,
  '0010-people': people,
  '0011-actor-ids': actorIds,
  '0012-audit-log': auditLog,
  '0025-projects': projects,
  '0026-project-actor-ids': projectActorIds,
  '0030-sso': sso,
  '0040-releases': releases,
  '0045-chat-versions': chatVersions,
  '0056-sso-identities': ssoIdentities,
  '0057-webhooks': webhooks,
  '0060-prompt-runs': promptRuns,
  '0061-prompt-run-input-index': promptRunInputIndex,
  '0065-prompt-change-notify': promptChangeNotify,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Unless told the schema, Kysely takes its migration tables in *any* schema as its own; on a
  // PostgreSQL database holding several schemas (tests: one per file) that skips creating them.
  const schema =
    db.kind === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db.kysely)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
