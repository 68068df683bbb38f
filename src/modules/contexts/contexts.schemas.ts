import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, WorkspaceQuery } from '../../http/common-schemas.js';
import { expandParam } from '../../http/expand-param.js';
import { HEADERS } from '../../http/openapi-headers.js';
import { Versioned } from '../../versioned/index.js';
import { TokenInfo } from '../tokens/tokens.schemas.js';
import { ACCEPTED_MEDIA_TYPES_TEXT } from './context-files.js';

const Description = Type.String({ maxLength: 10_000 });
const Content = Type.String({
  minLength: 1,
  description:
    'The text (UTF-8, no NUL characters); at most max-file-bytes (10 MiB by default) as UTF-8, else 413.',
});
const Filename = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^(?=.*\\S)[^/\\\\\\u0000-\\u001f\\u007f]+$',
  description:
    'The file name (no path: no / or \\, no control characters). Served back in Content-Disposition.',
});
const MediaTypeField = Type.String({
  minLength: 3,
  maxLength: 255,
  description: `The file's media type; the content must match it (checked). Accepted: ${ACCEPTED_MEDIA_TYPES_TEXT}.`,
  examples: ['application/pdf', 'text/markdown'],
});
const Data = Type.String({
  minLength: 1,
  contentEncoding: 'base64',
  description:
    'The file bytes in standard base64 (RFC 4648 §4, = padding, no line breaks). At most max-file-bytes ' +
    '(10 MiB by default) once decoded, else 413.',
});

export const FileInfo = Type.Object(
  {
    filename: Type.String(),
    media_type: Type.String({ description: 'Lower-case type/subtype, parameters removed' }),
    size_bytes: Type.Integer(),
    sha256: Type.String({ description: 'SHA-256 of the bytes, hex' }),
  },
  { title: 'ContextFile' },
);

export const ContextVersion = Versioned.VersionObject(
  { parentKey: 'context_id', prefix: 'cv_' },
  {
    type: StringEnum(['text', 'file'] as const),
    content: Nullable(
      Type.String({
        description:
          'The text: as written (type text), or extracted from the file (PDF, DOCX, text files verbatim). ' +
          'null for files without text (images, octet-stream).',
      }),
    ),
    file: Nullable(FileInfo),
    token_info: Nullable(TokenInfo),
  },
  {
    title: 'ContextVersion',
    description:
      "token_info is computed on content when it is written; null when there is no text. A file version's " +
      'bytes are served by GET …/versions/{versionId}/content.',
  },
);

export const Context = Versioned.ParentObject(
  { key: 'context_id', prefix: 'ctx_', noun: 'context', title: 'Context' },
  { description: Nullable(Type.String()) },
  ContextVersion,
);

const fileFields = { filename: Filename, media_type: MediaTypeField, data: Data };
/** A context's and a pack's own field, as their create bodies take it. */
export const NewDescription = { description: Type.Optional(Nullable(Description)) };

export const ContextTextInput = Versioned.ParentCreateBody(NewDescription, { content: Content });

export const ContextFileInput = Versioned.ParentCreateBody(NewDescription, fileFields);

export const ContextPatch = Versioned.ParentPatchBody(NewDescription);

export const TextVersionInput = Versioned.VersionCreateBody({ content: Content });

export const FileVersionInput = Versioned.VersionCreateBody(fileFields);

export const TextVersionPatch = Versioned.VersionPatchBody({ content: Type.Optional(Content) });

export const FileVersionPatch = Versioned.VersionPatchBody(
  {
    filename: Type.Optional(Filename),
    media_type: Type.Optional(MediaTypeField),
    data: Type.Optional(Data),
  },
  {
    description:
      'data replaces the bytes (checked against media_type if given, else the stored one); media_type alone ' +
      'is refused (the bytes would not be re-checked); filename alone renames.',
  },
);

export const ContextQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(['versions']) });

export const FileContent = {
  description:
    'The original bytes, with the Content-Type they were uploaded as and Content-Disposition: attachment.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  headers: {
    ETag: HEADERS.etag,
    'Repr-Digest': {
      type: 'string',
      description: 'SHA-256 of the bytes (RFC 9530).',
      example: 'sha-256=:MV9b23bQeMQ7isAGTkoBZGErH853yGk0W/yUx1iU7dM=:',
    },
    'Content-Disposition': {
      type: 'string',
      description: 'attachment, with the file name as uploaded.',
      example: 'attachment; filename="faq.txt"',
    },
  },
};

export type ContextView = Static<typeof Context>;
export type ContextVersionView = Static<typeof ContextVersion>;
export type TextVersionPatchBody = Static<typeof TextVersionPatch>;
export type FileVersionPatchBody = Static<typeof FileVersionPatch>;
