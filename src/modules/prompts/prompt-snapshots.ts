import { sql } from 'kysely';
import { rowByKeys } from '../../db/rows.js';
import type { Q } from '../../versioned/index.js';
import { presentProject } from './projects.service.js';
import { createPromptLabelsRepo } from './prompt-labels.repo.js';
import { labelsByVersion, presentLabel, presentPrompt, presentVersion } from './prompts.present.js';
import type { PromptVersionRow } from './prompts.repo.js';

/**
 * The prompts module's resources as the API returns them, read with a caller's transaction `q`:
 * webhook events (src/modules/webhooks) carry them, written in the change's own transaction so an
 * event shows the resource exactly as that change left it. Analyses are not expanded (as a plain
 * GET); null when the row is gone. Every query is bounded by the workspace.
 */
const withLabels = async (q: Q, ws: string, rows: PromptVersionRow[]) => {
  const labels = labelsByVersion(
    await createPromptLabelsRepo(q).labelsOfVersions(
      ws,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((r) => presentVersion(r, {}, labels.get(r.id)));
};

/** `GET /v1/prompts/{id}`: the prompt with its primary version. */
export async function promptSnapshot(q: Q, ws: string, promptId: string) {
  const row = await rowByKeys(q, 'prompts', { workspace_id: ws, id: promptId });
  if (!row) return null;
  const primary = await q
    .selectFrom('prompt_versions')
    .selectAll()
    .where((eb) => eb.and({ workspace_id: ws, prompt_id: promptId }))
    .where('is_primary', '=', sql.lit(1))
    .execute();
  return presentPrompt(row, await withLabels(q, ws, primary));
}

/** `GET /v1/prompts/{id}/versions/{versionId}`. */
export async function versionSnapshot(q: Q, ws: string, versionId: string) {
  const row = await rowByKeys(q, 'prompt_versions', { workspace_id: ws, id: versionId });
  if (!row) return null;
  const [view] = await withLabels(q, ws, [row]);
  return view ?? null;
}

/** A label as `PUT /v1/prompts/{id}/labels/{label}` answers it. */
export async function labelSnapshot(q: Q, ws: string, promptId: string, label: string) {
  const row = await rowByKeys(q, 'prompt_labels', { workspace_id: ws, prompt_id: promptId, label });
  return row ? presentLabel(row) : null;
}

/** `GET /v1/projects/{id}`. */
export async function projectSnapshot(q: Q, ws: string, projectId: string) {
  const row = await rowByKeys(q, 'projects', { workspace_id: ws, id: projectId });
  return row ? presentProject(row) : null;
}
