import type { Static } from 'typebox';
import { notFound } from '../../lib/domain-error.js';
import { type RequestContext, requireRead } from '../../lib/request-context.js';
import { includesIn } from './placeholders.js';
import type { PromptDependency, PromptDependent } from './prompt-delivery.schemas.js';
import type { IncludeLookup } from './prompt-includes.js';
import type { PromptLabelsRepo } from './prompt-labels.repo.js';
import type { PromptRepo } from './prompts.repo.js';
import type { PromptResource } from './prompts.service.js';

type Ref = { ctx: RequestContext; promptId: string };

/**
 * What a prompt includes and what includes it (read scope). Includes name prompts by name, so a
 * prompt's dependents are the versions whose includes name it — and that name resolves to it (the
 * oldest prompt of a shared name). Read from the contents (parsed with placeholders.ts), bounded by
 * the workspace: a prompt of another workspace is never a dependency nor a dependent.
 */
export function createPromptDependenciesService(deps: {
  repo: Pick<PromptRepo, 'versionsWithIncludes'>;
  resource: PromptResource;
  labels: Pick<PromptLabelsRepo, 'promptByName' | 'labelsOfVersions'>;
  includes: IncludeLookup;
}) {
  const { repo, resource, labels, includes } = deps;
  return {
    /** The includes of the primary (or of `versionId`), in order, each with what it names now. */
    async dependencies({ ctx, promptId, versionId }: Ref & { versionId?: string | undefined }) {
      const ws = requireRead(ctx).workspaceId;
      await resource.requireParent(ws, promptId);
      const row =
        versionId === undefined
          ? (await resource.tables.versionsOf(ws, promptId, true))[0]
          : await resource.requireVersion(ws, promptId, versionId);
      if (!row) throw notFound('Primary version');
      const out: Static<typeof PromptDependency>[] = [];
      for (const inc of includesIn(row.content)) {
        const target = await includes(ws, inc.name, inc.ref);
        out.push({
          include: inc.text,
          name: inc.name,
          ref: inc.ref,
          prompt_id: target?.promptId ?? null,
          version_id: target?.version.id ?? null,
        });
      }
      return out;
    },

    /** Every version of the workspace that includes this prompt (any reference), by prompt name, newest first. */
    async dependents({ ctx, promptId }: Ref) {
      const ws = requireRead(ctx).workspaceId;
      const prompt = await resource.requireParent(ws, promptId);
      const named = await labels.promptByName(ws, prompt.name);
      if (named?.id !== promptId) return []; // its name resolves to an older prompt of that name
      const found: Static<typeof PromptDependent>[] = [];
      for (const v of await repo.versionsWithIncludes(ws)) {
        for (const inc of includesIn(v.content)) {
          if (inc.name !== prompt.name) continue;
          found.push({
            prompt_id: v.prompt_id,
            prompt_name: v.prompt_name,
            version_id: v.id,
            version_name: v.name,
            is_primary: v.is_primary === 1,
            labels: [],
            include: inc.text,
            ref: inc.ref,
          });
        }
      }
      const labelRows = await labels.labelsOfVersions(ws, [...new Set(found.map((d) => d.version_id))]);
      for (const d of found)
        d.labels = labelRows.filter((l) => l.version_id === d.version_id).map((l) => l.label);
      return found;
    },
  };
}
export type PromptDependenciesService = ReturnType<typeof createPromptDependenciesService>;
