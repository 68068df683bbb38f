import { parentList } from '../../http/versioned-routes.js';
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

/** Contexts themselves (spec: Contexts). Single-context responses carry an ETag. */
export const registerContextRoutes = underEachPrefix<ContextsService>((service, on) => {
  const { routes, base, one, alias, params, bodyLimit, contextId } = on;
  routes.list(
    base,
    {
      summary: `List contexts, sorted by name (case-insensitive)${alias}`,
      querystring: ContextQuery,
      item: Context,
      cursor: parentList('contexts'),
    },
    (req, page) => service.list({ ctx: req.ctx, expand: req.query.expand, page }),
  );
  routes.create(
    `${base}/text`,
    {
      summary: `Create a text context with its first (primary) version${alias}`,
      body: ContextTextInput,
      response: Context,
      errors: [413],
      bodyLimit: bodyLimit.text,
    },
    (req) => service.create({ ctx: req.ctx, input: { ...req.body, type: 'text' } }),
  );
  routes.create(
    `${base}/file`,
    {
      summary: `Create a file context (JSON, base64 data) with its first (primary) version${alias}`,
      body: ContextFileInput,
      response: Context,
      errors: FILE_ERRORS,
      bodyLimit: bodyLimit.file,
    },
    (req) => service.create({ ctx: req.ctx, input: { ...req.body, type: 'file' } }),
  );
  routes.get(
    one,
    {
      summary: `Get a context (its primary version; all with expand=versions)${alias}`,
      params,
      querystring: ContextQuery,
      response: Context,
    },
    (req) => service.get({ ctx: req.ctx, contextId: contextId(req.params), expand: req.query.expand }),
  );
  routes.update(
    one,
    {
      summary: `Rename a context or change its description${alias}`,
      params,
      body: ContextPatch,
      response: Context,
    },
    (req, write) => service.update({ ...write, contextId: contextId(req.params) }),
  );
  routes.remove(
    one,
    { summary: `Delete a context with all its versions and files${alias}`, params },
    (req, write) => service.remove({ ...write, contextId: contextId(req.params) }),
  );
});
