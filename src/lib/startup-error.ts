/**
 * A dependency the service needs at start (PostgreSQL, Redis) cannot be reached. The CLI prints its
 * message as one line and exits 1 — a supervisor (systemd `Restart=`, compose `restart:`) retries;
 * docs/operations.md says so. The message never carries a password from a URL.
 */
export class StartupError extends Error {}

/** The URL without user name and password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return '(an unparsable URL)';
  }
}

/** The innermost readable reason of a connection error (pg wraps several in an AggregateError). */
export function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return reason(error.errors[0]);
  if (error instanceof Error)
    return error.message || (error as Error & { code?: string }).code || 'unknown error';
  return String(error);
}
