import type { Static } from 'typebox';
import type { AnalysisKind } from '../analysis/analysis.schemas.js';
import type { AnalysesRepo } from '../analysis/index.js';
import type { PromptLabelRow, PromptLabelsRepo } from './prompt-labels.repo.js';
import type { PromptRow, PromptVersionRow } from './prompts.repo.js';
import type { PromptLabel, PromptView, VersionView } from './prompts.schemas.js';

type Results = Partial<Record<AnalysisKind, unknown>>;

/** Where a version's wire shape reads besides its row: stored analyses, its labels. */
export interface VersionSources {
  analyses: AnalysesRepo;
  labels: Pick<PromptLabelsRepo, 'labelsOfVersions'>;
}

/**
 * Row → wire shape. Analysis objects are null unless expanded and stored. Written as literals in
 * the schema's order rather than spread from the shared versionFields/parentFields: a page of 50
 * builds these for every item, and spreads (with a computed key) cost more than the rest of the
 * presentation and slow the serializer that reads them (bench/profiles/prompts-page.md).
 */
export function presentVersion(
  row: PromptVersionRow,
  results: Results = {},
  labels: string[] = [],
): VersionView {
  return {
    version_id: row.id,
    prompt_id: row.prompt_id,
    created: row.created,
    created_by: row.created_by,
    created_by_id: row.created_by_id,
    updated: row.updated,
    updated_by: row.updated_by,
    updated_by_id: row.updated_by_id,
    name: row.name,
    is_primary: row.is_primary === 1,
    labels,
    content: row.content,
    variables: JSON.parse(row.variables),
    token_info: JSON.parse(row.token_info),
    type: row.type,
    messages: row.messages === null ? null : JSON.parse(row.messages),
    config: row.config === null ? null : JSON.parse(row.config),
    scoring: (results.scoring ?? null) as VersionView['scoring'],
    risk: (results.risk ?? null) as VersionView['risk'],
    balance: (results.balance ?? null) as VersionView['balance'],
    heatmap: (results.heatmap ?? null) as VersionView['heatmap'],
  };
}

export function presentPrompt(row: PromptRow, versions: VersionView[]): PromptView {
  return {
    prompt_id: row.id,
    workspace_id: row.workspace_id,
    created: row.created,
    created_by: row.created_by,
    created_by_id: row.created_by_id,
    updated: row.updated,
    updated_by: row.updated_by,
    updated_by_id: row.updated_by_id,
    name: row.name,
    use_case: row.use_case,
    project_id: row.project_id,
    versions,
  };
}

/** Label rows (ordered by label) grouped by the version they point at. */
export function labelsByVersion(labels: readonly { version_id: string; label: string }[]) {
  const out = new Map<string, string[]>();
  for (const l of labels) out.set(l.version_id, [...(out.get(l.version_id) ?? []), l.label]);
  return out;
}

/**
 * Presents versions with their labels and the latest stored result of each expanded kind: one
 * query for all the labels, one for all the results (none when nothing is expanded).
 */
export async function presentVersions(
  sources: VersionSources,
  ws: string,
  rows: PromptVersionRow[],
  kinds: readonly AnalysisKind[],
): Promise<VersionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [labels, found] = await Promise.all([
    sources.labels.labelsOfVersions(ws, ids),
    kinds.length === 0 ? [] : sources.analyses.latestFor(ws, ids, kinds),
  ]);
  const labelsOf = labelsByVersion(labels);
  const byVersion = new Map<string, Results>();
  for (const a of found) {
    const results = byVersion.get(a.version_id) ?? {};
    results[a.kind] = JSON.parse(a.result);
    byVersion.set(a.version_id, results);
  }
  return rows.map((r) => presentVersion(r, byVersion.get(r.id), labelsOf.get(r.id)));
}

/** A label as `PUT …/labels/{label}` answers it (GET answers the labelled version). */
export const presentLabel = (row: PromptLabelRow): Static<typeof PromptLabel> => ({
  label: row.label,
  version_id: row.version_id,
  prompt_id: row.prompt_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
