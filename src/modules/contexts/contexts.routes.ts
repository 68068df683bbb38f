import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { conditional, errorResponses, IfMatchHeaders, NoContent, sendTagged } from '../../http/schema-kit.js';
import {
  type BodyLimits,
  type ContextPrefix,
  idParams,
  parentId,
  plainQuery,
  read,
  security,
  underEachPrefix,
  write,
} from './context-paths.routes.js';
import {
  Context,
  ContextFileInput,
  ContextPatch,
  ContextQuery,
  ContextTextInput,
} from './contexts.schemas.js';
import type { ContextsService } from './contexts.service.js';

/** Contexts themselves (spec: Contexts). Single-context responses carry an ETag. */
export const registerContextRoutes = underEachPrefix(register);

function register(
  root: FastifyInstance,
  service: ContextsService,
  { base, param, tags, alias }: ContextPrefix,
  bodyLimit: BodyLimits,
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const one = `${base}/:${param}`;
  const params = idParams(param);

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: `List contexts, sorted by name (case-insensitive)${alias}`,
        querystring: ContextQuery,
        response: { 200: Type.Array(Context), ...errorResponses() },
      },
    },
    (req) => service.list({ ctx: req.ctx, expand: req.query.expand }),
  );

  app.post(
    `${base}/text`,
    {
      config: write,
      bodyLimit: bodyLimit.text,
      schema: {
        tags,
        security,
        summary: `Create a text context with its first (primary) version${alias}`,
        querystring: plainQuery,
        body: ContextTextInput,
        response: { 201: Context, ...errorResponses(413) },
      },
    },
    async (req, reply) =>
      sendTagged(reply, await service.create({ ctx: req.ctx, input: { ...req.body, type: 'text' } }), 201),
  );

  app.post(
    `${base}/file`,
    {
      config: write,
      bodyLimit: bodyLimit.file,
      schema: {
        tags,
        security,
        summary: `Create a file context (JSON, base64 data) with its first (primary) version${alias}`,
        querystring: plainQuery,
        body: ContextFileInput,
        response: { 201: Context, ...errorResponses(413) },
      },
    },
    async (req, reply) =>
      sendTagged(reply, await service.create({ ctx: req.ctx, input: { ...req.body, type: 'file' } }), 201),
  );

  app.get(
    one,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: `Get a context (its primary version; all with expand=versions)${alias}`,
        params,
        querystring: ContextQuery,
        response: { 200: Context, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendTagged(
        reply,
        await service.get({
          ctx: req.ctx,
          contextId: parentId(req.params, param),
          expand: req.query.expand,
        }),
      ),
  );

  app.patch(
    one,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: `Rename a context or change its description${alias}`,
        params,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        body: ContextPatch,
        response: { 200: Context, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) =>
      sendTagged(
        reply,
        await service.update({ ...conditional(req), contextId: parentId(req.params, param) }),
      ),
  );

  app.delete(
    one,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: `Delete a context with all its versions and files${alias}`,
        params,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), contextId: parentId(req.params, param) });
      return reply.code(204).send(null);
    },
  );
}
