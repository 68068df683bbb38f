import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fillTemplate,
  type MissingVariablesError,
  Promptkeep,
  type PromptkeepError,
  variablesOf,
} from '../src/index.js';
import { errorReply, fakeServer, type Reply } from './fake-server.js';

// The prompt cache against a fake service whose answers the test controls (the same against the
// real service: delivery.int.test.ts), and local rendering (the service's grammar: test/contract).

const version = (content: string) => ({ version_id: 'ver_1', prompt_id: 'prm_1', content, is_primary: true });

describe('prompt cache', () => {
  test('keeps a copy for the TTL, revalidates with If-None-Match, serves the last good copy in an outage', async () => {
    let current = { etag: '"v1"', content: 'Hello {{name}}' };
    let down = false;
    const server = await fakeServer((req): Reply => {
      if (down) return errorReply(503, 'Service unavailable.');
      if (!req.url.startsWith('/v1/prompts-by-name/greeting/labels/'))
        return errorReply(404, 'No such prompt.');
      if (req.headers['if-none-match'] === current.etag)
        return { status: 304, headers: { etag: current.etag } };
      return { status: 200, headers: { etag: current.etag }, body: version(current.content) };
    });
    let now = 1_000;
    try {
      const pk = new Promptkeep({
        baseUrl: server.baseUrl,
        apiKey: 'pk_k',
        workspaceId: 'wrk_w',
        retries: 0,
      });
      const cache = pk.promptCache({ ttlMs: 60_000, now: () => now });
      const first = await cache.get('greeting', { label: 'production' });
      assert.deepEqual(
        [first.source, first.stale, first.content, first.etag],
        ['network', false, 'Hello {{name}}', '"v1"'],
      );
      assert.equal(server.seen[0]?.url, '/v1/prompts-by-name/greeting/labels/production?resolve=true');

      now += 59_999;
      assert.equal((await cache.get('greeting', { label: 'production' })).source, 'cache');
      assert.equal(server.seen.length, 1, 'no request within the TTL');

      now += 1;
      const revalidated = await cache.get('greeting', { label: 'production' });
      assert.deepEqual([revalidated.source, revalidated.content], ['revalidated', 'Hello {{name}}']);
      assert.equal(server.seen[1]?.headers['if-none-match'], '"v1"');

      current = { etag: '"v2"', content: 'Hi {{name}}!' };
      now += 60_000;
      const changed = await cache.get('greeting', { label: 'production' });
      assert.deepEqual([changed.source, changed.content, changed.etag], ['network', 'Hi {{name}}!', '"v2"']);

      down = true;
      now += 60_000;
      const stale = await cache.get('greeting', { label: 'production' });
      assert.deepEqual([stale.source, stale.stale, stale.content], ['stale', true, 'Hi {{name}}!']);
      assert.equal(stale.error?.status, 503);
      assert.equal(
        (await cache.get('greeting', { label: 'production' })).stale,
        true,
        'still stale, not re-asked',
      );
      assert.equal(server.seen.length, 4);

      await server.close();
      now += 60_000;
      const unreachable = await cache.render('greeting', { name: 'Ada' }, { label: 'production' });
      assert.deepEqual(
        [unreachable.stale, unreachable.text, unreachable.error?.code],
        [true, 'Hi Ada!', 'connection_failed'],
      );

      // Nothing cached yet for another label: the outage is the caller's to handle.
      await assert.rejects(cache.get('greeting'), (e: PromptkeepError) => e.status === 0);
    } finally {
      await server.close();
    }
  });

  test('a 404 is thrown (the prompt or label is gone), never hidden behind an old copy', async () => {
    let gone = false;
    const server = await fakeServer(() =>
      gone
        ? errorReply(404, 'No such label.')
        : { status: 200, headers: { etag: '"a"' }, body: version('x') },
    );
    try {
      const cache = new Promptkeep({ baseUrl: server.baseUrl, apiKey: 'k', retries: 0 }).promptCache({
        ttlMs: 0,
      });
      assert.equal((await cache.get('p')).content, 'x');
      gone = true;
      await assert.rejects(cache.get('p'), (e: PromptkeepError) => e.status === 404);
    } finally {
      await server.close();
    }
  });

  test('concurrent gets of one prompt share one request', async () => {
    const server = await fakeServer(() => ({ status: 200, headers: { etag: '"a"' }, body: version('x') }));
    try {
      const cache = new Promptkeep({ baseUrl: server.baseUrl, apiKey: 'k' }).promptCache();
      await Promise.all([cache.get('p'), cache.get('p'), cache.get('p')]);
      assert.equal(server.seen.length, 1);
    } finally {
      await server.close();
    }
  });
});

describe('local rendering', () => {
  // The same cases against the service's own code: test/contract/placeholders.test.ts.
  test('a bare name fills both forms, a written one wins; missing variables are listed; bad keys refused', () => {
    assert.deepEqual(variablesOf('Dear {{ name }}, [[name]] and {{name}}'), ['{{name}}', '[[name]]']);
    assert.equal(fillTemplate('Hi {{who}} [[who]]', { who: 'you', '[[who]]': 'me' }), 'Hi you me');
    assert.equal(fillTemplate('Hi {{who}} [[who]]', { who: 'you' }), 'Hi you you');
    assert.throws(
      () => fillTemplate('{{a}} {{b}} [[c]]', { a: 1 }),
      (e: MissingVariablesError) => e.status === 400 && e.missing.join() === '{{b}},[[c]]',
    );
    assert.equal(fillTemplate('{{a}} {{b}}', { a: 1 }, { allowMissing: true }), '1 {{b}}');
    assert.throws(() => fillTemplate('x', { 'a b': 'c' }), /Not a variable name/);
  });
});
