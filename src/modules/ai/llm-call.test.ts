import assert from 'node:assert/strict';
import { type AddressInfo, createServer } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import {
  SUPPORT_PROMPT as CONTENT,
  TEST_CRITERIA as CRITERIA,
  fakeLlmEngine,
  SCORING_ANSWER,
} from '../../../test/support/llm-fixtures.js';
import { DomainError } from '../../lib/domain-error.js';
import { createLlmEngine } from '../analysis/llm/llm-engine.js';
import { createChatModel } from './language-model-factory.js';
import { createProviderTransport, PLATFORM_EGRESS } from './provider-egress.js';
import type { ProviderKind } from './provider-kinds.js';

let fake: FakeLlmServer;
before(async () => {
  fake = await startFakeLlmServer();
});
after(() => fake.close());
beforeEach(() => fake.reset());

const engine = (kind: ProviderKind, model: string, timeoutMs?: number) =>
  fakeLlmEngine(fake.baseUrl, kind, model, timeoutMs);

async function rejectsWith(promise: Promise<unknown>, code: DomainError['code'], message: RegExp) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${error}`);
    assert.equal(error.code, code);
    assert.match(error.message, message);
    return true;
  });
}

const _section = (risk_level: string, issues: unknown[] = []) => ({
  risk_level,
  feedback: `${risk_level} risk`,
  issues,
});

// Each provider family, with how structured output travels in its request.
// The two API families of the fake server: OpenAI-compatible chat completions and Anthropic messages.
const FAMILIES = [
  { kind: 'openai_compatible' as const, model: 'fake-model' },
  { kind: 'anthropic' as const, model: 'claude-sonnet-4-5' },
];

for (const family of FAMILIES) {
  describe(`LLM engine failures over ${family.kind}`, () => {
    test('a malformed answer is retried once (telling the model why); usage adds up', async () => {
      fake.reply(
        { text: 'Sure! Here is {not json', usage: { input: 10, output: 3 } },
        { json: SCORING_ANSWER },
      );
      const { body, usage } = await engine(family.kind, family.model).score({
        content: CONTENT,
        criteria: CRITERIA,
      });
      assert.equal(body.overall_score, 64);
      assert.deepEqual(usage, { inputTokens: 21, outputTokens: 10 });
      assert.equal(fake.requests.length, 2);
      assert.match(JSON.stringify(fake.requests[1]!.body), /previous answer was rejected/);
    });

    test('two malformed answers → 502 upstream_invalid, nothing returned', async () => {
      fake.reply({ text: 'not json' }, { json: { summary: 'no phrases field' } });
      await rejectsWith(
        engine(family.kind, family.model).heatmap({ content: CONTENT, includeExamples: false }),
        'upstream_invalid',
        new RegExp(`'Fake ${family.kind}'.*invalid heatmap answer twice`),
      );
      assert.equal(fake.requests.length, 2);
    });

    test('an answer missing a criterion counts as malformed', async () => {
      const partial = { ...SCORING_ANSWER, criterion_results: [SCORING_ANSWER.criterion_results[0]] };
      fake.reply({ json: partial }, { json: partial });
      await rejectsWith(
        engine(family.kind, family.model).score({ content: CONTENT, criteria: CRITERIA }),
        'upstream_invalid',
        /criteria not scored: output_format/,
      );
    });

    test('phrases that all miss the prompt count as malformed', async () => {
      const invented = {
        summary: 's',
        phrases: [{ phrase: 'Write a sonnet', attention_score: 3, reason: 'r' }],
      };
      fake.reply({ json: invented }, { json: invented });
      await rejectsWith(
        engine(family.kind, family.model).heatmap({ content: CONTENT, includeExamples: false }),
        'upstream_invalid',
        /none of its phrases occurs in the prompt/,
      );
    });

    test('a slow provider → 504 upstream_timeout, without a retry', async () => {
      // The budget leaves room for the SDK to build and send the request on a loaded machine (at
      // 150 ms the timeout could fire before the request left, and the late request then took
      // the next test's scripted answer).
      fake.reply({ json: SCORING_ANSWER, delayMs: 4000 });
      await rejectsWith(
        engine(family.kind, family.model, 1000).score({ content: CONTENT, criteria: CRITERIA }),
        'upstream_timeout',
        new RegExp(`'Fake ${family.kind}' did not answer within 1 s`),
      );
      assert.equal(fake.requests.length, 1);
    });

    test('provider 401 → 400 naming the provider', async () => {
      fake.reply({ status: 401, message: 'invalid x-api-key' });
      await rejectsWith(
        engine(family.kind, family.model).risk({ content: CONTENT }),
        'bad_request',
        new RegExp(`The AI provider 'Fake ${family.kind}' rejected the credentials \\(HTTP 401\\)`),
      );
    });

    test('other provider errors → one retry, then 502 with the status, never the upstream text', async () => {
      fake.reply(
        { status: 500, message: 'overloaded at db-7.corp' },
        { status: 503, message: 'db-7.corp down' },
      );
      await rejectsWith(
        engine(family.kind, family.model).risk({ content: CONTENT }),
        'upstream_invalid',
        new RegExp(
          `^The AI provider 'Fake ${family.kind}' answered HTTP 503 for model '${family.model}'\\. No result`,
        ),
      );
      assert.equal(fake.requests.length, 2);
    });
  });
}

test('an unreachable provider → 502 naming the kind of failure, not the address', async () => {
  // A port that was just free: connecting to it is refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const provider = {
    kind: 'openai_compatible' as const,
    name: 'Gone',
    base_url: `http://127.0.0.1:${port}/v1`,
    options: {},
    secrets: {},
  };
  const e = createLlmEngine({
    model: createChatModel(provider, 'm', null, createProviderTransport(PLATFORM_EGRESS)),
    modelName: 'm',
    providerName: 'Gone',
    timeoutMs: 5000,
    maxRetries: 0,
    detailedErrors: true,
  });
  await rejectsWith(
    e.risk({ content: CONTENT }),
    'upstream_invalid',
    /^The AI provider 'Gone' could not be used: the connection was refused\. No result was produced\.$/,
  );
});
