import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { ADMIN_KEY, createTestApp, expectError, type TestApp } from '../support/test-app.js';

/** One sample's value from Prometheus text, by metric name and exact label set (order-free). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([k, v]) => found[k] === v)) {
      return Number(m[3]);
    }
  }
  return 0;
}

// A fixed clock: the rate-limit bucket never refills between two calls, however slow the machine.
const frozen = { now: () => new Date('2026-03-10T12:00:00Z') };
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
before(async () => {
  // No key cache: auth then reads the key on every call, which the DB metric below counts.
  t = await createTestApp({
    clock: frozen,
    logger: { level: 'info', stream: logStream },
    settings: { keyCacheTtlMs: 0 },
  });
});
after(() => t.close());

const scrape = async () => {
  const res = await t.request({ url: '/metrics', key: ADMIN_KEY });
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('GET /metrics', () => {
  test('needs the operator key: none or an account key is a 401', async () => {
    expectError(await t.request({ url: '/metrics' }), 401);
    const acct = await t.account();
    expectError(await t.request({ url: '/metrics', key: acct.key }), 401);
  });

  test('request counts, latency, counted tokens and DB queries change with traffic', async () => {
    const acct = await t.account();
    const before = await scrape();
    const route = { method: 'POST', route: '/v1/tokens/count', status: '200' };
    const body = { input: 'a'.repeat(1000), type: 'text', models: ['gpt-4o'] };
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: 'POST', url: '/v1/tokens/count', key: acct.key, body });
      assert.equal(res.statusCode, 200);
    }
    const afterText = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(afterText, name, labels) - sample(before, name, labels);

    assert.equal(delta('promptkeep_http_requests_total', route), 3);
    assert.equal(delta('promptkeep_http_request_duration_seconds_count', route), 3);
    assert.equal(delta('promptkeep_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }), 3);
    // 1,000 × "a" is 125 o200k tokens (the reference count in tokens.int.test.ts).
    assert.equal(delta('promptkeep_counted_tokens_total', { tokenizer: 'o200k_base' }), 375);
    // Auth reads the key from the database on every call.
    assert.ok(
      delta('promptkeep_db_query_duration_seconds_count', {
        db: t.db.kind,
        operation: 'select',
        outcome: 'ok',
      }) >= 3,
    );
    // Process metrics come with the default collectors.
    assert.ok(sample(afterText, 'promptkeep_process_resident_memory_bytes', {}) > 0);
    assert.match(afterText, /^# TYPE promptkeep_tokenizer_worker_queue_depth gauge$/m);
  });

  test('routes are labelled by template, unknown paths as "unmatched"', async () => {
    const acct = await t.account();
    await t.call(acct, 'GET', '/v1/prompts/pmt_doesnotexist');
    await t.request({ url: '/no/such/path' });
    const text = await scrape();
    assert.ok(
      sample(text, 'promptkeep_http_requests_total', {
        method: 'GET',
        route: '/v1/prompts/:promptId',
        status: '404',
      }) >= 1,
      'templated route',
    );
    assert.ok(
      sample(text, 'promptkeep_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }) >=
        1,
    );
    assert.doesNotMatch(text, /pmt_doesnotexist/);
  });

  test('rate-limit and quota rejections are counted by limit', async () => {
    const before = await scrape();
    const limited = await t.account({ rate_limit_per_second: 1 });
    await t.request({ url: '/v1/tokens/authors', key: limited.key });
    expectError(
      await t.request({ url: '/v1/tokens/authors', key: limited.key }),
      429,
      'Rate limit exceeded.',
    );
    const quota = await t.account({ monthly_request_quota: 1 });
    await t.request({ url: '/v1/tokens/authors', key: quota.key });
    expectError(await t.request({ url: '/v1/tokens/authors', key: quota.key }), 429, 'Quota exceeded.');
    const afterText = await scrape();
    for (const limit of ['rate', 'quota']) {
      const d =
        sample(afterText, 'promptkeep_limit_rejections_total', { limit }) -
        sample(before, 'promptkeep_limit_rejections_total', { limit });
      assert.equal(d, 1, limit);
    }
  });
});

describe('request logs and X-Request-Id', () => {
  test('one line per request with account, workspace, key id and route; never the key', async () => {
    const acct = await t.account();
    const res = await t.call(acct, 'GET', '/v1/prompts', undefined, { 'x-request-id': 'abc.DEF-123_x' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-trace-id'], 'abc.DEF-123_x');
    const lines = logLines.filter((l) => l.trace_id === 'abc.DEF-123_x');
    assert.equal(lines.length, 1, JSON.stringify(lines));
    const line = lines[0]!;
    assert.equal(line.msg, 'request');
    assert.equal(line.route, '/v1/prompts');
    assert.equal(line.status, 200);
    assert.equal(line.account_id, acct.accountId);
    assert.equal(line.workspace_id, acct.workspaceId);
    assert.equal(line.key_id, acct.keyId);
    assert.equal(typeof line.duration_ms, 'number');
    assert.ok(!JSON.stringify(logLines).includes(acct.key), 'the API key is never logged');
  });

  test('an invalid X-Request-Id is ignored: the service makes its own id', async () => {
    for (const bad of ['x'.repeat(129), 'has space', 'new\\nline', 'ünï']) {
      const res = await t.request({ url: '/healthz', headers: { 'x-request-id': bad } });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['x-trace-id']), /^req_/);
    }
    const ok = await t.request({ url: '/healthz', headers: { 'x-request-id': 'y'.repeat(128) } });
    assert.equal(ok.headers['x-trace-id'], 'y'.repeat(128));
  });
});

describe('metrics settings', () => {
  test('--metrics-public opens /metrics without a key; no operator key and not public → 404', async () => {
    const open = await createTestApp({ settings: { metricsPublic: true } });
    const closed = await createTestApp({ settings: { adminKey: null } });
    try {
      const res = await open.request({ url: '/metrics' });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /promptkeep_http_requests_total/);
      expectError(await closed.request({ url: '/metrics' }), 404);
      expectError(await closed.request({ url: '/metrics', key: ADMIN_KEY }), 404);
    } finally {
      await open.close();
      await closed.close();
    }
  });
});
