import type { Clock } from '../../lib/clock.js';
import { createPacer } from '../../lib/pacer.js';
import { type RequestContext, requireRead } from '../../lib/request-context.js';
import { FORMAT_VERSION, type WorkspaceDocumentView } from './transfer.schemas.js';
import { allPages, oldestFirst, type TransferServices } from './transfer-sources.js';

type Doc = WorkspaceDocumentView;
type PackItem = Doc['context_packs'][number]['versions'][number]['items'][number];

/**
 * GET /v1/workspace/export: the workspace as one document (transfer.schemas.ts). Ids are left
 * out, so the document means the same in any workspace: versions are listed oldest first, labels
 * sit on the version they point at, pack items name their context and the index of a pinned version.
 */
export function createExportService(deps: { services: TransferServices; clock: Clock }) {
  const s = deps.services;

  async function contextsOf(ctx: RequestContext) {
    const contexts = await allPages((page) => s.contexts.list({ ctx, expand: 'versions', page }));
    /** Context version id → [context name, index]: how pack items refer to them. */
    const refs = new Map<string, { name: string; index: number }>();
    const byId = new Map<string, string>();
    const docs: Doc['contexts'] = [];
    const pace = createPacer(); // each file is read back from the database: other requests go between
    for (const c of contexts) {
      await pace();
      byId.set(c.context_id, c.name);
      const versions: Doc['contexts'][number]['versions'] = [];
      for (const [index, v] of oldestFirst(c.versions).entries()) {
        refs.set(v.version_id, { name: c.name, index });
        const common = { name: v.name, is_primary: v.is_primary };
        if (v.type === 'text') {
          versions.push({ type: 'text', ...common, content: v.content ?? '' });
          continue;
        }
        const file = await s.contextVersions.fileContent({
          ctx,
          contextId: c.context_id,
          versionId: v.version_id,
        });
        versions.push({
          type: 'file',
          ...common,
          filename: v.file?.filename ?? file.filename,
          media_type: v.file?.media_type ?? 'application/octet-stream',
          data: Buffer.from(file.data).toString('base64'),
        });
      }
      if (versions.length > 0) docs.push({ name: c.name, description: c.description, versions });
    }
    return { docs, refs, byId };
  }

  return {
    async exportWorkspace({ ctx }: { ctx: RequestContext }): Promise<Doc> {
      requireRead(ctx);
      const projects = await allPages((page) => s.projects.list({ ctx, page }));
      const projectNames = new Map(projects.map((p) => [p.project_id, p.name]));
      const prompts = await allPages((page) => s.prompts.list({ ctx, expand: 'versions', page }));
      const criteria = await allPages((page) => s.criteria.list({ ctx, page }));
      const contexts = await contextsOf(ctx);
      const packs = await allPages((page) => s.packs.list({ ctx, expand: 'versions', page }));
      return {
        format: 'promptkeep.workspace',
        format_version: FORMAT_VERSION,
        exported_at: deps.clock.now().toISOString(),
        projects: projects.map((p) => ({ name: p.name, brief: p.brief })),
        prompts: prompts.map((p) => ({
          name: p.name,
          use_case: p.use_case,
          project: p.project_id === null ? null : (projectNames.get(p.project_id) ?? null),
          versions: oldestFirst(p.versions).map((v) => ({
            name: v.name,
            content: v.content,
            variables: v.variables,
            is_primary: v.is_primary,
            labels: v.labels,
            type: v.type,
            ...(v.messages === null ? {} : { messages: v.messages }),
            config: v.config,
          })),
        })),
        scoring_criteria: criteria
          .filter((c) => !c.is_default)
          .map((c) => ({
            name: c.name,
            use_case: c.use_case,
            criterion_set: c.criterion_set.map(({ slug, label, description, questions, weight }) => ({
              slug,
              label,
              description,
              questions,
              weight,
            })),
          })),
        contexts: contexts.docs,
        context_packs: packs.map((p) => ({
          name: p.name,
          description: p.description,
          versions: oldestFirst(p.versions)
            .map((v) => ({
              name: v.name,
              is_primary: v.is_primary,
              // Items whose context or pinned version is gone are left out (they read as missing).
              items: v.items.flatMap((item): PackItem[] => {
                if (item.version_id === null) {
                  const name = contexts.byId.get(item.context_id);
                  return name === undefined ? [] : [{ context: name, version: null }];
                }
                const ref = contexts.refs.get(item.version_id);
                return ref ? [{ context: ref.name, version: ref.index }] : [];
              }),
            }))
            .filter((v) => v.items.length > 0),
        })),
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
