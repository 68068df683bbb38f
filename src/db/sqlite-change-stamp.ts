import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import type SqliteDatabase from 'better-sqlite3';

/**
 * SQLite's change stamp (`Db.changeStamp`, issue 29): a number that moves whenever the database file
 * may have changed since it was last read — by this connection (`total_changes()`, which counts the
 * rows every statement of this connection changed, as it runs, inside a transaction before its
 * commit, rolled back or not) or by another connection (another process, the sqlite3 shell, a
 * restore). A statement that changes no row (the webhook worker's claim of nothing, every second)
 * moves neither. Inside an open transaction (a write under way, or a read whose snapshot hides
 * other commits) nothing can be known current: every call moves it.
 *
 * Other connections' commits are seen in the WAL index header (the first 48 bytes of the `-shm`
 * file, `WalIndexHdr`): a writer rewrites it before its commit returns (its `iChange` counter goes
 * up by one with every commit, `mxFrame` with every frame, and the salts change when the log
 * restarts), and every SQLite connection to the file, in any process, reads it through the same
 * shared pages (the `-shm` file is mapped MAP_SHARED; `pread` reads those pages). So a commit
 * acknowledged to anyone before this call has changed the bytes read by it: nothing is remembered
 * across calls, only the bytes last read. One `pread` (~1.3 µs here) replaces `PRAGMA data_version`
 * (~3 µs: a read transaction, with its `fcntl` locks on the `-shm` file, per call; bench/RESULTS.md
 * "hot304"). A torn read (a writer between its two copies) differs from what was read before, so it
 * moves the stamp too: a move too many costs a query, never a stale answer. Without a `-shm` file to
 * read (not in WAL mode: a read-only file system, `:memory:`), `PRAGMA data_version` is read on every
 * call as before.
 */
export function createSqliteChangeStamp(sqlite: SqliteDatabase.Database) {
  const readTotalChanges = sqlite.prepare('select total_changes()').pluck();
  const readDataVersion = sqlite.prepare('pragma data_version').pluck();
  const header = walIndexHeader(sqlite);
  let totalChanges: unknown = null;
  let dataVersion: unknown = null;
  // `total_changes()` can only move when a statement of this connection that may write has run
  // (every one goes through the statement cache, which says so: `wrote`), so it is read again only
  // then: one read per stamp instead of two on the 304's path.
  let written = true;
  let stamp = 0;
  return {
    /** Called after every statement of this connection that may write (database.ts `marking`). */
    wrote() {
      written = true;
    },
    stamp(): number {
      if (sqlite.inTransaction) return ++stamp;
      if (written) {
        written = false;
        const total = readTotalChanges.get();
        if (total !== totalChanges) {
          totalChanges = total;
          stamp++;
        }
      }
      if (header !== null) {
        if (header.moved()) stamp++;
      } else {
        const version = readDataVersion.get();
        if (version !== dataVersion) {
          dataVersion = version;
          stamp++;
        }
      }
      return stamp;
    },
    /** After the connection is closed (the `-shm` descriptor must outlive SQLite's locks: below). */
    close() {
      header?.close();
    },
  };
}

/** `WalIndexHdr`: the first of the two copies SQLite keeps at the start of the `-shm` file. */
const HEADER_BYTES = 48;

/**
 * The `-shm` file's descriptors, one per file in this process, shared by every connection of ours to
 * it and closed with the last of them. POSIX record locks belong to the process, not to the
 * descriptor: closing ANY descriptor of a file drops every lock the process holds on it, SQLite's
 * own on the `-shm` file included (sqlite.org/howtocorrupt.html §2.2). So one is opened per file, not
 * per connection, and closed only once our last connection to the file is closed (SQLite has then
 * unmapped it and holds no lock on it from this process).
 */
const descriptors = new Map<string, { fd: number; users: number }>();

/** The change detector on the WAL index header of `sqlite`'s file; null when there is none to read. */
function walIndexHeader(sqlite: SqliteDatabase.Database) {
  if (sqlite.memory || sqlite.pragma('journal_mode', { simple: true }) !== 'wal') return null;
  sqlite.prepare('select count(*) from sqlite_master').get(); // a read: the `-shm` file exists after it
  const path = `${resolve(sqlite.name)}-shm`;
  let shared = descriptors.get(path);
  if (shared === undefined) {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch {
      return null;
    }
    shared = { fd, users: 0 };
    descriptors.set(path, shared);
  }
  shared.users++;
  const { fd } = shared;
  const now = new Int32Array(HEADER_BYTES / 4);
  const seen = new Int32Array(HEADER_BYTES / 4);
  let known = false;
  let closed = false;
  return {
    /** Whether the header differs from the one read last (true the first time, and on any doubt). */
    moved(): boolean {
      let read = 0;
      try {
        read = readSync(fd, now, 0, HEADER_BYTES, 0);
      } catch {
        read = 0;
      }
      if (read !== HEADER_BYTES) {
        known = false; // nothing to compare the next read with: it moves too
        return true;
      }
      let same = known;
      for (let i = 0; same && i < now.length; i++) same = now[i] === seen[i];
      if (same) return false;
      seen.set(now);
      known = true;
      return true;
    },
    close() {
      if (closed) return;
      closed = true;
      if (--(shared as { users: number }).users > 0) return;
      descriptors.delete(path);
      closeSync(fd);
    },
  };
}
