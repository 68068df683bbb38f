import { type Static, Type } from 'typebox';
import {
  AuditFields,
  Nullable,
  PrimaryOnCreate,
  PrimaryOnPatch,
  ResourceName,
  WorkspaceQuery,
} from '../../http/schema-kit.js';
import { Balance, Heatmap, Risk, Scoring } from '../analysis/analysis.schemas.js';
import { TokenInfo } from '../token-info/token-info.service.js';
import { PROMPT_EXPAND, VERSION_EXPAND } from './expand.js';

const Name = ResourceName;
const UseCase = Type.String({ maxLength: 10_000 });
const Content = Type.String({ minLength: 1, description: 'The prompt text.' });
export const Variables = Type.Record(Type.String(), Type.String(), {
  maxProperties: 1000,
  description:
    'Placeholder → value. Each key is written {{name}} or [[name]]; every occurrence of it in content is ' +
    'replaced by its value (a string) before the version is saved.',
});

export const Version = Type.Object(
  {
    version_id: Type.String({ description: 'Prefix ver_' }),
    prompt_id: Type.String(),
    ...AuditFields,
    name: Nullable(Type.String()),
    is_primary: Type.Boolean(),
    content: Type.String(),
    variables: Type.Array(Type.String(), {
      description: 'Placeholders left in content, as {{name}} or [[name]], unique, in order of appearance.',
    }),
    token_info: TokenInfo,
    scoring: Nullable(Scoring),
    risk: Nullable(Risk),
    balance: Nullable(Balance),
    heatmap: Nullable(Heatmap),
  },
  { title: 'Version' },
);

export const Prompt = Type.Object(
  {
    prompt_id: Type.String({ description: 'Prefix prm_' }),
    workspace_id: Type.String(),
    ...AuditFields,
    name: Type.String(),
    use_case: Nullable(Type.String()),
    versions: Type.Array(Version, {
      description:
        'Only the primary version (none if the prompt has no versions); all of them with expand=versions.',
    }),
  },
  { title: 'Prompt' },
);

export const PromptInput = Type.Object(
  {
    name: Name,
    use_case: Type.Optional(Nullable(UseCase)),
    content: Type.Optional(Content),
    version_name: Type.Optional(Nullable(Name)),
    variables: Type.Optional(Variables),
  },
  { additionalProperties: false },
);

export const PromptPatch = Type.Object(
  { name: Type.Optional(Name), use_case: Type.Optional(Nullable(UseCase)) },
  { additionalProperties: false, minProperties: 1 },
);

export const VersionInput = Type.Object(
  {
    name: Type.Optional(Nullable(Name)),
    content: Content,
    variables: Type.Optional(Variables),
    is_primary: PrimaryOnCreate,
  },
  { additionalProperties: false },
);

export const VersionPatch = Type.Object(
  {
    name: Type.Optional(Nullable(Name)),
    content: Type.Optional(Content),
    variables: Type.Optional(Variables),
    is_primary: PrimaryOnPatch,
  },
  { additionalProperties: false, minProperties: 1 },
);

const expandParam = (names: readonly string[]) =>
  Type.Optional(
    Type.String({
      description: `Comma-separated names to expand: ${names.join(', ')}.`,
      examples: [names.join(',')],
    }),
  );

export const PromptQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(PROMPT_EXPAND) });
export const PromptListQuery = Type.Object({
  ...WorkspaceQuery,
  expand: expandParam(PROMPT_EXPAND),
  name: Type.Optional(Type.String({ description: 'Only prompts with exactly this name.' })),
});
export const VersionQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(VERSION_EXPAND) });

export type PromptView = Static<typeof Prompt>;
export type VersionView = Static<typeof Version>;
