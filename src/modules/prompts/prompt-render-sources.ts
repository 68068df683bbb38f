import { notFound } from '../../lib/domain-error.js';
import { createLru } from '../../lib/lru.js';
import { type LabelLookup, PRIMARY_LABEL } from './prompt-label-lookup.js';
import type { PromptRevisionsRepo } from './prompt-revisions.repo.js';
import type { PromptVersionRow } from './prompts.repo.js';
import type { PromptResource } from './prompts.service.js';

/** What render reads before it fills: the prompt's name (includes name their root by it) and the version. */
export interface RenderSource {
  name: string;
  row: PromptVersionRow;
}

/** Characters of version rows kept at most (content, messages, token info, config). */
export const RENDER_SOURCES_CHARS = 16 * 1024 * 1024;

const sizeOf = (s: RenderSource) =>
  s.name.length +
  s.row.content.length +
  (s.row.messages?.length ?? 0) +
  s.row.token_info.length +
  (s.row.config?.length ?? 0) +
  s.row.variables.length;

/**
 * The prompt and version a render reads, kept by the prompt's revision as the delivery cache keeps
 * reads (src/versioned/delivery-cache.ts): one indexed query for the revision, which every change
 * to the prompt, its versions and its labels bumps in its transaction, on this instance or any
 * other; the two reads of prompt and version only when it moved. A source is kept only when the
 * revision was the same before and after its reads. Includes are resolved by render each time
 * (they are other prompts). The errors are the reads' own: nothing is kept for a missing row.
 */
export function createRenderSources(deps: {
  resource: PromptResource;
  versionByLabel: LabelLookup;
  revisions: PromptRevisionsRepo;
  maxChars?: number;
}) {
  const { resource, versionByLabel, revisions, maxChars = RENDER_SOURCES_CHARS } = deps;
  const kept = createLru<RenderSource>({
    max: maxChars,
    weigh: (key, source) => sizeOf(source) + key.length,
  });

  async function read(ws: string, promptId: string, which: { version_id?: string; label?: string }) {
    const prompt = await resource.requireParent(ws, promptId);
    let row: PromptVersionRow | undefined;
    if (which.version_id !== undefined) {
      row = await resource.requireVersion(ws, promptId, which.version_id);
    } else {
      const label = which.label ?? PRIMARY_LABEL;
      row = await versionByLabel(ws, promptId, label);
      if (!row) throw notFound(label === PRIMARY_LABEL ? 'Primary version' : `Label '${label}'`);
    }
    return { name: prompt.name, row };
  }

  return {
    /** A probe of the prompt's revision (undefined: no such prompt in `ws`), as `source` reads it. */
    probe: (promptId: string) => revisions.promptProbe(promptId),
    async source(
      ws: string,
      promptId: string,
      which: { version_id?: string; label?: string },
    ): Promise<RenderSource> {
      const revision = await revisions.prompt(ws, promptId);
      if (revision === undefined || maxChars === 0) return read(ws, promptId, which);
      const at =
        which.version_id !== undefined ? `v:${which.version_id}` : `l:${which.label ?? PRIMARY_LABEL}`;
      const key = `${ws}\n${revision}\n${at}`;
      const hit = kept.get(key);
      if (hit) return hit;
      const source = await read(ws, promptId, which);
      if ((await revisions.prompt(ws, promptId)) === revision) kept.set(key, source);
      return source;
    },
  };
}
export type RenderSources = ReturnType<typeof createRenderSources>;
