import type { FastifyRequest } from 'fastify';

/**
 * The session cookie (docs/security.md, "Sessions"). `__Host-` makes browsers keep it only when it
 * is Secure, has Path=/ and no Domain: no subdomain and no plain-HTTP page can set or read it.
 * HttpOnly keeps it from scripts; SameSite=Lax keeps it off other sites' POSTs.
 */
export const SESSION_COOKIE = '__Host-pk_session';

/** The value of the cookie `name` when it has the expected form, else null. */
function cookieValue(request: FastifyRequest, name: string, form: RegExp): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return form.test(value) ? value : null;
  }
  return null;
}

export function sessionCookie(request: FastifyRequest): string | null {
  return cookieValue(request, SESSION_COOKIE, /^pks_[A-Za-z0-9_-]{43}$/);
}

export function setSessionCookie(secret: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${secret}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}

export const clearSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

/**
 * The `state` of a single sign-on under way (docs/security.md, "Single sign-on"): set when the
 * browser is sent to the identity provider, compared with the `state` it comes back with, so a
 * callback completes only in the browser that began it. SameSite=Lax: the identity provider's
 * redirect back is a top-level GET, which carries it.
 */
export const SSO_STATE_COOKIE = '__Host-pk_sso';

export function ssoStateCookie(request: FastifyRequest): string | null {
  return cookieValue(request, SSO_STATE_COOKIE, /^[A-Za-z0-9_-]{16,128}$/);
}

export const setSsoStateCookie = (state: string, maxAgeSeconds: number) =>
  `${SSO_STATE_COOKIE}=${state}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;

export const clearSsoStateCookie = () =>
  `${SSO_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
