import { type TObjectOptions, type TProperties, type TSchema, type TString, Type } from 'typebox';
import { Nullable, Timestamp } from '../http/common-schemas.js';

/**
 * The wire shapes every versioned resource shares (prompts, contexts, context packs: a parent with
 * versions, one of them primary). Each factory takes what is the resource's own and lays out the
 * rest in one order, so the three resources cannot drift apart.
 */

/** Who made a versioned resource (or a version) and who changed it last, and when. */
export const AuditFields = {
  created: Timestamp,
  created_by: Type.String({ description: "The user's display name or the API key's name." }),
  created_by_id: Nullable(
    Type.String({
      description:
        'usr_… or key_…: who it was, whatever they are called now (null on rows written before migration 0011).',
    }),
  ),
  updated: Timestamp,
  updated_by: Type.String(),
  updated_by_id: Nullable(Type.String()),
};

/** Names of prompts, contexts, packs and their versions; services trim them and reject blank ones. */
export const ResourceName = Type.String({ minLength: 1, maxLength: 255 });
const VersionName = Type.Optional(Nullable(ResourceName));

/** `is_primary` in a version's create and patch bodies: the same rule for every versioned resource. */
const PrimaryOnCreate = Type.Optional(
  Type.Boolean({ description: 'true makes the new version primary. The first version always is.' }),
);
const PrimaryOnPatch = Type.Optional(
  Type.Boolean({
    description: 'true makes this version primary (the old one is demoted); false is refused.',
  }),
);

/** `{ [key]: Type.String(options) }` with the key's literal type kept (for Static). */
const idField = <K extends string>(key: K, description?: string) =>
  ({ [key]: Type.String(description === undefined ? {} : { description }) }) as Record<K, TString>;

/**
 * A version as read: its id (`Prefix ${prefix}`), its parent's id (`parentKey`), audit, name and
 * the primary flag, then its own fields.
 */
export function VersionObject<K extends string, F extends TProperties>(
  ids: { parentKey: K; prefix: string },
  fields: F,
  options: TObjectOptions,
) {
  return Type.Object(
    {
      ...idField('version_id', `Prefix ${ids.prefix}`),
      ...idField(ids.parentKey),
      ...AuditFields,
      name: Nullable(Type.String()),
      is_primary: Type.Boolean(),
      ...fields,
    },
    options,
  );
}

/**
 * A parent as read: its id, workspace, audit and name, its own fields, then its versions (the
 * primary one, or all with expand=versions).
 */
export function ParentObject<K extends string, F extends TProperties, V extends TSchema>(
  ids: { key: K; prefix: string; noun: string; title: string },
  fields: F,
  version: V,
) {
  return Type.Object(
    {
      ...idField(ids.key, `Prefix ${ids.prefix}`),
      workspace_id: Type.String(),
      ...AuditFields,
      name: Type.String(),
      ...fields,
      versions: Type.Array(version, {
        description: `Only the primary version (none if the ${ids.noun} has no versions); all of them with expand=versions.`,
      }),
    },
    { title: ids.title },
  );
}

/**
 * POST of a parent: its name and own fields, the content of its first (primary) version, and that
 * version's name.
 */
export function ParentCreateBody<F extends TProperties, C extends TProperties>(fields: F, content: C) {
  return Type.Object(
    { name: ResourceName, ...fields, ...content, version_name: VersionName },
    { additionalProperties: false },
  );
}

/** PATCH of a parent: a new name and/or its own fields (the content changes through versions). */
export function ParentPatchBody<F extends TProperties>(fields: F) {
  return Type.Object(
    { name: Type.Optional(ResourceName), ...fields },
    { additionalProperties: false, minProperties: 1 },
  );
}

/** POST of a version: an optional name, its content fields, and whether it becomes primary. */
export function VersionCreateBody<F extends TProperties>(fields: F) {
  return Type.Object(
    { name: VersionName, ...fields, is_primary: PrimaryOnCreate },
    { additionalProperties: false },
  );
}

/** PATCH of a version: any of name, content fields (optional in `fields`) and the primary flag. */
export function VersionPatchBody<F extends TProperties>(fields: F, options: TObjectOptions = {}) {
  return Type.Object(
    { name: VersionName, ...fields, is_primary: PrimaryOnPatch },
    { additionalProperties: false, minProperties: 1, ...options },
  );
}
