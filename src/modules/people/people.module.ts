import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { LimitStore } from '../../limits/limit-store.js';
import { checkProviderUrl, createEgressFetch } from '../ai/index.js';
import { createInvitationMailer } from './invitation-mailer.js';
import { registerMembersRoutes } from './members.routes.js';
import { createMembersService } from './members.service.js';
import { createPeopleRepo } from './people.repo.js';
import { type PeopleSettings, peopleSettings } from './people-settings.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { createSessionsService } from './sessions.service.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { createSsoRepo } from './sso.repo.js';
import { registerSsoRoutes } from './sso.routes.js';
import { createSsoService } from './sso.service.js';
import { createSsoSignInService } from './sso-sign-in.service.js';
import { registerUsersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

export interface PeopleModuleDeps {
  db: Db;
  ids: IdGenerator;
  clock: Clock;
  store: LimitStore;
  settings?: Partial<PeopleSettings>;
  onMailError: (error: unknown) => void;
  /** The audit log's writer (src/db/changes.ts). */
  record: ChangeRecorder;
  /** Seals the SSO client secrets and code verifiers (PROMPTKEEP_SECRET_KEY), as AI provider secrets are. */
  secretBox: SecretBox | null;
  /**
   * --allow-private-provider-urls: an SSO issuer may be a private or loopback address (and plain
   * http), as an account's AI provider may. Discovery and token requests go through the egress guard.
   */
  allowPrivateUrls: boolean;
}

/** Users, invitations and sessions (issue 22): the owner's /v1/account/users, and /v1/auth. */
export function registerPeopleModule(app: FastifyInstance, deps: PeopleModuleDeps) {
  const settings = peopleSettings(deps.settings);
  const repo = createPeopleRepo(deps.db.kysely);
  const mailer = createInvitationMailer(settings.smtpUrl, settings.smtpFrom);
  const throttle = createSignInThrottle({
    store: deps.store,
    clock: deps.clock,
    perAddress: settings.signInFailuresPerAddress,
    perAccount: settings.signInFailuresPerAccount,
  });
  const users = createUsersService({
    repo,
    record: deps.record,
    ids: deps.ids,
    clock: deps.clock,
    settings,
    mailer,
    onMailError: deps.onMailError,
  });
  const ssoRepo = createSsoRepo(deps.db.kysely);
  const sessions = createSessionsService({
    repo,
    ids: deps.ids,
    clock: deps.clock,
    settings,
    throttle,
    ssoOnly: ssoRepo.ssoOnly,
  });
  const egress = { allowPrivate: deps.allowPrivateUrls };
  const sso = createSsoService({
    repo: ssoRepo,
    record: deps.record,
    clock: deps.clock,
    secretBox: deps.secretBox,
    checkIssuer: (issuer) =>
      checkProviderUrl(issuer, egress) ??
      (issuer.startsWith('https:') || (egress.allowPrivate && issuer.startsWith('http:'))
        ? null
        : 'must be an https URL.'),
  });
  const ssoSignIn = createSsoSignInService({
    repo: ssoRepo,
    people: repo,
    sessions,
    record: deps.record,
    ids: deps.ids,
    clock: deps.clock,
    secretBox: deps.secretBox,
    transport: { fetch: createEgressFetch(egress), allowHttp: egress.allowPrivate },
    throttle,
    // Beginning a sign-in is no failure, and an office shares one address: room for several.
    startsPerAddress: settings.signInFailuresPerAddress * 4,
  });
  registerUsersRoutes(app, users);
  registerMembersRoutes(app, createMembersService({ repo, clock: deps.clock, record: deps.record }));
  registerSessionRoutes(app, sessions);
  registerSsoRoutes(app, { sso, signIn: ssoSignIn, publicUrl: settings.publicUrl });
  if (mailer) app.addHook('onClose', async () => mailer.close());
  return { users, sessions, settings };
}
