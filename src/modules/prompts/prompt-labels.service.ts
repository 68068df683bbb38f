import type { Static } from 'typebox';
import { badRequest, DomainError, notFound } from '../../lib/domain-error.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import {
  type RequestContext,
  requireRead,
  requireWrite,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import { sha256Hex } from '../../lib/secrets.js';
import type { Q, Tagged } from '../../versioned/index.js';
import { tagged } from '../../versioned/index.js';
import { parseExpand, VERSION_EXPAND } from './expand.js';
import type { LabelHistoryRow } from './label-history.repo.js';
import { type LabelMoveFacts, moveRow } from './label-moves.js';
import { assertMayMoveDirectly } from './label-protection.js';
import { resolvedVersion } from './prompt-includes.js';
import { presentLabel, presentVersions } from './prompts.present.js';
import type { LabelMove, PromptLabel, VersionQuery, VersionView } from './prompts.schemas.js';
import type { PromptsDeps } from './prompts.service.js';

type LabelView = Static<typeof PromptLabel>;
type LabelMoveView = Static<typeof LabelMove>;
type Expand = Pick<Static<typeof VersionQuery>, 'expand'> & { resolve?: boolean };
const conflict = (message: string) => new DomainError('conflict', message);
type LabelIds = { ctx: RequestContext; promptId: string; label: string };

/** The pseudo-label of the primary version: readable through the label routes, never written. */
export const PRIMARY_LABEL = 'primary';

const presentMove = (row: LabelHistoryRow): LabelMoveView => ({
  move_id: row.id,
  label: row.label,
  prompt_id: row.prompt_id,
  from_version_id: row.from_version_id,
  to_version_id: row.to_version_id,
  via: row.via,
  release_id: row.release_id,
  actor: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
  at: row.at,
});

function writable(label: string) {
  if (label === PRIMARY_LABEL) {
    throw badRequest(
      'params.label: \'primary\' is reserved for the primary version; make a version primary with PATCH …/versions/{versionId} {"is_primary": true}.',
    );
  }
  return label;
}

/**
 * Labels of a prompt: named pointers to its versions beyond the primary (`production`, `staging`).
 * Writes hold the prompt's row lock (as every change to its versions does, which bumps its ETag)
 * and bump the revision of each version a label arrives at or leaves (its `labels` changed).
 */
