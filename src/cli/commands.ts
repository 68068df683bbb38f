type Values = Record<string, unknown>;
type Call = { method: string; path: string; body?: unknown } | string;

interface RemoteCommand {
  help: string;
  build(positionals: string[], values: Values): Call;
}

const CONNECT = `
Connection options:
  --url URL        service base URL (default https://localhost:<port>, env PROMPTKEEP_URL)
  --key KEY        API key (owner key; operator key for 'accounts'; env PROMPTKEEP_API_KEY)
  --ca FILE        CA/certificate to trust (default: <data-dir>/tls/cert.pem when present)
  --insecure       do not verify the server certificate
`;

const workspaces = (values: Values) => {
  const list = values.workspace as string[] | undefined;
  return list?.length ? { workspace_ids: list } : {};
};

const need = (value: unknown, what: string) =>
  (typeof value === 'string' && value ? value : null) ?? `${what} is required`;

export const REMOTE_COMMANDS: Record<string, RemoteCommand> = {
  keys: {
    help: `promptkeep keys create --name NAME --scope owner|write|read [--workspace wrk_… …]
promptkeep keys list
promptkeep keys revoke KEY_ID
${CONNECT}`,
    build([action, id], v) {
      if (action === 'list') return { method: 'GET', path: '/v1/account/keys' };
      if (action === 'create') {
        if (!v.name || !v.scope) return '--name and --scope are required';
        return {
          method: 'POST',
          path: '/v1/account/keys',
          body: { name: v.name, scope: v.scope, ...workspaces(v) },
        };
      }
      if (action === 'revoke')
        return id ? { method: 'DELETE', path: `/v1/account/keys/${id}` } : need(id, 'KEY_ID');
      return "usage: keys create|list|revoke (see 'promptkeep keys --help')";
    },
  },
  workspaces: {
    help: `promptkeep workspaces create --name NAME
promptkeep workspaces list
promptkeep workspaces rename WORKSPACE_ID --name NAME
promptkeep workspaces delete WORKSPACE_ID
${CONNECT}`,
    build([action, id], v) {
      if (action === 'list') return { method: 'GET', path: '/v1/account/workspaces' };
      if (action === 'create')
        return v.name
          ? { method: 'POST', path: '/v1/account/workspaces', body: { name: v.name } }
          : '--name is required';
      if (action === 'rename' && id && v.name)
        return { method: 'PATCH', path: `/v1/account/workspaces/${id}`, body: { name: v.name } };
      if (action === 'delete' && id) return { method: 'DELETE', path: `/v1/account/workspaces/${id}` };
      return "usage: workspaces create|list|rename|delete (see 'promptkeep workspaces --help')";
    },
  },
  clients: {
    help: `promptkeep clients create --name NAME [--workspace wrk_… …]
promptkeep clients list
promptkeep clients delete CLIENT_ID
${CONNECT}`,
    build([action, id], v) {
      if (action === 'list') return { method: 'GET', path: '/v1/account/clients' };
      if (action === 'create') {
        return v.name
          ? { method: 'POST', path: '/v1/account/clients', body: { name: v.name, ...workspaces(v) } }
          : '--name is required';
      }
      if (action === 'delete' && id) return { method: 'DELETE', path: `/v1/account/clients/${id}` };
      return "usage: clients create|list|delete (see 'promptkeep clients --help')";
    },
  },
  account: {
    help: `promptkeep account          show the account of the key
promptkeep account usage    requests and tokens used this month
${CONNECT}`,
    build([action]) {
      if (action === 'usage') return { method: 'GET', path: '/v1/account/usage' };
      return { method: 'GET', path: '/v1/account' };
    },
  },
  accounts: {
    help: `Operator commands (--key is PROMPTKEEP_ADMIN_KEY):
promptkeep accounts create --name NAME
promptkeep accounts list
promptkeep accounts get ACCOUNT_ID
promptkeep accounts delete ACCOUNT_ID
${CONNECT}`,
    build([action, id], v) {
      if (action === 'list') return { method: 'GET', path: '/v1/admin/accounts' };
      if (action === 'create')
        return v.name
          ? { method: 'POST', path: '/v1/admin/accounts', body: { name: v.name } }
          : '--name is required';
      if (action === 'get' && id) return { method: 'GET', path: `/v1/admin/accounts/${id}` };
      if (action === 'delete' && id) return { method: 'DELETE', path: `/v1/admin/accounts/${id}` };
      return "usage: accounts create|list|get|delete (see 'promptkeep accounts --help')";
    },
  },
};

