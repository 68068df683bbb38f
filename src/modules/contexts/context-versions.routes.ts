import type { TSchema } from 'typebox';
import { workspaceRead } from '../../http/route-config.js';
import { versionList } from '../../versioned/index.js';
import { contentDisposition } from './context-files.js';
import { underEachPrefix } from './context-paths.routes.js';
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

/** Versions of a context (spec: Contexts). Single-version responses carry an ETag. */
export const registerContextVersionRoutes = underEachPrefix<ContextVersionsService>((service, on) => {
  const {
    app,
    table,
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

  app.route(
    table.list(
      versions,
      VERSION_LIST,
      {
        summary: `List the versions of a context, most recently updated first${alias}`,
        params: contextParams,
        item: ContextVersion,
      },
      (req, page) => service.list({ ctx: req.ctx, contextId: contextId(req.params), page }),
    ),
  );

  // Per kind, in this order (the OpenAPI document lists paths as they are registered): create, change.
  // Each kind's create names its own body schema, so its handler's body is typed.
  app.route(
    table.created(
      `${versions}/text`,
      createSpec('text', TextVersionInput),
      (req) =>
        service.create({
          ctx: req.ctx,
          contextId: contextId(req.params),
          input: { ...req.body, type: 'text' },
        }),
      { bodyLimit: bodyLimit.text },
    ),
  );
  changeRoute('text');
  app.route(
    table.created(
      `${versions}/file`,
      createSpec('file', FileVersionInput),
      (req) =>
        service.create({
          ctx: req.ctx,
          contextId: contextId(req.params),
          input: { ...req.body, type: 'file' },
        }),
      { bodyLimit: bodyLimit.file },
    ),
  );
  changeRoute('file');

  function createSpec<B extends TSchema>(kind: ContextVersionKind, body: B) {
    return {
      summary: `Create a ${kind} version (primary if it is the first, or if is_primary is true)${alias}`,
      params: contextParams,
      body,
      response: ContextVersion,
      errors: kind === 'file' ? FILE_ERRORS : [413],
    };
  }

  function changeRoute(kind: ContextVersionKind) {
    app.route(
      table.updated(
        `${one}/${kind}`,
        {
          summary:
            kind === 'text'
              ? `Change a text version: content, name, or make it primary${alias}`
              : `Change a file version: bytes (data, media_type, filename), name, or make it primary${alias}`,
          params: versionParams,
          body: kind === 'text' ? TextVersionPatch : FileVersionPatch,
          response: ContextVersion,
          errors: kind === 'file' ? FILE_ERRORS : [413],
        },
        (req, write) => service.update({ ...write, ...ids(req.params), kind, input: req.body }),
        { bodyLimit: bodyLimit[kind] },
      ),
    );
  }

  app.route(
    table.read(
      one,
      {
        summary: `Get a version (a file version: its metadata and extracted text)${alias}`,
        params: versionParams,
        response: ContextVersion,
      },
      (req) => service.get({ ctx: req.ctx, ...ids(req.params) }),
    ),
  );

  const download = table.schemas.download({
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

  app.route(
    table.deleted(
      one,
      {
        summary: `Delete a version (the primary only when it is the last one)${alias}`,
        params: versionParams,
      },
      (req, write) => service.remove({ ...write, ...ids(req.params) }),
    ),
  );
});
