import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { LimitStore } from '../../limits/limit-store.js';
import { createInvitationMailer } from './invitation-mailer.js';
import { registerMembersRoutes } from './members.routes.js';
import { createMembersService } from './members.service.js';
import { createPeopleRepo } from './people.repo.js';
import { type PeopleSettings, peopleSettings } from './people-settings.js';
import { registerSessionRoutes } from './sessions.routes.js';
import { createSessionsService } from './sessions.service.js';
import { createSignInThrottle } from './sign-in-throttle.js';
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
  const sessions = createSessionsService({ repo, ids: deps.ids, clock: deps.clock, settings, throttle });
  registerUsersRoutes(app, users);
  registerMembersRoutes(app, createMembersService({ repo, clock: deps.clock, record: deps.record }));
  registerSessionRoutes(app, sessions);
  if (mailer) app.addHook('onClose', async () => mailer.close());
  return { users, sessions, settings };
}
