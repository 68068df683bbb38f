import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp, WorkspaceQuery } from '../../http/common-schemas.js';
import { expandParam } from '../../http/expand-param.js';
import { Versioned } from '../../versioned/index.js';
import { Balance, Heatmap, Risk, Scoring } from '../analysis/analysis.schemas.js';
import { TokenInfo } from '../tokens/tokens.schemas.js';
import { ChatItem, ChatMessages, ModelConfig } from './chat.schemas.js';
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

const VersionType = StringEnum(['text', 'chat'] as const, {
  description: "text: the spec's version (content); chat: a list of role messages (messages).",
});
/** The model configuration kept with the version (docs/chat-versions.md); null: none. */
const ConfigInput = Type.Optional(Nullable(ModelConfig));

export const Version = Versioned.VersionObject(
  { parentKey: 'prompt_id', prefix: 'ver_' },
  {
    labels: Type.Array(Type.String(), {
      description:
        'The labels pointing at this version (GET /v1/prompts/{promptId}/labels), by name; `primary` is not one (see is_primary).',
    }),
    content: Type.String({
      description:
        'The prompt text; of a chat version, its messages flattened (docs/chat-versions.md: `[role]` lines).',
    }),
    variables: Type.Array(Type.String(), {
      description: 'Placeholders left in content, as {{name}} or [[name]], unique, in order of appearance.',
    }),
    token_info: TokenInfo,
    type: VersionType,
    messages: Nullable(
      Type.Array(ChatItem, {
        description: 'A chat version: its messages and message placeholders; text: null.',
      }),
    ),
    config: Nullable(ModelConfig),
    scoring: Nullable(Scoring),
    risk: Nullable(Risk),
    balance: Nullable(Balance),
    heatmap: Nullable(Heatmap),
  },
  { title: 'Version' },
);

/** A project's id in a prompt's body: the project holding it (null: none). */
const ProjectRef = Type.Optional(
  Nullable(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Prefix prj_: the project (GET /v1/projects) holding the prompt; null for none.',
    }),
  ),
);

export const Prompt = Versioned.ParentObject(
  { key: 'prompt_id', prefix: 'prm_', noun: 'prompt', title: 'Prompt' },
  {
    use_case: Nullable(Type.String()),
    project_id: Nullable(
      Type.String({ description: 'Prefix prj_: the project holding the prompt, or null.' }),
    ),
  },
  Version,
);

export const PromptInput = Type.Object(
  {
    name: Name,
    use_case: Type.Optional(Nullable(UseCase)),
    project_id: ProjectRef,
    content: Type.Optional(Content),
    version_name: Type.Optional(Nullable(Name)),
    variables: Type.Optional(Variables),
    type: Type.Optional(
      StringEnum(['text', 'chat'] as const, {
        description: 'Of the first version: text (default; content) or chat (messages instead of content).',
      }),
    ),
    messages: Type.Optional(ChatMessages),
    config: ConfigInput,
  },
  { title: 'PromptInput', additionalProperties: false },
);

export const PromptPatch = Versioned.ParentPatchBody({
  use_case: Type.Optional(Nullable(UseCase)),
  project_id: ProjectRef,
});

export const VersionInput = Versioned.VersionCreateBody({
  content: Content,
  variables: Type.Optional(Variables),
  config: ConfigInput,
});

/** POST …/versions/chat: a chat version (messages instead of content). */
export const ChatVersionInput = Versioned.VersionCreateBody({
  messages: ChatMessages,
  variables: Type.Optional(Variables),
  config: ConfigInput,
});

export const VersionPatch = Versioned.VersionPatchBody({
  content: Type.Optional(Content),
  variables: Type.Optional(Variables),
  messages: Type.Optional(ChatMessages),
  config: ConfigInput,
});

export const PromptQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(PROMPT_EXPAND) });
export const PromptListQuery = Type.Object({
  ...WorkspaceQuery,
  expand: expandParam(PROMPT_EXPAND),
  name: Type.Optional(Type.String({ description: 'Only prompts with exactly this name.' })),
  project_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description:
        'Only the prompts of this project (prefix prj_); `none`: only the prompts in no project. A project ' +
        'this workspace does not hold gives an empty list.',
    }),
  ),
});
export const VersionQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(VERSION_EXPAND) });
/** The reads applications make by label: `resolve=true` answers the content with its includes resolved. */
export const LabelledVersionQuery = Type.Object({
  ...VersionQuery.properties,
  resolve: Type.Optional(
    StringEnum(['true', 'false'] as const, {
      description:
        'true: content with its includes ({{> name@ref}}) resolved in the workspace, variables and token_info ' +
        'of that text, and an ETag that changes when an included piece does (a piece gone: 422).',
    }),
  ),
});

/** A prompt's exact name in a path (`/v1/prompts-by-name/{name}`), percent-encoded. */
export const PromptName = Type.String({
  minLength: 1,
  maxLength: 255,
  description: 'The exact name of the prompt.',
});

/** A label's name: lower case, digits and `_.-`, starting with a letter or digit. */
export const LABEL_PATTERN = '^[a-z0-9][a-z0-9_.-]{0,62}$';
export const LabelName = Type.String({
  pattern: LABEL_PATTERN,
  description: 'A label name, e.g. `production`; `primary` stands for the primary version (read only).',
});

/** A label: a named pointer to one version of a prompt (at most one version per label per prompt). */
export const PromptLabel = Type.Object(
  {
    label: Type.String(),
    version_id: Type.String({ description: 'Prefix ver_' }),
    prompt_id: Type.String({ description: 'Prefix prm_' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'PromptLabel' },
);
/** One move of a label (issue 23 §3): created (no from), moved, or removed (no to). */
export const LabelMove = Type.Object(
  {
    move_id: Type.String({ description: 'Prefix lmv_; moves sort by it, newest first in the history.' }),
    label: Type.String(),
    prompt_id: Type.String({ description: 'Prefix prm_' }),
    from_version_id: Nullable(
      Type.String({ description: 'Where the label pointed before; null: it was created.' }),
    ),
    to_version_id: Nullable(Type.String({ description: 'Where it points after; null: it was removed.' })),
    via: StringEnum(['direct', 'release'], {
      description:
        '`direct`: PUT or DELETE on the label (or an import); `release`: an approved release request.',
    }),
    release_id: Nullable(
      Type.String({ description: 'Prefix rel_: the approved release request, when via is release.' }),
    ),
    actor: Type.Object({
      type: StringEnum(['user', 'api_key']),
      id: Type.String(),
      name: Type.String(),
    }),
    at: Timestamp,
  },
  { title: 'LabelMove' },
);

export const PromptLabelInput = Type.Object(
  { version_id: Type.String({ minLength: 1, maxLength: 128, description: 'A version of this prompt.' }) },
  { additionalProperties: false },
);

export type PromptView = Static<typeof Prompt>;
export type VersionView = Static<typeof Version>;