export function createPromptLabelsService({
  repo,
  resource,
  labels,
  sources,
  content,
  history,
  protection,
  moveId,
  record,
}: PromptsDeps) {
  const t = repo.tables;
  /**
   * The audit row of a label write (src/db/changes.ts), in its transaction: `label.set` (new),
   * `label.move`, `label.remove`; the resource is `<prompt id>:<label>`, the content the version
   * id it points at before and after.
   */
  const labelChange = (
    trx: Q,
    ctx: RequestContext,
    ids: { ws: string; promptId: string; label: string },
    verb: 'set' | 'move' | 'remove',
    before: string | null,
    after: string | null,
  ) =>
    record?.(trx, ctx, {
      action: `label.${verb}`,
      resourceType: 'label',
      resourceId: `${ids.promptId}:${ids.label}`,
      workspaceId: ids.ws,
      before,
      after,
    });

  /** The history row of a move, in the move's transaction. */
  const recordMove = (trx: Q, w: WorkspaceContext, m: LabelMoveFacts) =>
    history.insert(trx, moveRow(w, m, moveId(), resource.stamp(w).updated));

  /** Points the label at the version (the prompt locked, the version checked), with its history row. */
  async function move(
    trx: Q,
    w: WorkspaceContext,
    m: { promptId: string; label: string; versionId: string; releaseId: string | null },
  ) {
    const ws = w.workspaceId;
    const now = resource.stamp(w).updated;
    const old = await labels.find(trx, ws, m.promptId, m.label);
    if (old?.version_id === m.versionId) return old;
    const row = await labels.upsert(trx, {
      workspace_id: ws,
      prompt_id: m.promptId,
      label: m.label,
      version_id: m.versionId,
      created_at: now,
      updated_at: now,
    });
    await labels.touchVersions(trx, ws, old ? [old.version_id, m.versionId] : [m.versionId]);
    await recordMove(trx, w, { ...m, from: old?.version_id ?? null, to: m.versionId });
    const where = { ws, promptId: m.promptId, label: m.label };
    await labelChange(trx, w, where, old ? 'move' : 'set', old?.version_id ?? null, m.versionId);
    return row;
  }

  async function promptIdByName(ws: string, name: string) {
    const prompt = await labels.promptByName(ws, name);
    if (!prompt) throw notFound('Prompt');
    return prompt.id;
  }

  /** The version a label (or `primary`) points at, presented as GET …/versions/{id} would. */
  async function labelled(
    ws: string,
    promptId: string,
    label: string,
    expand: string | undefined,
    resolve = false,
  ) {
    const { kinds } = parseExpand(expand, VERSION_EXPAND);
    const row =
      label === PRIMARY_LABEL
        ? (await t.versionsOf(ws, promptId, true))[0]
        : await labels.labelledVersion(ws, promptId, label);
    if (!row) {
      await resource.requireParent(ws, promptId); // a missing prompt is reported as such
      throw notFound('Label');
    }
    const [body] = await presentVersions(sources, ws, [row], kinds);
    if (!resolve) return tagged(row, body as VersionView);
    const prompt = await resource.requireParent(ws, promptId);
    return resolvedVersion(content, ws, prompt, row, body as VersionView);
  }

  return {
    /** A page of the prompt's labels by name (`primary` is not stored, so not listed). */
    async list({ ctx, promptId, page }: { ctx: RequestContext; promptId: string; page: PageRequest }) {
      const ws = requireRead(ctx).workspaceId;
      const rows = await labels.listPage(ws, promptId, page);
      if (rows.length === 0) await resource.requireParent(ws, promptId);
      const result = pageOf(rows, page.limit, (r) => [r.label]);
      return { items: result.items.map(presentLabel), next: result.next } satisfies Page<LabelView>;
    },

    async get({ ctx, promptId, label, expand, resolve }: LabelIds & Expand): Promise<Tagged<VersionView>> {
      return labelled(requireRead(ctx).workspaceId, promptId, label, expand, resolve);
    },

    /** The version a label of the prompt named `name` points at (what applications fetch). */
    async getByName({
      ctx,
      name,
      label,
      expand,
      resolve,
    }: Omit<LabelIds, 'promptId'> & { name: string } & Expand) {
      const ws = requireRead(ctx).workspaceId;
      return labelled(ws, await promptIdByName(ws, name), label, expand, resolve);
    },

    /**
     * Creates the label or moves it to `versionId` (a version of this prompt, else 404), atomically.
     * A protected label needs the workspace's admin (label-protection.ts).
     */
    async set({ ctx, promptId, label, versionId }: LabelIds & { versionId: string }): Promise<LabelView> {
      const w = requireWrite(ctx);
      writable(label);
      await assertMayMoveDirectly(protection, w, label);
      return t.transaction(async (trx) => {
        if (!(await t.lockParent(trx, w.workspaceId, promptId))) throw notFound('Prompt');
        if (!(await t.lockedVersion(trx, w.workspaceId, promptId, versionId))) throw notFound('Version');
        return presentLabel(await move(trx, w, { promptId, label, versionId, releaseId: null }));
      });
    },

    async remove({ ctx, promptId, label }: LabelIds): Promise<void> {
      const w = requireWrite(ctx);
      const ws = w.workspaceId;
      writable(label);
      await assertMayMoveDirectly(protection, w, label);
      await t.transaction(async (trx) => {
        if (!(await t.lockParent(trx, ws, promptId))) throw notFound('Prompt');
        const versionId = await labels.remove(trx, ws, promptId, label);
        if (versionId === undefined) throw notFound('Label');
        await labels.touchVersions(trx, ws, [versionId]);
        await recordMove(trx, w, { promptId, label, from: versionId, to: null, releaseId: null });
        await labelChange(trx, ctx, { ws, promptId, label }, 'remove', versionId, null);
      });
    },

    /** A page of a label's moves, newest first (GET …/labels/{label}/history). */
    async history({ ctx, promptId, label, page }: LabelIds & { page: PageRequest }) {
      const ws = requireRead(ctx).workspaceId;
      const rows = await history.page(ws, promptId, label, page);
      if (rows.length === 0) await resource.requireParent(ws, promptId);
      const result = pageOf(rows, page.limit, (r) => [r.id]);
      return { items: result.items.map(presentMove), next: result.next } satisfies Page<LabelMoveView>;
    },

    /**
     * Applies an approved release (the releases service checked who may approve): in one
     * transaction holding the prompt's lock, the move happens only if the version still has the
     * content hash the request recorded and the label still points where the request saw it (null:
     * absent); else 409 and nothing changes. `approve` marks the request in the same transaction.
     */
    async applyRelease({
      ctx,
      promptId,
      label,
      versionId,
      releaseId,
      expect,
      approve,
    }: LabelIds & {
      versionId: string;
      releaseId: string;
      expect: { contentHash: string; labelAt: string | null };
      approve: (trx: Q) => Promise<void>;
    }): Promise<LabelView> {
      const w = requireWrite(ctx);
      writable(label);
      return t.transaction(async (trx) => {
        if (!(await t.lockParent(trx, w.workspaceId, promptId))) throw notFound('Prompt');
        const version = await t.lockedVersion(trx, w.workspaceId, promptId, versionId);
        if (!version) throw conflict('The requested version was deleted since the request was made.');
        if (sha256Hex(version.content) !== expect.contentHash)
          throw conflict("The version's content changed since the request was made; ask again.");
        const now = await labels.find(trx, w.workspaceId, promptId, label);
        if ((now?.version_id ?? null) !== expect.labelAt)
          throw conflict(
            `The label '${label}' moved since the request was made (it points at ${now?.version_id ?? 'nothing'}, the request saw ${expect.labelAt ?? 'nothing'}); ask again.`,
          );
        await approve(trx);
        return presentLabel(await move(trx, w, { promptId, label, versionId, releaseId }));
      });
    },
  };
}
export type PromptLabelsService = ReturnType<typeof createPromptLabelsService>;
