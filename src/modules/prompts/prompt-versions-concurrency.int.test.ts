import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, primaryIds, withVersions } from '../../../test/support/fixtures.js';
import { parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Prompt, Version } from './prompts.schemas.js';

// Races on prompt versions: whatever the order, exactly one version stays primary.

const t = testAppPerFile();

describe('concurrency', () => {
  test('parallel primary switches and creates always leave exactly one primary', async () => {
    const a = await t.account();
    const { id, addUrl, ids } = await withVersions(t, a, 'prompt', 21);
    const results = await Promise.all([
      ...ids.slice(1).map((v) => t.call(a, 'PATCH', `${addUrl}/${v}`, { is_primary: true })),
      ...Array.from({ length: 10 }, (_, i) =>
        t.call(a, 'POST', addUrl, { content: `n${i}`, is_primary: true }),
      ),
      ...Array.from({ length: 5 }, (_, i) => t.call(a, 'POST', addUrl, { content: `m${i}` })),
    ]);
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))].sort(), [200, 201]);
    assert.equal((await primaryIds(t, 'prompt', id)).length, 1);
    const list = parseAs(Type.Array(Version), await t.call(a, 'GET', addUrl));
    assert.equal(list.length, 36);
    assert.equal(list.filter((v) => v.is_primary).length, 1);
  });

  test('parallel creates on an empty prompt: exactly one becomes primary', async () => {
    const a = await t.account();
    const p = await createdAs(t, a, Prompt, '/v1/prompts', { name: 'p' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: `c${i}` }),
      ),
    );
    assert.ok(results.every((r) => r.statusCode === 201));
    assert.equal(results.filter((r) => parseAs(Version, r).is_primary).length, 1);
    assert.equal((await primaryIds(t, 'prompt', p.prompt_id)).length, 1);
  });
});
