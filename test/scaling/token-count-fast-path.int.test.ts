import assert from 'node:assert/strict';
import { request } from 'node:https';
import { before, describe, test } from 'node:test';
import { fastPathAppPerFile, fastPathProbe } from '../support/fast-path-probe.js';
import { createKey, requireClientIds, revokeKey } from '../support/fixtures.js';
import { type LiveAnswer, liveSend } from '../support/live-server.js';
import { ADMIN_KEY } from '../support/test-app.js';

// Issue 29: POST /v1/tokens/count is answered in front of Fastify (src/http/fast-count.ts) once
// Fastify answered one count, with Fastify's own answer: the same status, headers and bytes, after
// the same auth, limits and quota, with the same log line and metrics; anything it does not take
// (a query, a chat request, a large or chunked body, any refusal) is Fastify's. The same URL with
// `?estimate=false` (which changes nothing in the count) is never taken up, so each body is sent
// both ways and the answers compared byte for byte. Real sockets: the fast path sits on the
// server's request listener, which inject() does not pass through. The clock stands still, so a
// rate limit's bucket never refills while the test counts.
const MAX_INPUT_BYTES = 2000;
const { logs, live, agent } = fastPathAppPerFile({ maxInputBytes: MAX_INPUT_BYTES });

const URL = '/v1/tokens/count';
const SLOW_URL = `${URL}?estimate=false`;

const { metric, metricsText, served } = fastPathProbe(() => live);

/** The one `request` log line of the request `traceId`, without what differs by request. */
function logLine(traceId: string) {
  const { url: _u, ...rest } = logs.requestLine(traceId);
  return rest;
}

const post = (url: string, headers: Record<string, string>, body: string) =>
  liveSend(
    live,
    { method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, body },
    agent(),
  );

/** A body sent in two chunks, without a Content-Length. */
function postChunked(headers: Record<string, string>, body: string): Promise<LiveAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: live.port,
        method: 'POST',
        path: URL,
        agent: agent(),
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: [], body: Buffer.concat(chunks), traceId: '' }),
        );
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    req.end(body.slice(10));
  });
}

/** The same body to Fastify's URL, then to the fast one. */
async function both(headers: Record<string, string>, body: string) {
  const slow = await served(() => post(SLOW_URL, headers, body));
  const fast = await served(() => post(URL, headers, body));
  assert.equal(slow.fast, false);
  return { slow, fast };
}

/** Header pairs with the rate limit's remaining calls taken out (each request spends one). */
function withoutRemaining(a: LiveAnswer): { headers: [string, string][]; remaining: number | null } {
  const pair = a.headers.find(([name]) => name === 'x-rate-limit-remaining-calls');
  return {
    headers: a.headers.filter(([name]) => name !== 'x-rate-limit-remaining-calls'),
    remaining: pair === undefined ? null : Number(pair[1]),
  };
}

const count = (input: string, models: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ input, type: 'text', models, ...extra });
const TEN = [
  'gpt-4o',
  'gpt-4',
  'gpt-3.5-turbo',
  'gpt-4o-mini',
  'llama-3.1-8b-instruct',
  'gpt-4o',
  'GPT-4O',
  'gpt-4',
  'gpt-4o-mini',
  'gpt-3.5-turbo',
];
const prose = 'The quick brown fox jumps over the lazy dog; ünïcode ✓, 漢字 and 😀. '.repeat(14);

