import { versionList } from '../../http/versioned-routes.js';
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
import { FILE_ERRORS } from './file-reading.js';

/** Versions of a context (spec: Contexts). Single-version responses carry an ETag. */
export const registerContextVersionRoutes = underEachPrefix<ContextVersionsService>((service, on) => {
  const { routes, one: context, alias, params, versionParams: vParams, bodyLimit, contextId, ids } = on;
  const versions = `${context}/versions`;
  const one = `${versions}/:versionId`;

  routes.list(
    versions,
    {
      summary: `List the versions of a context, most recently updated first${alias}`,
      params,
      item: ContextVersion,
      cursor: versionList('context-versions'),
    },
    (req, page) => service.list({ ctx: req.ctx, contextId: contextId(req.params), page }),
  );

  for (const kind of ['text', 'file'] as const) {
    routes.create(
      `${versions}/${kind}`,
      {
        summary: `Create a ${kind} version (primary if it is the first, or if is_primary is true)${alias}`,
        params,
        body: kind === 'text' ? TextVersionInput : FileVersionInput,
        response: ContextVersion,
        errors: kind === 'file' ? FILE_ERRORS : [413],
        bodyLimit: bodyLimit[kind],
      },
      (req) => {
        const input = { ...req.body, type: kind } as Parameters<ContextVersionsService['create']>[0]['input'];
        return service.create({ ctx: req.ctx, contextId: contextId(req.params), input });
      },
    );
    routes.update(
      `${one}/${kind}`,
      {
        summary:
          kind === 'text'
            ? `Change a text version: content, name, or make it primary${alias}`
            : `Change a file version: bytes (data, media_type, filename), name, or make it primary${alias}`,
        params: vParams,
        body: kind === 'text' ? TextVersionPatch : FileVersionPatch,
        response: ContextVersion,
        errors: kind === 'file' ? FILE_ERRORS : [413],
        bodyLimit: bodyLimit[kind],
      },
      (req, write) => service.update({ ...write, ...ids(req.params), kind }),
    );
  }

  routes.get(
    one,
    {
      summary: `Get a version (a file version: its metadata and extracted text)${alias}`,
      params: vParams,
      response: ContextVersion,
    },
    (req) => service.get({ ctx: req.ctx, ...ids(req.params) }),
  );

  routes.download(
    `${one}/content`,
    {
      summary: `Download the original bytes of a file version${alias}`,
      description:
        'The one non-JSON response: the bytes as uploaded, as an attachment. A text version is a 400.',
      params: vParams,
      response: FileContent,
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

  routes.remove(
    one,
    { summary: `Delete a version (the primary only when it is the last one)${alias}`, params: vParams },
    (req, write) => service.remove({ ...write, ...ids(req.params) }),
  );
});
