import { DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { PromptLabelsService } from '../prompts/prompt-labels.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import type { PromptsService } from '../prompts/prompts.service.js';

/** What the MCP tools and prompts read prompts with: the prompts module's own services. */
export interface PromptReaders {
  prompts: Pick<PromptsService, 'get' | 'getByName'>;
  versions: Pick<PromptVersionsService, 'get'>;
  labels: Pick<PromptLabelsService, 'get'>;
}

const PROMPT_ID = /^prm_[0-9a-z]+$/;
export const PRIMARY = 'primary';

/**
 * The prompt an agent named: an id (prm_…) when one is given and found, else the prompt of that
 * exact name (the oldest, as GET /v1/prompts-by-name answers). Not found either way: the service's
 * 404, so a foreign id and a missing one read alike.
 */
export async function promptIdOf(ctx: RequestContext, readers: PromptReaders, ref: string): Promise<string> {
  if (PROMPT_ID.test(ref)) {
    try {
      return (await readers.prompts.get({ ctx, promptId: ref })).body.prompt_id;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
    }
  }
  return (await readers.prompts.getByName({ ctx, name: ref })).body.prompt_id;
}

/** The version an agent named: `version_id`, else the one `label` (default primary) points at. */
export async function versionOf(
  ctx: RequestContext,
  readers: PromptReaders,
  promptId: string,
  pick: { version_id?: string | undefined; label?: string | undefined },
) {
  if (pick.version_id !== undefined && pick.label !== undefined) {
    throw new DomainError('bad_request', 'version_id and label: give one of them, not both.');
  }
  if (pick.version_id !== undefined) {
    return (await readers.versions.get({ ctx, promptId, versionId: pick.version_id })).body;
  }
  return (await readers.labels.get({ ctx, promptId, label: pick.label ?? PRIMARY })).body;
}
