import SqliteDatabase from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { type ChangeStampStats, createPgChangeStamp } from './pg-change-stamp.js';
import { pgLib } from './pg-lib.js';
import type { Database } from './schema.js';
import { createSqliteChangeStamp } from './sqlite-change-stamp.js';

export type DbKind = 'sqlite' | 'postgres';

export type DbOptions =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      maxConnections?: number;
      /** Where the change stamp LISTENs (default `url`); `off`: no stamp, every read queries. */
      listenUrl?: string;
    };

export interface Db {
  readonly kind: DbKind;
  readonly kysely: Kysely<Database>;
  /** A cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Calls `listener` after every query with its duration (metrics and spans, src/ops); returns an unsubscribe. */
  observeQueries(listener: (event: LogEvent) => void): () => void;
  /** PostgreSQL pool connections; null on SQLite. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * A number that stays the same only while nothing the prompts' revisions depend on was written in
   * workspace `ws`, by this process or any other: a value read before a query and found unchanged
   * later proves the query's answer is still current. SQLite: nothing written to the file at all
   * (synchronous). PostgreSQL: no `prompts` row of `ws` changed, from the notifications of
   * migration 0065's trigger (pg-change-stamp.ts: a shared round trip on the listening connection
   * first, so every write committed before the call is counted). null when that cannot be known
   * (PostgreSQL while not listening): the caller queries.
   */
  changeStamp(ws: string): number | null | Promise<number | null>;
  /** PostgreSQL: the listening connection's counters (metrics); null on SQLite. */
  changeStampStats(): ChangeStampStats | null;
}

/** Kysely's log hook, fanned out to whoever observes queries. */
function queryObservers() {
  const listeners = new Set<(event: LogEvent) => void>();
  return {
    log: (event: LogEvent) => {
      for (const listener of listeners) listener(event);
    },
    observeQueries: (listener: (event: LogEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A statement that does nothing, in the shape Kysely's SQLite driver reads. */
const NO_OP = {
  reader: false,
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
} as unknown as SqliteDatabase.Statement;

/**
 * A statement that may write, wrapped to call `wrote` after each run (and after each row a stream
 * steps through): the change stamp re-reads `total_changes()` only then (sqlite-change-stamp.ts). Kysely's
 * driver reads `reader` and calls `all`, `run` or `iterate`.
 */
function marking(statement: SqliteDatabase.Statement, wrote: () => void): SqliteDatabase.Statement {
  return {
    reader: statement.reader,
    readonly: false,
    all: (...args: unknown[]) => {
      try {
        return statement.all(...args);
      } finally {
        wrote();
      }
    },
    run: (...args: unknown[]) => {
      try {
        return statement.run(...args);
      } finally {
        wrote();
      }
    },
    *iterate(...args: unknown[]) {
      try {
        for (const row of statement.iterate(...args)) {
          wrote();
          yield row;
        }
      } finally {
        wrote();
      }
    },
  } as unknown as SqliteDatabase.Statement;
}

/**
 * Kysely's SQLite driver calls `prepare()` on every query, which costs more than running a point
 * read; statements are reusable (better-sqlite3 runs each to completion synchronously), so keep
 * them by SQL text. Bounded, because `in (?, ?, …)` lists make one text per list length. Every
 * statement SQLite does not call read-only (`sqlite3_stmt_readonly`: anything that may write) calls
 * `wrote` after it runs.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, wrote: () => void, max = 1000) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // SQLite rolls a transaction back by itself on some failures (SQLITE_FULL, SQLITE_IOERR…);
      // Kysely's ROLLBACK then fails ("no transaction is active") and its error would replace the
      // one that says what happened (db-errors.ts maps that one to a 503).
      if (sql === 'rollback' && !sqlite.inTransaction) return NO_OP;
      let statement = cache.get(sql);
      if (!statement) {
        const prepared = sqlite.prepare(sql);
        statement = prepared.readonly ? prepared : marking(prepared, wrote);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function openSqlite(file: string): Db {
  const sqlite = new SqliteDatabase(file);
  // WAL for concurrent readers; synchronous=FULL so an acknowledged commit survives power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const observers = queryObservers();
  // The change stamp (Db.changeStamp): this connection's writes and other connections' commits
  // (sqlite-change-stamp.ts).
  const changes = createSqliteChangeStamp(sqlite);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, changes.wrote) }),
    log: observers.log,
  });
  return {
    kind: 'sqlite',
    kysely,
    async ping() {
      sqlite.prepare('select 1').get();
    },
    close: async () => {
      await kysely.destroy();
      changes.close();
    },
    observeQueries: observers.observeQueries,
    poolStats: () => null,
    changeStampStats: () => null,
    changeStamp: changes.stamp,
  };
}

/**
 * Kysely's driver sends every query as an unnamed statement, which PostgreSQL parses and plans on
 * each call; a named one is parsed once per connection and its plan reused (the hot prompt read:
 * 1.6 → 0.9 ms per query, bench/pg-prepared.bench.ts). A text is named once it has run a few
 * times, up to a cap: texts that vary (`in (…)` lists of each length) must not fill the server's
 * memory with statements that never run again (pg keeps them until the connection closes).
 */
function namedStatements(pool: pg.Pool, { after = 3, cap = 500 } = {}) {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= cap) return name;
    const count = (seen.get(text) ?? 0) + 1;
    if (seen.size >= 10 * cap) seen.clear();
    seen.set(text, count);
    if (count < after) return undefined;
    const assigned = `pk_${names.size}`;
    names.set(text, assigned);
    seen.delete(text);
    return assigned;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name =
        typeof text === 'string' && Array.isArray(values) && args.length === 2 ? nameOf(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    }) as typeof client.query;
  });
}

