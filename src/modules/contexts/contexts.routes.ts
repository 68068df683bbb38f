import { Type } from 'typebox';
import { errorResponses } from '../../http/common-schemas.js';
import { answerPage, PageQuery } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import {
  conditional,
  IfMatchHeaders,
  IfNoneMatchHeaders,
  parentList,
  responses,
  withEtag,
} from '../../versioned/index.js';
import { underEachPrefix } from './context-paths.routes.js';
import {
  Context,
  ContextFileInput,
  ContextPatch,
  ContextQuery,
  ContextTextInput,
} from './contexts.schemas.js';
import type { ContextsService } from './contexts.service.js';

const CONTEXT_LIST = parentList('contexts');

/** Contexts themselves (spec: Contexts). Single-context responses carry an ETag. */
export const registerContextRoutes = underEachPrefix<ContextsService>((service, on) => {
  const { app, schema, base, one, alias, params, bodyLimit, contextId } = on;
  app.get(
    base,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: `List contexts, sorted by name (case-insensitive)${alias}`,
        querystring: Type.Object({ ...ContextQuery.properties, ...PageQuery }),
        response: { 200: Type.Array(Context), ...errorResponses() },
      },
    },
    (req, reply) =>
      answerPage(req, reply, CONTEXT_LIST, (page) =>
        service.list({ ctx: req.ctx, expand: req.query.expand, page }),
      ),
  );
  app.post(
    `${base}/text`,
    {
      config: workspaceWrite,
      bodyLimit: bodyLimit.text,
      schema: {
        ...schema,
        summary: `Create a text context with its first (primary) version${alias}`,
        body: ContextTextInput,
        response: responses.created(Context, 413),
      },
    },
    async (req, reply) =>
      withEtag(reply.code(201), await service.create({ ctx: req.ctx, input: { ...req.body, type: 'text' } })),
  );
  app.post(
    `${base}/file`,
    {
      config: workspaceWrite,
      bodyLimit: bodyLimit.file,
      schema: {
        ...schema,
        summary: `Create a file context (JSON, base64 data) with its first (primary) version${alias}`,
        body: ContextFileInput,
        response: responses.created(Context, 413),
      },
    },
    async (req, reply) =>
      withEtag(reply.code(201), await service.create({ ctx: req.ctx, input: { ...req.body, type: 'file' } })),
  );
  app.get(
    one,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: `Get a context (its primary version; all with expand=versions)${alias}`,
        params,
        querystring: ContextQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Context, 404),
      },
    },
    async (req, reply) =>
      withEtag(
        reply,
        await service.get({ ctx: req.ctx, contextId: contextId(req.params), expand: req.query.expand }),
      ),
  );
  app.patch(
    one,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: `Rename a context or change its description${alias}`,
        params,
        headers: IfMatchHeaders,
        body: ContextPatch,
        response: responses.updated(Context),
      },
    },
    async (req, reply) =>
      withEtag(
        reply,
        await service.update({ ...conditional(req), contextId: contextId(req.params), input: req.body }),
      ),
  );
  app.delete(
    one,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: `Delete a context with all its versions and files${alias}`,
        params,
        headers: IfMatchHeaders,
        response: responses.deleted(),
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), contextId: contextId(req.params) });
      return reply.code(204).send(null);
    },
  );
});
