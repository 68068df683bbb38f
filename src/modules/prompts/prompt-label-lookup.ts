import type { PromptVersionRow } from './prompts.repo.js';
import type { PromptResource } from './prompts.service.js';

/** The label every prompt has: its primary version (spec: Version.is_primary). */
export const PRIMARY_LABEL = 'primary';

/** The version a label of a prompt points at, or undefined; the prompt is known to exist. */
export type LabelLookup = (
  ws: string,
  promptId: string,
  label: string,
) => Promise<PromptVersionRow | undefined>;

/**
 * Labels as render resolves them. Only `primary` until the prompt_labels table lands (issue 13 §3,
 * labels): then this one function reads the labels repo, `primary` staying the primary version.
 */
export function createLabelLookup(resource: PromptResource): LabelLookup {
  return async (ws, promptId, label) => {
    if (label !== PRIMARY_LABEL) return undefined;
    const [primary] = await resource.tables.versionsOf(ws, promptId, true);
    return primary;
  };
}
