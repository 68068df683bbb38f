/**
 * The CLI's commands over the API: each turns its arguments into one request. They never touch
 * the database, so they work against any instance the key can reach.
 */
import { str, stringOptions } from './cli-options.js';
import { RELEASE_OPTIONS, RELEASES_COMMAND } from './release-commands.js';

export type Values = Record<string, unknown>;
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** What to print when the API answers 204 (no body). */
  done?: string;
}

export interface RemoteCommand {
  help: string;
  /** Needs the operator key (PROMPTKEEP_ADMIN_KEY) rather than an owner API key. */
  operator?: boolean;
  /** Acts in one workspace: --workspace (once) or PROMPTKEEP_WORKSPACE, sent as X-Workspace-Id. */
  workspace?: boolean;
  /** A request, or a usage error. */
  build(positionals: string[], values: Values): Call | string;
}

export const CONNECT_HELP = `
Connection and output options:
  --url URL        service base URL (default https://localhost:<port>, env PROMPTKEEP_URL)
  --key KEY        API key (owner key; operator key for 'accounts'; env PROMPTKEEP_API_KEY)
  --ca FILE        certificate to trust (default: <data-dir>/tls/cert.pem when present)
  --insecure       do not verify the server certificate (prints a warning)
  --json           print the API's JSON instead of a table
`;

/** Options of the remote commands: strings, but for the booleans and the repeatable --workspace. */
export const REMOTE_OPTIONS = {
  insecure: { type: 'boolean' },
  json: { type: 'boolean' },
  'move-prompts': { type: 'boolean' },
  workspace: { type: 'string', multiple: true },
  // connection
  ...stringOptions('url', 'key', 'ca'),
  // accounts, workspaces, keys, clients, users
  ...stringOptions('name', 'scope', 'rate-limit', 'request-quota', 'token-limit', 'require-api-client'),
  // AI providers (their settings and secrets)
  ...stringOptions('kind', 'api-key', 'base-url', 'resource-name', 'api-version', 'project'),
  ...stringOptions('access-key-id', 'secret-access-key', 'session-token', 'service-account-json'),
  // projects
  ...stringOptions('brief'),
  // the audit log
  ...stringOptions('resource-type', 'resource-id', 'actor', 'action', 'workspace-id', 'since', 'until'),
  ...RELEASE_OPTIONS,
} as const;

/** `--flag value` pairs mapped to body fields; only the flags given. */
function fields(v: Values, map: Record<string, string>, convert: (raw: string, flag: string) => unknown) {
  const out: Record<string, unknown> = {};
  for (const [flag, field] of Object.entries(map)) {
    const raw = str(v[flag]);
    if (raw !== undefined) out[field] = convert(raw, flag);
  }
  return out;
}

class UsageError extends Error {}

/** A limit: a whole number, or `null`/`unlimited` to remove it. */
const limit = (raw: string, flag: string) => {
  if (raw === 'null' || raw === 'unlimited') return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  throw new UsageError(`--${flag} takes a whole number, or 'unlimited'`);
};
const bool = (raw: string, flag: string) => {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new UsageError(`--${flag} takes true or false`);
};
const LIMIT_FLAGS = {
  'rate-limit': 'rate_limit_per_second',
  'request-quota': 'monthly_request_quota',
  'token-limit': 'monthly_token_limit',
};
const accountFields = (v: Values) => ({
  ...nameField(v),
  ...fields(v, LIMIT_FLAGS, limit),
  ...fields(v, { 'require-api-client': 'require_api_client' }, bool),
});
const PROVIDER_FLAGS = {
  'api-key': 'api_key',
  'base-url': 'base_url',
  'resource-name': 'resource_name',
  'api-version': 'api_version',
  project: 'project',
  'access-key-id': 'access_key_id',
  'secret-access-key': 'secret_access_key',
  'session-token': 'session_token',
  'service-account-json': 'service_account_json',
};
// `--base-url null` removes a field on update; on create every given value is sent as is.
const providerFields = (v: Values, update: boolean) =>
  fields(v, PROVIDER_FLAGS, (raw) => (update && raw === 'null' ? null : raw));
const workspaces = (v: Values) => {
  const list = v.workspace as string[] | undefined;
  return list?.length ? { workspace_ids: list } : {};
};

type Body = Record<string, unknown>;

