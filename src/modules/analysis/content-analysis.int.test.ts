import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  EXAMPLES_PROMPT,
  storedAnalyses,
  tokenHeaders,
  toneCriteria,
} from '../../../test/support/analysis-fixtures.js';
import { promptWithVersion } from '../../../test/support/fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { CONTENT_RESULT } from './analysis-routes.schemas.js';

const { scoring: Scoring, risk: Risk, balance: Balance, heatmap: Heatmap } = CONTENT_RESULT;

// POST /v1/prompts/{scoring,risk,balance,heatmap}: content sent in the request, analysed with the
// built-in offline analyzer and never stored.

const t = testAppPerFile();

describe('content held outside the service', () => {
  test('risk, scoring, balance and heatmap: both timestamps null, nothing stored', async () => {
    const a = await t.account();
    const content = EXAMPLES_PROMPT;
    const risk = parseAs(
      Risk,
      await t.call(a, 'POST', '/v1/prompts/risk', { content, include_examples: true }),
    );
    // As the spec's API answers for content it does not hold: no version, no stored analysis time.
    assert.deepEqual([risk.version_timestamp, risk.risk_timestamp], [null, null]);
    const byDefault = parseAs(Scoring, await t.call(a, 'POST', '/v1/prompts/scoring', { content }));
    assert.deepEqual(
      [byDefault.version_timestamp, byDefault.scoring_timestamp, byDefault.criteria.criteria_id],
      [null, null, 'sca_default'],
    );
    const mine = await toneCriteria(t, a);
    const scored = parseAs(
      Scoring,
      await t.call(a, 'POST', '/v1/prompts/scoring', {
        content,
        criteria_id: mine.criteria_id,
        use_case: 'Reviews triage',
      }),
    );
    assert.deepEqual(
      scored.criteria.criterion_results.map((r) => r.slug),
      ['tone'],
    );
    const balance = parseAs(
      Balance,
      await t.call(a, 'POST', '/v1/prompts/balance', { content, include_examples: true }),
    );
    assert.ok(balance.phrases.some((p) => p.phrase.includes('I love it')));
    assert.deepEqual([balance.version_timestamp, balance.balance_timestamp], [null, null]);
    const heatmap = parseAs(
      Heatmap,
      await t.call(a, 'POST', '/v1/prompts/heatmap', { content, include_examples: false }),
    );
    assert.deepEqual([heatmap.version_timestamp, heatmap.heatmap_timestamp], [null, null]);
    tokenHeaders(await t.call(a, 'POST', '/v1/prompts/risk', { content }));
    assert.equal((await storedAnalyses(t, a.workspaceId)).length, 0);
  });

  test('validation: content required and not blank, include_examples required, criteria 404', async () => {
    const a = await t.account();
    const refused: [string, Record<string, unknown>, number, string | RegExp][] = [
      ['risk', {}, 400, 'body.content: is required.'],
      ['risk', { content: '' }, 400, /body\.content/],
      ['scoring', { content: '  \n ' }, 400, 'body.content: must not be blank.'],
      ['balance', { content: 'Do it.' }, 400, 'body.include_examples: is required.'],
      ['heatmap', { content: 'Do it.' }, 400, 'body.include_examples: is required.'],
      ['scoring', { content: 'Do it.', criteria_id: 'sca_nope' }, 404, 'Scoring criteria not found.'],
      ['scoring', { content: 'Do it.', use_case: ' ' }, 400, 'body.use_case: must not be blank.'],
      [
        'risk',
        { content: 'Do it.', criteria_id: 'sca_default' },
        400,
        /criteria_id: is not an accepted property/,
      ],
    ];
    for (const [kind, body, status, message] of refused)
      expectError(await t.call(a, 'POST', `/v1/prompts/${kind}`, body), status, message);
  });

  test('routing: the static paths do not shadow /v1/prompts/{promptId} and vice versa', async () => {
    const a = await t.account();
    const { promptId } = await promptWithVersion(t, a, 'Write a haiku.');
    assert.equal((await t.call(a, 'GET', `/v1/prompts/${promptId}`)).statusCode, 200);
    // GET on the static names falls through to the prompt route: no such prompt.
    expectError(await t.call(a, 'GET', '/v1/prompts/risk'), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', '/v1/prompts/generate'), 404, 'Prompt not found.');
    assert.equal(
      (await t.call(a, 'POST', '/v1/prompts/heatmap', { content: 'Write.', include_examples: false }))
        .statusCode,
      200,
    );
    assert.equal((await t.call(a, 'POST', '/v1/prompts', { name: 'still works' })).statusCode, 201);
    assert.equal((await t.call(a, 'GET', '/v1/prompts/scoring/criteria/sca_default')).statusCode, 200);
  });
});
