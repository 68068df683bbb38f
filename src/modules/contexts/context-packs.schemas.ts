import { type Static, Type } from 'typebox';
import { Nullable } from '../../http/common-schemas.js';
import { Versioned } from '../../versioned/index.js';
import { TokenInfo } from '../tokens/tokens.schemas.js';
import { NewDescription } from './contexts.schemas.js';

const RefId = Type.String({ minLength: 1, maxLength: 128 });

export const PackItemInput = Type.Object(
  {
    context_id: RefId,
    version_id: Type.Optional(Nullable(RefId)),
  },
  {
    additionalProperties: false,
    description:
      'A context of the same workspace, pinned to one of its versions, or following its primary (no version_id).',
  },
);
const Items = Type.Array(PackItemInput, { minItems: 1, maxItems: 200, description: 'In order.' });

export const PackItem = Type.Object(
  {
    context_id: Type.String(),
    version_id: Nullable(
      Type.String({ description: 'The pinned version; null = follows the primary version.' }),
    ),
    resolved_version_id: Nullable(
      Type.String({
        description: 'The version the item stands for now (the pinned one, or the current primary).',
      }),
    ),
    context_name: Nullable(Type.String()),
    token_count: Nullable(
      Type.Integer({
        description: "The resolved version's stored token count; null when missing or without text.",
      }),
    ),
    missing: Type.Boolean({
      description:
        'true when the context, the pinned version or (for a primary-following item) any version was deleted. ' +
        'Missing items count 0 tokens.',
    }),
  },
  { title: 'ContextPackItem' },
);

export const PackVersion = Versioned.VersionObject(
  { parentKey: 'pack_id', prefix: 'cpv_' },
  {
    items: Type.Array(PackItem),
    missing_count: Type.Integer({ description: 'How many items are missing.' }),
    token_info: {
      ...TokenInfo,
      description:
        "Resolved when read: the sum of the items' stored token counts (missing items and files without text " +
        "count 0), priced with the service's token-info model.",
    },
  },
  { title: 'ContextPackVersion' },
);

export const Pack = Versioned.ParentObject(
  { key: 'pack_id', prefix: 'cpk_', noun: 'pack', title: 'ContextPack' },
  { description: Nullable(Type.String()) },
  PackVersion,
);

export const PackInput = Versioned.ParentCreateBody(NewDescription, {
  items: Type.Optional({
    ...Items,
    description: 'When given, the pack is created with a first (primary) version.',
  }),
});

export const PackPatch = Versioned.ParentPatchBody(NewDescription);

export const PackVersionInput = Versioned.VersionCreateBody({ items: Items });

export const PackVersionPatch = Versioned.VersionPatchBody({ items: Type.Optional(Items) });

export type PackView = Static<typeof Pack>;
export type PackVersionView = Static<typeof PackVersion>;
export type PackItemInputValue = Static<typeof PackItemInput>;
