import type { Static } from 'typebox';
import { badRequest, notFound } from '../../lib/domain-error.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import type { Q, Tagged } from '../../versioned/index.js';
import { tagged } from '../../versioned/index.js';
import { parseExpand, VERSION_EXPAND } from './expand.js';
import { resolvedVersion } from './prompt-includes.js';
import type { PromptLabelRow } from './prompt-labels.repo.js';
import { presentVersions } from './prompts.present.js';
import type { PromptLabel, VersionQuery, VersionView } from './prompts.schemas.js';
import type { PromptsDeps } from './prompts.service.js';

type LabelView = Static<typeof PromptLabel>;
type Expand = Pick<Static<typeof VersionQuery>, 'expand'> & { resolve?: boolean };
type LabelIds = { ctx: RequestContext; promptId: string; label: string };

/** The pseudo-label of the primary version: readable through the label routes, never written. */
export const PRIMARY_LABEL = 'primary';

const present = (row: PromptLabelRow): LabelView => ({
  label: row.label,
  version_id: row.version_id,
  prompt_id: row.prompt_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
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
export function createPromptLabelsService({ repo, resource, labels, sources, content, record }: PromptsDeps) {
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
      return { items: result.items.map(present), next: result.next } satisfies Page<LabelView>;
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

    /** Creates the label or moves it to `versionId` (a version of this prompt, else 404), atomically. */
    async set({ ctx, promptId, label, versionId }: LabelIds & { versionId: string }): Promise<LabelView> {
      const w = requireWrite(ctx);
      const ws = w.workspaceId;
      writable(label);
      const now = resource.stamp(w).updated;
      return t.transaction(async (trx) => {
        if (!(await t.lockParent(trx, ws, promptId))) throw notFound('Prompt');
        if (!(await t.lockedVersion(trx, ws, promptId, versionId))) throw notFound('Version');
        const old = await labels.find(trx, ws, promptId, label);
        if (old?.version_id === versionId) return present(old);
        const row = await labels.upsert(trx, {
          workspace_id: ws,
          prompt_id: promptId,
          label,
          version_id: versionId,
          created_at: now,
          updated_at: now,
        });
        await labels.touchVersions(trx, ws, old ? [old.version_id, versionId] : [versionId]);
        const where = { ws, promptId, label };
        await labelChange(trx, ctx, where, old ? 'move' : 'set', old?.version_id ?? null, versionId);
        return present(row);
      });
    },

    async remove({ ctx, promptId, label }: LabelIds): Promise<void> {
      const ws = requireWrite(ctx).workspaceId;
      writable(label);
      await t.transaction(async (trx) => {
        if (!(await t.lockParent(trx, ws, promptId))) throw notFound('Prompt');
        const versionId = await labels.remove(trx, ws, promptId, label);
        if (versionId === undefined) throw notFound('Label');
        await labels.touchVersions(trx, ws, [versionId]);
        await labelChange(trx, ctx, { ws, promptId, label }, 'remove', versionId, null);
      });
    },
  };
}
export type PromptLabelsService = ReturnType<typeof createPromptLabelsService>;
