import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, parseConfig } from '../../src/config.js';
import { tracesUrl } from '../../src/ops/tracing.js';

test('metrics and tracing settings: defaults, flags, env, and bad values named', () => {
  const defaults = parseConfig({}, {});
  assert.equal(defaults.metricsPublic, false);
  assert.equal(defaults.otlpEndpoint, null);

  const set = parseConfig(
    { 'metrics-public': 'true' },
    { PROMPTKEEP_OTLP_ENDPOINT: 'http://collector:4318' },
  );
  assert.equal(set.metricsPublic, true);
  assert.equal(set.otlpEndpoint, 'http://collector:4318');
  assert.equal(parseConfig({}, { PROMPTKEEP_METRICS_PUBLIC: 'false' }).metricsPublic, false);

  assert.throws(() => parseConfig({ 'metrics-public': 'yes' }, {}), ConfigError);
  assert.throws(
    () => parseConfig({}, { PROMPTKEEP_OTLP_ENDPOINT: 'collector:4318' }),
    /PROMPTKEEP_OTLP_ENDPOINT/,
  );
});

test('the OTLP endpoint is a base URL; /v1/traces is added once', () => {
  assert.equal(tracesUrl('http://collector:4318'), 'http://collector:4318/v1/traces');
  assert.equal(tracesUrl('http://collector:4318/'), 'http://collector:4318/v1/traces');
  assert.equal(tracesUrl('https://otel.example/prefix/v1/traces'), 'https://otel.example/prefix/v1/traces');
});
