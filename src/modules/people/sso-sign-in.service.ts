import type * as Oidc from 'openid-client';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { RequestContext } from '../../lib/request-context.js';
import { type SecretBox, secretsEqual, sha256Hex } from '../../lib/secrets.js';
import type { PeopleRepo } from './people.repo.js';
import type { Origin, SessionsService } from './sessions.service.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { SsoRepo } from './sso.repo.js';
import type { SsoCallbackQuery, SsoStartQuery } from './sso.schemas.js';
import { NO_SECRET_KEY_FOR_SSO, SSO_CALLBACK_PATH } from './sso.service.js';
import { normalizeEmail } from './users.service.js';

type SsoRow = Database['account_sso'];
type UserRow = Database['users'];

/** How long a sign-in may take between the redirect to the identity provider and its callback. */
export const SSO_LOGIN_SECONDS = 600;
/** Discovery and token requests give up after this long (seconds). */
const IDP_TIMEOUT_SECONDS = 15;
/**
 * A provider's discovered metadata (and the JWKS it fetched) is reused this long, so sign-ins do
 * not each ask the provider again; a changed configuration has a new `updated`, so a new entry.
 */
const DISCOVERY_REUSE_MS = 5 * 60_000;
const DISCOVERY_ENTRIES = 1000;
/** openid-client is read with the first sign-in, not at start (bench/RESULTS.md, "Start-up"). */
const openidClient = () => import('openid-client');

const notSetUp = () =>
  badRequest(
    'Single sign-on is not set up for this address or account. Sign in with your password, or ask the ' +
      'account owner for the SSO sign-in link.',
  );
const startAgain = (why: string) => badRequest(`${why} Start the sign-in again.`);
const refusedUser = () =>
  new DomainError(
    'forbidden',
    'Single sign-on identified you, but this address may not sign in to this account: its domain is not one ' +
      'the account allows, or it belongs to another account or a disabled user. Ask the account owner.',
  );

/** The relying party's transport: the egress guard's fetch, and whether http issuers may be used. */
export interface SsoTransport {
  fetch: typeof fetch;
  allowHttp: boolean;
}

/**
 * Sign-in through the account's OpenID Connect identity provider (issue 22 §1; docs/security.md,
 * "Single sign-on"), with openid-client: the authorization code flow with PKCE (S256), `state`
 * and `nonce`. The state, nonce and sealed code verifier wait in `sso_logins` (any instance can
 * finish the sign-in); the browser holds the state in a `__Host-` cookie too, so a callback only
 * completes in the browser that started it. Discovery and the token request go through the egress
 * guard. The session is opened exactly as a password sign-in opens it.
 */
