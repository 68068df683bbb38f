import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FakeReply } from '../../../test/support/fake-llm-server.js';
import { promptWithVersion } from '../../../test/support/fixtures.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import {
  FAMILIES,
  fakeProviderApp,
  familyProviders,
  familySettings,
  storedCount,
  tokensUsed,
} from '../../../test/support/provider-harness.js';
import { expectError, parseAs, type TestAccount } from '../../../test/support/test-app.js';
import { CONTENT_RESULT } from '../analysis/analysis-routes.schemas.js';
import { validatePlatformProviders } from './platform-providers.js';

// Failures in each protocol's own words: malformed JSON, missing fields, refusals, truncation,
// 429 with Retry-After, 5xx, an unreadable 200, timeouts. One repair or transport retry where
// safe, then a clear 502/504 naming the provider; nothing stored; the tokens the provider
// reported are still charged.

// One family per protocol; Anthropic with the older model, whose answer comes as a tool call.
const ROBUSTNESS = FAMILIES.filter((f) =>
  ['chat', 'responses', 'anthropic-tool', 'gemini', 'bedrock', 'cohere'].includes(f.name),
);
const { fake, t } = fakeProviderApp((fake) => ({
  platformProviders: validatePlatformProviders(familyProviders(ROBUSTNESS, fake.url)),
}));
const used = (a: TestAccount) => tokensUsed(t, a);
const u = (input: number, output: number) => ({ usage: { input, output } });

for (const f of ROBUSTNESS) {
  describe(`robustness over the ${f.name} protocol`, () => {
    const settings = familySettings(f);
    const risk = (a: TestAccount) =>
      t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
    const who = `The AI provider '${f.name}'`;

    test('malformed JSON, then a valid answer: one repair retry, both usages charged', async () => {
      const a = await t.account();
      fake.reply({ text: '{"overall_feedback": "cut', ...u(10, 2) }, { json: ANSWERS.risk, ...u(20, 5) });
      const res = await risk(a);
      assert.equal(parseAs(CONTENT_RESULT.risk, res).summary.overall_risk_level, 'high');
      assert.equal(res.headers['x-tokens-used'], '37');
      assert.ok(JSON.stringify(fake.requests[1]!.body).includes('previous answer was rejected'));
      assert.equal(await used(a), 37);
    });

    test('missing fields twice → 502 naming the provider; usage still charged', async () => {
      const a = await t.account();
      const { safety_analysis: _, ...partial } = ANSWERS.risk;
      fake.reply({ json: partial, ...u(10, 1) }, { json: partial, ...u(10, 1) });
      const res = await risk(a);
      expectError(
        res,
        502,
        new RegExp(`^${who} \\(model '${f.model}'\\) returned an invalid risk answer twice`),
      );
      assert.equal(res.headers['x-tokens-used'], '22');
      assert.equal(await used(a), 22);
    });

    test('truncated twice (max tokens) → 502 saying it was cut off', async () => {
      const a = await t.account();
      const cut: FakeReply = { text: '{"overall_feedback": "The prompt', truncated: true, ...u(5, 50) };
      fake.reply(cut, cut);
      expectError(await risk(a), 502, /cut off at the output token limit/);
      assert.equal(await used(a), 110);
    });

    if (f.name !== 'cohere') {
      test('refused twice → 502, nothing stored', async () => {
        const a = await t.account();
        const { base } = await promptWithVersion(t, a, ANSWER_CONTENT);
        fake.reply(
          { refusal: 'I cannot help with that.', ...u(3, 4) },
          { refusal: 'I cannot help with that.', ...u(3, 4) },
        );
        const res = await t.call(a, 'POST', `${base}/risk`, { settings });
        expectError(res, 502, new RegExp(`^${who}`));
        assert.equal(
          fake.requests.length,
          2,
          JSON.stringify([res.headers, fake.requests.map((r) => r.path)]),
        );
        assert.equal(res.headers['x-tokens-used'], '14');
        assert.equal(await storedCount(t, a), 0);
        assert.equal(await used(a), 14);
      });
    }

    test('429 with Retry-After 0, then an answer: retried once after the wait', async () => {
      const a = await t.account();
      fake.reply(
        { status: 429, message: 'slow down', headers: { 'retry-after': '0' } },
        { json: ANSWERS.risk, ...u(8, 2) },
      );
      const res = await risk(a);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(fake.requests.length, 2);
      assert.equal(res.headers['x-tokens-used'], '10');
    });

    test('429 asking for a long wait → 502 at once with Retry-After; the upstream text is not shown', async () => {
      const a = await t.account();
      fake.reply({
        status: 429,
        message: 'quota of org-secret-42 exceeded',
        headers: { 'retry-after': '120' },
      });
      const res = await risk(a);
      const message = expectError(
        res,
        502,
        new RegExp(`^${who} is rate limiting requests \\(HTTP 429, retry after 120 s\\)`),
      );
      assert.equal(res.headers['retry-after'], '120');
      assert.ok(!message.includes('org-secret-42') && !res.body.includes('org-secret-42'));
      assert.equal(fake.requests.length, 1);
      assert.equal(await used(a), 0);
    });

    test('5xx twice, or an unreadable 200 twice → 502 with the status', async () => {
      const a = await t.account();
      fake.reply(
        { status: 500, message: 'db-7.internal down' },
        { status: 503, message: 'db-7.internal down' },
      );
      const res = await risk(a);
      expectError(
        res,
        502,
        new RegExp(`^${who} answered HTTP 503 for model '${f.model}'\\. No result was produced\\.$`),
      );
      assert.ok(!res.body.includes('db-7'));
      fake.reply({ rawBody: '<html>gateway</html>' }, { rawBody: '<html>gateway</html>' });
      expectError(await risk(a), 502, /returned a response that does not follow its API \(HTTP 200\)/);
    });

    test('no answer within the timeout → 504 naming the provider, nothing charged', async () => {
      const a = await t.account();
      fake.reply({ json: ANSWERS.risk, delayMs: 8000, ...u(9, 9) });
      expectError(await risk(a), 504, new RegExp(`^${who} did not answer within 5 s`));
      assert.equal(await used(a), 0);
    });
  });
}