const SETTINGS = `
Settings (flag, or env var; flags win):
  --port N              PROMPTKEEP_PORT, PORT (default 8443)
  --host H              PROMPTKEEP_HOST (default 0.0.0.0)
  --data-dir DIR        PROMPTKEEP_DATA_DIR (default ./data: SQLite database, TLS certificate)
  --database-url URL    PROMPTKEEP_DATABASE_URL, DATABASE_URL (PostgreSQL instead of SQLite)
  --redis-url URL       PROMPTKEEP_REDIS_URL, REDIS_URL (shared rate limits; default in-process)
  --tls-cert FILE       PROMPTKEEP_TLS_CERT  (with --tls-key; default: self-signed in data dir)
  --tls-key FILE        PROMPTKEEP_TLS_KEY
  --admin-key KEY       PROMPTKEEP_ADMIN_KEY (enables the operator API; 24+ chars)
  --secret-key KEY      PROMPTKEEP_SECRET_KEY (32 bytes hex/base64; encrypts provider secrets)
  --log-level LEVEL     PROMPTKEEP_LOG_LEVEL (info)
  --body-limit BYTES    PROMPTKEEP_BODY_LIMIT (16 MiB)
  --max-input-bytes N   PROMPTKEEP_MAX_INPUT_BYTES (4 MiB of text per count)
  --max-file-bytes N    PROMPTKEEP_MAX_FILE_BYTES (10 MiB per context file or text)
  --count-workers N     PROMPTKEEP_COUNT_WORKERS (2 tokenizer worker threads)
  --token-info-model M  PROMPTKEEP_TOKEN_INFO_MODEL (gpt-4o)
  --platform-providers JSON|FILE  PROMPTKEEP_PLATFORM_PROVIDERS (LLM providers offered to every
                        account: a JSON array or a JSON file; see docs/ai-providers.md)
  --llm-timeout-ms N    PROMPTKEEP_LLM_TIMEOUT_MS (60000: timeout of one LLM provider call)
  --default-rate-limit N, --default-request-quota N, --default-token-limit N
                        limits of new accounts (null = unlimited)
  --headers-timeout-ms N   PROMPTKEEP_HEADERS_TIMEOUT_MS (10000: request line + headers, and the
                        TLS handshake, must arrive within this)
  --request-timeout-ms N   PROMPTKEEP_REQUEST_TIMEOUT_MS (30000: the whole request, body included)
  --keep-alive-timeout-ms N  PROMPTKEEP_KEEP_ALIVE_TIMEOUT_MS (5000: idle keep-alive connections)
  --max-connections N   PROMPTKEEP_MAX_CONNECTIONS (1000 open connections; more are refused)
  --auth-failure-limit N   PROMPTKEEP_AUTH_FAILURE_LIMIT (300 failed authentications per source
                        address per minute, then 429; null = no throttle)
`;

export const HELP: Record<'main' | 'serve' | 'migrate' | 'bootstrap', string> = {
  main: `Promptkeep — token counting, pricing and prompt management over HTTPS.

Usage: promptkeep <command> [options]

Commands:
  serve        run the HTTPS service
  migrate      apply database migrations and exit
  bootstrap    create the first account, workspace and owner key (--json prints them as JSON)
  keys         create, list and revoke API keys (via the API)
  workspaces   create, list, rename and delete workspaces (via the API)
  clients      create, list and delete API client ids (via the API)
  account      show the account and its usage (via the API)
  accounts     operator: create, list, get and delete accounts (via the API)

Run 'promptkeep <command> --help' for a command's options.
`,
  serve: `promptkeep serve [settings]\n\nRuns the HTTPS service; applies migrations first; creates and prints a first account on an empty database.\n${SETTINGS}`,
  migrate: `promptkeep migrate [--database-url URL | --data-dir DIR] [--json]\n\nApplies pending migrations and exits.\n`,
  bootstrap: `promptkeep bootstrap [--json] [--database-url URL | --data-dir DIR]\n\nCreates a default account, workspace and owner key when the database has no account, and prints\n{"account_id","workspace_id","api_key"}. Exits 3 (creating nothing) when an account exists.\n`,
};
