import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { badRequest } from '../../lib/domain-error.js';

/**
 * Password hashing and the password rules (issue 22 §1).
 *
 * Hashing: scrypt (node:crypto), a 16-byte random salt, a 32-byte hash, stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so a stored hash keeps the cost it was made
 * with when the setting changes. The default cost is OWASP's recommendation for scrypt
 * (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred ms per hash); it runs on libuv's thread pool,
 * never on the event loop.
 */
export interface ScryptCost {
  /** log2 of N (CPU/memory cost). */
  logN: number;
  r: number;
  p: number;
}
export const DEFAULT_SCRYPT: ScryptCost = { logN: 17, r: 8, p: 1 };

const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * Whether `password` matches `stored`. With `stored` null (no such user, no password yet), a hash
 * of the same cost is still computed and false returned: the answer takes the same time whether
 * the account exists or not (no user enumeration by timing).
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: ScryptCost,
): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, DUMMY_SALT, cost);
    return false;
  }
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
const DUMMY_SALT = randomBytes(16);

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * The common-password list shipped beside this file (common-passwords.txt; its source and licence
 * are in the module README), lower-cased.
 */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * A heuristic, not a strength meter: a password is refused when, lower-cased, it is on the list,
 * or is a listed word with digits and punctuation added before or after ("Sunshine2024!"), or one
 * character repeated. Length is what protects; this stops the guesses tried first.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+/u, '').replace(/[\d\W_]+$/u, '');
  if (core.length > 0 && COMMON.has(core)) return true;
  return /^(.)\1*$/su.test(password);
}

/** The password rules: 400 with the reason, before anything is stored. */
export function checkNewPassword(password: string): void {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    throw badRequest(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  if (length > MAX_PASSWORD_LENGTH)
    throw badRequest(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);
  if (isCommonPassword(password))
    throw badRequest('This password is among the most common ones; choose another.');
}
