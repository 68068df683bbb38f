import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { promptWithVersion } from '../../../test/support/fixtures.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import { FAMILIES, familiesApp, familySettings, tokensUsed } from '../../../test/support/provider-harness.js';
import { parseAs } from '../../../test/support/test-app.js';
import { Balance, Heatmap, Risk, Scoring } from '../analysis/analysis.schemas.js';
import { GeneratedContent, GeneratedCriteria } from '../analysis/analysis-routes.schemas.js';
import { Version } from '../prompts/prompts.schemas.js';

// Every analysis through every protocol family, as a platform model: the answer is schema-valid,
// and the tokens charged (X-Tokens-Used, the account's monthly count) are the provider's own
// usage numbers as the fake reported them in that protocol's usage fields.

const { fake, t } = familiesApp();

function ok<T extends TSchema>(schema: T, res: LightMyRequestResponse, tokens: number) {
  assert.ok(res.statusCode === 200 || res.statusCode === 201, res.body);
  assert.equal(res.headers['x-tokens-used'], String(tokens));
  return parseAs(schema, res);
}

for (const family of FAMILIES) {
  describe(`analyses over the ${family.name} protocol`, () => {
    test('scoring, risk, balance, heatmap, improve, generate prompt and criteria: valid, usage charged', async () => {
      const a = await t.account({ monthly_token_limit: 100_000 });
      const settings = familySettings(family);
      const { base } = await promptWithVersion(t, a, ANSWER_CONTENT);
      let n = 0;
      const answer = (json: unknown) => {
        n++;
        fake.reply({ json, usage: { input: 100 * n, output: n } });
        return 101 * n;
      };
      let expected = 0;
      const run = async <T extends TSchema>(schema: T, url: string, body: object, tokens: number) => {
        expected += tokens;
        return ok(schema, await t.call(a, 'POST', url, { ...body, settings }), tokens);
      };

      const scoring = await run(
        Scoring,
        `${base}/scoring`,
        { criteria_id: 'sca_default' },
        answer(ANSWERS.scoring),
      );
      assert.equal(scoring.criteria.criterion_results.length, ANSWERS.scoring.criterion_results.length);
      const risk = await run(Risk, `${base}/risk`, {}, answer(ANSWERS.risk));
      assert.equal(risk.summary.overall_risk_level, 'high');
      const balance = await run(
        Balance,
        `${base}/balance`,
        { include_examples: true },
        answer(ANSWERS.balance),
      );
      assert.equal(balance.phrases.length, 3);
      const heatmap = await run(
        Heatmap,
        `${base}/heatmap`,
        { include_examples: true },
        answer(ANSWERS.heatmap),
      );
      assert.deepEqual(
        heatmap.phrases.map((p) => p.color),
        ['very-dark', 'medium'],
      );
      // Improve uses the stored scoring: one call.
      const improved = await run(Version, `${base}/improve`, {}, answer(ANSWERS.content));
      assert.equal(improved.content, ANSWERS.content.content);
      const generated = await run(
        GeneratedContent,
        '/v1/prompts/generate',
        { use_case: 'Reviews' },
        answer(ANSWERS.content),
      );
      assert.ok(generated.content.startsWith('# Sentiment'));
      const criteria = await run(
        GeneratedCriteria,
        '/v1/prompts/scoring/criteria/generate',
        { use_case: 'Reviews' },
        answer(ANSWERS.criteria),
      );
      assert.deepEqual(
        criteria.criterion_set.map((c) => c.slug),
        ['empathy'],
      );

      assert.equal(fake.requests.length, 7);
      assert.ok(fake.requests.every((r) => r.api === family.api));
      assert.equal(await tokensUsed(t, a), expected);
    });
  });
}
