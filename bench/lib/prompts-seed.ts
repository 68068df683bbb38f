import type { Db } from '../../src/db/database.js';
import {
  createPromptRepo,
  type PromptRow,
  type PromptVersionRow,
} from '../../src/modules/prompts/prompts.repo.js';
import { prose } from './corpus.js';

/** Distinct ~1 KB bodies; every version's content is one of them under a heading naming the version. */
export const BODIES = 1000;
export const bodies = () => Array.from({ length: BODIES }, (_, i) => prose(1000, 100 + i));

/**
 * Seeds `perWorkspace` prompts × `versions` versions into each workspace through the repo's bulk
 * inserts, 500 prompts per transaction; returns each workspace's prompt ids. No two contents are
 * equal (the heading carries the version id); token_info is the body's, computed by the service.
 */
export async function seedPrompts(
  db: Db,
  workspaces: string[],
  perWorkspace: number,
  versions: number,
  corpus: { contents: string[]; infos: string[] },
): Promise<Map<string, string[]>> {
  const repo = createPromptRepo(db.kysely);
  const at = new Date().toISOString();
  const stamp = { created: at, created_by: 'bench', updated: at, updated_by: 'bench' };
  const out = new Map<string, string[]>();
  let n = 0;
  for (const ws of workspaces) {
    const ids: string[] = [];
    out.set(ws, ids);
    for (let start = 0; start < perWorkspace; start += 500) {
      const prompts: PromptRow[] = [];
      const rows: PromptVersionRow[] = [];
      for (let i = start; i < Math.min(perWorkspace, start + 500); i++, n++) {
        const id = `prm_${ws.slice(-8)}${String(i).padStart(8, '0')}`;
        ids.push(id);
        const body = corpus.contents[n % BODIES]!;
        const name = `Prompt ${String(i).padStart(6, '0')} ${body.slice(0, 20)}`;
        const promptRow = { id, workspace_id: ws, name, name_key: name.toLowerCase(), use_case: 'bench' };
        prompts.push({ ...promptRow, revision: 1, ...stamp });
        for (let v = 0; v < versions; v++) {
          const k = (n * versions + v) % BODIES;
          const vid = `ver_${id.slice(4)}${v}`;
          rows.push({
            id: vid,
            workspace_id: ws,
            prompt_id: id,
            name: `v${v + 1}`,
            is_primary: v === versions - 1 ? 1 : 0,
            content: `# ${vid}\n\n${corpus.contents[k]!}`,
            variables: '[]',
            token_info: corpus.infos[k]!,
            revision: 1,
            ...stamp,
          });
        }
      }
      await repo.tables.transaction(async (trx) => {
        await repo.insertPrompts(trx, prompts);
        await repo.insertVersions(trx, rows);
      });
    }
  }
  return out;
}
