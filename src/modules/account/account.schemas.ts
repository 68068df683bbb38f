import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp, WithSecret } from '../../http/common-schemas.js';
import { AccountLimits } from '../../lib/account-limits.js';

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
const WorkspaceIds = Type.Array(Type.String({ pattern: '^wrk_' }), {
  minItems: 1,
  maxItems: 1000,
  description: 'Workspaces the credential may use; omit for all workspaces of the account.',
});

export const LimitFields = AccountLimits.properties;

export const Account = Type.Object(
  {
    account_id: Type.String(),
    name: Type.String(),
    ...LimitFields,
    require_api_client: Type.Boolean(),
    created: Timestamp,
    updated: Timestamp,
  },
  { title: 'Account' },
);

export const AccountPatch = Type.Object(
  { name: Type.Optional(Name), require_api_client: Type.Optional(Type.Boolean()) },
  { title: 'AccountPatch', additionalProperties: false, minProperties: 1 },
);

export const Usage = Type.Object(
  {
    period: Type.String({ description: 'The UTC month (YYYY-MM) the counters belong to.' }),
    period_resets_in_seconds: Type.Integer(),
    requests_this_month: Type.Integer({ description: 'Token-counting area requests counted this month.' }),
    tokens_used: Type.Integer({ description: 'LLM tokens used on platform models this billing period.' }),
    tokens_remaining: Nullable(Type.Integer()),
    ...LimitFields,
  },
  { title: 'Usage' },
);

export const Workspace = Type.Object(
  {
    workspace_id: Type.String(),
    name: Type.String(),
    is_default: Type.Boolean(),
    created: Timestamp,
    updated: Timestamp,
  },
  { title: 'Workspace' },
);
export const WorkspaceInput = Type.Object(
  { name: Name },
  { title: 'WorkspaceInput', additionalProperties: false },
);

export const KeyScope = StringEnum(['owner', 'write', 'read'] as const);
export const KeyInput = Type.Object(
  { name: Name, scope: KeyScope, workspace_ids: Type.Optional(WorkspaceIds) },
  { title: 'ApiKeyInput', additionalProperties: false },
);
export const Key = Type.Object(
  {
    key_id: Type.String(),
    name: Type.String(),
    scope: KeyScope,
    workspace_ids: Nullable(Type.Array(Type.String())),
    display_prefix: Type.String({ description: 'The first characters of the key, to recognise it.' }),
    created: Timestamp,
  },
  { title: 'ApiKey' },
);
export const CreatedKey = WithSecret(Key, {
  field: 'api_key',
  description: 'The secret. Shown only in this response; only its hash is stored.',
  title: 'CreatedApiKey',
});

export const ClientInput = Type.Object(
  { name: Name, workspace_ids: Type.Optional(WorkspaceIds) },
  { title: 'ApiClientInput', additionalProperties: false },
);
export const Client = Type.Object(
  {
    client_id: Type.String({
      description: 'Send it as X-Api-Client (or api-client) when the account requires it.',
    }),
    name: Type.String(),
    workspace_ids: Nullable(Type.Array(Type.String())),
    created: Timestamp,
  },
  { title: 'ApiClient' },
);

// ---- the operator's API (/v1/admin/accounts) ----

const LimitInput = {
  rate_limit_per_second: Type.Optional(LimitFields.rate_limit_per_second),
  monthly_request_quota: Type.Optional(LimitFields.monthly_request_quota),
  monthly_token_limit: Type.Optional(LimitFields.monthly_token_limit),
  require_api_client: Type.Optional(Type.Boolean()),
};
export const AdminAccountInput = Type.Object({ name: Name, ...LimitInput }, { additionalProperties: false });
export const AdminAccountPatch = Type.Object(
  { name: Type.Optional(Name), ...LimitInput },
  { additionalProperties: false, minProperties: 1 },
);
export const CreatedAccount = Type.Object(
  {
    ...Account.properties,
    workspace_id: Type.String({ description: 'The account’s default workspace.' }),
    key_id: Type.String(),
    api_key: Type.String({ description: 'The owner key. Shown only in this response.' }),
  },
  { title: 'CreatedAccount' },
);

/** What the service creates an account from: the operator's input with the defaults filled in. */
export const NewAccount = Type.Object({
  name: Type.String(),
  ...LimitFields,
  require_api_client: Type.Boolean(),
});

export type Account = Static<typeof Account>;
export type AccountPatch = Static<typeof AccountPatch>;
export type AdminAccountPatch = Static<typeof AdminAccountPatch>;
export type NewAccount = Static<typeof NewAccount>;
export type Workspace = Static<typeof Workspace>;
export type KeyInput = Static<typeof KeyInput>;
export type Key = Static<typeof Key>;
export type ClientInput = Static<typeof ClientInput>;
export type Client = Static<typeof Client>;
