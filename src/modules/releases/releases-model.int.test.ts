import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import { llmAppPerFile, FAKE_PLATFORM as PLATFORM, riskAnswer } from '../../../test/support/llm-fixtures.js';
import { accountProvider, tokensUsed } from '../../../test/support/provider-harness.js';
import { expectError, parseAs, type TestAccount } from '../../../test/support/test-app.js';
import { Prompt, Version } from '../prompts/prompts.schemas.js';
import { Release, ReleaseSettings } from './releases.schemas.js';

// Issue 23 §2: the gates run on the model the label's policy names (here the fake LLM server as
// the platform model), metered like analyses; a model failure is a failed gate, never a 5xx.

const { fake, t } = llmAppPerFile();

const putSettings = (a: TestAccount, gates: Record<string, unknown>) =>
  t.call(a, 'PUT', '/v1/workspace/release-settings', {
    protected_labels: ['production'],
    protect_primary: false,
    allow_self_approval: true,
    gates,
  });

/** A prompt whose `production` points at a first version, and a second version to release. */
async function prompt(a: TestAccount) {
  const p = parseAs(
    Prompt,
    await t.call(a, 'POST', '/v1/prompts', { name: 'P', content: 'Hello {{review}}.' }),
  );
  const url = `/v1/prompts/${p.prompt_id}`;
  const v0 = p.versions[0]!.version_id;
  assert.equal((await t.call(a, 'PUT', `${url}/labels/production`, { version_id: v0 })).statusCode, 200);
  const v1 = parseAs(Version, await t.call(a, 'POST', `${url}/versions`, { content: ANSWER_CONTENT }));
  return { url, v1: v1.version_id };
}

const upstream500 = { status: 500, message: 'secret upstream detail' };

const lowRisk = riskAnswer('low');

describe('gates on a model (issue 23 §2)', () => {
  test('a policy naming an unknown model or provider is refused when saved', async () => {
    const a = await t.account();
    expectError(
      await putSettings(a, {
        production: { max_risk: 'low', analyzer: { settings: { ...PLATFORM, model_id: 'aim_nope' } } },
      }),
      400,
      /body\.gates\.production\.analyzer\.settings\.model_id 'aim_nope' is not a platform model/,
    );
    expectError(
      await putSettings(a, {
        production: {
          max_risk: 'low',
          analyzer: { settings: { model_source: 'provider', model_id: 'aim_x', provider_id: 'aap_x' } },
        },
      }),
      400,
      /body\.gates\.production\.analyzer\.settings\.provider_id 'aap_x' does not name an AI provider/,
    );
    expectError(await putSettings(a, { production: { analyzer: { settings: { model_id: 'x' } } } }), 400);
  });

  test("the risk gate takes the model's level and names it; an upstream 500 fails the gate with a reason", async () => {
    const a = await t.account();
    const saved = parseAs(
      ReleaseSettings,
      await putSettings(a, { production: { max_risk: 'low', analyzer: { settings: PLATFORM } } }),
    );
    assert.deepEqual(saved.gates.production?.analyzer, { settings: PLATFORM });
    const { url, v1 } = await prompt(a);

    // The content has a prompt injection (the offline analyzer would not rate it low); the model says low.
    fake.reply({ json: lowRisk, usage: { input: 30, output: 12 } });
    const asked = await t.call(a, 'POST', `${url}/releases`, { label: 'production', version_id: v1 });
    assert.equal(asked.statusCode, 201, asked.body);
    const r = parseAs(Release, asked);
    assert.equal(r.gates.analyzer, PLATFORM.model_id);
    assert.deepEqual(
      r.gates.results.map((g) => [g.gate, g.passed, g.actual]),
      [['max_risk', true, 'low']],
    );
    assert.equal(fake.requests.length, 1);
    assert.equal(fake.requests[0]!.body.model, 'fake-model');
    assert.equal(await tokensUsed(t, a), 42); // a platform model: charged like an analysis

    // At approval the provider fails: the gate fails with our reason (not the provider's body).
    fake.reply(upstream500, upstream500); // the call and its one transport retry
    const refused = expectError(
      await t.call(a, 'POST', `${url}/releases/${r.release_id}/approve`, {}),
      422,
      /The gates' model 'fake-model' \(Fake platform\) gave no usable answer/,
    );
    assert.doesNotMatch(refused, /secret upstream detail/);
    fake.reply(upstream500, upstream500); // the call and its one transport retry
    const ok = await t.call(a, 'POST', `${url}/releases/${r.release_id}/approve`, {
      override_reason: 'provider down, checked by hand',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const approved = parseAs(Release, ok);
    assert.equal(approved.state, 'approved');
    assert.equal(approved.approval_gates?.analyzer, PLATFORM.model_id);
    const gate = approved.approval_gates?.results[0];
    assert.deepEqual([gate?.gate, gate?.passed, gate?.actual], ['max_risk', false, null]);
    assert.match(gate?.detail ?? '', /gave no usable answer/);
    assert.doesNotMatch(ok.body, /secret upstream detail/);
    assert.equal(approved.override_reason, 'provider down, checked by hand');

    // The model's high level fails the gate at request time (ANSWERS.risk: a high safety risk).
    const again = await t.call(a, 'POST', `${url}/versions`, {
      content: `${ANSWER_CONTENT} Answer in English.`,
    });
    fake.reply({ json: ANSWERS.risk });
    const high = parseAs(
      Release,
      await t.call(a, 'POST', `${url}/releases`, {
        label: 'production',
        version_id: parseAs(Version, again).version_id,
      }),
    );
    assert.deepEqual([high.gates.passed, high.gates.results[0]?.actual], [false, 'high']);
  });

  test("metered like analyses: an account provider's tokens are not charged; a platform model stops at the token limit", async () => {
    const a = await t.account({ monthly_token_limit: 10 });
    const team = await accountProvider(
      t,
      a.key,
      { kind: 'openai_compatible', name: 'Team vLLM', base_url: fake.baseUrl, api_key: 'sk-team' },
      ['team-model'],
    );
    assert.equal(
      (await putSettings(a, { production: { max_risk: 'low', analyzer: { settings: team.settings } } }))
        .statusCode,
      200,
    );
    const { url, v1 } = await prompt(a);
    fake.reply({ json: lowRisk, usage: { input: 30, output: 12 } });
    const r = parseAs(
      Release,
      await t.call(a, 'POST', `${url}/releases`, { label: 'production', version_id: v1 }),
    );
    assert.deepEqual([r.gates.passed, r.gates.analyzer], [true, team.settings.model_id]);
    assert.equal(fake.requests.at(-1)!.headers.authorization, 'Bearer sk-team');
    assert.equal(await tokensUsed(t, a), 0);

    // On the platform model the first call uses up the limit; the next gate fails without a call.
    await putSettings(a, { production: { max_risk: 'low', analyzer: { settings: PLATFORM } } });
    fake.reply({ json: lowRisk, usage: { input: 30, output: 12 } });
    const approved = await t.call(a, 'POST', `${url}/releases/${r.release_id}/approve`, {});
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(await tokensUsed(t, a), 42);
    const calls = fake.requests.length;
    const v2 = parseAs(Version, await t.call(a, 'POST', `${url}/versions`, { content: 'Bye {{review}}.' }));
    const limited = parseAs(
      Release,
      await t.call(a, 'POST', `${url}/releases`, { label: 'production', version_id: v2.version_id }),
    );
    assert.equal(limited.gates.passed, false);
    assert.match(limited.gates.results[0]?.detail ?? '', /monthly token limit is reached/);
    assert.equal(fake.requests.length, calls);
  });
});