/** How long making a connection, or waiting for a free one, may take before the request gets 503. */
const PG_CONNECT_TIMEOUT_MS = 10_000;
/** At most one line per this many ms about lost connections (a flapping link must not flood the log). */
const PG_REPORT_EVERY_MS = 10_000;

/**
 * A connection can drop at any time (network, proxy, failover, a restart of PostgreSQL). pg then
 * emits `error` on the client — idle in the pool (the pool re-emits it) or checked out, between or
 * during queries — and an `error` event nobody listens to ends the process (issue 20 item 5). Here
 * every client and the pool have a listener: the client is discarded (the pool does it; a checked-out
 * one is dropped when Kysely releases it, as it is no longer queryable), the query that was running
 * fails (db-errors.ts answers it 503), and the next request gets a new connection. The operator
 * gets one line per burst on stderr, like the Redis store's.
 */
function survivePostgresDrops(pool: pg.Pool) {
  let lastReport = 0;
  let unreported = 0;
  const report = (error: Error) => {
    const now = Date.now();
    if (now - lastReport < PG_REPORT_EVERY_MS) {
      unreported++;
      return;
    }
    const more = unreported > 0 ? ` (and ${unreported} more since the last report)` : '';
    process.stderr.write(`promptkeep: PostgreSQL connection lost (${error.message})${more}; reconnecting\n`);
    lastReport = now;
    unreported = 0;
  };
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
}

function openPostgres(url: string, schema: string | undefined, max: number, listenUrl = url): Db {
  const pool = new (pgLib().Pool)({
    connectionString: url,
    max,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // TCP keep-alive: a peer that vanished without closing (a dead host, a dropped NAT entry) is
    // noticed by the OS instead of leaving a pooled connection that never answers.
    keepAlive: true,
    // Tests give each run its own schema; production uses the URL's default search_path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  survivePostgresDrops(pool);
  namedStatements(pool);
  const observers = queryObservers();
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observers.log });
  // LISTEN needs a session of its own: through a pooler in transaction mode (PgBouncer) the
  // notifications would go to whichever client holds the server connection, and reads would trust a
  // stamp that never moves. Such set-ups name a direct URL for it, or `off` (reads query, as before).
  const changes =
    listenUrl === 'off'
      ? null
      : createPgChangeStamp({ connectionString: listenUrl, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
  return {
    kind: 'postgres',
    kysely,
    async ping() {
      await pool.query('select 1');
    },
    close: async () => {
      await changes?.close();
      await kysely.destroy();
    },
    observeQueries: observers.observeQueries,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    changeStamp: (ws) => changes?.stamp(ws) ?? null,
    changeStampStats: () => changes?.stats() ?? null,
  };
}

export function openDatabase(options: DbOptions): Db {
  return options.kind === 'sqlite'
    ? openSqlite(options.file)
    : openPostgres(options.url, options.schema, options.maxConnections ?? 10, options.listenUrl);
}
