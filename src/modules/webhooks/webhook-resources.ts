import type { Q } from '../../versioned/index.js';
import { labelSnapshot, projectSnapshot, promptSnapshot, versionSnapshot } from '../prompts/index.js';

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * An event's `data.resource` (docs/webhooks.md): what the event is about as the API's GET returns
 * it, read with the change's transaction `q` so it is the state this change left: the prompt (with
 * its primary version), the version (with its labels), the label, the project, the release, the
 * import report; for `prompt.dependency_changed` the including prompt. Null for deletions, a
 * removed label, and the test event.
 */
export async function resourceOf(
  q: Q,
  ws: string,
  type: string,
  data: Record<string, unknown>,
): Promise<unknown> {
  if (type.endsWith('.deleted')) return null;
  const promptId = str(data.prompt_id);
  if (type.startsWith('prompt.')) return promptId ? promptSnapshot(q, ws, promptId) : null;
  if (type.startsWith('version.')) {
    const versionId = str(data.version_id);
    return versionId ? versionSnapshot(q, ws, versionId) : null;
  }
  if (type === 'label.moved') {
    const label = str(data.label);
    return promptId && label && data.to_version_id ? labelSnapshot(q, ws, promptId, label) : null;
  }
  if (type.startsWith('project.')) {
    const projectId = str(data.project_id);
    return projectId ? projectSnapshot(q, ws, projectId) : null;
  }
  if (type.startsWith('release.')) return data.release ?? null;
  if (type === 'import.completed') return data.report ?? null;
  return null;
}
