import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp, WorkspaceQuery } from '../../http/schema-kit.js';
import { TokenInfo } from '../token-info/token-info.service.js';
import { ACCEPTED_MEDIA_TYPES_TEXT } from './context-files.js';

// Names are trimmed by the service, which also rejects blank ones with a message naming the field.
export const Name = Type.String({ minLength: 1, maxLength: 255 });
export const Description = Type.String({ maxLength: 10_000 });
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
const IsPrimary = (description: string) => Type.Optional(Type.Boolean({ description }));

export const FileInfo = Type.Object(
  {
    filename: Type.String(),
    media_type: Type.String({ description: 'Lower-case type/subtype, parameters removed' }),
    size_bytes: Type.Integer(),
    sha256: Type.String({ description: 'SHA-256 of the bytes, hex' }),
  },
  { title: 'ContextFile' },
);

export const ContextVersion = Type.Object(
  {
    version_id: Type.String({ description: 'Prefix cv_' }),
    context_id: Type.String(),
    created: Timestamp,
    created_by: Type.String(),
    updated: Timestamp,
    updated_by: Type.String(),
    name: Nullable(Type.String()),
    is_primary: Type.Boolean(),
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

export const Context = Type.Object(
  {
    context_id: Type.String({ description: 'Prefix ctx_' }),
    workspace_id: Type.String(),
    created: Timestamp,
    created_by: Type.String(),
    updated: Timestamp,
    updated_by: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    versions: Type.Array(ContextVersion, {
      description:
        'Only the primary version (none if the context has no versions); all of them with expand=versions.',
    }),
  },
  { title: 'Context' },
);

export const ContextTextInput = Type.Object(
  {
    name: Name,
    description: Type.Optional(Nullable(Description)),
    content: Content,
    version_name: Type.Optional(Nullable(Name)),
  },
  { additionalProperties: false },
);

const fileFields = { filename: Filename, media_type: MediaTypeField, data: Data };

export const ContextFileInput = Type.Object(
  {
    name: Name,
    description: Type.Optional(Nullable(Description)),
    ...fileFields,
    version_name: Type.Optional(Nullable(Name)),
  },
  { additionalProperties: false },
);

export const ContextPatch = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Nullable(Description)) },
  { additionalProperties: false, minProperties: 1 },
);

const createPrimary = IsPrimary('true makes the new version primary. The first version always is.');
const patchPrimary = IsPrimary('true makes this version primary (the old one is demoted); false is refused.');

export const TextVersionInput = Type.Object(
  { name: Type.Optional(Nullable(Name)), content: Content, is_primary: createPrimary },
  { additionalProperties: false },
);

export const FileVersionInput = Type.Object(
  { name: Type.Optional(Nullable(Name)), ...fileFields, is_primary: createPrimary },
  { additionalProperties: false },
);

export const TextVersionPatch = Type.Object(
  { name: Type.Optional(Nullable(Name)), content: Type.Optional(Content), is_primary: patchPrimary },
  { additionalProperties: false, minProperties: 1 },
);

export const FileVersionPatch = Type.Object(
  {
    name: Type.Optional(Nullable(Name)),
    filename: Type.Optional(Filename),
    media_type: Type.Optional(MediaTypeField),
    data: Type.Optional(Data),
    is_primary: patchPrimary,
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description:
      'data replaces the bytes (checked against media_type if given, else the stored one); media_type alone ' +
      'is refused (the bytes would not be re-checked); filename alone renames.',
  },
);

export const ContextQuery = Type.Object({
  ...WorkspaceQuery,
  expand: Type.Optional(
    Type.String({ description: 'Comma-separated names to expand: versions.', examples: ['versions'] }),
  ),
});
export const ContextVersionQuery = Type.Object(WorkspaceQuery);

const IfMatch = Type.String({
  description: 'An ETag from an earlier response: the change applies only if still current (else 412).',
});
export const IfMatchHeaders = Type.Object({ 'if-match': Type.Optional(IfMatch) });

export const FileContent = {
  description:
    'The original bytes, with the Content-Type they were uploaded as and Content-Disposition: attachment.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

export type ContextView = Static<typeof Context>;
export type ContextVersionView = Static<typeof ContextVersion>;
export type TextVersionPatchBody = Static<typeof TextVersionPatch>;
export type FileVersionPatchBody = Static<typeof FileVersionPatch>;
