import { createHash } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';
import { migratorFor } from '../../src/db/migrator.js';

// biome-ignore lint/suspicious/noExplicitAny: the schema is read, whatever version it is at.
type AnyDb = Kysely<any>;

/**
 * The schema as the database itself describes it, one line per table, column, constraint,
 * index, trigger and function, sorted, with the PostgreSQL schema name taken out: two databases built by the same
 * migrations print the same text. Kysely's own bookkeeping tables are left out.
 */
export async function dumpSchema(db: AnyDb, kind: 'sqlite' | 'postgres', schema?: string): Promise<string> {
  const lines: string[] = [];
  if (kind === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master
      where name not like 'kysely_%' and name not like 'sqlite_%' order by type, name`.execute(db);
    for (const r of rows) lines.push(`${r.type} ${r.name}: ${(r.sql ?? '').replace(/\s+/g, ' ')}`);
    return lines.join('\n');
  }
  const s = schema ?? 'public';
  const columns = await sql<Record<string, string | null>>`
    select table_name, column_name, ordinal_position::text as pos, data_type, is_nullable, column_default, collation_name
    from information_schema.columns where table_schema = ${s} and table_name not like 'kysely_%'
    order by table_name, column_name`.execute(db);
  for (const c of columns.rows) {
    lines.push(
      `column ${c.table_name}.${c.column_name} #${c.pos}: ${c.data_type} nullable=${c.is_nullable} default=${c.column_default} collate=${c.collation_name}`,
    );
  }
  const constraints = await sql<{ table: string; name: string; def: string }>`
    select rel.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as def
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid
    join pg_namespace n on n.oid = rel.relnamespace
    where n.nspname = ${s} and rel.relname not like 'kysely_%' order by rel.relname, con.conname`.execute(db);
  for (const c of constraints.rows) lines.push(`constraint ${c.table}.${c.name}: ${c.def}`);
  const indexes = await sql<{ name: string; def: string }>`
    select indexname as name, indexdef as def from pg_indexes
    where schemaname = ${s} and tablename not like 'kysely_%' order by indexname`.execute(db);
  for (const i of indexes.rows) lines.push(`index ${i.name}: ${i.def.replaceAll(`${s}.`, '')}`);
  // Triggers and the functions they run (0065: prompt changes notify the delivery caches).
  const triggers = await sql<{ name: string; def: string }>`
    select t.tgname as name, pg_get_triggerdef(t.oid) as def from pg_trigger t
    join pg_class rel on rel.oid = t.tgrelid join pg_namespace n on n.oid = rel.relnamespace
    where n.nspname = ${s} and not t.tgisinternal order by t.tgname`.execute(db);
  for (const t of triggers.rows) lines.push(`trigger ${t.name}: ${t.def.replaceAll(`${s}.`, '')}`);
  const functions = await sql<{ name: string; src: string }>`
    select p.proname as name, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${s} order by p.proname`.execute(db);
  for (const f of functions.rows) lines.push(`function ${f.name}: ${f.src.replace(/\s+/g, ' ').trim()}`);
  return lines.join('\n');
}

/**
 * The fingerprint of the schema after each migration, applied one at a time to an empty database:
 * `{ '0001-foundation': sha256 of dumpSchema, … }`.
 */
export async function migrationFingerprints(
  db: AnyDb,
  kind: 'sqlite' | 'postgres',
  migrations: Record<string, Migration>,
  schema?: string,
): Promise<Record<string, { hash: string; dump: string }>> {
  const migrator = migratorFor(db, migrations, schema);
  const out: Record<string, { hash: string; dump: string }> = {};
  for (const name of Object.keys(migrations)) {
    const { error } = await migrator.migrateTo(name);
    if (error) throw error;
    const dump = await dumpSchema(db, kind, schema);
    out[name] = { hash: createHash('sha256').update(dump).digest('hex'), dump };
  }
  return out;
}
