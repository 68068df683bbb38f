import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { ErrorBody } from '../../http/errors.js';
import { Provider } from './ai.schemas.js';

const t = testAppPerFile();
const Providers = Type.Array(Provider);
const nextLink = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];

describe('GET /v1/account/providers is paged (limit, after, Link rel="next")', () => {
  test('pages follow the sort order; inserts between pages neither repeat nor skip', async () => {
    const a = await t.account();
    const add = (name: string) =>
      t.call(a, 'POST', '/v1/account/providers', { kind: 'openai', name, api_key: 'sk-x' });
    for (const n of ['p1', 'p2', 'p3', 'p4', 'p5']) assert.equal((await add(n)).statusCode, 201);

    const first = await t.request({ url: '/v1/account/providers?limit=2', key: a.key });
    assert.deepEqual(
      parseAs(Providers, first).map((p) => p.name),
      ['p1', 'p2'],
    );
    let url = nextLink(first.headers.link);
    assert.ok(url?.startsWith('/v1/account/providers?limit=2&after='), String(first.headers.link));
    await add('p0'); // before the cursor: not in later pages
    await add('p9'); // after it: shows up
    const seen: string[] = [];
    while (url) {
      const res = await t.request({ url, key: a.key });
      seen.push(...parseAs(Providers, res).map((p) => p.name));
      url = nextLink(res.headers.link);
    }
    assert.deepEqual(seen, ['p3', 'p4', 'p5', 'p9']);

    const all = await t.request({ url: '/v1/account/providers', key: a.key });
    assert.equal(all.headers.link, undefined);
    assert.deepEqual(
      parseAs(Providers, all).map((p) => p.name),
      ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p9'],
    );
  });

  test('the Link URL keeps the query but never the api-key; bad limit or cursor is a 400', async () => {
    const a = await t.account();
    for (const n of ['x1', 'x2']) {
      await t.call(a, 'POST', '/v1/account/providers', { kind: 'openai', name: n, api_key: 'k' });
    }
    const res = await t.request({ url: `/v1/account/providers?limit=1&api-key=${a.key}` });
    assert.equal(res.statusCode, 200);
    const link = nextLink(res.headers.link) ?? '';
    assert.ok(link && !link.includes('api-key') && !link.includes(a.key), link);
    for (const q of ['limit=0', 'limit=1001', 'limit=x', 'after=garbage', `after=${'a'.repeat(1025)}`]) {
      const bad = await t.request({ url: `/v1/account/providers?${q}`, key: a.key });
      assert.equal(bad.statusCode, 400, q);
      assert.match(parseAs(ErrorBody, bad).message, /querystring\.(limit|after)/, q);
    }
  });
});
