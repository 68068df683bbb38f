import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, expectWorkspaceRules, workspaceFixture } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { CountResult, Model } from '../tokens/tokens.schemas.js';
import { RenderResult } from './prompt-delivery.schemas.js';
import { Prompt, Version } from './prompts.schemas.js';

// POST /v1/prompts/{promptId}/render (issue 13 §3): which version, the values, token_info, errors.

const t = testAppPerFile();

const TEXT = 'Hi {{name}}, about [[topic]] and {{ name }} again.';
const newPrompt = async (a: TestAccount, content?: string) =>
  parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'p', ...(content ? { content } : {}) }));
const render = (a: TestAccount, promptId: string, body: unknown) =>
  t.call(a, 'POST', `/v1/prompts/${promptId}/render`, body);
const rendered = async (a: TestAccount, promptId: string, body: unknown) => {
  const res = await render(a, promptId, body);
  assert.equal(res.statusCode, 200, res.body);
  return parseAs(RenderResult, res);
};

describe('POST /v1/prompts/{promptId}/render', () => {
  test('the primary by default: every placeholder filled, token_info as POST /v1/tokens/count gives', async () => {
    const a = await t.account();
    const p = await newPrompt(a, TEXT);
    const r = await rendered(a, p.prompt_id, { variables: { name: 'Ann', '[[topic]]': 'cats' } });
    assert.equal(r.content, 'Hi Ann, about cats and Ann again.');
    assert.deepEqual(r.variables_used, ['{{name}}', '[[topic]]']);
    assert.deepEqual(r.variables_unused, []);
    assert.equal(r.version_id, p.versions[0]?.version_id);
    const count = { input: r.content, type: 'text', models: ['gpt-4o'] };
    const [c] = parseAs(
      Type.Array(CountResult),
      await t.request({ method: 'POST', url: '/v1/tokens/count', key: a.key, body: count }),
    );
    const [model] = parseAs(
      Type.Array(Model),
      await t.request({ url: '/v1/tokens/models?name=gpt-4o', key: a.key }),
    );
    const usd = (n: number) => Number((n * model!.price_per_input_token!).toPrecision(12));
    const n = c!.token_count!;
    assert.deepEqual(r.token_info, {
      model: 'gpt-4o',
      token_count: n,
      cost_per_use: usd(n),
      cost_per_1k: usd(n * 1_000),
      cost_per_1m: usd(n * 1_000_000),
      tokenizer: c!.tokenizer,
      exact: true,
      reason: null,
    });
  });

  test("no placeholder left: the content as stored, token_info equal to the version's own", async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'Plain text, nothing to fill.');
    const r = await rendered(a, p.prompt_id, { variables: {} });
    const v = p.versions[0]!;
    assert.equal(r.content, v.content);
    const { tokenizer, exact, reason, ...info } = r.token_info;
    assert.deepEqual(info, v.token_info);
    assert.equal(exact, true);
  });

  test('values are plain text: a placeholder inside a value stays as written', async () => {
    const a = await t.account();
    const p = await newPrompt(a, TEXT);
    const r = await rendered(a, p.prompt_id, { variables: { name: '{{topic}} [[topic]]', topic: 'x' } });
    assert.equal(r.content, 'Hi {{topic}} [[topic]], about x and {{topic}} [[topic]] again.');
  });

  test('a key written {{name}} wins over a bare name; unknown keys are ignored and listed', async () => {
    const a = await t.account();
    const p = await newPrompt(a, '{{n}} [[n]]');
    const body = { variables: { '{{ n }}': 'curly', n: 'bare', extra: '1', '[[other]]': '2' } };
    const r = await rendered(a, p.prompt_id, body);
    assert.equal(r.content, 'curly bare');
    assert.deepEqual(r.variables_unused, ['extra', '[[other]]']);
  });

  test('version_id, label primary, another model (and one that cannot be counted exactly)', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'one {{x}}');
    const v2 = await createdAs(t, a, Version, `/v1/prompts/${p.prompt_id}/versions`, {
      content: 'two {{x}}',
    });
    const byId = await rendered(a, p.prompt_id, { version_id: v2.version_id, variables: { x: '!' } });
    assert.deepEqual([byId.version_id, byId.content], [v2.version_id, 'two !']);
    const byLabel = await rendered(a, p.prompt_id, { label: 'primary', variables: { x: '!' } });
    assert.deepEqual([byLabel.version_id, byLabel.content], [p.versions[0]?.version_id, 'one !']);
    const gpt4 = await rendered(a, p.prompt_id, { variables: { x: '!' }, model: 'gpt-4' });
    assert.equal(gpt4.token_info.model, 'gpt-4');
    assert.equal(gpt4.token_info.exact, true);
    const anthropic = parseAs(
      Type.Array(Model),
      await t.request({ url: '/v1/tokens/models?author=Anthropic', key: a.key }),
    ).find((m) => m.tokenizer === null)!;
    const claude = await rendered(a, p.prompt_id, { variables: { x: '!' }, model: anthropic.name });
    assert.deepEqual(
      [claude.token_info.token_count, claude.token_info.cost_per_use, claude.token_info.exact],
      [null, null, false],
    );
    assert.ok(claude.token_info.reason);
  });

  test('400: every missing variable named, bad keys, version_id with label, unknown model, no body', async () => {
    const a = await t.account();
    const p = await newPrompt(a, '{{a}} [[b]] {{c}}');
    expectError(
      await render(a, p.prompt_id, { variables: { c: '1' } }),
      400,
      'body.variables: missing value(s) for {{a}}, [[b]].',
    );
    expectError(await render(a, p.prompt_id, { variables: { 'a b': '1' } }), 400, /key\(s\) 'a b' must be/);
    const both = { version_id: p.versions[0]!.version_id, label: 'primary', variables: {} };
    expectError(await render(a, p.prompt_id, both), 400, /give one of them, not both/);
    const all = { a: '1', b: '2', c: '3' };
    expectError(await render(a, p.prompt_id, { variables: all, model: 'nope' }), 400, /Unknown model/);
    expectError(await render(a, p.prompt_id, {}), 400, /variables/);
    expectError(await render(a, p.prompt_id, { variables: { a: 1 } }), 400);
    expectError(await render(a, p.prompt_id, { variables: all, extra: true }), 400);
  });

  test('404: no such prompt, version of another prompt, a label not set, a prompt without versions', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'x');
    const other = await newPrompt(a, 'y');
    const empty = await newPrompt(a);
    expectError(await render(a, 'prm_nope', { variables: {} }), 404, 'Prompt not found.');
    const foreign = { version_id: other.versions[0]!.version_id, variables: {} };
    expectError(await render(a, p.prompt_id, foreign), 404, 'Version not found.');
    expectError(
      await render(a, p.prompt_id, { label: 'production', variables: {} }),
      404,
      "Label 'production' not found.",
    );
    expectError(await render(a, empty.prompt_id, { variables: {} }), 404, 'Primary version not found.');
  });

  test('security: no or bad key 401, another account 403, another workspace 404; a read key may render', async () => {
    const f = await workspaceFixture(t);
    const p = await newPrompt(f.owner, 'x {{y}}');
    const url = `/v1/prompts/${p.prompt_id}/render`;
    const e = { method: 'POST', url, body: { variables: { y: 'z' } }, byId: true, readOnly: true } as const;
    const send = await expectWorkspaceRules(t, f, e);
    expectError(await send(f.owner.key, f.otherWorkspace), 404, 'Prompt not found.');
    const read = await send(f.readKey, f.owner.workspaceId);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(parseAs(RenderResult, read).content, 'x z');
  });
});
