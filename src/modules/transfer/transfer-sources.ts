import { createPacer } from '../../lib/pacer.js';
import type { CursorValues, Page, PageRequest } from '../../lib/paging.js';
import type { ContextPacksService } from '../contexts/context-packs.service.js';
import type { ContextVersionsService } from '../contexts/context-versions.service.js';
import type { ContextsService } from '../contexts/contexts.service.js';
import type { CriteriaService } from '../criteria/criteria.service.js';
import type { ProjectsService } from '../prompts/projects.service.js';
import type { PromptLabelsService } from '../prompts/prompt-labels.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import type { PromptsService } from '../prompts/prompts.service.js';

/**
 * The services export and import work through (handed over by app.ts): every read and write goes
 * through the owning module's rules and is bounded by the caller's workspace, as over HTTP.
 */
export interface TransferServices {
  prompts: PromptsService;
  projects: ProjectsService;
  versions: PromptVersionsService;
  labels: PromptLabelsService;
  criteria: CriteriaService;
  contexts: ContextsService;
  contextVersions: ContextVersionsService;
  packs: ContextPacksService;
}

/**
 * Every item of a paged list, page after page (the largest pages: few round trips), letting the
 * event loop run between pages (lib/pacer.ts: a 10,000-prompt workspace must not hold it).
 */
export async function allPages<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const pace = createPacer();
  const out: T[] = [];
  let after: CursorValues | null = null;
  do {
    await pace();
    const page: Page<T> = await list({ limit: 1000, after });
    out.push(...page.items);
    after = page.next;
  } while (after !== null);
  return out;
}

/** Versions oldest first (ids are time-sortable: the tie-break within one millisecond). */
export function oldestFirst<V extends { created: string; version_id: string }>(versions: V[]): V[] {
  return [...versions].sort((a, b) =>
    a.created === b.created ? (a.version_id < b.version_id ? -1 : 1) : a.created < b.created ? -1 : 1,
  );
}

/** The first of each name (lists come by name, then creation: the oldest of a shared name). */
export function byName<T extends { name: string }>(items: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(item.name)) map.set(item.name, item);
  return map;
}
