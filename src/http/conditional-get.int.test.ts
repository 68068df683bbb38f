import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { created, promptWithVersion } from '../../test/support/fixtures.js';
import { type TestAccount, testAppPerFile } from '../../test/support/test-app.js';
import { noneMatchHit } from './conditional-get.js';

// Conditional GETs (issue 13 §3): every GET that answers with an ETag answers If-None-Match with
// a 304 and no body while the tag is current, and with the full 200 once it is not.

const t = testAppPerFile();

async function expectRevalidates(a: TestAccount, url: string) {
  const first = await t.call(a, 'GET', url);
  assert.equal(first.statusCode, 200, first.body);
  const etag = first.headers.etag as string;
  assert.match(etag, /^"[^"]+"$/, `${url} has an ETag`);
  const get = (inm: string, extra: Record<string, string> = {}) =>
    t.call(a, 'GET', url, undefined, { 'if-none-match': inm, ...extra });
  for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, `"other",W/${etag}`, '*']) {
    const res = await get(inm);
    assert.equal(res.statusCode, 304, `${url} If-None-Match: ${inm}`);
    assert.equal(res.body, '');
    assert.equal(res.headers.etag, etag);
    assert.equal(res.headers['content-type'], undefined);
    assert.ok(res.headers['x-trace-id']);
  }
  // Compression asked for changes nothing: still a 304 without a body.
  const gz = await get(etag, { 'accept-encoding': 'gzip, br' });
  assert.equal(gz.statusCode, 304);
  assert.equal(gz.rawPayload.length, 0);
  const stale = await get('"prm_stale.1", W/"other.2"');
  assert.equal(stale.statusCode, 200);
  assert.equal(stale.body, first.body);
  return etag;
}

describe('If-None-Match', () => {
  test('the comparison is weak: W/ is ignored on either side; lists and * match', () => {
    assert.equal(noneMatchHit('"a.1"', '"a.1"'), true);
    assert.equal(noneMatchHit('W/"a.1"', '"a.1"'), true);
    assert.equal(noneMatchHit('"a.1"', 'W/"a.1"'), true);
    assert.equal(noneMatchHit(' "b" ,  "a.1" ', '"a.1"'), true);
    assert.equal(noneMatchHit('*', '"a.1"'), true);
    assert.equal(noneMatchHit('"a.2"', '"a.1"'), false);
    assert.equal(noneMatchHit('a.1', '"a.1"'), false);
  });

  test('prompts, versions, labels, by name: 304 while current, 200 once changed', async () => {
    const a = await t.account();
    const { promptId, versionId, base } = await promptWithVersion(t, a, 'Hello {{who}}');
    const prompt = `/v1/prompts/${promptId}`;
    const etag = await expectRevalidates(a, prompt);
    await expectRevalidates(a, `${prompt}?expand=versions`);
    await expectRevalidates(a, base);
    await expectRevalidates(a, '/v1/prompts-by-name/P');
    await expectRevalidates(a, `${prompt}/labels/primary`);
    const put = await t.call(a, 'PUT', `${prompt}/labels/production`, { version_id: versionId });
    assert.equal(put.statusCode, 200, put.body);
    await expectRevalidates(a, `${prompt}/labels/production`);
    await expectRevalidates(a, '/v1/prompts-by-name/P/labels/production');
    // A new version changes the prompt (its ETag covers its versions): the old tag gets a 200.
    await t.call(a, 'POST', `${prompt}/versions`, { content: 'v2', is_primary: true });
    const after = await t.call(a, 'GET', prompt, undefined, { 'if-none-match': etag });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, etag);
  });

  test('a label moving changes the ETag of the label read and of both versions', async () => {
    const a = await t.account();
    const { promptId, versionId, base } = await promptWithVersion(t, a, 'one');
    const prompt = `/v1/prompts/${promptId}`;
    const second = (await created(t, a, `${prompt}/versions`, { content: 'two' })).version_id as string;
    await t.call(a, 'PUT', `${prompt}/labels/live`, { version_id: versionId });
    const label = await t.call(a, 'GET', `${prompt}/labels/live`);
    const v1 = await t.call(a, 'GET', base);
    await t.call(a, 'PUT', `${prompt}/labels/live`, { version_id: second });
    const check = async (url: string, etag: string) => {
      const res = await t.call(a, 'GET', url, undefined, { 'if-none-match': etag });
      assert.equal(res.statusCode, 200, url);
      return res.json();
    };
    assert.equal((await check(`${prompt}/labels/live`, label.headers.etag as string)).version_id, second);
    assert.deepEqual((await check(base, v1.headers.etag as string)).labels, []);
  });

  test('contexts, their versions and files, packs and their versions', async () => {
    const a = await t.account();
    const text = await created(t, a, '/v1/contexts/text', { name: 'Notes', content: 'Some notes.' });
    const ctx = `/v1/contexts/${text.context_id}`;
    await expectRevalidates(a, ctx);
    await expectRevalidates(a, `${ctx}/versions/${text.versions[0].version_id}`);
    const file = await created(t, a, '/v1/contexts/file', {
      name: 'F',
      filename: 'f.txt',
      media_type: 'text/plain',
      data: Buffer.from('file body').toString('base64'),
    });
    await expectRevalidates(
      a,
      `/v1/contexts/${file.context_id}/versions/${file.versions[0].version_id}/content`,
    );
    const pack = await created(t, a, '/v1/context/packs', {
      name: 'Pack',
      items: [{ context_id: text.context_id }],
    });
    await expectRevalidates(a, `/v1/context/packs/${pack.pack_id}`);
    await expectRevalidates(a, `/v1/context/packs/${pack.pack_id}/versions/${pack.versions[0].version_id}`);
  });

  test('GETs without an ETag (lists, criteria) and writes ignore If-None-Match', async () => {
    const a = await t.account();
    const { promptId } = await promptWithVersion(t, a, 'x');
    const crit = await created(t, a, '/v1/prompts/scoring/criteria', {
      name: 'C',
      criterion_set: [{ slug: 'clarity', label: 'Clarity', description: 'd', questions: 'q', weight: 1 }],
    });
    for (const url of ['/v1/prompts', `/v1/prompts/scoring/criteria/${crit.criteria_id}`]) {
      const res = await t.call(a, 'GET', url, undefined, { 'if-none-match': '*' });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers.etag, undefined);
    }
    const patch = await t.call(
      a,
      'PATCH',
      `/v1/prompts/${promptId}`,
      { name: 'y' },
      { 'if-none-match': '*' },
    );
    assert.equal(patch.statusCode, 200);
  });
});
