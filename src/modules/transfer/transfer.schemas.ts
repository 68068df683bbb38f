import { type Static, Type } from 'typebox';
import { Nullable, Timestamp } from '../../http/common-schemas.js';
import { CriterionInput } from '../criteria/criteria.schemas.js';
import { ChatMessages, ModelConfig } from '../prompts/chat.schemas.js';
import { LABEL_PATTERN } from '../prompts/prompts.schemas.js';

/** The one format version this service writes and reads (`format_version`). */
export const FORMAT_VERSION = 1;

const Name = Type.String({ minLength: 1, maxLength: 255 });
const VersionName = Nullable(Name);
const Text = Type.String({ minLength: 1 });
const Description = Nullable(Type.String({ maxLength: 10_000 }));
const closed = { additionalProperties: false } as const;
const versions = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Array(item, { minItems: 1, maxItems: 1000, description: 'Oldest first.' });

export const PromptVersionDoc = Type.Object(
  {
    name: VersionName,
    content: Text,
    variables: Type.Optional(
      Type.Array(Type.String(), { description: 'Informational: placeholders left in content (recomputed).' }),
    ),
    is_primary: Type.Boolean(),
    labels: Type.Array(Type.String({ pattern: LABEL_PATTERN }), { maxItems: 100, uniqueItems: true }),
    type: Type.Optional(
      Type.Union([Type.Literal('text'), Type.Literal('chat')], {
        description: 'text (default) or chat: then `messages` is the version and `content` informational.',
      }),
    ),
    messages: Type.Optional(ChatMessages),
    config: Type.Optional(Nullable(ModelConfig)),
  },
  closed,
);
export const ProjectDoc = Type.Object(
  { name: Name, brief: Nullable(Type.String({ maxLength: 10_000 })) },
  closed,
);
export const PromptDoc = Type.Object(
  {
    name: Name,
    use_case: Nullable(Type.String({ maxLength: 10_000 })),
    project: Type.Optional(
      Nullable({ ...Name, description: 'The name of a project of this document; null or absent: none.' }),
    ),
    versions: Type.Array(PromptVersionDoc, { maxItems: 1000, description: 'Oldest first.' }),
  },
  closed,
);
export const CriteriaDoc = Type.Object(
  {
    name: Name,
    use_case: Nullable(Type.String({ maxLength: 10_000 })),
    criterion_set: Type.Array(CriterionInput, { maxItems: 100 }),
  },
  closed,
);
const TextVersionDoc = Type.Object(
  { type: Type.Literal('text'), name: VersionName, is_primary: Type.Boolean(), content: Text },
  closed,
);
const FileVersionDoc = Type.Object(
  {
    type: Type.Literal('file'),
    name: VersionName,
    is_primary: Type.Boolean(),
    filename: Name,
    media_type: Type.String({ minLength: 3, maxLength: 255 }),
    data: Type.String({ minLength: 1, contentEncoding: 'base64', description: 'The bytes, base64.' }),
  },
  closed,
);
export const ContextDoc = Type.Object(
  { name: Name, description: Description, versions: versions(Type.Union([TextVersionDoc, FileVersionDoc])) },
  closed,
);
export const PackItemDoc = Type.Object(
  {
    context: Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'The name of a context of this document.',
    }),
    version: Nullable(
      Type.Integer({
        minimum: 0,
        description: "Index in that context's versions (a pinned version); null follows its primary.",
      }),
    ),
  },
  closed,
);
export const PackDoc = Type.Object(
  {
    name: Name,
    description: Description,
    versions: Type.Array(
      Type.Object(
        {
          name: VersionName,
          is_primary: Type.Boolean(),
          items: Type.Array(PackItemDoc, { minItems: 1, maxItems: 200 }),
        },
        closed,
      ),
      { maxItems: 1000, description: 'Oldest first.' },
    ),
  },
  closed,
);

const section = <T extends Parameters<typeof Type.Array>[0]>(item: T, what: string) =>
  Type.Array(item, { maxItems: 10_000, description: `${what}, matched by name on import.` });

/** A workspace as one JSON document: GET /v1/workspace/export writes it, POST …/import reads it. */
export const WorkspaceDocument = Type.Object(
  {
    format: Type.Literal('promptkeep.workspace'),
    format_version: Type.Literal(FORMAT_VERSION),
    exported_at: Timestamp,
    projects: Type.Optional(
      section(ProjectDoc, 'Projects (absent in documents written before projects: none)'),
    ),
    prompts: section(PromptDoc, 'Prompts with their versions (and the labels on each)'),
    scoring_criteria: section(CriteriaDoc, 'Scoring criteria (the built-in Default is not exported)'),
    contexts: section(ContextDoc, 'Contexts with their versions'),
    context_packs: section(PackDoc, 'Context packs with their versions'),
  },
  { ...closed, title: 'WorkspaceDocument' },
);

const Counts = Type.Object({
  projects: Type.Integer(),
  prompts: Type.Integer(),
  versions: Type.Integer({ description: 'Prompt versions.' }),
  labels: Type.Integer(),
  criteria: Type.Integer(),
  contexts: Type.Integer(),
  context_versions: Type.Integer(),
  packs: Type.Integer(),
  pack_versions: Type.Integer(),
});
/** What an import did: each count once, under created, updated (labels moved, primaries switched) or unchanged. */
export const ImportReport = Type.Object(
  { created: Counts, updated: Counts, unchanged: Counts },
  { title: 'ImportReport' },
);

export type WorkspaceDocumentView = Static<typeof WorkspaceDocument>;
export type ImportReportView = Static<typeof ImportReport>;
export type CountsView = Static<typeof Counts>;
