import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { RequestContext } from '../../lib/request-context.js';
import { csrfTokenOf, generateSecret, sha256Hex } from '../../lib/secrets.js';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.js';
import type { PeopleRepo } from './people.repo.js';
import type { Session, SignedIn } from './people.schemas.js';
import type { PeopleSettings } from './people-settings.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { normalizeEmail, presentUser } from './users.service.js';

type Ctx = { ctx: RequestContext };
type SessionRow = Database['user_sessions'];
/** Where a sign-in comes from (kept with the session, shown in the user's list). */
export interface Origin {
  ip: string;
  userAgent: string;
}

/** One message for every refused sign-in: no hint whether the address exists, is invited or disabled. */
const refused = () => new DomainError('unauthenticated', 'Invalid e-mail or password.');
/** Told only to whom the password was right: the address's existence is never hinted. */
const ssoOnly = () =>
  new DomainError(
    'forbidden',
    'This account signs in with single sign-on only: use "Sign in with SSO" (your identity provider).',
  );
const badInvitation = () =>
  new DomainError('bad_request', 'This invitation link is not valid: it was used, replaced or has expired.');

const presentSession = (row: SessionRow, currentId: string | null): Session => ({
  session_id: row.id,
  method: row.method === 'sso' ? 'sso' : 'password',
  ip: row.ip,
  user_agent: row.user_agent,
  created: row.created,
  last_seen_at: row.last_seen_at,
  expires_at: row.expires_at,
  current: row.id === currentId,
});

/**
 * Sign-in, invitation acceptance and the user's own sessions (issue 22 §1; docs/security.md,
 * "Sessions"). A session is an opaque random secret in a cookie, stored as its SHA-256; a new one
 * at every sign-in. http/auth.ts reads it on each request (a database read, so a session deleted
 * here, or by disabling its user, ends on every instance at once).
 */
export function createSessionsService(deps: {
  repo: PeopleRepo;
  ids: IdGenerator;
  clock: Clock;
  settings: PeopleSettings;
  throttle: SignInThrottle;
  /** Whether the account's SSO configuration turns password sign-in off (sso.repo.ts). */
  ssoOnly: (accountId: string) => Promise<boolean>;
}) {
  const { repo, ids, clock, settings, throttle } = deps;
  const idleSeconds = settings.sessionIdleMinutes * 60;

  async function signedIn(user: Database['users'], session: SessionRow, secret: string): Promise<SignedIn> {
    const members = await repo.membersOf(user.account_id, [user.id]);
    return {
      user: presentUser(user, members),
      session: presentSession(session, session.id),
      csrf_token: csrfTokenOf(secret),
      idle_timeout_seconds: idleSeconds,
    };
  }

  /** A new session for `user` (a new secret at every sign-in: no fixation). */
  async function open(user: Database['users'], method: 'password' | 'sso', origin: Origin) {
    const { secret, hash } = generateSecret('pks');
    const at = clock.now();
    const row: SessionRow = {
      id: ids.next('ses'),
      account_id: user.account_id,
      user_id: user.id,
      token_hash: hash,
      method,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 512),
      created: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + settings.sessionMaxHours * 3_600_000).toISOString(),
    };
    await repo.insertSession(row);
    return {
      secret,
      maxAgeSeconds: settings.sessionMaxHours * 3600,
      body: await signedIn(user, row, secret),
    };
  }

  return {
    open,

    /**
     * E-mail and password. Every refusal is the same 401 after the same work: the password is
     * hashed whether the user exists, is invited, disabled or active (passwords.ts).
     */
    async signIn({ email, password, origin }: { email: string; password: string; origin: Origin }) {
      const address = normalizeEmail(email);
      await throttle.check(origin.ip, address);
      const user = await repo.userByEmail(address);
      const usable = user?.status === 'active' ? user.password_hash : null;
      const ok = await verifyPassword(password, usable, settings.scrypt);
      if (!ok || !user) {
        await throttle.failed(origin.ip, address);
        throw refused();
      }
      if (await deps.ssoOnly(user.account_id)) throw ssoOnly();
      return open(user, 'password', origin);
    },

    /** Sets the password of an invited user, activates them and signs them in (the link is spent). */
    async acceptInvitation({
      token,
      password,
      name,
      origin,
    }: {
      token: string;
      password: string;
      name?: string | undefined;
      origin: Origin;
    }) {
      checkNewPassword(password);
      // An SSO-only account takes no passwords: its invited users sign in by SSO (which activates them).
      const pending = await repo.invitationByHash(repo.db, sha256Hex(token));
      if (pending && (await deps.ssoOnly(pending.account_id))) throw ssoOnly();
      const hash = await hashPassword(password, settings.scrypt);
      const at = clock.now().toISOString();
      const user = await repo.transaction(async (trx) => {
        const invitation = await repo.invitationByHash(trx, sha256Hex(token));
        if (!invitation || invitation.used_at !== null || invitation.expires_at <= at) throw badInvitation();
        const used = await repo.useInvitation(trx, invitation.id, at);
        if (Number(used.numUpdatedRows) !== 1) throw badInvitation();
        const current = await repo.findUser(invitation.account_id, invitation.user_id, trx);
        if (current?.status !== 'invited') throw badInvitation();
        const patch = {
          status: 'active' as const,
          password_hash: hash,
          updated: at,
          ...(name ? { name: name.trim() } : {}),
        };
        await repo.updateUser(trx, current.account_id, current.id, patch);
        return { ...current, ...patch };
      });
      return open(user, 'password', origin);
    },

    /** The signed-in user, their session and its CSRF token (the console asks on load). */
    async current({ ctx, secret }: Ctx & { secret: string }) {
      const { user, sessionId } = sessionOf(ctx);
      const row = await repo.findUser(ctx.accountId, user);
      const session = await repo.findSession(ctx.accountId, user, sessionId);
      if (!row || !session)
        throw new DomainError('unauthenticated', 'Your session has ended; sign in again.');
      return signedIn(row, session, secret);
    },

    async list({ ctx }: Ctx) {
      const { user, sessionId } = sessionOf(ctx);
      const rows = await repo.listSessions(ctx.accountId, user);
      return rows.map((r) => presentSession(r, sessionId));
    },

    /** Ends one of the user's own sessions (another user's is "not found", like a missing one). */
    async revoke({ ctx, sessionId }: Ctx & { sessionId: string }) {
      const { user } = sessionOf(ctx);
      const result = await repo.deleteSession(ctx.accountId, user, sessionId);
      if (Number(result.numDeletedRows) === 0) throw notFound('Session');
    },

    async signOut({ ctx }: Ctx) {
      const { user, sessionId } = sessionOf(ctx);
      await repo.deleteSession(ctx.accountId, user, sessionId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;

/** The user and session of a session-authenticated request (auth guarantees them on `session` routes). */
function sessionOf(ctx: RequestContext) {
  if (ctx.actor.type !== 'user' || !ctx.user)
    throw new DomainError('unauthenticated', 'This needs a signed-in user (a session), not an API key.');
  return { user: ctx.actor.id, sessionId: ctx.user.sessionId };
}
