import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  type FakeLlmServer,
  type FakeReply,
  startFakeLlmServer,
} from '../../../test/support/fake-llm-server.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import {
  createTestApp,
  expectError,
  parseAs,
  type TestAccount,
  type TestApp,
} from '../../../test/support/test-app.js';
import { Risk } from '../analysis/analysis.schemas.js';
import { platformModelId, validatePlatformProviders } from './platform-providers.js';

// Failures in each protocol's own words: malformed JSON, missing fields, refusals, truncation,
// 429 with Retry-After, 5xx, an unreadable 200, timeouts. One repair or transport retry where
// safe, then a clear 502/504 naming the provider; nothing stored; the tokens the provider
// reported are still charged.

const FAMILIES = [
  { name: 'chat', model: 'm', entry: (o: string) => ({ kind: 'openai_compatible', base_url: `${o}/v1` }) },
  {
    name: 'responses',
    model: 'gpt-4o-mini',
    entry: (o: string) => ({ kind: 'openai', base_url: `${o}/v1`, api_key: 'k' }),
  },
  {
    name: 'anthropic',
    model: 'claude-3-haiku-20240307',
    entry: (o: string) => ({ kind: 'anthropic', base_url: `${o}/v1`, api_key: 'k' }),
  },
  {
    name: 'gemini',
    model: 'gemini-2.5-flash',
    entry: (o: string) => ({ kind: 'google', base_url: `${o}/v1beta`, api_key: 'k' }),
  },
  {
    name: 'bedrock',
    model: 'amazon.nova-pro-v1:0',
    entry: (o: string) => ({
      kind: 'bedrock',
      base_url: o,
      access_key_id: 'A',
      secret_access_key: 's',
      region: 'us-east-1',
    }),
  },
  {
    name: 'cohere',
    model: 'command-a-03-2025',
    entry: (o: string) => ({ kind: 'cohere', base_url: `${o}/v2`, api_key: 'k' }),
  },
];

let fake: FakeLlmServer;
let t: TestApp;
before(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({
    settings: {
      llmTimeoutMs: 5000, // generous: a loaded machine must not turn a happy path into a timeout
      platformProviders: validatePlatformProviders(
        FAMILIES.map((f) => ({ name: f.name, models: [f.model], ...f.entry(fake.url) })),
      ),
    },
  });
});
after(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const used = async (a: TestAccount) =>
  (
    await t.services.limits.tokens(a.accountId, {
      rate_limit_per_second: null,
      monthly_request_quota: null,
      monthly_token_limit: null,
    })
  ).used;
const stored = async (a: TestAccount) =>
  (
    await t.db.kysely
      .selectFrom('version_analyses')
      .select('id')
      .where('workspace_id', '=', a.workspaceId)
      .execute()
  ).length;
const u = (input: number, output: number) => ({ usage: { input, output } });

for (const f of FAMILIES) {
  describe(`robustness over the ${f.name} protocol`, () => {
    const settings = { model_source: 'platform', model_id: platformModelId(f.name, f.model) };
    const risk = (a: TestAccount) =>
      t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
    const who = `The AI provider '${f.name}'`;

    test('malformed JSON, then a valid answer: one repair retry, both usages charged', async () => {
      const a = await t.account();
      fake.reply({ text: '{"overall_feedback": "cut', ...u(10, 2) }, { json: ANSWERS.risk, ...u(20, 5) });
      const res = await risk(a);
      assert.equal(parseAs(Risk, res).summary.overall_risk_level, 'high');
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
        const { base } = await import('../../../test/support/fixtures.js').then((m) =>
          m.promptWithVersion(t, a, ANSWER_CONTENT),
        );
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
        assert.equal(await stored(a), 0);
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
