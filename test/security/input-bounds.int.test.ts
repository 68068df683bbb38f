import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Account } from '../../src/modules/account/account.schemas.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { ADMIN_KEY, expectError, parseAs, testAppPerFile } from '../support/test-app.js';

// Issue 9, hole 2: U+0000 and integers beyond their columns gave 500 on PostgreSQL (SQLite
// accepted them). Both databases now answer the same 400, naming the field.
const t = testAppPerFile();
const NUL = '\u0000';

describe('U+0000 is refused everywhere, naming the field', () => {
  test('in a body string, a nested body string and a body key', async () => {
    const a = await t.account();
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: `a${NUL}b`, content: 'x' }),
      400,
      'body.name: must not contain the NUL character (U+0000).',
    );
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: 'n', content: `hello${NUL}` }),
      400,
      /^body\.content: must not contain/,
    );
    const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'n', content: 'Hi {{who}}' }));
    expectError(
      await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, {
        content: 'Hi {{who}}',
        variables: { who: `w${NUL}` },
      }),
      400,
      /^body\.variables\.who: must not contain/,
    );
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: 'n', content: 'x', [`k${NUL}`]: 1 }),
      400,
      /must not contain the NUL/,
    );
  });

  test('in a path id and in query values (workspace id, client id, filters)', async () => {
    const a = await t.account();
    expectError(
      await t.call(a, 'GET', '/v1/prompts/prm_%00abc'),
      400,
      'params.promptId: must not contain the NUL character (U+0000).',
    );
    expectError(
      await t.request({ url: `/v1/prompts?workspace-id=wrk_%00`, key: a.key }),
      400,
      /^querystring\.workspace-id: must not contain/,
    );
    expectError(
      await t.request({ url: '/v1/account?api-client=cli_%00', key: a.key }),
      400,
      /^querystring\.api-client: must not contain/,
    );
    expectError(await t.call(a, 'GET', '/v1/prompts?name=a%00'), 400, /^querystring\.name: must not/);
    expectError(
      await t.request({ url: '/v1/admin/accounts/acc_%00', key: ADMIN_KEY }),
      400,
      /^params\.accountId: must not contain/,
    );
  });
});

describe('integer fields are bounded by their columns', () => {
  test('rate_limit_per_second beyond int32 is a 400; its maximum is stored on both databases', async () => {
    const over = await t.request({
      method: 'POST',
      url: '/v1/admin/accounts',
      key: ADMIN_KEY,
      body: { name: 'big', rate_limit_per_second: 2147483648 },
    });
    expectError(over, 400, /^body\.rate_limit_per_second: must be <= 2147483647/);
    const max = await t.request({
      method: 'POST',
      url: '/v1/admin/accounts',
      key: ADMIN_KEY,
      body: {
        name: 'max',
        rate_limit_per_second: 2147483647,
        monthly_request_quota: Number.MAX_SAFE_INTEGER,
        monthly_token_limit: Number.MAX_SAFE_INTEGER,
      },
    });
    assert.equal(max.statusCode, 201, max.body);
    const id = max.json().account_id;
    const stored = parseAs(Account, await t.request({ url: `/v1/admin/accounts/${id}`, key: ADMIN_KEY }));
    assert.equal(stored.rate_limit_per_second, 2147483647);
    assert.equal(stored.monthly_request_quota, Number.MAX_SAFE_INTEGER);
  });

  test('monthly limits beyond 2^53 - 1 (and beyond int8) are a 400, on create and patch', async () => {
    for (const field of ['monthly_request_quota', 'monthly_token_limit']) {
      expectError(
        await t.request({
          method: 'POST',
          url: '/v1/admin/accounts',
          key: ADMIN_KEY,
          body: { name: 'big', [field]: 1e19 },
        }),
        400,
        new RegExp(`^body\\.${field}: must be <=`),
      );
    }
    const created = await t.request({
      method: 'POST',
      url: '/v1/admin/accounts',
      key: ADMIN_KEY,
      body: { name: 'patch-me' },
    });
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/v1/admin/accounts/${created.json().account_id}`,
        key: ADMIN_KEY,
        body: { rate_limit_per_second: 99999999999 },
      }),
      400,
      /^body\.rate_limit_per_second: must be <=/,
    );
  });
});
