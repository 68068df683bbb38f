import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from './db/database.js';
import type { AccountService } from './modules/account/account.service.js';

export interface FirstAccount {
  account_id: string;
  workspace_id: string;
  api_key: string;
}

export interface FirstStartDeps {
  db: Db;
  accounts: AccountService;
  /** SQLite only: a file beside the database whose exclusive lock serializes processes. */
  sqliteLockFile: string | null;
  limits: {
    rate_limit_per_second: number | null;
    monthly_request_quota: number | null;
    monthly_token_limit: number | null;
  };
}

// One advisory lock per schema ('pkbt' + the schema's hash), so instances on other schemas of the
// same database never wait on each other.
const LOCK_CLASS = 0x706b6274;

/** PostgreSQL: a session advisory lock on one pooled connection while the others do the work. */
async function withPostgresLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_CLASS}, hashtext(current_schema()))`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}, hashtext(current_schema()))`.execute(conn);
    }
  });
}

/**
 * SQLite: an exclusive transaction on a side file. The OS releases it if the process dies, and
 * other processes wait on it (busy timeout); this process's own calls are already serialized.
 */
async function withSqliteLock<T>(file: string | null, fn: () => Promise<T>): Promise<T> {
  if (!file) return fn();
  const lock = new SqliteDatabase(file);
  try {
    lock.pragma('busy_timeout = 30000');
    lock.exec('begin exclusive');
    try {
      return await fn();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

/**
 * Calls in this process run one at a time per database handle (PostgreSQL: so one pool never
 * waits on itself) or per SQLite lock file (its lock blocks the thread, so a second holder in the
 * same process must never reach it). The locks above serialize processes and other handles.
 */
const queues = new Map<unknown, Promise<unknown>>();

/**
 * Creates the default account, workspace and owner key when the database has no account, under a
 * lock, so instances starting together on an empty database make exactly one. Returns null when
 * an account exists already.
 */
export function createFirstAccount(deps: FirstStartDeps): Promise<FirstAccount | null> {
  const run = async () => {
    const locked = deps.db.kind === 'postgres' ? withPostgresLock : withSqliteLockOf(deps.sqliteLockFile);
    return locked(deps.db, async () => {
      if ((await deps.accounts.accountCount()) > 0) return null;
      const created = await deps.accounts.createAccount({
        name: 'Default account',
        ...deps.limits,
        require_api_client: false,
      });
      return {
        account_id: created.account_id,
        workspace_id: created.workspace_id,
        api_key: created.api_key,
      };
    });
  };
  const key = deps.db.kind === 'postgres' ? deps.db : (deps.sqliteLockFile ?? deps.db);
  const result = (queues.get(key) ?? Promise.resolve()).then(run, run);
  const tail = result.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return result;
}

const withSqliteLockOf =
  (file: string | null) =>
  <T>(_db: Db, fn: () => Promise<T>) =>
    withSqliteLock(file, fn);
