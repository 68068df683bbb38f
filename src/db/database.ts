import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type DbKind = 'sqlite' | 'postgres';

export type DbOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

export interface Db {
  readonly kind: DbKind;
  readonly kysely: Kysely<Database>;
  /** A cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT columns come back from pg as strings; every counter we keep fits a double.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

function openSqlite(file: string): Db {
  const sqlite = new SqliteDatabase(file);
  // WAL for concurrent readers; synchronous=FULL so an acknowledged commit survives power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    kind: 'sqlite',
    kysely,
    async ping() {
      sqlite.prepare('select 1').get();
    },
    close: () => kysely.destroy(),
  };
}

function openPostgres(url: string, schema: string | undefined, max: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Tests give each run its own schema; production uses the URL's default search_path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    kysely,
    async ping() {
      await pool.query('select 1');
    },
    close: () => kysely.destroy(),
  };
}

export function openDatabase(options: DbOptions): Db {
  return options.kind === 'sqlite'
    ? openSqlite(options.file)
    : openPostgres(options.url, options.schema, options.maxConnections ?? 10);
}
