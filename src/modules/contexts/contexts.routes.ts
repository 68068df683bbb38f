import { parentList } from '../../versioned/index.js';
import { underEachPrefix } from './context-paths.routes.js';
import {
  Context,
  ContextFileInput,
  ContextPatch,
  ContextQuery,
  ContextTextInput,
} from './contexts.schemas.js';
import type { ContextsService } from './contexts.service.js';
import { FILE_ERRORS } from './file-reading.js';

const CONTEXT_LIST = parentList('contexts');

/** Contexts themselves (spec: Contexts). Single-context responses carry an ETag. */
export const registerContextRoutes = underEachPrefix<ContextsService>((service, on) => {
  const { app, table, base, one, alias, params: contextParams, bodyLimit, contextId } = on;

  app.route(
    table.list(
      base,
      CONTEXT_LIST,
      {
        summary: `List contexts, sorted by name (case-insensitive)${alias}`,
        querystring: ContextQuery,
        item: Context,
      },
      (req, page) => service.list({ ctx: req.ctx, expand: req.query.expand, page }),
    ),
  );
  app.route(
    table.created(
      `${base}/text`,
      {
        summary: `Create a text context with its first (primary) version${alias}`,
        body: ContextTextInput,
        response: Context,
        errors: [413],
      },
      (req) => service.create({ ctx: req.ctx, input: { ...req.body, type: 'text' } }),
      { bodyLimit: bodyLimit.text },
    ),
  );
  app.route(
    table.created(
      `${base}/file`,
      {
        summary: `Create a file context (JSON, base64 data) with its first (primary) version${alias}`,
        body: ContextFileInput,
        response: Context,
        errors: FILE_ERRORS,
      },
      (req) => service.create({ ctx: req.ctx, input: { ...req.body, type: 'file' } }),
      { bodyLimit: bodyLimit.file },
    ),
  );
  app.route(
    table.read(
      one,
      {
        summary: `Get a context (its primary version; all with expand=versions)${alias}`,
        params: contextParams,
        querystring: ContextQuery,
        response: Context,
      },
      (req) => service.get({ ctx: req.ctx, contextId: contextId(req.params), expand: req.query.expand }),
    ),
  );
  app.route(
    table.updated(
      one,
      {
        summary: `Rename a context or change its description${alias}`,
        params: contextParams,
        body: ContextPatch,
        response: Context,
      },
      (req, write) => service.update({ ...write, contextId: contextId(req.params), input: req.body }),
    ),
  );
  app.route(
    table.deleted(
      one,
      { summary: `Delete a context with all its versions and files${alias}`, params: contextParams },
      (req, write) => service.remove({ ...write, contextId: contextId(req.params) }),
    ),
  );
});
