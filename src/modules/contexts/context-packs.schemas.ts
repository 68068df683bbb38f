import { type Static, Type } from 'typebox';
import { AuditFields, Nullable, PrimaryOnCreate, PrimaryOnPatch } from '../../http/schema-kit.js';
import { TokenInfo } from '../token-info/token-info.service.js';
import { Description, Name } from './contexts.schemas.js';

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

export const PackVersion = Type.Object(
  {
    version_id: Type.String({ description: 'Prefix cpv_' }),
    pack_id: Type.String(),
    ...AuditFields,
    name: Nullable(Type.String()),
    is_primary: Type.Boolean(),
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

export const Pack = Type.Object(
  {
    pack_id: Type.String({ description: 'Prefix cpk_' }),
    workspace_id: Type.String(),
    ...AuditFields,
    name: Type.String(),
    description: Nullable(Type.String()),
    versions: Type.Array(PackVersion, {
      description:
        'Only the primary version (none if the pack has no versions); all of them with expand=versions.',
    }),
  },
  { title: 'ContextPack' },
);

export const PackInput = Type.Object(
  {
    name: Name,
    description: Type.Optional(Nullable(Description)),
    items: Type.Optional({
      ...Items,
      description: 'When given, the pack is created with a first (primary) version.',
    }),
    version_name: Type.Optional(Nullable(Name)),
  },
  { additionalProperties: false },
);

export const PackPatch = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Nullable(Description)) },
  { additionalProperties: false, minProperties: 1 },
);

export const PackVersionInput = Type.Object(
  {
    name: Type.Optional(Nullable(Name)),
    items: Items,
    is_primary: PrimaryOnCreate,
  },
  { additionalProperties: false },
);

export const PackVersionPatch = Type.Object(
  {
    name: Type.Optional(Nullable(Name)),
    items: Type.Optional(Items),
    is_primary: PrimaryOnPatch,
  },
  { additionalProperties: false, minProperties: 1 },
);

export type PackView = Static<typeof Pack>;
export type PackVersionView = Static<typeof PackVersion>;
export type PackItemInputValue = Static<typeof PackItemInput>;
