import { type Static, Type } from 'typebox';
import { Nullable, WorkspaceQuery } from '../../http/common-schemas.js';
import { expandParam } from '../../http/expand-param.js';
import * as Versioned from '../../http/versioned-schemas.js';
import { Balance, Heatmap, Risk, Scoring } from '../analysis/analysis.schemas.js';
import { TokenInfo } from '../token-info/token-info.service.js';
import { PROMPT_EXPAND, VERSION_EXPAND } from './expand.js';

const Name = Versioned.ResourceName;
const UseCase = Type.String({ maxLength: 10_000 });
const Content = Type.String({ minLength: 1, description: 'The prompt text.' });
export const Variables = Type.Record(Type.String(), Type.String(), {
  maxProperties: 1000,
  description:
    'Placeholder → value. Each key is written {{name}} or [[name]]; every occurrence of it in content is ' +
    'replaced by its value (a string) before the version is saved.',
});

export const Version = Versioned.VersionObject(
  { parentKey: 'prompt_id', prefix: 'ver_' },
  {
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

export const Prompt = Versioned.ParentObject(
  { key: 'prompt_id', prefix: 'prm_', noun: 'prompt', title: 'Prompt' },
  { use_case: Nullable(Type.String()) },
  Version,
);

export const PromptInput = Type.Object(
  {
    name: Name,
    use_case: Type.Optional(Nullable(UseCase)),
    content: Type.Optional(Content),
    version_name: Type.Optional(Nullable(Name)),
    variables: Type.Optional(Variables),
  },
  { title: 'PromptInput', additionalProperties: false },
);

export const PromptPatch = Versioned.ParentPatchBody({ use_case: Type.Optional(Nullable(UseCase)) });

export const VersionInput = Versioned.VersionCreateBody({
  content: Content,
  variables: Type.Optional(Variables),
});

export const VersionPatch = Versioned.VersionPatchBody({
  content: Type.Optional(Content),
  variables: Type.Optional(Variables),
});

export const PromptQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(PROMPT_EXPAND) });
export const PromptListQuery = Type.Object({
  ...WorkspaceQuery,
  expand: expandParam(PROMPT_EXPAND),
  name: Type.Optional(Type.String({ description: 'Only prompts with exactly this name.' })),
});
export const VersionQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(VERSION_EXPAND) });

export type PromptView = Static<typeof Prompt>;
export type VersionView = Static<typeof Version>;
