/** The CLI's help texts for the local commands (the remote ones carry their own). */
const SETTINGS = `
Settings (flag, or env var; flags win):
  --port N              PROMPTKEEP_PORT, PORT (default 8443)
  --host H              PROMPTKEEP_HOST (default 0.0.0.0)
  --data-dir DIR        PROMPTKEEP_DATA_DIR (default ./data: SQLite database, TLS certificate)
  --database-url URL    PROMPTKEEP_DATABASE_URL, DATABASE_URL (PostgreSQL instead of SQLite)
  --database-listen-url URL|off  PROMPTKEEP_DATABASE_LISTEN_URL (default: the database URL; a
                        session-level connection for LISTEN — not PgBouncer in transaction mode)
  --redis-url URL       PROMPTKEEP_REDIS_URL, REDIS_URL (shared rate limits; default in-process)
  --tls-cert FILE       PROMPTKEEP_TLS_CERT  (with --tls-key; default: self-signed in data dir)
  --tls-key FILE        PROMPTKEEP_TLS_KEY
  --admin-key KEY       PROMPTKEEP_ADMIN_KEY (enables the operator API; 24+ chars)
  --secret-key KEY      PROMPTKEEP_SECRET_KEY (32 bytes hex/base64; encrypts provider secrets)
  --log-level LEVEL     PROMPTKEEP_LOG_LEVEL (info)
  --body-limit BYTES    PROMPTKEEP_BODY_LIMIT (16 MiB)
  --max-input-bytes N   PROMPTKEEP_MAX_INPUT_BYTES (4 MiB of text per count)
  --max-file-bytes N    PROMPTKEEP_MAX_FILE_BYTES (10 MiB per context file or text)
  --file-workers N      PROMPTKEEP_FILE_WORKERS (2 threads read PDF/.docx files)
  --file-queue N        PROMPTKEEP_FILE_QUEUE (8 files wait for them, more: 503)
  --file-timeout-ms N   PROMPTKEEP_FILE_TIMEOUT_MS (20000 to read one file, else 422)
  --file-memory-mb N    PROMPTKEEP_FILE_MEMORY_MB (512 MB of V8 heap per reader, else 422)
  --file-max-inflated-bytes N  PROMPTKEEP_FILE_MAX_INFLATED_BYTES (100 MiB decompressed, else 413)
  --file-max-entries N  PROMPTKEEP_FILE_MAX_ENTRIES (1000 entries in a .docx, else 413)
  --file-max-pages N    PROMPTKEEP_FILE_MAX_PAGES (2000 pages in a PDF, else 413)
  --count-workers N     PROMPTKEEP_COUNT_WORKERS (2 tokenizer worker threads)
  --tokenizers-dir DIR  PROMPTKEEP_TOKENIZERS_DIR (your own tokenizer files + tokenizers.json mapping
                        models to them; checked at start; docs/tokenizers.md)
  --analysis-workers N  PROMPTKEEP_ANALYSIS_WORKERS (2 offline-analyzer worker threads)
  --max-analysis-bytes N  PROMPTKEEP_MAX_ANALYSIS_BYTES (1 MiB of content per analysis, else 413)
  --max-import-bytes N  PROMPTKEEP_MAX_IMPORT_BYTES (16 MiB per workspace import document, else 413)
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
  --key-cache-ttl-ms N  PROMPTKEEP_KEY_CACHE_TTL_MS (5000: auth lookups reused this long at most;
                        revokes and limit changes apply at once; 0 = no cache; docs/scaling.md)
  --delivery-cache-mb N  PROMPTKEEP_DELIVERY_CACHE_MB (64: MB of prompt reads kept as bytes, each
                        checked against the database's revision before use; 0 = none)
  --shutdown-timeout-ms N  PROMPTKEEP_SHUTDOWN_TIMEOUT_MS (10000: on SIGTERM, in-flight requests
                        get this long to finish before the process exits)
  --allow-private-provider-urls true|false  PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS (false: account
                        AI providers may only reach public addresses; docs/security.md)
  --count-api-rate-limit N  PROMPTKEEP_COUNT_API_RATE_LIMIT (10 calls/s to provider counting APIs)
  --count-api-timeout-ms N  PROMPTKEEP_COUNT_API_TIMEOUT_MS (5000)
  --metrics-public true|false  PROMPTKEEP_METRICS_PUBLIC (false: /metrics needs the operator key)
  --otlp-endpoint URL   PROMPTKEEP_OTLP_ENDPOINT (OpenTelemetry traces over OTLP/HTTP; off when unset)
  --max-workspaces N, --max-api-keys N, --max-api-clients N, --max-ai-providers N
                        PROMPTKEEP_MAX_WORKSPACES (1000), PROMPTKEEP_MAX_API_KEYS (1000),
                        PROMPTKEEP_MAX_API_CLIENTS (100), PROMPTKEEP_MAX_AI_PROVIDERS (100):
                        caps per account; reaching one answers 409
  --max-workspace-ids-per-key N  PROMPTKEEP_MAX_WORKSPACE_IDS_PER_KEY (1000, at most
                        --max-workspaces: workspace_ids of one key or client; more is a 400)
  --session-idle-minutes N  PROMPTKEEP_SESSION_IDLE_MINUTES (60: a user's session ends after this
                        long without a request)
  --session-max-hours N  PROMPTKEEP_SESSION_MAX_HOURS (12: and this long after sign-in, whatever)
  --invitation-ttl-hours N  PROMPTKEEP_INVITATION_TTL_HOURS (72: an invitation link works this long)
  --password-scrypt-log-n N  PROMPTKEEP_PASSWORD_SCRYPT_LOG_N (17: scrypt cost 2^N, 14 to 20)
  --sign-in-failure-limit-address N, --sign-in-failure-limit-account N
                        PROMPTKEEP_SIGN_IN_FAILURE_LIMIT_ADDRESS (50),
                        PROMPTKEEP_SIGN_IN_FAILURE_LIMIT_ACCOUNT (10): failed sign-ins per source
                        address and per e-mail address in 15 minutes, then 429
  --smtp-url URL        PROMPTKEEP_SMTP_URL (smtp:// or smtps://: invitations are also e-mailed;
                        needs --public-url)
  --smtp-from ADDRESS   PROMPTKEEP_SMTP_FROM (the From of invitation e-mails)
  --audit-retention-days N  PROMPTKEEP_AUDIT_RETENTION_DAYS (365: audit log rows older are deleted;
                        0 = kept forever)
  --webhook-timeout-ms N  PROMPTKEEP_WEBHOOK_TIMEOUT_MS (10000: one webhook POST; a claim's lease is
                        this + 5 s)
  --webhook-max-attempts N  PROMPTKEEP_WEBHOOK_MAX_ATTEMPTS (10: then the delivery is failed)
  --webhook-retention-days N  PROMPTKEEP_WEBHOOK_RETENTION_DAYS (30: delivered and failed
                        deliveries older are deleted from the log; 0 = kept forever)
  --public-url URL      PROMPTKEEP_PUBLIC_URL (https://host: absolute invitation links, and the
                        one Origin accepted on session requests that change state)

A setting that is not accepted stops the start with a line naming it and its rule (exit 2). An
unreachable PostgreSQL or Redis stops it with one line (exit 1); a supervisor restarts it.
`;

