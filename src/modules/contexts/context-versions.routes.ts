import type { TSchema } from 'typebox';
import { answerPage } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { conditional, versionList, withEtag } from '../../versioned/index.js';
import { contentDisposition } from './context-files.js';
import { type PrefixRoutes, underEachPrefix } from './context-paths.routes.js';
import type { ContextVersionsService } from './context-versions.service.js';
import {
  ContextVersion,
  FileContent,
  FileVersionInput,
  FileVersionPatch,
  TextVersionInput,
  TextVersionPatch,
} from './contexts.schemas.js';
import type { ContextVersionKind } from './contexts.tables.js';
import { FILE_ERRORS } from './file-reading.js';

const VERSION_LIST = versionList('context-versions');

/** A create route's schema. Each kind's route names its own body schema, so its handler's body is typed. */
const createSchema = <B extends TSchema>(on: PrefixRoutes, kind: ContextVersionKind, body: B) =>
  on.route.created({
    summary: `Create a ${kind} version (primary if it is the first, or if is_primary is true)${on.alias}`,
    params: on.params,
    body,
    response: ContextVersion,
    errors: kind === 'file' ? FILE_ERRORS : [413],
  });

/** Versions of a context (spec: Contexts). Single-version responses carry an ETag. */
export const registerContextVersionRoutes = underEachPrefix<ContextVersionsService>((service, on) => {
  const {
    app,
    route,
    one: context,
    alias,
    params: contextParams,
    versionParams,
    bodyLimit,
    contextId,
    ids,
  } = on;
  const versions = `${context}/versions`;
  const one = `${versions}/:versionId`;

  const list = route.list({
    summary: `List the versions of a context, most recently updated first${alias}`,
    params: contextParams,
    item: ContextVersion,
  });
  app.get(versions, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, VERSION_LIST, (page) =>
      service.list({ ctx: req.ctx, contextId: contextId(req.params), page }),
    ),
  );

  // Per kind, in this order (the OpenAPI document lists paths as they are registered): create, change.
  app.post(
    `${versions}/text`,
    { config: workspaceWrite, bodyLimit: bodyLimit.text, schema: createSchema(on, 'text', TextVersionInput) },
    async (req, reply) => {
      const version = service.create({
        ctx: req.ctx,
        contextId: contextId(req.params),
        input: { ...req.body, type: 'text' },
      });
      return withEtag(reply.code(201), await version);
    },
  );
  changeRoute('text');
  app.post(
    `${versions}/file`,
    { config: workspaceWrite, bodyLimit: bodyLimit.file, schema: createSchema(on, 'file', FileVersionInput) },
    async (req, reply) => {
      const version = service.create({
        ctx: req.ctx,
        contextId: contextId(req.params),
        input: { ...req.body, type: 'file' },
      });
      return withEtag(reply.code(201), await version);
    },
  );
  changeRoute('file');

  function changeRoute(kind: ContextVersionKind) {
    const update = route.updated({
      summary:
        kind === 'text'
          ? `Change a text version: content, name, or make it primary${alias}`
          : `Change a file version: bytes (data, media_type, filename), name, or make it primary${alias}`,
      params: versionParams,
      body: kind === 'text' ? TextVersionPatch : FileVersionPatch,
      response: ContextVersion,
      errors: kind === 'file' ? FILE_ERRORS : [413],
    });
    app.patch(
      `${one}/${kind}`,
      { config: workspaceWrite, bodyLimit: bodyLimit[kind], schema: update },
      async (req, reply) =>
        withEtag(
          reply,
          await service.update({ ...conditional(req), ...ids(req.params), kind, input: req.body }),
        ),
    );
  }

  const get = route.read({
    summary: `Get a version (a file version: its metadata and extracted text)${alias}`,
    params: versionParams,
    response: ContextVersion,
  });
  app.get(one, { config: workspaceRead, schema: get }, async (req, reply) =>
    withEtag(reply, await service.get({ ctx: req.ctx, ...ids(req.params) })),
  );

  const download = route.download({
    summary: `Download the original bytes of a file version${alias}`,
    description:
      'The one non-JSON response: the bytes as uploaded, as an attachment. A text version is a 400.',
    params: versionParams,
    response: FileContent,
  });
  app.get(`${one}/content`, { config: workspaceRead, schema: download }, async (req, reply) => {
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
  });

  const remove = route.deleted({
    summary: `Delete a version (the primary only when it is the last one)${alias}`,
    params: versionParams,
  });
  app.delete(one, { config: workspaceWrite, schema: remove }, async (req, reply) => {
    await service.remove({ ...conditional(req), ...ids(req.params) });
    return reply.code(204).send(null);
  });
});
