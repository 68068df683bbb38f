import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Backup and restore of the embedded (SQLite) database. PostgreSQL is backed up with its own tools
 * (pg_dump, or base backups + WAL archiving for point-in-time recovery): docs/operations.md.
 *
 * The backup uses SQLite's online backup API (better-sqlite3 `backup()`), from a connection of its
 * own: in WAL mode it reads one consistent snapshot while the service keeps writing, so every
 * transaction committed before the copy started is in the file and none is half in it.
 */
export const DB_FILE = 'promptkeep.db';

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  /** The last migration applied in the copy: its schema version. */
  schemaVersion: string | null;
}

function lastMigration(db: SqliteDatabase.Database): string | null {
  try {
    const row = db.prepare('select name from kysely_migration order by name desc limit 1').get() as
      | { name: string }
      | undefined;
    return row?.name ?? null;
  } catch {
    return null;
  }
}

/** Opens a copy read-only and checks it is a sound Promptkeep database; returns its schema version. */
export function verifyBackup(file: string): string {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database (${(error as Error).message}).`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${String(check)}.`);
    const version = lastMigration(db);
    if (!version) throw new BackupError(`${file} is not a Promptkeep database (no migrations table).`);
    return version;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable database (${(error as Error).message}).`);
  } finally {
    db.close();
  }
}

function fsyncFile(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a consistent copy of `<dataDir>/promptkeep.db` to `out` (never over an existing file). */
export async function backupDatabase(options: { dataDir: string; out: string }): Promise<BackupResult> {
  const source = join(options.dataDir, DB_FILE);
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (check --data-dir).`);
  if (existsSync(options.out)) throw new BackupError(`${options.out} exists; choose a new file name.`);
  // Written beside the target, then renamed: a crash never leaves a half file under the real name.
  const partial = join(dirname(options.out), `.${basename(options.out)}.partial`);
  rmSync(partial, { force: true });
  // Owner-only from the first byte (a backup holds key hashes and sealed provider secrets): SQLite
  // writes into the empty file it finds and keeps its mode, and its journal takes the same mode.
  closeSync(openSync(partial, 'wx', 0o600));
  chmodSync(partial, 0o600); // the umask may have taken bits away, never added: this is exact
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // After the first step, copy everything in one step: one read snapshot, so concurrent writes
    // (which in WAL mode never wait for this reader) cannot restart it again and again.
    await db.backup(partial, { progress: () => 1_000_000_000 });
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`Backup of ${source} failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  const schemaVersion = verifyBackup(partial);
  fsyncFile(partial);
  renameSync(partial, options.out);
  return { file: options.out, bytes: statSync(options.out).size, schemaVersion };
}

/**
 * True when another connection has the database open. A running service keeps a WAL connection;
 * taking an exclusive lock in exclusive locking mode then fails at once (busy_timeout 0).
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

function hasData(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name = 'accounts'")
      .all();
    if (tables.length === 0) return false;
    return (db.prepare('select count(*) as n from accounts').get() as { n: number }).n > 0;
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  file: string;
  schemaVersion: string;
  /** Where the replaced database was kept (with --force), or null. */
  previous: string | null;
}

/**
 * Puts a backup in place as `<dataDir>/promptkeep.db`. Refuses while any process has the target
 * open (overwriting a live database corrupts it: stop the service first), and refuses a target
 * holding data unless `force`; then the old file is kept beside it, never deleted.
 */
export async function restoreDatabase(options: {
  dataDir: string;
  input: string;
  force: boolean;
}): Promise<RestoreResult> {
  const target = join(options.dataDir, DB_FILE);
  const schemaVersion = verifyBackup(options.input);
  if (databaseInUse(target)) {
    throw new BackupError(`${target} is in use (is the service running?). Stop it, then restore.`);
  }
  if (hasData(target) && !options.force) {
    throw new BackupError(`${target} already holds data; pass --force to replace it (the old file is kept).`);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const staged = `${target}.restore-partial`;
  rmSync(staged, { force: true });
  // The backup API again (not a file copy), so a WAL beside the input is taken into account.
  const copy = new SqliteDatabase(options.input, { readonly: true, fileMustExist: true });
  try {
    await copy.backup(staged);
  } finally {
    copy.close();
  }
  fsyncFile(staged);
  let previous: string | null = null;
  if (existsSync(target)) {
    previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, previous);
  }
  // The old database's WAL goes with it: it must never be replayed into the restored file.
  for (const suffix of ['-wal', '-shm']) {
    if (!existsSync(`${target}${suffix}`)) continue;
    if (previous && suffix === '-wal') renameSync(`${target}${suffix}`, `${previous}${suffix}`);
    else rmSync(`${target}${suffix}`, { force: true });
  }
  renameSync(staged, target);
  return { file: target, schemaVersion, previous };
}
