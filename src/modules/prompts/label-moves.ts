import type { WorkspaceContext } from '../../lib/request-context.js';
import type { LabelHistoryRow } from './label-history.repo.js';

/** One move of a label (or of the primary: label `primary`), as the history records it. */
export interface LabelMoveFacts {
  promptId: string;
  label: string;
  from: string | null;
  to: string | null;
  releaseId: string | null;
}

/** The history row of a move made by `w` now (`id` and `at` from the caller's seams). */
export function moveRow(w: WorkspaceContext, m: LabelMoveFacts, id: string, at: string): LabelHistoryRow {
  return {
    id,
    workspace_id: w.workspaceId,
    prompt_id: m.promptId,
    label: m.label,
    from_version_id: m.from,
    to_version_id: m.to,
    via: m.releaseId ? 'release' : 'direct',
    release_id: m.releaseId,
    actor_type: w.actor.type,
    actor_id: w.actor.id,
    actor_name: w.actor.name,
    at,
  };
}