/** A collection under `path`: list, create, get, update and delete (or revoke) by id. */
interface Crud {
  cmd: string;
  noun: string;
  path: string;
  create?: (v: Values) => Body | string;
  get?: true;
  update?: { verb?: string; body: (v: Values) => Body | string };
  remove?: 'delete' | 'revoke';
}

function crud(c: Crud): RemoteCommand['build'] {
  const updateVerb = c.update?.verb ?? 'update';
  const removeVerb = c.remove ?? 'delete';
  const actions = [
    'list',
    c.create && 'create',
    c.get && 'get ID',
    c.update && `${updateVerb} ID`,
    `${removeVerb} ID`,
  ].filter(Boolean);
  return ([action, id], v) => {
    try {
      if (action === 'list') return { method: 'GET', path: c.path };
      if (action === 'create' && c.create) {
        const body = c.create(v);
        return typeof body === 'string' ? body : { method: 'POST', path: c.path, body };
      }
      const at = `${c.path}/${encodeURIComponent(id ?? '')}`;
      if (id && action === 'get' && c.get) return { method: 'GET', path: at };
      if (id && action === updateVerb && c.update) {
        const body = c.update.body(v);
        return typeof body === 'string' ? body : { method: 'PATCH', path: at, body };
      }
      if (id && action === removeVerb)
        return { method: 'DELETE', path: at, done: `${removeVerb}d ${c.noun} ${id}` };
      return `usage: ${c.cmd} ${actions.join('|')} (see 'promptkeep ${c.cmd} --help')`;
    } catch (error) {
      if (error instanceof UsageError) return error.message;
      throw error;
    }
  };
}

/** The body, or a usage error when no field was given. */
const someOf = (body: Body, what: string): Body | string =>
  Object.keys(body).length ? body : `give at least one of ${what}`;
const named = (v: Values, body: (v: Values) => Body) =>
  v.name ? { name: v.name, ...body(v) } : '--name is required';
const nameField = (v: Values) => (str(v.name) ? { name: v.name } : {});

// `--brief null` clears it on update.
const briefField = (v: Values, update: boolean) =>
  fields(v, { brief: 'brief' }, (raw) => (update && raw === 'null' ? null : raw));
const projectsCrud = crud({
  cmd: 'projects',
  noun: 'project',
  path: '/v1/projects',
  create: (v) => named(v, (x) => briefField(x, false)),
  get: true,
  update: { body: (v) => someOf({ ...nameField(v), ...briefField(v, true) }, '--name, --brief') },
});