describe('the count fast path answers as Fastify does', () => {
  before(async () => {
    // Fastify's first count compiles the route's checks; from then on the fast path takes counts.
    const who = await live.account();
    const first = count('warm', ['gpt-4o']);
    assert.equal((await served(() => post(URL, { 'x-api-key': who.key }, first))).fast, false);
    assert.equal((await served(() => post(URL, { 'x-api-key': who.key }, first))).fast, true);
  });

  test('same status, headers and bytes: one model, ten, unicode, estimate, costs, codings, 4xx, large', async () => {
    // A rate limit and a quota: their headers come from the limits, on both paths.
    const who = await live.account({ rate_limit_per_second: 10_000, monthly_request_quota: 100_000 });
    const as = { 'x-api-key': who.key };
    const fine = [
      count(prose, ['gpt-4o']),
      count('hi', ['gpt-4o']),
      count('', ['gpt-4o']),
      count(prose, TEN),
      count(prose, ['gpt-4o', 'grok-4-0709', 'claude-sonnet-4-5'], { estimate: true }),
      count(prose, ['gpt-4o', 'grok-4-0709'], { estimate: false }),
      count('short', ['gpt-4o', 'llama-3.1-8b-instruct'], { expected_output_tokens: 500 }),
      ` {"models": ["gpt-4o"], "type": "text", "input": "escaped \\u00e9\\n\\"q\\""} `,
      `\ufeff${count('a byte-order mark first', ['gpt-4o'])}`, // Fastify's parser strips it
      count('"__proto__": and "constructor": in a text', ['gpt-4o', 'gpt-4']),
    ];
    const refused = [
      count(prose, ['gpt-4o', 'gpt-4oo', 'nope-2']), // unknown models: the service's 400
      count('x'.repeat(MAX_INPUT_BYTES + 1), ['gpt-4o']), // over the input limit: 413
      count('x', []), // the schema's 400s
      count('x', ['gpt-4o'], { type: 'html' }),
      count('x', ['gpt-4o'], { bogus: 1 }),
      JSON.stringify({ input: 1, type: 'text', models: ['gpt-4o'] }),
      count('nul \u0000', ['gpt-4o']), // the NUL guard's 400
      '{"__proto__": {"x": 1}, "input": "a", "type": "text", "models": ["gpt-4o"]}', // poisoning
      '{"constructor": {"prototype": {"x": 1}}, "input": "a", "type": "text", "models": ["gpt-4o"]}',
      // …nested, or spelled with escapes (the fast path's JSON guard: fast-body.ts)
      '{"input": "a", "type": "text", "models": ["gpt-4o"], "estimate": {"__proto__": {"x": 1}}}',
      '{"input": "a", "type": "text", "models": [{"constructor": {"prototype": {"x": 1}}}]}',
      '{"\\u005f_proto__": {"x": 1}, "input": "a", "type": "text", "models": ["gpt-4o"]}',
      '{"input": "a", "type": "text", "models": [',
      '[]',
      '"text"',
    ];
    const chat = [
      // A chat request is Fastify's (fast-count.ts), answered as ever.
      count('and then', ['gpt-4o'], { messages: [{ role: 'system', content: 'Be brief.' }] }),
    ];
    for (const body of [...fine, ...refused, ...chat]) {
      for (const coding of [null, 'br', 'gzip']) {
        const headers = coding ? { ...as, 'accept-encoding': coding } : as;
        const { slow, fast } = await both(headers, body);
        const what = `${body.slice(0, 80)} ${coding}`;
        assert.equal(fast.fast, fine.includes(body), what);
        assert.equal(fast.status, slow.status, `${what} ${fast.body}`);
        if (!refused.includes(body)) assert.equal(fast.status, 200, `${what} ${fast.body}`);
        else assert.ok(fast.status >= 400 && fast.status < 500, `${what} ${fast.status}`);
        // The limits counted each request once: one call fewer remains after the second.
        const [a, b] = [withoutRemaining(slow), withoutRemaining(fast)];
        assert.deepEqual(b.headers, a.headers, what);
        assert.equal(b.remaining, (a.remaining as number) - 1, what);
        if (fast.status === 200) assert.deepEqual(fast.body, slow.body, what);
        // Errors name the request id: the same body but for it.
        else
          assert.equal(
            fast.body.toString().replace(fast.traceId, ''),
            slow.body.toString().replace(slow.traceId, ''),
            what,
          );
        assert.deepEqual(logLine(fast.traceId), logLine(slow.traceId), what);
      }
    }

    // Larger than the fast path reads (16 KB), or sent in chunks: Fastify's, the same answer.
    const large = count('y'.repeat(MAX_INPUT_BYTES - 10), ['gpt-4o']).padEnd(20_000, ' ');
    const slowLarge = await served(() => post(SLOW_URL, as, large));
    const fastLarge = await served(() => post(URL, as, large));
    assert.deepEqual(
      [slowLarge.status, slowLarge.fast, fastLarge.status, fastLarge.fast],
      [200, false, 200, false],
    );
    assert.deepEqual(fastLarge.body, slowLarge.body);
    const chunked = await served(() => postChunked(as, count(prose, ['gpt-4o'])));
    assert.deepEqual([chunked.status, chunked.fast], [200, false]);
    assert.deepEqual(chunked.body, (await post(URL, as, count(prose, ['gpt-4o']))).body);
  });

  test('the counted tokens and request metrics move alike on both paths', async () => {
    const who = await live.account();
    const as = { 'x-api-key': who.key };
    const body = count(prose, TEN);
    // Every metric line but the fast path's own counter, the scrape's and the timings.
    // The counters that do not depend on timing, but the scrapes' own.
    const counted =
      /^promptkeep_(counted_tokens_total|http_requests_total|http_request_duration_seconds_count|tokenizer_count_duration_seconds_count|limit_rejections_total)\b/;
    const snapshot = async () => {
      const found = new Map<string, number>();
      for (const line of (await metricsText()).split('\n')) {
        if (!counted.test(line) || line.includes('route="/metrics"')) continue;
        const at = line.lastIndexOf(' ');
        found.set(line.slice(0, at), Number(line.slice(at + 1)));
      }
      return found;
    };
    const diff = (a: Map<string, number>, b: Map<string, number>) =>
      [...b].filter(([k, v]) => v !== (a.get(k) ?? 0)).map(([k, v]) => `${k} +${v - (a.get(k) ?? 0)}`);
    // Fastify records a request when its response has finished, which the client may see after it
    // has the answer (a count of several tokenizers is answered from the batch's turn): the
    // snapshot after a request waits until it is counted.
    const requests = (m: Map<string, number>) =>
      m.get('promptkeep_http_requests_total{method="POST",route="/v1/tokens/count",status="200"}') ?? 0;
    const snapshotAfter = async (before: Map<string, number>) => {
      let now = await snapshot();
      for (let i = 0; i < 100 && requests(now) === requests(before); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        now = await snapshot();
      }
      return now;
    };
    const s0 = await snapshot();
    const slow = await served(() => post(SLOW_URL, as, body));
    const s1 = await snapshotAfter(s0);
    const fast = await served(() => post(URL, as, body));
    const s2 = await snapshotAfter(s1);
    assert.deepEqual([slow.fast, fast.fast], [false, true]);
    const [bySlow, byFast] = [diff(s0, s1), diff(s1, s2)];
    assert.ok(bySlow.length > 0);
    assert.deepEqual(byFast, bySlow);
  });

  test('auth, scopes and client ids run first; the quota and the rate limit count each request once', async () => {
    const owner = await live.account();
    const body = count(prose, ['gpt-4o']);
    const keys = await Promise.all(
      (['read', 'write', 'owner'] as const).map((scope) => createKey(live, owner, { name: scope, scope })),
    );
    let expected: Buffer | null = null;
    for (const key of [owner.key, ...keys.map((k) => k.api_key)]) {
      const read = await served(() => post(URL, { 'x-api-key': key }, body));
      assert.deepEqual([read.status, read.fast], [200, true], read.body.toString());
      expected ??= read.body;
      assert.deepEqual(read.body, expected);
    }
    const reader = keys[0]!;
    await revokeKey(live, owner, reader.key_id);
    for (const [key, status] of [
      [reader.api_key, 401],
      [`${owner.key}x`, 401],
      [ADMIN_KEY, 401],
    ] as const) {
      const { slow, fast } = await both({ 'x-api-key': key }, body);
      assert.deepEqual([fast.status, fast.fast, slow.status], [status, false, status], fast.body.toString());
      assert.deepEqual(fast.headers, slow.headers);
    }
    // Client ids required from now on: a key alone is refused, a key and a client are served.
    const clientId = await requireClientIds(live, owner);
    const noClient = await served(() => post(URL, { 'x-api-key': owner.key }, body));
    assert.deepEqual([noClient.status, noClient.fast], [401, false]);
    const withClient = await served(() =>
      post(URL, { 'x-api-key': owner.key, 'x-api-client': clientId }, body),
    );
    assert.deepEqual([withClient.status, withClient.fast], [200, true]);

    // A quota of 5 a month, the clock standing still: 5 fast counts, then Fastify's refusals.
    const quoted = await live.account({ monthly_request_quota: 5 });
    const rejections = () => metric('promptkeep_limit_rejections_total\\{limit="quota"\\}');
    const rejected = await rejections();
    for (let i = 0; i < 5; i++) {
      const read = await served(() => post(URL, { 'x-api-key': quoted.key }, body));
      assert.deepEqual([read.status, read.fast], [200, true], read.body.toString());
    }
    for (let i = 0; i < 2; i++) {
      const refused = await served(() => post(URL, { 'x-api-key': quoted.key }, body));
      assert.deepEqual([refused.status, refused.fast], [429, false], refused.body.toString());
      assert.match(refused.body.toString(), /Quota exceeded/);
    }
    assert.equal((await rejections()) - rejected, 2);

    // The rate limit (3 a second), likewise: 3 fast counts, then Fastify's 429.
    const limited = await live.account({ rate_limit_per_second: 3 });
    for (let i = 0; i < 3; i++) {
      const read = await served(() => post(URL, { 'x-api-key': limited.key }, body));
      assert.deepEqual([read.status, read.fast], [200, true], read.body.toString());
    }
    const refused = await served(() => post(URL, { 'x-api-key': limited.key }, body));
    assert.deepEqual([refused.status, refused.fast], [429, false], refused.body.toString());
    assert.match(refused.body.toString(), /Rate limit exceeded/);
  });
});