export function createSsoSignInService(deps: {
  repo: SsoRepo;
  people: PeopleRepo;
  sessions: SessionsService;
  record: ChangeRecorder;
  ids: IdGenerator;
  clock: Clock;
  secretBox: SecretBox | null;
  transport: SsoTransport;
  throttle: SignInThrottle;
  /** SSO sign-ins one source address may begin per 15 minutes. */
  startsPerAddress: number;
}) {
  const { repo, people, sessions, record, ids, clock, secretBox, transport } = deps;
  const now = () => clock.now().toISOString();

  function box() {
    if (!secretBox) throw badRequest(NO_SECRET_KEY_FOR_SSO);
    return secretBox;
  }

  const discovered = new Map<string, { at: number; config: Oidc.Configuration }>();

  /** The identity provider's metadata: reused for a while, else discovered again. */
  async function discover(row: SsoRow): Promise<Oidc.Configuration> {
    const key = `${row.account_id} ${row.updated}`;
    const at = clock.now().getTime();
    const kept = discovered.get(key);
    if (kept && at - kept.at < DISCOVERY_REUSE_MS) return kept.config;
    const config = await discoverNow(row);
    if (discovered.size >= DISCOVERY_ENTRIES) discovered.clear();
    discovered.set(key, { at, config });
    return config;
  }

  /** Discovery (`<issuer>/.well-known/openid-configuration`) through the egress guard. */
  async function discoverNow(row: SsoRow): Promise<Oidc.Configuration> {
    const oidc = await openidClient();
    let secret: string | undefined;
    if (row.client_secret) {
      try {
        secret = box().open(row.client_secret);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw badRequest(
          'The single sign-on client secret cannot be decrypted with the configured PROMPTKEEP_SECRET_KEY ' +
            '(was the key changed?). Ask the account owner to set it again.',
        );
      }
    }
    try {
      return await oidc.discovery(
        new URL(row.issuer),
        row.client_id,
        secret === undefined ? {} : { client_secret: secret },
        secret === undefined ? oidc.None() : oidc.ClientSecretPost(secret),
        {
          [oidc.customFetch]: (url, options) => transport.fetch(url, options as RequestInit),
          timeout: IDP_TIMEOUT_SECONDS,
          ...(transport.allowHttp && row.issuer.startsWith('http:')
            ? { execute: [oidc.allowInsecureRequests] }
            : {}),
        },
      );
    } catch (error) {
      throw new DomainError(
        'upstream_invalid',
        `The identity provider at ${row.issuer} could not be reached or gave no valid OpenID Connect ` +
          `discovery document (${reason(error)}).`,
      );
    }
  }

  /** The account a sign-in is for: named, or the one account whose SSO allows the address's domain. */
  async function configFor(query: SsoStartQuery): Promise<SsoRow> {
    if ((query.account === undefined) === (query.email === undefined))
      throw badRequest('Give either email or account (one of them).');
    if (query.account !== undefined) {
      const row = await repo.findConfig(query.account);
      if (row?.enabled !== 1) throw notSetUp();
      return row;
    }
    const domain = domainOf(normalizeEmail(query.email as string));
    const rows = await repo.enabledForDomain(domain);
    if (rows.length === 0) throw notSetUp();
    if (rows.length > 1)
      throw badRequest('Several accounts sign in this domain by SSO: use your account’s SSO sign-in link.');
    return rows[0] as SsoRow;
  }

  /**
   * The user the identity provider vouched for: the one its identity (`sub` at this issuer) was
   * linked to at an earlier sign-in; else the account's user with that address (an invited one
   * becomes active), linked now unless another identity there holds it; else, when the domain is
   * allowed, a new user. Refused otherwise.
   */
  async function userFor(
    row: SsoRow,
    who: { subject: string; email: string; name: string },
    origin: Origin,
  ): Promise<UserRow> {
    const linked = await repo.userBySubject(row.account_id, row.issuer, who.subject);
    if (linked) {
      if (linked.status !== 'active') throw refusedUser();
      return linked;
    }
    const at = now();
    const identity = {
      account_id: row.account_id,
      issuer: row.issuer,
      subject: who.subject,
      created: at,
    };
    const existing = await people.userByEmail(who.email);
    if (existing) {
      if (existing.account_id !== row.account_id || existing.status === 'disabled') throw refusedUser();
      // The address is held by another identity at this provider: not this one's to take.
      if (await repo.identityOf(row.account_id, existing.id, row.issuer)) throw refusedUser();
      // An invited user proves the address at the identity provider: the invitation is spent.
      const patch = existing.status === 'invited' ? { status: 'active' as const, updated: at } : null;
      await linkOnce(() =>
        people.transaction(async (trx) => {
          await repo.insertIdentity(trx, { ...identity, user_id: existing.id });
          if (!patch) return;
          await people.updateUser(trx, row.account_id, existing.id, patch);
          await people.retireInvitations(trx, row.account_id, existing.id, at);
          await record(trx, actorCtx(row.account_id, existing, origin), {
            action: 'user.activate_sso',
            resourceType: 'user',
            resourceId: existing.id,
            workspaceId: null,
          });
        }),
      );
      return patch ? { ...existing, ...patch } : existing;
    }
    const allowed = JSON.parse(row.allowed_domains) as string[];
    if (!allowed.includes(domainOf(who.email))) throw refusedUser();
    const user: UserRow = {
      id: ids.next('usr'),
      account_id: row.account_id,
      email: who.email,
      name: who.name,
      status: 'active',
      owner: 0,
      password_hash: null,
      created: at,
      updated: at,
    };
    await linkOnce(() =>
      people.transaction(async (trx) => {
        await people.insertUser(trx, user);
        await repo.insertIdentity(trx, { ...identity, user_id: user.id });
        await record(trx, actorCtx(row.account_id, user, origin), {
          action: 'user.create_sso',
          resourceType: 'user',
          resourceId: user.id,
          workspaceId: null,
        });
      }),
    );
    return user;
  }

  /** Two sign-ins of one identity or address at once: the one that lost the race is refused. */
  async function linkOnce(write: () => Promise<void>) {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError(
          'conflict',
          'Another sign-in of this user finished at the same time; sign in again.',
        );
      throw error;
    }
  }

  return {
    /** Begins a sign-in: the identity provider's authorization URL to redirect to, and the state. */
    async start({ query, base, ip }: { query: SsoStartQuery; base: string; ip: string }) {
      await deps.throttle.ssoStart(ip, deps.startsPerAddress);
      const row = await configFor(query);
      const sealer = box();
      const [config, oidc] = await Promise.all([discover(row), openidClient()]);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const at = clock.now();
      await repo.deleteExpiredLogins(at.toISOString());
      await repo.insertLogin({
        id: ids.next('ssl'),
        account_id: row.account_id,
        state_hash: sha256Hex(state),
        nonce,
        code_verifier: sealer.seal(verifier),
        created: at.toISOString(),
        expires_at: new Date(at.getTime() + SSO_LOGIN_SECONDS * 1000).toISOString(),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${base}${SSO_CALLBACK_PATH}`,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...(query.email ? { login_hint: query.email } : {}),
      });
      return { location: url.href, state, maxAgeSeconds: SSO_LOGIN_SECONDS };
    },

    /**
     * Finishes a sign-in: the state must be the one this browser holds and one we issued (used
     * once, not expired); the code is exchanged with the PKCE verifier and the ID token checked
     * (signature, issuer, audience, expiry, nonce) by openid-client; then the user, then a session.
     */
    async callback({
      query,
      rawQuery,
      browserState,
      base,
      origin,
    }: {
      query: SsoCallbackQuery;
      rawQuery: string;
      browserState: string | null;
      base: string;
      origin: Origin;
    }) {
      if (!query.state || !browserState || !secretsEqual(query.state, browserState))
        throw startAgain('This sign-in did not begin in this browser, or its state was altered.');
      const login = await repo.takeLogin(sha256Hex(query.state));
      if (!login || login.expires_at <= now())
        throw startAgain('This sign-in has expired or was already finished.');
      const row = await repo.findConfig(login.account_id);
      if (row?.enabled !== 1) throw notSetUp();
      if (query.error)
        throw badRequest(
          `The identity provider refused the sign-in: ${query.error}` +
            `${query.error_description ? ` (${query.error_description})` : ''}.`,
        );
      const [config, oidc] = await Promise.all([discover(row), openidClient()]);
      let claims: Record<string, unknown>;
      try {
        const tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(`${base}${SSO_CALLBACK_PATH}?${rawQuery}`),
          {
            pkceCodeVerifier: box().open(login.code_verifier),
            expectedState: query.state,
            expectedNonce: login.nonce,
            idTokenExpected: true,
          },
        );
        claims = (tokens.claims() ?? {}) as Record<string, unknown>;
        // Providers that keep the ID token small give the address at the UserInfo endpoint only.
        if (typeof claims.email !== 'string' && typeof claims.sub === 'string')
          claims = {
            ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)),
            ...claims,
          };
      } catch (error) {
        throw grantError(oidc, error);
      }
      const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
        throw badRequest(
          'The identity provider gave no e-mail address: its client must release the email scope.',
        );
      if (claims.email_verified === false)
        throw badRequest('The identity provider says this e-mail address is not verified.');
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 255) : email;
      const user = await userFor(row, { subject: String(claims.sub), email, name }, origin);
      return sessions.open(user, 'sso', origin);
    },
  };
}
export type SsoSignInService = ReturnType<typeof createSsoSignInService>;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** A user acting on their own account (their first sign-in): the audit row's "who". */
function actorCtx(accountId: string, user: UserRow, origin: Origin): RequestContext {
  return {
    requestId: '',
    accountId,
    workspaceId: null,
    actor: { type: 'user', id: user.id, name: user.name, clientId: null },
    ip: origin.ip,
    scope: 'read',
    limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
    reach: [],
  };
}

function reason(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const text = error instanceof Error ? error.message : String(error);
  return cause instanceof Error && cause.message && cause.message !== text
    ? `${text}: ${cause.message}`
    : text;
}

/** The code exchange failed: the provider refused (a 400 naming its error), was unreachable (502), or its answer failed a check (400). */
function grantError(oidc: typeof Oidc, error: unknown): DomainError {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
    return badRequest(
      `The identity provider refused the sign-in: ${error.error}` +
        `${error.error_description ? ` (${error.error_description})` : ''}.`,
    );
  if (error instanceof TypeError && /fetch failed/.test(error.message))
    return new DomainError(
      'upstream_invalid',
      `The identity provider could not be reached (${reason(error)}).`,
    );
  return badRequest(`The identity provider's answer failed verification (${reason(error)}).`);
}
