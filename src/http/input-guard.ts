import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/domain-error.js';

/**
 * U+0000 is refused everywhere a client can put text: JSON body strings (and keys), path
 * parameters and query values. PostgreSQL text cannot hold it at all (SQLite can), so storing it
 * faithfully on one database only would make the two answer differently; a 400 naming the field
 * is the one answer both give. Checked before auth (ids from the query reach the auth queries)
 * and before schema validation (so the message names U+0000, not a pattern).
 */
const NUL = '\u0000';

/**
 * Whether `value` is an object of plain strings and arrays of strings, none holding U+0000 (nor
 * any key): the shape of nearly every request's params and query, and of a count's body (`input`,
 * `type`, `models`), answered without the walk's allocations (a [value, path] pair and a path
 * string per item). Anything else — a number, a nested object — takes the walk.
 */
function flatAndClean(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (key.includes(NUL)) return false;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return false;
    } else if (!Array.isArray(item) || !cleanStrings(item)) return false;
  }
  return true;
}

function cleanStrings(items: unknown[]): boolean {
  for (const item of items) if (typeof item !== 'string' || item.includes(NUL)) return false;
  return true;
}

/** The first string (or key) holding U+0000, as a dotted path; iterative, so depth cannot overflow. */
export function findNul(root: unknown, rootPath: string): string | null {
  if (root === undefined || flatAndClean(root)) return null;
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}.${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, '\\u0000')}`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

const refuse = (field: string) =>
  new DomainError('bad_request', `${field}: must not contain the NUL character (U+0000).`);

/** The guard's answer to a parsed body: a 400 naming its first string (or key) holding U+0000, if any. */
export function nulInBody(body: unknown): DomainError | undefined {
  const found = findNul(body, 'body');
  return found ? refuse(found) : undefined;
}

export function registerInputGuard(app: FastifyInstance) {
  // Written with `done`: an async hook costs a promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const found = findNul(request.params, 'params') ?? findNul(request.query, 'querystring');
    done(found ? refuse(found) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => done(nulInBody(request.body)));
}
