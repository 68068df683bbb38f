import { answerPage } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { conditional, parentList, withEtag } from '../../versioned/index.js';
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
  const { app, route, base, one, alias, params: contextParams, bodyLimit, contextId } = on;

  const list = route.list({
    summary: `List contexts, sorted by name (case-insensitive)${alias}`,
    querystring: ContextQuery,
    item: Context,
  });
  app.get(base, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, CONTEXT_LIST, (page) =>
      service.list({ ctx: req.ctx, expand: req.query.expand, page }),
    ),
  );

  const createText = route.created({
    summary: `Create a text context with its first (primary) version${alias}`,
    body: ContextTextInput,
    response: Context,
    errors: [413],
  });
  app.post(
    `${base}/text`,
    { config: workspaceWrite, bodyLimit: bodyLimit.text, schema: createText },
    async (req, reply) =>
      withEtag(reply.code(201), await service.create({ ctx: req.ctx, input: { ...req.body, type: 'text' } })),
  );

  const createFile = route.created({
    summary: `Create a file context (JSON, base64 data) with its first (primary) version${alias}`,
    body: ContextFileInput,
    response: Context,
    errors: FILE_ERRORS,
  });
  app.post(
    `${base}/file`,
    { config: workspaceWrite, bodyLimit: bodyLimit.file, schema: createFile },
    async (req, reply) =>
      withEtag(reply.code(201), await service.create({ ctx: req.ctx, input: { ...req.body, type: 'file' } })),
  );

  const get = route.read({
    summary: `Get a context (its primary version; all with expand=versions)${alias}`,
    params: contextParams,
    querystring: ContextQuery,
    response: Context,
  });
  app.get(one, { config: workspaceRead, schema: get }, async (req, reply) =>
    withEtag(
      reply,
      await service.get({ ctx: req.ctx, contextId: contextId(req.params), expand: req.query.expand }),
    ),
  );

  const update = route.updated({
    summary: `Rename a context or change its description${alias}`,
    params: contextParams,
    body: ContextPatch,
    response: Context,
  });
  app.patch(one, { config: workspaceWrite, schema: update }, async (req, reply) =>
    withEtag(
      reply,
      await service.update({ ...conditional(req), contextId: contextId(req.params), input: req.body }),
    ),
  );

  const remove = route.deleted({
    summary: `Delete a context with all its versions and files${alias}`,
    params: contextParams,
  });
  app.delete(one, { config: workspaceWrite, schema: remove }, async (req, reply) => {
    await service.remove({ ...conditional(req), contextId: contextId(req.params) });
    return reply.code(204).send(null);
  });
});
