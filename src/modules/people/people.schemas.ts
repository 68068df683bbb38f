import { type Static, Type } from 'typebox';
import { StringEnum, Timestamp } from '../../http/common-schemas.js';

const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+$',
  description: 'An e-mail address (compared without regard to case).',
});
const DisplayName = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
// The rules beyond length (the common-password list) are the service's, not the schema's.
const Password = Type.String({ minLength: 1, maxLength: 1024 });

export const WorkspaceRoleName = StringEnum(['viewer', 'editor', 'admin'] as const, {
  description: 'viewer: read; editor: read and write; admin: also the members of the workspace.',
});
export const Membership = Type.Object(
  { workspace_id: Type.String({ pattern: '^wrk_' }), role: WorkspaceRoleName },
  { title: 'Membership', additionalProperties: false },
);
/** A membership as read back: with the workspace's name, which every member may know. */
export const MembershipView = Type.Object(
  {
    workspace_id: Type.String({ pattern: '^wrk_' }),
    workspace_name: Type.String({
      description: "The workspace's name (for pickers; the id is what requests name).",
    }),
    role: WorkspaceRoleName,
  },
  { title: 'MembershipView' },
);

export const User = Type.Object(
  {
    user_id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    status: StringEnum(['invited', 'active', 'disabled'] as const),
    owner: Type.Boolean({ description: 'The account owner role: users, SSO, keys, providers, settings.' }),
    workspaces: Type.Array(MembershipView, {
      description: 'The role in each workspace (an owner reaches all).',
    }),
    created: Timestamp,
    updated: Timestamp,
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

export const UserInvite = Type.Object(
  {
    email: Email,
    name: DisplayName,
    owner: Type.Optional(Type.Boolean({ default: false })),
    workspaces: Type.Optional(Type.Array(Membership, { maxItems: 1000 })),
  },
  { title: 'UserInvite', additionalProperties: false },
);
export type UserInvite = Static<typeof UserInvite>;

export const Invitation = Type.Object(
  {
    token: Type.String({ description: 'Single use; shown once. The link carries it after `#`.' }),
    url: Type.String({
      description: 'The link to send: absolute when the service knows its public address (--public-url).',
    }),
    expires_at: Timestamp,
    emailed: Type.Boolean({ description: 'Whether it was also sent by e-mail (--smtp-url).' }),
  },
  { title: 'Invitation' },
);
export const InvitedUser = Type.Object(
  { ...User.properties, invitation: Invitation },
  { title: 'InvitedUser' },
);

export const UserPatch = Type.Object(
  {
    name: Type.Optional(DisplayName),
    owner: Type.Optional(
      Type.Boolean({ description: 'The account owner role (an owner cannot take it from themselves).' }),
    ),
    status: Type.Optional(
      StringEnum(['active', 'disabled'] as const, {
        description: 'disabled ends every session of the user at once.',
      }),
    ),
  },
  { title: 'UserPatch', additionalProperties: false, minProperties: 1 },
);
export type UserPatch = Static<typeof UserPatch>;

export const SignIn = Type.Object(
  { email: Email, password: Password },
  { title: 'SignIn', additionalProperties: false },
);
export const InvitationAccept = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 256 }),
    password: Password,
    name: Type.Optional(DisplayName),
  },
  { title: 'InvitationAccept', additionalProperties: false },
);

export const Session = Type.Object(
  {
    session_id: Type.String(),
    method: StringEnum(['password', 'sso'] as const),
    ip: Type.String(),
    user_agent: Type.String(),
    created: Timestamp,
    last_seen_at: Timestamp,
    expires_at: Timestamp,
    current: Type.Boolean(),
  },
  { title: 'Session' },
);
export type Session = Static<typeof Session>;

export const SignedIn = Type.Object(
  {
    user: User,
    session: Session,
    csrf_token: Type.String({
      description: 'Send it as X-CSRF-Token on every request that changes state (with the session cookie).',
    }),
    idle_timeout_seconds: Type.Integer(),
  },
  { title: 'SignedIn' },
);
export type SignedIn = Static<typeof SignedIn>;

export const Member = Type.Object(
  {
    user_id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    status: StringEnum(['invited', 'active', 'disabled'] as const),
    role: WorkspaceRoleName,
    updated: Timestamp,
  },
  { title: 'Member' },
);
export type Member = Static<typeof Member>;
export const MemberRole = Type.Object(
  { role: WorkspaceRoleName },
  { title: 'MemberRole', additionalProperties: false },
);
