import type { FastifyRequest } from 'fastify';

/**
 * The session cookie (docs/security.md, "Sessions"). `__Host-` makes browsers keep it only when it
 * is Secure, has Path=/ and no Domain: no subdomain and no plain-HTTP page can set or read it.
 * HttpOnly keeps it from scripts; SameSite=Lax keeps it off other sites' POSTs.
 */
export const SESSION_COOKIE = '__Host-pk_session';

export function sessionCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^pks_[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }
  return null;
}

export function setSessionCookie(secret: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${secret}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}

export const clearSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
