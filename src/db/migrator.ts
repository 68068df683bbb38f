import {
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';
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

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Unless told the schema, Kysely takes its migration tables in *any* schema as its own; on a
  // PostgreSQL database holding several schemas (tests: one per file) that skips creating them.
  const schema =
    db.kind === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db.kysely)).rows[0]?.name
      : undefined;
  const { error, results } = await migratorFor(db.kysely, MIGRATIONS, schema).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Kysely's Migrator over `migrations`, its tables in `schema` (PostgreSQL; none: SQLite's one
 * file), which it looks for there alone (ownSchemaIntrospector). Also the migration tests' way in.
 */
export function migratorFor<T>(
  db: Kysely<T>,
  migrations: Record<string, Migration>,
  schema?: string,
): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  if (!schema) return new Migrator({ db, provider });
  return new Migrator({
    db: withIntrospector(db, ownSchemaIntrospector(db, schema)),
    provider,
    migrationTableSchema: schema,
  });
}

/**
 * What Kysely's Migrator asks of the database's catalog (does our schema exist, do its two tables),
 * answered from our schema alone. Its own PostgreSQL introspector reads every schema of the
 * database, columns and serial sequences included, and fails when another process (a test run, a
 * bench, another service sharing the database) drops a schema during the scan (3F000 "schema …
 * does not exist", 42P01). The Migrator reads only the tables' names and schemas, so no columns.
 */
function ownSchemaIntrospector<T>(db: Kysely<T>, schema: string): DatabaseIntrospector {
  const getTables = async () => {
    const { rows } = await sql<{ name: string; view: boolean }>`
      select c.relname as name, c.relkind = 'v' as view
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')`.execute(db);
    return rows.map((r) => ({ name: r.name, schema, isView: r.view, columns: [] }));
  };
  return {
    getSchemas: async () =>
      (
        await sql<{
          name: string;
        }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db)
      ).rows,
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/**
 * `db` with another `introspection` (the Migrator reads it there; Kysely builds it from the dialect
 * and offers no other way in). Everything else is `db`'s own, called on `db` itself: its methods
 * reach private fields, which a proxy as `this` would not have.
 */
function withIntrospector<T>(db: Kysely<T>, introspection: DatabaseIntrospector): Kysely<T> {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
