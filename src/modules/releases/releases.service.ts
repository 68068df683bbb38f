import type { Static } from 'typebox';
import type { ChangeRecorder } from '../../db/changes.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError, forbidden, notFound } from '../../lib/domain-error.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import {
  isWorkspaceAdmin,
  type RequestContext,
  requireRead,
  requireWrite,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import { sha256Hex } from '../../lib/secrets.js';
import type { Q } from '../../versioned/index.js';
import type { Settings } from '../analysis/analysis.schemas.js';
import type { ModelResolver, ResolvedModel, TokenMeter } from '../analysis/index.js';
import type { CriteriaService } from '../criteria/criteria.service.js';
import type { PromptLabelsService } from '../prompts/prompt-labels.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import type { ReleaseEventSink } from './release-events.js';
import { checkGates, type GateEngine, GateModelFailure, type GateVersion } from './release-gates.js';
import { newReleaseRow, presentRelease, presentSettings, settingsRow } from './releases.present.js';
import type { ReleaseRow, ReleasesRepo } from './releases.repo.js';
import type { ApproveInput, DecisionInput, ReleaseInput, ReleaseSettingsInput } from './releases.schemas.js';

export interface ReleasesDeps {
  repo: ReleasesRepo;
  versions: Pick<PromptVersionsService, 'get'>;
  labels: Pick<PromptLabelsService, 'get' | 'list' | 'applyRelease'>;
  criteria: Pick<CriteriaService, 'getForScoring'>;
  /** The built-in analyzer (on its workers, under max-analysis-bytes) the gates run by default. */
  engine: GateEngine;
  /** Resolves a policy's `analyzer.settings` to a model (as an analysis request's `settings`). */
  models: Pick<ModelResolver, 'resolve'>;
  /**
   * A request's token meter (the analysis module's, over the account's token limit): a platform
   * model's gate calls are metered like analyses.
   */
  meter: (ctx: RequestContext) => TokenMeter;
  record: ChangeRecorder | undefined;
  transaction: <T>(run: (trx: Q) => Promise<T>) => Promise<T>;
  emit: ReleaseEventSink;
  /** Ids of requests, in the order this instance made them (the lists are newest first by id). */
  nextId: () => string;
  clock: Clock;
}

type Ids = { ctx: RequestContext; promptId: string; releaseId: string };
const conflict = (message: string) => new DomainError('conflict', message);
const PRIMARY = 'primary';

/** Why a model's gate analysis failed, in our words (never the provider's body). */
function modelFailure(model: ResolvedModel, error: unknown): GateModelFailure {
  const code = error instanceof DomainError ? error.code : 'internal';
  const why =
    code === 'upstream_timeout'
      ? 'did not answer in time'
      : code === 'token_limit_reached'
        ? "could not run: the account's monthly token limit is reached"
        : code === 'bad_request'
          ? 'refused the request (check the AI provider and its credentials)'
          : 'gave no usable answer';
  const name = model.providerName ? `'${model.modelName}' (${model.providerName})` : `'${model.modelName}'`;
  return new GateModelFailure(
    `The gates' model ${name} ${why}; no result was produced. Approve with an override_reason, or ask again later.`,
  );
}

function requireAdmin(ctx: RequestContext, what: string): WorkspaceContext {
  const w = requireWrite(ctx);
  if (!isWorkspaceAdmin(w)) throw forbidden(`${what} needs the workspace's admin role or an owner key.`);
  return w;
}

/**
 * Safe releases (issue 23): the workspace's protection and gate settings, and release requests
 * ("point label L at version V") that an admin approves; approval moves the label through the
 * labels service (applyRelease: one transaction, 409 when the version or the label changed).
 */
export function createReleasesService(deps: ReleasesDeps) {
  const { repo, versions, labels, criteria, nextId, clock } = deps;
  const now = () => clock.now().toISOString();
  /** The audit row of a release change; its webhook event carries the release as the API shows it. */
  const audit = (trx: Q, ctx: WorkspaceContext, action: string, row: ReleaseRow) =>
    deps.record?.(trx, ctx, {
      action,
      resourceType: 'release',
      resourceId: row.id,
      workspaceId: ctx.workspaceId,
      parentId: row.prompt_id,
      data: { label: row.label, version_id: row.version_id, release: presentRelease(row) },
    });
  const tell = (ctx: WorkspaceContext, type: Parameters<ReleaseEventSink>[0]['type'], row: ReleaseRow) =>
    deps.emit({ type, accountId: ctx.accountId, workspaceId: ctx.workspaceId, release: presentRelease(row) });

  async function settingsOf(ws: string) {
    return presentSettings(await repo.settings(ws));
  }

  /** The version as the gates read it (404 when it is not a version of the prompt). */
  async function gateVersion(ctx: WorkspaceContext, promptId: string, versionId: string) {
    const { body } = await versions.get({ ctx, promptId, versionId });
    return body;
  }
  /** The version the label points at now, or null. */
  async function labelled(ctx: WorkspaceContext, promptId: string, label: string) {
    try {
      return (await labels.get({ ctx, promptId, label })).body;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found' && error.message.startsWith('Label'))
        return null;
      throw error;
    }
  }
  async function gates(
    ctx: WorkspaceContext,
    label: string,
    version: GateVersion,
    current: GateVersion | null,
  ) {
    const policy = (await settingsOf(ctx.workspaceId)).gates[label];
    const scoring = policy?.min_score
      ? await criteria.getForScoring({ ctx, criteriaId: policy.min_score.criteria_id })
      : null;
    const settings = policy?.analyzer?.settings;
    const { engine, analyzer } = settings
      ? await modelEngine(ctx, settings)
      : { engine: deps.engine, analyzer: 'offline' };
    return checkGates({ engine, analyzer, policy, version, current, criteria: scoring, now: now() });
  }
  /**
   * The policy's model as a gate engine: each call through the token meter (platform models count
   * against the account's limit), every failure a GateModelFailure (a failed gate, never a 5xx).
   */
  async function modelEngine(ctx: WorkspaceContext, settings: Settings) {
    let model: ResolvedModel;
    try {
      model = await deps.models.resolve({ ctx, settings });
    } catch (error) {
      // The provider or model was removed since the policy was saved: the gates fail and say so.
      if (!(error instanceof DomainError && error.code === 'bad_request')) throw error;
      const failed = () =>
        Promise.reject(new GateModelFailure(`The gates' model cannot be used: ${error.message}`));
      return { engine: { risk: failed, score: failed } satisfies GateEngine, analyzer: settings.model_id };
    }
    const meter = deps.meter(ctx);
    const usage = { inputTokens: 0, outputTokens: 0 };
    const run = async <T>(call: (engine: GateEngine) => Promise<{ body: T; usage: typeof usage }>) => {
      try {
        return { body: await meter.call(model, call), usage };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'payload_too_large') throw error;
        throw modelFailure(model, error);
      }
    };
    const engine: GateEngine = {
      risk: (input) => run((e) => e.risk(input)),
      score: (input) => run((e) => e.score(input)),
    };
    return { engine, analyzer: model.source === 'builtin' ? 'offline' : model.modelId };
  }
  async function requireRelease(ctx: WorkspaceContext, promptId: string, releaseId: string) {
    const row = await repo.find(ctx.workspaceId, promptId, releaseId);
    if (!row) throw notFound('Release');
    return row;
  }
  const requireOpen = (row: ReleaseRow) => {
    if (row.state !== 'open') throw conflict(`The release request is ${row.state}, no longer open.`);
  };
  const decided = (ctx: WorkspaceContext, state: ReleaseRow['state'], note: string | undefined) => ({
    state,
    decided_by_type: ctx.actor.type,
    decided_by_id: ctx.actor.id,
    decided_by: ctx.actor.name,
    decided_at: now(),
    decision_note: note ?? null,
  });
  async function close(ctx: WorkspaceContext, row: ReleaseRow, set: Partial<ReleaseRow>, action: string) {
    const done = await deps.transaction(async (trx) => {
      const closed = await repo.decide(trx, ctx.workspaceId, row.id, set);
      if (!closed) throw conflict('The release request was decided meanwhile; it is no longer open.');
      await audit(trx, ctx, action, closed);
      return closed;
    });
    return done;
  }

  return {
    async getSettings({ ctx }: { ctx: RequestContext }) {
      return settingsOf(requireRead(ctx).workspaceId);
    },

    async putSettings({ ctx, input }: { ctx: RequestContext; input: Static<typeof ReleaseSettingsInput> }) {
      const w = requireAdmin(ctx, "Changing the workspace's release settings");
      if (input.protected_labels.includes(PRIMARY))
        throw badRequest("body.protected_labels: 'primary' is protected with protect_primary.");
      // A policy's model must resolve now (as an analysis request's settings would): 400 otherwise.
      for (const [label, policy] of Object.entries(input.gates)) {
        const settings = policy.analyzer?.settings;
        if (!settings) continue;
        try {
          await deps.models.resolve({ ctx: w, settings });
        } catch (error) {
          if (error instanceof DomainError && error.code === 'bad_request')
            throw badRequest(`body.gates.${label}.analyzer.${error.message}`);
          throw error;
        }
      }
      const row = await deps.transaction(async (trx) => {
        const saved = await repo.putSettings(trx, settingsRow(w, input, now()));
        await deps.record?.(trx, w, {
          action: 'release_settings.update',
          resourceType: 'release_settings',
          resourceId: w.workspaceId,
          workspaceId: w.workspaceId,
          after: JSON.stringify(input),
        });
        return saved;
      });
      return presentSettings(row);
    },

    /** POST …/releases: the gates are checked now and their results kept with the request. */
    async request({
      ctx,
      promptId,
      input,
    }: {
      ctx: RequestContext;
      promptId: string;
      input: Static<typeof ReleaseInput>;
    }) {
      const w = requireWrite(ctx);
      if (input.label === PRIMARY)
        throw badRequest(
          'body.label: \'primary\' is switched with PATCH …/versions/{versionId} {"is_primary": true}, not released.',
        );
      const version = await gateVersion(w, promptId, input.version_id);
      const current = await labelled(w, promptId, input.label);
      if (current?.version_id === version.version_id)
        throw conflict(`The label '${input.label}' already points at ${version.version_id}.`);
      const report = await gates(w, input.label, version, current);
      const row = newReleaseRow(w, {
        id: nextId(),
        promptId,
        label: input.label,
        versionId: version.version_id,
        contentHash: sha256Hex(version.content),
        base: current?.version_id ?? null,
        note: input.note ?? null,
        report,
        at: now(),
      });
      try {
        const saved = await deps.transaction(async (trx) => {
          const made = await repo.insert(trx, row);
          await audit(trx, w, 'release.request', made);
          return made;
        });
        tell(w, 'release.requested', saved);
        return presentRelease(saved);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(`An open request already asks to point '${input.label}' at ${version.version_id}.`);
        throw error;
      }
    },

    async list({
      ctx,
      promptId,
      state,
      page,
    }: {
      ctx: RequestContext;
      promptId?: string;
      state?: ReleaseRow['state'];
      page: PageRequest;
    }) {
      const w = requireRead(ctx);
      const rows = await repo.page(
        w.workspaceId,
        { ...(promptId ? { promptId } : {}), ...(state ? { state } : {}) },
        page,
      );
      if (rows.length === 0 && promptId)
        await labels.list({ ctx: w, promptId, page: { limit: 1, after: null } });
      const result = pageOf(rows, page.limit, (r) => [r.id]);
      return { items: result.items.map(presentRelease), next: result.next } satisfies Page<
        ReturnType<typeof presentRelease>
      >;
    },

    async get({ ctx, promptId, releaseId }: Ids) {
      return presentRelease(await requireRelease(requireRead(ctx), promptId, releaseId));
    },

    /**
     * Approves: the workspace's admin (or an owner key), not the requester unless the workspace
     * allows it; the gates are checked again (a failure needs `override_reason`); then the label
     * moves atomically with the request's state (labels.applyRelease).
     */
    async approve({ ctx, promptId, releaseId, input }: Ids & { input: Static<typeof ApproveInput> }) {
      const w = requireAdmin(ctx, 'Approving a release request');
      const row = await requireRelease(w, promptId, releaseId);
      requireOpen(row);
      if (row.requested_by_id === w.actor.id && !(await settingsOf(w.workspaceId)).allow_self_approval)
        throw forbidden(
          'You asked for this release; another admin approves it (or the workspace allows self-approval).',
        );
      let version: GateVersion;
      try {
        version = await gateVersion(w, promptId, row.version_id);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not_found')
          throw conflict('The requested version was deleted since the request was made.');
        throw error;
      }
      const report = await gates(w, row.label, version, await labelled(w, promptId, row.label));
      if (!report.passed && input.override_reason === undefined) {
        const failed = report.results.filter((r) => !r.passed).map((r) => r.detail);
        throw new DomainError(
          'unprocessable',
          `A gate fails: ${failed.join(' ')} Fix the version and ask again, or approve with an override_reason.`,
        );
      }
      const override = report.passed ? null : (input.override_reason ?? null);
      let approved: ReleaseRow | undefined;
      await labels.applyRelease({
        ctx: w,
        promptId,
        label: row.label,
        versionId: row.version_id,
        releaseId: row.id,
        expect: { contentHash: row.content_hash, labelAt: row.base_version_id },
        approve: async (trx) => {
          approved = await repo.decide(trx, w.workspaceId, row.id, {
            ...decided(w, 'approved', input.note),
            approval_gate_results: JSON.stringify(report),
            override_reason: override,
          });
          if (!approved) throw conflict('The release request was decided meanwhile; it is no longer open.');
          await audit(trx, w, 'release.approve', approved);
          if (override) await audit(trx, w, 'release.override', approved);
        },
      });
      const done = approved as ReleaseRow;
      tell(w, 'release.approved', done);
      return presentRelease(done);
    },

    async reject({ ctx, promptId, releaseId, input }: Ids & { input: Static<typeof DecisionInput> }) {
      const w = requireAdmin(ctx, 'Rejecting a release request');
      const row = await requireRelease(w, promptId, releaseId);
      requireOpen(row);
      const done = await close(w, row, decided(w, 'rejected', input.note), 'release.reject');
      tell(w, 'release.rejected', done);
      return presentRelease(done);
    },

    /** The requester (or an admin) takes the request back. */
    async withdraw({ ctx, promptId, releaseId, input }: Ids & { input: Static<typeof DecisionInput> }) {
      const w = requireWrite(ctx);
      const row = await requireRelease(w, promptId, releaseId);
      if (row.requested_by_id !== w.actor.id && !isWorkspaceAdmin(w))
        throw forbidden("Only the requester or the workspace's admin withdraws a release request.");
      requireOpen(row);
      const done = await close(w, row, decided(w, 'withdrawn', input.note), 'release.withdraw');
      tell(w, 'release.withdrawn', done);
      return presentRelease(done);
    },
  };
}
export type ReleasesService = ReturnType<typeof createReleasesService>;
