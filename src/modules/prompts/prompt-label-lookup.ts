import type { PromptLabelsRepo } from './prompt-labels.repo.js';
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

/** Labels as render resolves them: `primary` is the primary version, any other reads prompt_labels. */
export function createLabelLookup(resource: PromptResource, labels: PromptLabelsRepo): LabelLookup {
  return async (ws, promptId, label) => {
    if (label !== PRIMARY_LABEL) return labels.labelledVersion(ws, promptId, label);
    const [primary] = await resource.tables.versionsOf(ws, promptId, true);
    return primary;
  };
}
