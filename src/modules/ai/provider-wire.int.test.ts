import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { riskAnswer } from '../../../test/support/llm-fixtures.js';
import { KIND_CASES } from '../../../test/support/provider-cases.js';
import {
  accountProvider,
  fakeProviderApp,
  providerSettings,
} from '../../../test/support/provider-harness.js';
import { parseAs } from '../../../test/support/test-app.js';
import { CONTENT_RESULT } from '../analysis/analysis-routes.schemas.js';
import { PROVIDER_KINDS } from './provider-kinds.js';

// Every provider kind, as an account provider, against the fake server speaking that provider's
// own protocol: the request path, auth header and structured-output body the SDK sent, and the
// answer read back with the provider's own usage fields (X-Tokens-Used). Account providers go
// through the egress-guarded fetch (private addresses allowed here: the fake is on loopback).

const { fake, t } = fakeProviderApp();

const CONTENT = 'You are a support analyst. Classify the sentiment of {{review}} as positive or negative.';
const RISK_ANSWER = riskAnswer('medium', 'Low risk.');

test('every provider kind has a wire-format case', () => {
  assert.deepEqual([...new Set(KIND_CASES.map((c) => c.kind))].sort(), [...PROVIDER_KINDS].sort());
});

describe('provider kinds on their own wire format', () => {
  for (const c of KIND_CASES) {
    test(`${c.kind} (${c.model}): ${c.api} protocol, auth, structured output, usage`, async () => {
      const a = await t.account();
      const { providerId, modelIds } = await accountProvider(
        t,
        a.key,
        { kind: c.kind, name: `Case ${c.kind}`, ...c.fields(fake.url) },
        [c.model],
      );
      fake.reply({ json: RISK_ANSWER, usage: { input: 101, output: 23 } });
      const settings = providerSettings(providerId, modelIds[0]!, c.region);
      const res = await t.call(a, 'POST', '/v1/prompts/risk', { content: CONTENT, settings });
      assert.equal(res.statusCode, 200, res.body);
      const risk = parseAs(CONTENT_RESULT.risk, res);
      assert.equal(risk.summary.overall_risk_level, 'medium');
      assert.equal(res.headers['x-tokens-used'], '124');

      assert.equal(fake.requests.length, 1);
      const sent = fake.requests[0]!;
      assert.equal(sent.api, c.api);
      if (typeof c.path === 'string') assert.equal(sent.path, c.path);
      else assert.match(sent.path, c.path);
      c.auth(sent);
      c.structured(sent.body);
      assert.ok(JSON.stringify(sent.body).includes('Classify the sentiment'), 'the prompt is sent');
    });
  }
});
