import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, parseConfig } from './config.js';

test('defaults: HTTPS on 8443, SQLite in ./data, in-process limits', () => {
  const c = parseConfig({}, {});
  assert.equal(c.port, 8443);
  assert.equal(c.databaseUrl, null);
  assert.equal(c.redisUrl, null);
  assert.equal(c.databaseListenUrl, null, 'LISTEN on the database URL');
  assert.equal(parseConfig({ 'database-listen-url': 'off' }, {}).databaseListenUrl, 'off');
  assert.ok(c.dataDir.endsWith('/data'));
  assert.equal(c.adminKey, null, 'no secret defaults');
});

test('flags win over PROMPTKEEP_* env, which wins over the generic names', () => {
  const env = { PORT: '1000', PROMPTKEEP_PORT: '2000', DATABASE_URL: 'postgres://x/y' };
  assert.equal(parseConfig({}, env).port, 2000);
  assert.equal(parseConfig({ port: '3000' }, env).port, 3000);
  assert.equal(parseConfig({}, env).databaseUrl, 'postgres://x/y');
  assert.equal(
    parseConfig({}, { PROMPTKEEP_DEFAULT_TOKEN_LIMIT: 'unlimited' }).defaultMonthlyTokenLimit,
    null,
  );
});

test('a bad value names the setting', () => {
  assert.throws(
    () => parseConfig({ port: 'abc' }, {}),
    (e: Error) => e instanceof ConfigError && e.message.includes('--port'),
  );
  assert.throws(() => parseConfig({}, { PROMPTKEEP_PORT: '70000' }), /PROMPTKEEP_PORT/);
  assert.throws(() => parseConfig({}, { DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
  assert.throws(() => parseConfig({ 'database-listen-url': 'on' }, {}), /--database-listen-url/);
  assert.throws(() => parseConfig({}, { PROMPTKEEP_ADMIN_KEY: 'short' }), /PROMPTKEEP_ADMIN_KEY/);
  assert.throws(() => parseConfig({ 'tls-cert': '/a.pem' }, {}), /--tls-key/);
  assert.throws(() => parseConfig({ 'log-level': 'loud' }, {}), /--log-level/);
});

test('slow-client bounds and the failed-auth throttle: defaults, env, flags, null', () => {
  const c = parseConfig({}, {});
  assert.equal(c.headersTimeoutMs, 10_000);
  assert.equal(c.requestTimeoutMs, 30_000);
  assert.equal(c.keepAliveTimeoutMs, 5_000);
  assert.equal(c.maxConnections, 1_000);
  assert.equal(c.authFailureLimit, 300);
  const env = {
    PROMPTKEEP_HEADERS_TIMEOUT_MS: '2000',
    PROMPTKEEP_REQUEST_TIMEOUT_MS: '4000',
    PROMPTKEEP_MAX_CONNECTIONS: '50',
    PROMPTKEEP_AUTH_FAILURE_LIMIT: 'null',
  };
  const e = parseConfig({ 'keep-alive-timeout-ms': '700' }, env);
  assert.deepEqual(
    [e.headersTimeoutMs, e.requestTimeoutMs, e.keepAliveTimeoutMs, e.maxConnections, e.authFailureLimit],
    [2000, 4000, 700, 50, null],
  );
  assert.throws(() => parseConfig({ 'max-connections': '0' }, {}), /--max-connections/);
  assert.throws(
    () => parseConfig({ 'headers-timeout-ms': '40000' }, {}),
    /--headers-timeout-ms must not exceed --request-timeout-ms/,
  );
  assert.throws(() => parseConfig({ 'default-rate-limit': '2147483648' }, {}), /--default-rate-limit/);
});

test('caps per account: defaults, env, flags; workspace_ids per key at most the workspaces cap', () => {
  const c = parseConfig({}, {});
  assert.deepEqual(
    [c.maxWorkspaces, c.maxApiKeys, c.maxApiClients, c.maxAiProviders, c.maxWorkspaceIdsPerKey],
    [1000, 1000, 100, 100, 1000],
  );
  const e = parseConfig(
    { 'max-api-keys': '20', 'max-workspace-ids-per-key': '5' },
    { PROMPTKEEP_MAX_WORKSPACES: '10', PROMPTKEEP_MAX_API_CLIENTS: '3', PROMPTKEEP_MAX_AI_PROVIDERS: '4' },
  );
  assert.deepEqual(
    [e.maxWorkspaces, e.maxApiKeys, e.maxApiClients, e.maxAiProviders, e.maxWorkspaceIdsPerKey],
    [10, 20, 3, 4, 5],
  );
  // Unset, the per-key bound follows a lower workspaces cap; set above it, it is refused.
  assert.equal(parseConfig({ 'max-workspaces': '7' }, {}).maxWorkspaceIdsPerKey, 7);
  assert.throws(
    () => parseConfig({ 'max-workspaces': '7', 'max-workspace-ids-per-key': '8' }, {}),
    /--max-workspace-ids-per-key must not exceed --max-workspaces/,
  );
  assert.throws(
    () => parseConfig({ 'max-workspace-ids-per-key': '1001' }, {}),
    /--max-workspace-ids-per-key/,
  );
  assert.throws(() => parseConfig({}, { PROMPTKEEP_MAX_API_KEYS: '0' }), /PROMPTKEEP_MAX_API_KEYS/);
});

test('the import document limit: 16 MiB by default, env and flag, a positive integer', () => {
  assert.equal(parseConfig({}, {}).maxImportBytes, 16 * 1024 * 1024);
  assert.equal(parseConfig({}, { PROMPTKEEP_MAX_IMPORT_BYTES: '1048576' }).maxImportBytes, 1048576);
  assert.equal(parseConfig({ 'max-import-bytes': '2048' }, {}).maxImportBytes, 2048);
  assert.throws(() => parseConfig({ 'max-import-bytes': '0' }, {}), /max-import-bytes/);
});

test('people settings: defaults, SMTP needs the public URL, the SMTP URL is never echoed', () => {
  const d = parseConfig({}, {});
  assert.deepEqual(
    [
      d.sessionIdleMinutes,
      d.sessionMaxHours,
      d.invitationTtlHours,
      d.passwordScryptLogN,
      d.smtpUrl,
      d.publicUrl,
    ],
    [60, 12, 72, 17, null, null],
  );
  assert.throws(
    () => parseConfig({ 'smtp-url': 'smtp://mail.example.com:25' }, {}),
    /--smtp-url needs --public-url/,
  );
  const ok = parseConfig(
    { 'smtp-url': 'smtps://u:p@mail.example.com', 'public-url': 'https://p.example.com' },
    {},
  );
  assert.equal(ok.publicUrl, 'https://p.example.com');
  assert.throws(() => parseConfig({ 'public-url': 'https://p.example.com/console' }, {}), /without a path/);
  assert.throws(() => parseConfig({ 'password-scrypt-log-n': '10' }, {}), /from 14 to 20/);
  try {
    parseConfig({ 'smtp-url': 'ftp://user:hunter2@mail' }, {});
    assert.fail('accepted');
  } catch (error) {
    assert.doesNotMatch((error as Error).message, /hunter2/);
  }
});
