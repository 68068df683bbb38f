import { DomainError } from '../lib/domain-error.js';

/**
 * The one place where a database driver's failure of the *store itself* (not of a query: a unique
 * violation is the caller's business) becomes an answer. Such failures are the operator's to fix
 * or pass by themselves; the client gets 503 in the spec body with a message that says which, and
 * the log keeps the driver's error under the request's trace id (http/errors.ts).
 *
 * Both databases' failures are here (a message per cause); PostgreSQL's are below.
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

/**
 * PostgreSQL: the connection was lost (dropped by the network, a proxy or a restart), could not be
 * made, or the server is shutting down. The pool has already discarded the connection and makes a
 * new one for the next request (db/database.ts), so a retry usually succeeds.
 */
const PG_LOST = 'The database connection was lost; retry the request.';
const PG_MESSAGES = [
  /^Connection terminated/, // the socket closed under a query, or while connecting
  /is not queryable$/, // a client whose connection failed, used again (Kysely's ROLLBACK)
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
];
const NODE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE: class 08 (connection exception), admin/crash shutdown, cannot connect now, too many connections. */
const pgStateLost = (code: string) => /^08/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

function postgresLost(error: Error, code: unknown): boolean {
  if (typeof code === 'string' && (NODE_SOCKET_CODES.has(code) || (code.length === 5 && pgStateLost(code))))
    return true;
  return PG_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** A DomainError (503) for a failure of the database itself; null for anything else. */
export function storeFailure(error: unknown): DomainError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    const found = SQLITE.find(([pattern]) => pattern.test(code));
    return found ? new DomainError('unavailable', found[1]) : null;
  }
  return postgresLost(error, code) ? new DomainError('unavailable', PG_LOST, { 'retry-after': '1' }) : null;
}
