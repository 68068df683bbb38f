import { createHash } from 'node:crypto';
import { createPacer } from '../../lib/pacer.js';
import { type RequestContext, requireWrite } from '../../lib/request-context.js';
import type { Precondition } from '../../versioned/index.js';
import type { CountsView, ImportReportView, WorkspaceDocumentView } from './transfer.schemas.js';
import { checkDocument } from './transfer-check.js';
import { allPages, byName, type TransferServices } from './transfer-sources.js';

type Doc = WorkspaceDocumentView;
type Kind = keyof CountsView;
const NONE: Precondition = { kind: 'none' };

const zero = (): CountsView => ({
  projects: 0,
  prompts: 0,
  versions: 0,
  labels: 0,
  criteria: 0,
  contexts: 0,
  context_versions: 0,
  packs: 0,
  pack_versions: 0,
});

/**
 * POST /v1/workspace/import: creates what the document has and the workspace lacks, matching by
 * name (prompts, criteria, contexts, packs; the oldest of a shared name) and, within one, versions
 * by name and content. Importing a document twice creates nothing the second time. Not one
 * transaction: each item is written through its module's rules; after a failure, importing the
 * same document again completes it.
 */
export function createImportService({
  services: s,
  completed,
}: {
  services: TransferServices;
  /** Told of each finished import (app.ts: the audit log's `import.complete`, the webhooks' `import.completed`). */
  completed?: ((ctx: RequestContext, report: ImportReportView) => Promise<void>) | undefined;
}) {
  return {
    async importWorkspace({ ctx, doc }: { ctx: RequestContext; doc: Doc }): Promise<ImportReportView> {
      requireWrite(ctx);
      checkDocument(doc);
      // Between every write (and every page read), other requests get the event loop once the
      // import has had it for a slice (lib/pacer.ts): a large import never freezes the others.
      const pace = createPacer();
      const report: ImportReportView = { created: zero(), updated: zero(), unchanged: zero() };
      const count = (what: 'created' | 'updated' | 'unchanged', kind: Kind) => {
        report[what][kind]++;
      };
      /** Matches each document version to an unmatched existing one, else creates it. */
      async function versionsOf<D, E extends { version_id: string; is_primary: boolean }>(
        docs: (D & { is_primary: boolean })[],
        existing: E[],
        kind: Kind,
        same: (d: D, e: E) => boolean,
        create: (d: D) => Promise<string>,
        makePrimary: (e: E) => Promise<unknown>,
      ): Promise<string[]> {
        const pool = [...existing];
        const ids: string[] = [];
        for (const d of docs) {
          await pace();
          const at = pool.findIndex((e) => same(d, e));
          if (at < 0) {
            ids.push(await create(d));
            count('created', kind);
            continue;
          }
          const [e] = pool.splice(at, 1) as [E];
          ids.push(e.version_id);
          if (d.is_primary && !e.is_primary) {
            await makePrimary(e);
            count('updated', kind);
          } else count('unchanged', kind);
        }
        return ids;
      }

      const criteria = byName(await allPages((page) => s.criteria.list({ ctx, page })));
      for (const c of doc.scoring_criteria) {
        await pace();
        if (criteria.has(c.name)) count('unchanged', 'criteria');
        else {
          await s.criteria.create({ ctx, ...c });
          count('created', 'criteria');
        }
      }

      // Projects match by name whatever its case (the workspace's rule); prompts name them.
      const projects = new Map(
        (await allPages((page) => s.projects.list({ ctx, page }))).map((p) => [p.name.toLowerCase(), p]),
      );
      const projectIds = new Map<string, string>();
      for (const p of doc.projects ?? []) {
        await pace();
        let found = projects.get(p.name.toLowerCase());
        if (found) count('unchanged', 'projects');
        else {
          found = await s.projects.create({ ctx, input: p });
          count('created', 'projects');
        }
        projectIds.set(p.name, found.project_id);
      }

      const prompts = byName(await allPages((page) => s.prompts.list({ ctx, expand: 'versions', page })));
      for (const p of doc.prompts) {
        await pace();
        let found = prompts.get(p.name);
        const project_id = typeof p.project === 'string' ? (projectIds.get(p.project) ?? null) : null;
        if (!found) {
          const input = { name: p.name, use_case: p.use_case, project_id };
          found = (await s.prompts.create({ ctx, input })).body;
          count('created', 'prompts');
        } else if (project_id !== null && found.project_id === null) {
          // An existing prompt in no project joins the document's; one in a project stays there.
          await s.prompts.update({
            ctx,
            precondition: NONE,
            promptId: found.prompt_id,
            input: { project_id },
          });
          count('updated', 'prompts');
        } else count('unchanged', 'prompts');
        const promptId = found.prompt_id;
        const existing = found.versions;
        const ids = await versionsOf(
          p.versions,
          existing,
          'versions',
          (d, e) =>
            d.content === e.content &&
            d.name === e.name &&
            (d.type ?? 'text') === e.type &&
            sameJson(d.config ?? null, e.config),
          async (d) => {
            const common = {
              name: d.name,
              ...(d.config ? { config: d.config } : {}),
              ...(d.is_primary ? { is_primary: true } : {}),
            };
            if (d.type === 'chat' && d.messages !== undefined) {
              const input = { ...common, messages: d.messages };
              return (await s.versions.createChat({ ctx, promptId, input })).body.version_id;
            }
            const input = { ...common, content: d.content };
            return (await s.versions.create({ ctx, promptId, input })).body.version_id;
          },
          (e) =>
            s.versions.update({
              ctx,
              precondition: NONE,
              promptId,
              versionId: e.version_id,
              input: { is_primary: true },
            }),
        );
        const current = new Map(existing.flatMap((v) => v.labels.map((l) => [l, v.version_id] as const)));
        for (const [j, v] of p.versions.entries()) {
          for (const label of v.labels) {
            await pace();
            const versionId = ids[j] as string;
            const was = current.get(label);
            if (was === versionId) count('unchanged', 'labels');
            else {
              await s.labels.set({ ctx, promptId, label, versionId });
              count(was === undefined ? 'created' : 'updated', 'labels');
            }
          }
        }
      }

      const contexts = byName(await allPages((page) => s.contexts.list({ ctx, expand: 'versions', page })));
      const contextIds = new Map<string, { id: string; versions: string[] }>();
      for (const c of doc.contexts) {
        await pace();
        let found = contexts.get(c.name);
        const [first, ...rest] = c.versions as [Doc['contexts'][number]['versions'][number]];
        const content = (d: typeof first) =>
          d.type === 'text'
            ? { type: 'text' as const, content: d.content }
            : { type: 'file' as const, filename: d.filename, media_type: d.media_type, data: d.data };
        let docs = c.versions;
        let existing = found?.versions ?? [];
        if (found) count('unchanged', 'contexts');
        else {
          const input = {
            name: c.name,
            description: c.description,
            version_name: first.name,
            ...content(first),
          };
          found = (await s.contexts.create({ ctx, input })).body;
          count('created', 'contexts');
          count('created', 'context_versions');
          docs = rest;
          existing = []; // the first version was just made from the document's first one
        }
        const contextId = found.context_id;
        const made = await versionsOf(
          docs,
          existing,
          'context_versions',
          (d, e) =>
            d.name === e.name &&
            d.type === e.type &&
            (d.type === 'text'
              ? d.content === e.content
              : e.file?.sha256 === createHash('sha256').update(Buffer.from(d.data, 'base64')).digest('hex')),
          async (d) => {
            const input = { ...content(d), name: d.name, ...(d.is_primary ? { is_primary: true } : {}) };
            return (await s.contextVersions.create({ ctx, contextId, input })).body.version_id;
          },
          (e) =>
            s.contextVersions.update({
              ctx,
              precondition: NONE,
              contextId,
              versionId: e.version_id,
              kind: e.type,
              input: { is_primary: true },
            }),
        );
        const versions = docs === rest ? [found.versions[0]?.version_id as string, ...made] : made;
        contextIds.set(c.name, { id: contextId, versions });
      }

      const packs = byName(await allPages((page) => s.packs.list({ ctx, expand: 'versions', page })));
      for (const p of doc.context_packs) {
        await pace();
        let found = packs.get(p.name);
        if (found) count('unchanged', 'packs');
        else {
          found = (await s.packs.create({ ctx, input: { name: p.name, description: p.description } })).body;
          count('created', 'packs');
        }
        const packId = found.pack_id;
        const itemsOf = (d: (typeof p.versions)[number]) =>
          d.items.map((item) => {
            const c = contextIds.get(item.context) as { id: string; versions: string[] };
            return {
              context_id: c.id,
              version_id: item.version === null ? null : (c.versions[item.version] ?? null),
            };
          });
        await versionsOf(
          p.versions,
          found.versions,
          'pack_versions',
          (d, e) =>
            d.name === e.name &&
            JSON.stringify(itemsOf(d)) ===
              JSON.stringify(e.items.map((i) => ({ context_id: i.context_id, version_id: i.version_id }))),
          async (d) => {
            const input = { name: d.name, items: itemsOf(d), ...(d.is_primary ? { is_primary: true } : {}) };
            return (await s.packs.createVersion({ ctx, packId, input })).body.version_id;
          },
          (e) =>
            s.packs.updateVersion({
              ctx,
              precondition: NONE,
              packId,
              versionId: e.version_id,
              input: { is_primary: true },
            }),
        );
      }
      await completed?.(ctx, report);
      return report;
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;

/**
 * Two JSON values equal whatever the order of their keys: a document lists a config's keys in the
 * schema's order, the stored config in the order it was written.
 */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}
