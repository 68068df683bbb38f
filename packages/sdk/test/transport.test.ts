import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { nextLink, Promptkeep, type PromptkeepError } from '../src/index.js';
import { retryAfterMs } from '../src/transport.js';
import { failure } from './assertions.js';
import { errorReply, fakeServer } from './fake-server.js';

// The client's HTTP behaviour against a fake server: retries (which requests, how long it waits),
// typed errors, the Link header. The SDK against the real service: sdk.int.test.ts.

const client = (baseUrl: string, retries = 2) =>
  new Promptkeep({ baseUrl, apiKey: 'pk_test', workspaceId: 'wrk_1', retries });
const count = { input: 'hi', models: ['gpt-4o'] };
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('retries', () => {
  test('a 429 is retried after its Retry-After (and not before), then succeeds', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const calls: string[] = [];
      const fetch = (async (url: string) => {
        calls.push(url);
        return calls.length === 1
          ? new Response('{"message":"Rate limit exceeded."}', {
              status: 429,
              headers: { 'retry-after': '2' },
            })
          : new Response('[]', { status: 200 });
      }) as unknown as typeof globalThis.fetch;
      const pk = new Promptkeep({ baseUrl: 'https://pk.invalid', apiKey: 'pk_test', fetch });
      const pending = pk.tokens.count(count);
      await flush();
      assert.equal(calls.length, 1);
      mock.timers.tick(1999);
      await flush();
      assert.equal(calls.length, 1, 'not before Retry-After');
      mock.timers.tick(501); // Retry-After plus at most a quarter of it as jitter
      await flush();
      assert.equal(calls.length, 2);
      assert.deepEqual(await pending, []);
    } finally {
      mock.timers.reset();
    }
  });

  test('429 on a POST is retried; a 503 only on idempotent methods', async () => {
    const server = await fakeServer((req, n) => {
      if (req.url.startsWith('/v1/tokens/count'))
        return n === 1
          ? errorReply(429, 'Rate limit exceeded.', { 'retry-after': '0' })
          : { status: 200, body: [] };
      return req.method === 'GET' && n < 5
        ? errorReply(503, 'Not ready.', { 'retry-after': '0' })
        : errorReply(503, 'Not ready.');
    });
    try {
      const pk = client(server.baseUrl);
      assert.deepEqual(await pk.tokens.count(count), []);
      assert.equal(server.seen.length, 2);
      const postFailure = await failure(pk.prompts.create({ name: 'x' }));
      assert.deepEqual(
        [postFailure.status, postFailure.code, postFailure.traceId],
        [503, 'unavailable', 'req-fake'],
      );
      assert.equal(server.seen.filter((s) => s.method === 'POST' && s.url === '/v1/prompts').length, 1);
      await assert.rejects(pk.prompts.get('prm_1'), (e: PromptkeepError) => e.status === 503);
      assert.equal(server.seen.filter((s) => s.method === 'GET').length, 3, 'first try and two retries');
    } finally {
      await server.close();
    }
  });

  test('retries are bounded: the last 429 is thrown, a Retry-After past the cap is not waited for', async () => {
    const server = await fakeServer((req) =>
      errorReply(429, 'Rate limit exceeded.', { 'retry-after': req.url.includes('far') ? '3600' : '0' }),
    );
    try {
      const error = await failure(client(server.baseUrl, 1).tokens.count(count));
      assert.deepEqual(
        [error.status, error.code, error.retryAfterMs, server.seen.length],
        [429, 'rate_limited', 0, 2],
      );
      const far = await failure(client(server.baseUrl).request('GET', '/far'));
      assert.deepEqual([far.status, far.retryAfterMs, server.seen.length], [429, 3_600_000, 3]);
    } finally {
      await server.close();
    }
  });

  test('Retry-After as seconds or an HTTP date; X-Rate-Limit-Retry-After as a fallback', () => {
    const at = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(retryAfterMs(new Headers({ 'retry-after': '3' }), at), 3000);
    assert.equal(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:10 GMT' }), at), 10_000);
    assert.equal(retryAfterMs(new Headers({ 'x-rate-limit-retry-after': '1' }), at), 1000);
    assert.equal(retryAfterMs(new Headers({}), at), null);
  });
});

describe('requests', () => {
  test('the key, workspace and client id go in headers, never in the URL; the base path is kept', async () => {
    const server = await fakeServer(() => ({ status: 200, body: [] }));
    try {
      const pk = new Promptkeep({
        baseUrl: `${server.baseUrl}/pk/`,
        apiKey: 'pk_k',
        workspaceId: 'wrk_w',
        apiClient: 'cli_c',
      });
      await pk.prompts.list({ expand: ['versions', 'scoring'], name: 'a b' }).all();
      const [req] = server.seen;
      assert.equal(req?.url, '/pk/v1/prompts?name=a+b&expand=versions%2Cscoring');
      assert.deepEqual(
        [req?.headers['x-api-key'], req?.headers['x-workspace-id'], req?.headers['x-api-client']],
        ['pk_k', 'wrk_w', 'cli_c'],
      );
    } finally {
      await server.close();
    }
  });

  test('pages follow Link rel="next" relative to the URL called, until it is absent', async () => {
    const server = await fakeServer((req) =>
      req.url.includes('after=2')
        ? { status: 200, body: [{ name: 'c' }] }
        : {
            status: 200,
            headers: { link: '</v1/prompts?limit=2&after=2>; rel="next"' },
            body: [{ name: 'a' }, { name: 'b' }],
          },
    );
    try {
      const names = (await client(server.baseUrl).prompts.list({ limit: 2 }).all()).map((p) => p.name);
      assert.deepEqual(names, ['a', 'b', 'c']);
      assert.deepEqual(
        server.seen.map((s) => s.url),
        ['/v1/prompts?limit=2', '/v1/prompts?limit=2&after=2'],
      );
    } finally {
      await server.close();
    }
  });

  test('nextLink reads rel="next" among other links and parameters', () => {
    assert.equal(nextLink('</a?after=1>; rel="next"'), '/a?after=1');
    assert.equal(
      nextLink('<https://x/p>; rel="prev", <https://x/n>; title="n"; rel="next last"'),
      'https://x/n',
    );
    assert.equal(nextLink('</a>; rel="prev"'), null);
    assert.equal(nextLink(null), null);
  });
});
