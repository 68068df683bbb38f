import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hash,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** One-shot `crypto.hash`: no Hash object per call (every keyed request hashes its key). */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Compares secrets in constant time, also when their lengths differ. */
export function secretsEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * The CSRF token of a session: derived from the session's secret (which only the cookie carries),
 * so it needs no storage and no page of another site can compute it (docs/security.md, "Sessions").
 */
export function csrfTokenOf(sessionToken: string): string {
  return sha256Hex(`csrf:${sessionToken}`);
}

/**
 * A bearer secret (`<prefix>_` + 32 random bytes): session ids (`pks`), invitation tokens (`inv`).
 * Only its SHA-256 is stored.
 */
export function generateSecret(prefix: string): { secret: string; hash: string } {
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: sha256Hex(secret) };
}

export interface NewApiKey {
  secret: string;
  hash: string;
  displayPrefix: string;
}

/** `pk_` + 32 random bytes in base64url; only the hash and a short display prefix are stored. */
export function generateApiKey(): NewApiKey {
  const secret = `pk_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: sha256Hex(secret), displayPrefix: secret.slice(0, 10) };
}

/**
 * AES-256-GCM for secrets at rest (provider API keys). The key is 32 bytes given as 64 hex chars
 * or base64; output is `v1.<iv>.<tag>.<ciphertext>` in base64url so the format can evolve.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('secret key must be 32 bytes');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
