import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, parseConfig } from './config.js';

test('defaults: HTTPS on 8443, SQLite in ./data, in-process limits', () => {
  const c = parseConfig({}, {});
  assert.equal(c.port, 8443);
  assert.equal(c.databaseUrl, null);
  assert.equal(c.redisUrl, null);
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
  assert.throws(() => parseConfig({}, { PROMPTKEEP_ADMIN_KEY: 'short' }), /PROMPTKEEP_ADMIN_KEY/);
  assert.throws(() => parseConfig({ 'tls-cert': '/a.pem' }, {}), /--tls-key/);
  assert.throws(() => parseConfig({ 'log-level': 'loud' }, {}), /--log-level/);
});
