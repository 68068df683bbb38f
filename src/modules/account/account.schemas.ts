import { Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../http/schema-kit.js';

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
// Bounded by their columns: rate_limit_per_second is int4, the monthly counters int8 (as doubles).
const Limit = (maximum: number) =>
  Nullable(Type.Integer({ minimum: 0, maximum, description: 'null = unlimited' }));
const WorkspaceIds = Type.Array(Type.String({ pattern: '^wrk_' }), {
  minItems: 1,
  maxItems: 1000,
  description: 'Workspaces the credential may use; omit for all workspaces of the account.',
});

export const LimitFields = {
  rate_limit_per_second: Limit(2_147_483_647),
  monthly_request_quota: Limit(Number.MAX_SAFE_INTEGER),
  monthly_token_limit: Limit(Number.MAX_SAFE_INTEGER),
};

export const Account = Type.Object({
  account_id: Type.String(),
  name: Type.String(),
  ...LimitFields,
  require_api_client: Type.Boolean(),
  created: Timestamp,
  updated: Timestamp,
});

export const AccountPatch = Type.Object(
  { name: Type.Optional(Name), require_api_client: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

export const Usage = Type.Object({
  period: Type.String({ description: 'The UTC month (YYYY-MM) the counters belong to.' }),
  period_resets_in_seconds: Type.Integer(),
  requests_this_month: Type.Integer({ description: 'Token-counting area requests counted this month.' }),
  tokens_used: Type.Integer({ description: 'LLM tokens used on platform models this billing period.' }),
  tokens_remaining: Nullable(Type.Integer()),
  ...LimitFields,
});

export const Workspace = Type.Object({
  workspace_id: Type.String(),
  name: Type.String(),
  is_default: Type.Boolean(),
  created: Timestamp,
  updated: Timestamp,
});
export const WorkspaceInput = Type.Object({ name: Name }, { additionalProperties: false });

export const KeyScope = StringEnum(['owner', 'write', 'read'] as const);
export const KeyInput = Type.Object(
  { name: Name, scope: KeyScope, workspace_ids: Type.Optional(WorkspaceIds) },
  { additionalProperties: false },
);
export const Key = Type.Object({
  key_id: Type.String(),
  name: Type.String(),
  scope: KeyScope,
  workspace_ids: Nullable(Type.Array(Type.String())),
  display_prefix: Type.String({ description: 'The first characters of the key, to recognise it.' }),
  created: Timestamp,
});
export const CreatedKey = Type.Object({
  ...Key.properties,
  api_key: Type.String({ description: 'The secret. Shown only in this response; only its hash is stored.' }),
});

export const ClientInput = Type.Object(
  { name: Name, workspace_ids: Type.Optional(WorkspaceIds) },
  { additionalProperties: false },
);
export const Client = Type.Object({
  client_id: Type.String({
    description: 'Send it as X-Api-Client (or api-client) when the account requires it.',
  }),
  name: Type.String(),
  workspace_ids: Nullable(Type.Array(Type.String())),
  created: Timestamp,
});

/** Path ids are not pattern-checked: a malformed id is simply not found (404), like a foreign one. */
export const IdParams = <K extends string>(name: K) =>
  Type.Object({ [name]: Type.String({ minLength: 1, maxLength: 128 }) } as {
    [P in K]: ReturnType<typeof Type.String>;
  });