export const HELP: Record<'main' | 'serve' | 'migrate' | 'bootstrap' | 'owner-key' | 'openapi', string> = {
  main: `Promptkeep — token counting, pricing and prompt management over HTTPS.

Usage: promptkeep <command> [options]

Commands:
  serve        run the HTTPS service
  migrate      apply database migrations and exit
  bootstrap    create the first account, workspace and owner key (--json prints them as JSON)
  owner-key    operator: issue a new owner key for an account whose key is lost (on the database)
  keys         create, list and revoke API keys (via the API)
  workspaces   create, list, rename and delete workspaces (via the API)
  clients      create, list and delete API client ids (via the API)
  providers    list, create, update and delete the account's AI providers (via the API)
  account      show and update the account (via the API)
  usage        the account's requests and tokens this month (via the API)
  audit        the audit log: who changed what, when, from where (via the API)
  accounts     operator: create, update, list, get and delete accounts with their limits
  projects     list, create, get, update and delete a workspace's projects (via the API)
  releases     release requests: list, request, approve, reject, withdraw (via the API)
  count        count tokens and price a text (or a file) for models (via the API)
  prompts      list, get and create prompts; pull a workspace's prompts into a folder of files, diff
               the folder with the service, push it back (Git and CI: docs/git-workflow.md)
  versions     list, get and create a prompt's versions (via the API)
  labels       list, set (create or move) and remove a prompt's labels (via the API)
  render       fill a prompt's version (primary, a label's, or one) with values (via the API)
  diff         compare two versions of a prompt: the line diff, tokens and cost (via the API)
  mcp          an MCP server on stdio for AI agents, passing messages to the service's /mcp
               (docs/mcp.md)
  openapi      print the OpenAPI document the service serves (--out FILE), without a server
  backup       copy the embedded database while the service runs (--out FILE)
  restore      put a backup in place of the embedded database (--in FILE)

Every command over the API prints a table (--json for the API's JSON); errors go to stderr with
the API's message and a non-zero exit code. 'promptkeep --version' prints the version.

Run 'promptkeep <command> --help' for a command's options.
`,
  serve: `promptkeep serve [settings]\n\nRuns the HTTPS service; applies migrations first; creates and prints a first account on an empty database.\n${SETTINGS}`,
  openapi: `promptkeep openapi [--out FILE]\n\nWrites the OpenAPI 3.1 document served at /v1/openapi.json (to stdout, or FILE) without starting a\nserver or touching a database; client generators can read it.\n`,
  migrate: `promptkeep migrate [--database-url URL | --data-dir DIR] [--json]\n\nApplies pending migrations and exits.\n`,
  'owner-key': `promptkeep owner-key [--account acc_…] [--name NAME] [--json] [--database-url URL | --data-dir DIR]

Issues a new owner key (every workspace) for an account, on the database directly: the way back in
when the owner key is lost (a first start whose printed key was never seen, a revoked last owner
key). Without --account, the only account. Prints {"account_id","key_id","name","api_key"} with
--json; the key is shown only now. Exits 1 for an unknown account, 2 when several accounts exist
and none is named. Revoke the lost key afterwards: 'promptkeep keys list', 'keys revoke KEY_ID'.
`,
  bootstrap: `promptkeep bootstrap [--json] [--database-url URL | --data-dir DIR]\n\nCreates a default account, workspace and owner key when the database has no account, and prints\n{"account_id","workspace_id","api_key"}. Exits 3 (creating nothing) when an account exists; its\nlost owner key is recovered with 'promptkeep owner-key'.\n`,
};
