import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { LimitStore } from '../../limits/limit-store.js';

const WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins counted per source address and per e-mail address (the account tried), in
 * 15-minute windows of the limit store, so every instance on one Redis shares them (like the
 * failed-key throttle, http/auth-throttle.ts). Past either limit, sign-ins from that address or to
 * that account get 429 with Retry-After until the window ends, before any password is checked.
 * Counted by the address given whether or not such a user exists: the 429 says nothing of that.
 */
export function createSignInThrottle(deps: {
  store: LimitStore;
  clock: Clock;
  perAddress: number;
  perAccount: number;
}) {
  const window = () => Math.floor(deps.clock.now().getTime() / WINDOW_MS);
  const keys = (ip: string, email: string, w: number) => ({
    ip: `signin:ip:${ip}:${w}`,
    account: `signin:acct:${email}:${w}`,
  });
  const ttl = WINDOW_MS / 1000 + 5;
  return {
    async check(ip: string, email: string) {
      const w = window();
      const k = keys(ip, email, w);
      const [byIp, byAccount] = await Promise.all([deps.store.read(k.ip), deps.store.read(k.account)]);
      if (byIp < deps.perAddress && byAccount < deps.perAccount) return;
      const retryAfter = Math.max(1, Math.ceil(((w + 1) * WINDOW_MS - deps.clock.now().getTime()) / 1000));
      throw new DomainError(
        'rate_limited',
        byIp >= deps.perAddress
          ? 'Too many failed sign-ins from this address; try again later.'
          : 'Too many failed sign-ins to this account; try again later.',
        { 'retry-after': String(retryAfter) },
      );
    },
    /**
     * SSO sign-ins begun from `ip` in this window (each stores a row and may ask the identity
     * provider): past `limit`, 429 with Retry-After. Counted whatever happens next.
     */
    async ssoStart(ip: string, limit: number) {
      const w = window();
      const counted = await deps.store.incrementWithin(`sso:start:ip:${ip}:${w}`, limit, ttl);
      if (counted.allowed) return;
      const retryAfter = Math.max(1, Math.ceil(((w + 1) * WINDOW_MS - deps.clock.now().getTime()) / 1000));
      throw new DomainError(
        'rate_limited',
        'Too many single sign-ons begun from this address; try again later.',
        {
          'retry-after': String(retryAfter),
        },
      );
    },
    async failed(ip: string, email: string) {
      const k = keys(ip, email, window());
      await Promise.all([
        deps.store.incrementWithin(k.ip, Number.MAX_SAFE_INTEGER, ttl),
        deps.store.incrementWithin(k.account, Number.MAX_SAFE_INTEGER, ttl),
      ]);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
