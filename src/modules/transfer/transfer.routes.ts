import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DEFAULTS } from '../../config.js';
import { errorResponses, WORKSPACE_SECURITY, WorkspaceQuery } from '../../http/common-schemas.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { ImportReport, WorkspaceDocument } from './transfer.schemas.js';
import type { ExportService } from './transfer-export.service.js';
import type { ImportService } from './transfer-import.service.js';

const base = {
  tags: ['Workspace transfer'],
  security: WORKSPACE_SECURITY,
  querystring: Type.Object(WorkspaceQuery),
};

/** Export and import of a whole workspace as one JSON document (docs/api.md, "Export and import"). */
export function registerTransferRoutes(
  root: FastifyInstance,
  services: { exporter: ExportService; importer: ImportService; maxImportBytes: number },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v1/workspace/export',
    {
      config: workspaceRead,
      schema: {
        ...base,
        summary: 'Export the workspace: prompts (versions, labels), scoring criteria, contexts and packs',
        operationId: 'exportWorkspace',
        response: { 200: WorkspaceDocument, ...errorResponses() },
      },
    },
    (req) => services.exporter.exportWorkspace({ ctx: req.ctx }),
  );
  app.post(
    '/v1/workspace/import',
    {
      config: workspaceWrite,
      bodyLimit: services.maxImportBytes,
      schema: {
        ...base,
        summary:
          'Import an exported document: creates what the workspace lacks (matched by name); idempotent',
        // The document's text names the setting and its default, not this server's value: the
        // OpenAPI document is the same for every deployment.
        description: `At most the server's --max-import-bytes (${DEFAULTS.maxImportBytes / 1024 / 1024} MiB by default; else 413). A write key. Reports what was created, updated (labels moved, primaries switched) and left unchanged.`,
        operationId: 'importWorkspace',
        body: WorkspaceDocument,
        response: { 200: ImportReport, ...errorResponses(413) },
      },
    },
    (req) => services.importer.importWorkspace({ ctx: req.ctx, doc: req.body }),
  );
}