export const REMOTE_COMMANDS: Record<string, RemoteCommand> = {
  releases: RELEASES_COMMAND,
  projects: {
    workspace: true,
    help: `promptkeep projects list --workspace wrk_…
promptkeep projects create --name NAME [--brief TEXT] --workspace wrk_…
promptkeep projects get PROJECT_ID --workspace wrk_…
promptkeep projects update PROJECT_ID [--name NAME] [--brief TEXT|null] --workspace wrk_…
promptkeep projects delete PROJECT_ID [--move-prompts] --workspace wrk_…
A project holding prompts is deleted only with --move-prompts (its prompts go to no project).
Workspace: --workspace or PROMPTKEEP_WORKSPACE.
`,
    build(positionals, v) {
      const call = projectsCrud(positionals, v);
      if (typeof call === 'string' || call.method !== 'DELETE' || v['move-prompts'] !== true) return call;
      return { ...call, path: `${call.path}?move_prompts=true` };
    },
  },
  keys: {
    help: `promptkeep keys create --name NAME --scope owner|write|read [--workspace wrk_… …]
promptkeep keys list
promptkeep keys revoke KEY_ID
`,
    build: crud({
      cmd: 'keys',
      noun: 'key',
      path: '/v1/account/keys',
      create: (v) =>
        v.name && v.scope
          ? { name: v.name, scope: v.scope, ...workspaces(v) }
          : '--name and --scope are required',
      remove: 'revoke',
    }),
  },
  workspaces: {
    help: `promptkeep workspaces create --name NAME
promptkeep workspaces list
promptkeep workspaces get WORKSPACE_ID
promptkeep workspaces rename WORKSPACE_ID --name NAME
promptkeep workspaces delete WORKSPACE_ID
`,
    build: crud({
      cmd: 'workspaces',
      noun: 'workspace',
      path: '/v1/account/workspaces',
      create: (v) => named(v, () => ({})),
      get: true,
      update: { verb: 'rename', body: (v) => named(v, () => ({})) },
    }),
  },
  clients: {
    help: `promptkeep clients create --name NAME [--workspace wrk_… …]
promptkeep clients list
promptkeep clients delete CLIENT_ID
`,
    build: crud({
      cmd: 'clients',
      noun: 'client',
      path: '/v1/account/clients',
      create: (v) => named(v, workspaces),
    }),
  },
  account: {
    help: `promptkeep account [show]       the account of the key
promptkeep account update [--name NAME] [--require-api-client true|false]
promptkeep account usage        requests and tokens used this month
`,
    build([action], v) {
      if (action === undefined || action === 'show') return { method: 'GET', path: '/v1/account' };
      if (action === 'usage') return { method: 'GET', path: '/v1/account/usage' };
      if (action !== 'update') return "usage: account show|update|usage (see 'promptkeep account --help')";
      try {
        const body = someOf(
          { ...nameField(v), ...fields(v, { 'require-api-client': 'require_api_client' }, bool) },
          '--name, --require-api-client',
        );
        return typeof body === 'string' ? body : { method: 'PATCH', path: '/v1/account', body };
      } catch (error) {
        if (error instanceof UsageError) return error.message;
        throw error;
      }
    },
  },
  audit: {
    help: `promptkeep audit [--resource-type T] [--resource-id ID] [--actor usr_…|key_…] [--action A]
    [--workspace-id wrk_…] [--since ISO-TIME] [--until ISO-TIME]
    the audit log, newest first (the account owner; a workspace admin with --workspace-id)
`,
    build(_positionals, v) {
      const map: Record<string, string> = {
        'resource-type': 'resource_type',
        'resource-id': 'resource_id',
        actor: 'actor_id',
        action: 'action',
        'workspace-id': 'workspace_id',
        since: 'from',
        until: 'to',
      };
      const query = new URLSearchParams();
      for (const [flag, param] of Object.entries(map)) {
        const value = str(v[flag]);
        if (value !== undefined) query.set(param, value);
      }
      const qs = query.toString();
      return { method: 'GET', path: qs ? `/v1/audit?${qs}` : '/v1/audit' };
    },
  },
  usage: {
    help: 'promptkeep usage    requests and tokens the account used this month (same as account usage)\n',
    build: () => ({ method: 'GET', path: '/v1/account/usage' }),
  },
  providers: {
    help: `promptkeep providers list
promptkeep providers get PROVIDER_ID
promptkeep providers create --kind KIND --name NAME [--api-key K] [--base-url URL] [--resource-name R]
    [--api-version V] [--project P] [--access-key-id A --secret-access-key S [--session-token T]]
    [--service-account-json JSON]
promptkeep providers update PROVIDER_ID [--name NAME] [any field above; 'null' removes it]
promptkeep providers delete PROVIDER_ID
Kinds and their fields: docs/ai-providers.md. Secrets given as flags are visible to other local
users in the process list; prefer a shell variable: --api-key "$OPENAI_API_KEY".
`,
    build: crud({
      cmd: 'providers',
      noun: 'provider',
      path: '/v1/account/providers',
      create: (v) =>
        v.kind && v.name
          ? { kind: v.kind, name: v.name, ...providerFields(v, false) }
          : '--kind and --name are required',
      get: true,
      update: {
        body: (v) => someOf({ ...nameField(v), ...providerFields(v, true) }, '--name or a provider field'),
      },
    }),
  },
  accounts: {
    operator: true,
    help: `Operator commands (--key is the operator key, PROMPTKEEP_ADMIN_KEY):
promptkeep accounts create --name NAME [LIMITS] [--require-api-client true|false]
promptkeep accounts update ACCOUNT_ID [--name NAME] [LIMITS] [--require-api-client true|false]
promptkeep accounts list
promptkeep accounts get ACCOUNT_ID
promptkeep accounts delete ACCOUNT_ID
LIMITS: --rate-limit N (requests/s), --request-quota N (per month), --token-limit N (LLM tokens per
month); 'unlimited' removes a limit.
`,
    build: crud({
      cmd: 'accounts',
      noun: 'account',
      path: '/v1/admin/accounts',
      create: (v) => named(v, accountFields),
      get: true,
      update: { body: (v) => someOf(accountFields(v), '--name, a limit, --require-api-client') },
    }),
  },
};
