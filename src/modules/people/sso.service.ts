import type { ChangeRecorder } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/domain-error.js';
import { assertAccountWide } from '../../lib/reach.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { SsoRepo } from './sso.repo.js';
import type { SsoConfig, SsoConfigInput } from './sso.schemas.js';

type Ctx = { ctx: RequestContext };
type SsoRow = Database['account_sso'];
/** Where the browser comes back from the identity provider (the redirect_uri to register there). */
export const SSO_CALLBACK_PATH = '/v1/auth/sso/callback';
export const SSO_START_PATH = '/v1/auth/sso/start';

export const NO_SECRET_KEY_FOR_SSO =
  'Single sign-on needs the server setting PROMPTKEEP_SECRET_KEY (--secret-key), which encrypts its client ' +
  'secret and the sign-ins under way at rest. Ask the operator to set it.';

/** What the issuer URL must be: the egress guard's check (ai module), plus https unless private ones are allowed. */
export type IssuerCheck = (issuer: string) => string | null;

/**
 * The account owner's single sign-on configuration (issue 22 §1; docs/security.md, "Single
 * sign-on"): one OpenID Connect identity provider per account. The client secret is sealed as AI
 * provider secrets are (lib/secrets.ts) and never returned; each change writes its audit row in
 * its transaction.
 */
export function createSsoService(deps: {
  repo: SsoRepo;
  record: ChangeRecorder;
  clock: Clock;
  secretBox: SecretBox | null;
  checkIssuer: IssuerCheck;
}) {
  const { repo, record, clock, secretBox, checkIssuer } = deps;
  const manage = (ctx: RequestContext) => assertAccountWide(ctx, 'Managing single sign-on');

  const present = (row: SsoRow, base: string): SsoConfig => ({
    issuer: row.issuer,
    client_id: row.client_id,
    client_secret_set: row.client_secret !== null,
    allowed_domains: JSON.parse(row.allowed_domains) as string[],
    sso_only: row.sso_only === 1,
    enabled: row.enabled === 1,
    redirect_uri: `${base}${SSO_CALLBACK_PATH}`,
    start_url: `${base}${SSO_START_PATH}?account=${encodeURIComponent(row.account_id)}`,
    created: row.created,
    updated: row.updated,
  });

  return {
    async get({ ctx, base }: Ctx & { base: string }) {
      manage(ctx);
      const row = await repo.findConfig(ctx.accountId);
      if (!row) throw notFound('Single sign-on configuration');
      return present(row, base);
    },

    /** Sets the whole configuration; a left-out client_secret keeps the stored one. */
    async put({ ctx, base, input }: Ctx & { base: string; input: SsoConfigInput }) {
      manage(ctx);
      if (!secretBox) throw badRequest(NO_SECRET_KEY_FOR_SSO);
      const issuer = input.issuer.trim().replace(/\/+$/, '');
      const why = checkIssuer(issuer);
      if (why) throw badRequest(`issuer ${why}`);
      const domains = [...new Set(input.allowed_domains.map((d) => d.toLowerCase()))];
      const at = clock.now().toISOString();
      const row = await repo.transaction(async (trx) => {
        const current = await repo.findConfig(ctx.accountId, trx);
        const secret =
          input.client_secret === undefined
            ? (current?.client_secret ?? null)
            : input.client_secret === null
              ? null
              : secretBox.seal(input.client_secret);
        const next: SsoRow = {
          account_id: ctx.accountId,
          issuer,
          client_id: input.client_id.trim(),
          client_secret: secret,
          allowed_domains: JSON.stringify(domains),
          sso_only: input.sso_only ? 1 : 0,
          enabled: input.enabled === false ? 0 : 1,
          created: current?.created ?? at,
          updated: at,
          updated_by_id: ctx.actor.id,
        };
        await repo.upsertConfig(trx, next);
        await record(trx, ctx, {
          action: current ? 'sso.update' : 'sso.create',
          resourceType: 'sso',
          resourceId: ctx.accountId,
          workspaceId: null,
          // The content hashes cover what the owner set, never the secret itself.
          before: current ? auditText(current) : null,
          after: auditText(next),
        });
        return next;
      });
      return present(row, base);
    },

    async remove({ ctx }: Ctx) {
      manage(ctx);
      await repo.transaction(async (trx) => {
        const gone = await repo.deleteConfig(trx, ctx.accountId);
        if (Number(gone.numDeletedRows) === 0) throw notFound('Single sign-on configuration');
        await record(trx, ctx, {
          action: 'sso.delete',
          resourceType: 'sso',
          resourceId: ctx.accountId,
          workspaceId: null,
        });
      });
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;

/** The configuration as the audit log hashes it: every setting, and whether a secret is set. */
const auditText = (row: SsoRow) =>
  JSON.stringify({
    issuer: row.issuer,
    client_id: row.client_id,
    client_secret_set: row.client_secret !== null,
    allowed_domains: row.allowed_domains,
    sso_only: row.sso_only,
    enabled: row.enabled,
  });
