import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../http/common-schemas.js';

export const AuditEntry = Type.Object(
  {
    audit_id: Type.String(),
    at: Timestamp,
    workspace_id: Nullable(Type.String()),
    actor: Type.Object({
      type: StringEnum(['user', 'api_key'] as const),
      id: Type.String({ description: 'usr_… or key_…' }),
      name: Type.String({ description: 'The display name or key name at the time of the change.' }),
    }),
    ip: Type.String({ description: 'The source address of the request.' }),
    action: Type.String({
      description: '<resource>.<verb>, e.g. prompt.create, version.update, key.delete.',
    }),
    resource_type: Type.String(),
    resource_id: Type.String(),
    before_hash: Nullable(Type.String({ description: 'SHA-256 of the content before a content change.' })),
    after_hash: Nullable(Type.String({ description: 'SHA-256 of the content after a content change.' })),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

const Filter = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 128, description }));
export const AuditFilters = {
  resource_type: Filter('Only this resource type (prompt, version, key, user…).'),
  resource_id: Filter('Only this resource.'),
  actor_id: Filter('Only changes by this user or key (usr_… / key_…).'),
  action: Filter('Only this action (prompt.create…).'),
  workspace_id: Filter('Only this workspace (a workspace admin must name theirs).'),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'At or after this time.' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Before this time.' })),
};
export type AuditFilter = { [K in keyof typeof AuditFilters]?: string | undefined };
