import { DomainError } from '../lib/domain-error.js';

/**
 * The one place where a database driver's failure of the *store itself* (not of a query: a unique
 * violation is the caller's business) becomes an answer. Such failures are the operator's to fix
 * or pass by themselves; the client gets 503 in the spec body with a message that says which, and
 * the log keeps the driver's error under the request's trace id (http/errors.ts).
 *
 * SQLite (better-sqlite3 `SqliteError.code`, extended codes included): a database made read-only
 * while running (file mode, a read-only mount: SQLITE_READONLY_*), a disk that is full
 * (SQLITE_FULL), a file that cannot be opened or read (SQLITE_CANTOPEN, SQLITE_IOERR_*).
 */
const SQLITE: [RegExp, string][] = [
  [/^SQLITE_READONLY/, 'The database is read-only right now, so changes cannot be saved; retry later.'],
  [/^SQLITE_FULL$/, 'The database disk is full, so changes cannot be saved; retry later.'],
  [/^SQLITE_(CANTOPEN|IOERR)/, 'The database cannot be read or written right now; retry later.'],
];

/** A DomainError (503) for a failure of the database itself; null for anything else. */
export function storeFailure(error: unknown): DomainError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    const found = SQLITE.find(([pattern]) => pattern.test(code));
    return found ? new DomainError('unavailable', found[1]) : null;
  }
  return null;
}
