import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { conditional, errorResponses, IfMatchHeaders, NoContent, sendTagged } from '../../http/schema-kit.js';
import { contentDisposition } from './context-files.js';
import {
  type BodyLimits,
  type ContextPrefix,
  idParams,
  parentId,
  plainQuery,
  read,
  security,
  underEachPrefix,
  versionParams,
  write,
} from './context-paths.routes.js';
import type { ContextVersionsService } from './context-versions.service.js';
import {
  ContextVersion,
  FileContent,
  FileVersionInput,
  FileVersionPatch,
  TextVersionInput,
  TextVersionPatch,
} from './contexts.schemas.js';

/** Versions of a context (spec: Contexts). Single-version responses carry an ETag. */
export const registerContextVersionRoutes = underEachPrefix(register);

function register(
  root: FastifyInstance,
  service: ContextVersionsService,
  { base, param, tags, alias }: ContextPrefix,
  bodyLimit: BodyLimits,
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const versions = `${base}/:${param}/versions`;
  const one = `${versions}/:versionId`;
  const params = idParams(param);
  const vParams = versionParams(param);
  const ids = (p: unknown) => ({
    contextId: parentId(p, param),
    versionId: (p as { versionId: string }).versionId,
  });

  app.get(
    versions,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: `List the versions of a context, most recently updated first${alias}`,
        params,
        querystring: plainQuery,
        response: { 200: Type.Array(ContextVersion), ...errorResponses(404) },
      },
    },
    (req) => service.list({ ctx: req.ctx, contextId: parentId(req.params, param) }),
  );

  for (const kind of ['text', 'file'] as const) {
    app.post(
      `${versions}/${kind}`,
      {
        config: write,
        bodyLimit: bodyLimit[kind],
        schema: {
          tags,
          security,
          summary: `Create a ${kind} version (primary if it is the first, or if is_primary is true)${alias}`,
          params,
          querystring: plainQuery,
          body: kind === 'text' ? TextVersionInput : FileVersionInput,
          response: { 201: ContextVersion, ...errorResponses(404, 413) },
        },
      },
      async (req, reply) => {
        const input = { ...(req.body as object), type: kind } as Parameters<
          ContextVersionsService['create']
        >[0]['input'];
        const created = await service.create({ ctx: req.ctx, contextId: parentId(req.params, param), input });
        return sendTagged(reply, created, 201);
      },
    );

    app.patch(
      `${one}/${kind}`,
      {
        config: write,
        bodyLimit: bodyLimit[kind],
        schema: {
          tags,
          security,
          summary:
            kind === 'text'
              ? `Change a text version: content, name, or make it primary${alias}`
              : `Change a file version: bytes (data, media_type, filename), name, or make it primary${alias}`,
          params: vParams,
          querystring: plainQuery,
          headers: IfMatchHeaders,
          body: kind === 'text' ? TextVersionPatch : FileVersionPatch,
          response: { 200: ContextVersion, ...errorResponses(404, 412, 413) },
        },
      },
      async (req, reply) =>
        sendTagged(reply, await service.update({ ...conditional(req), ...ids(req.params), kind })),
    );
  }

  app.get(
    one,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: `Get a version (a file version: its metadata and extracted text)${alias}`,
        params: vParams,
        querystring: plainQuery,
        response: { 200: ContextVersion, ...errorResponses(404) },
      },
    },
    async (req, reply) => sendTagged(reply, await service.get({ ctx: req.ctx, ...ids(req.params) })),
  );

  app.get(
    `${one}/content`,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: `Download the original bytes of a file version${alias}`,
        description:
          'The one non-JSON response: the bytes as uploaded, as an attachment. A text version is a 400.',
        params: vParams,
        querystring: plainQuery,
        response: { 200: FileContent, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const file = await service.fileContent({ ctx: req.ctx, ...ids(req.params) });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .header('etag', file.etag)
        .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
        .send(file.data);
    },
  );

  app.delete(
    one,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: `Delete a version (the primary only when it is the last one)${alias}`,
        params: vParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), ...ids(req.params) });
      return reply.code(204).send(null);
    },
  );
}
