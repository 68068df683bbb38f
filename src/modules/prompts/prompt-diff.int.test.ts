import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  created,
  createdAs,
  expectWorkspaceRules,
  workspaceFixture,
} from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { VersionDiff } from './prompt-delivery.schemas.js';
import { Prompt, Version } from './prompts.schemas.js';

// GET /v1/prompts/{promptId}/diff?from=&to= (issue 13 §3). The diff algorithm: line-diff.test.ts.

const t = testAppPerFile();

const FROM = 'You are a helpful assistant.\nAnswer briefly.\nBe polite.\n';
const TO = 'You are a helpful assistant.\nAnswer in detail, with examples.\nBe polite.\nCite sources.\n';

async function twoVersions(a: TestAccount, from = FROM, to = TO) {
  const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'p', content: from }));
  const v2 = await createdAs(t, a, Version, `/v1/prompts/${p.prompt_id}/versions`, { content: to });
  return { promptId: p.prompt_id, v1: p.versions[0]!, v2 };
}
const diffUrl = (promptId: string, from: string, to: string) =>
  `/v1/prompts/${promptId}/diff?from=${from}&to=${to}`;
const diff = async (a: TestAccount, url: string) => {
  const res = await t.call(a, 'GET', url);
  assert.equal(res.statusCode, 200, res.body);
  return parseAs(VersionDiff, res);
};

describe('GET /v1/prompts/{promptId}/diff', () => {
  test('unified diff, line stats, tokens and cost from the stored token_info; no analyses: null', async () => {
    const a = await t.account();
    const { promptId, v1, v2 } = await twoVersions(a);
    const d = await diff(a, diffUrl(promptId, v1.version_id, v2.version_id));
    assert.equal(
      d.unified_diff,
      `--- ${v1.version_id}\n+++ ${v2.version_id}\n@@ -1,3 +1,4 @@\n` +
        ' You are a helpful assistant.\n-Answer briefly.\n+Answer in detail, with examples.\n Be polite.\n+Cite sources.\n',
    );
    assert.deepEqual(d.stats, { added_lines: 2, removed_lines: 1 });
    assert.equal(d.minimal, true);
    assert.deepEqual(
      [d.prompt_id, d.from_version_id, d.to_version_id],
      [promptId, v1.version_id, v2.version_id],
    );
    assert.equal(d.token_info_model, 'gpt-4o');
    const [x, y] = [v1.token_info, v2.token_info];
    assert.deepEqual(d.tokens, {
      from: x.token_count,
      to: y.token_count,
      delta: y.token_count - x.token_count,
    });
    assert.equal(d.cost.from, x.cost_per_use);
    assert.equal(d.cost.to, y.cost_per_use);
    assert.ok(d.cost.delta > 0);
    assert.equal(d.scoring, null);
    assert.equal(d.risk, null);
  });

  test('a version against itself: empty diff, zero deltas', async () => {
    const a = await t.account();
    const { promptId, v1 } = await twoVersions(a);
    const d = await diff(a, diffUrl(promptId, v1.version_id, v1.version_id));
    assert.equal(d.unified_diff, '');
    assert.deepEqual(
      [d.stats.added_lines, d.stats.removed_lines, d.tokens.delta, d.cost.delta],
      [0, 0, 0, 0],
    );
  });

  test('score and risk deltas from the latest stored analyses, once both versions have one', async () => {
    const a = await t.account();
    const { promptId, v1, v2 } = await twoVersions(a);
    const criteria = await created(t, a, '/v1/prompts/scoring/criteria', {
      name: 'c',
      use_case: 'support',
      criterion_set: [
        { slug: 'clarity', label: 'Clarity', description: 'Clear', questions: 'Is it clear?', weight: 3 },
      ],
    });
    const run = async (versionId: string, kind: 'scoring' | 'risk') => {
      const body = kind === 'scoring' ? { criteria_id: criteria.criteria_id } : {};
      const res = await t.call(a, 'POST', `/v1/prompts/${promptId}/versions/${versionId}/${kind}`, body);
      assert.ok(res.statusCode < 300, res.body);
      return res.json();
    };
    const s1 = await run(v1.version_id, 'scoring');
    const r1 = await run(v1.version_id, 'risk');
    const url = diffUrl(promptId, v1.version_id, v2.version_id);
    const half = await diff(a, url);
    assert.deepEqual([half.scoring, half.risk], [null, null]);
    const s2 = await run(v2.version_id, 'scoring');
    const r2 = await run(v2.version_id, 'risk');
    const d = await diff(a, url);
    assert.equal(d.scoring?.from, s1.overall_score);
    assert.equal(d.scoring?.to, s2.overall_score);
    assert.equal(d.scoring?.delta, Number((s2.overall_score - s1.overall_score).toPrecision(12)));
    type Section = { issues: unknown[] };
    const issues = (r: Record<string, Section>) =>
      ['bias_analysis', 'ethical_analysis', 'safety_analysis'].reduce((n, k) => n + r[k]!.issues.length, 0);
    assert.deepEqual(d.risk, {
      from: issues(r1),
      to: issues(r2),
      delta: issues(r2) - issues(r1),
      from_level: r1.summary.overall_risk_level,
      to_level: r2.summary.overall_risk_level,
    });
  });

  test('400 without from or to; 404 for a version of another prompt or no such prompt', async () => {
    const a = await t.account();
    const { promptId, v1, v2 } = await twoVersions(a);
    const other = await twoVersions(a);
    expectError(await t.call(a, 'GET', `/v1/prompts/${promptId}/diff?to=${v2.version_id}`), 400, /from/);
    expectError(await t.call(a, 'GET', `/v1/prompts/${promptId}/diff?from=${v1.version_id}`), 400, /to/);
    expectError(await t.call(a, 'GET', `/v1/prompts/${promptId}/diff?from=&to=${v2.version_id}`), 400);
    expectError(
      await t.call(a, 'GET', diffUrl(promptId, v1.version_id, other.v2.version_id)),
      404,
      'Version (query.to) not found.',
    );
    expectError(
      await t.call(a, 'GET', diffUrl(promptId, other.v1.version_id, v2.version_id)),
      404,
      'Version (query.from) not found.',
    );
    expectError(
      await t.call(a, 'GET', diffUrl('prm_nope', v1.version_id, v2.version_id)),
      404,
      'Prompt not found.',
    );
  });

  test('large contents every line changed: a coarse but correct diff (minimal false)', async () => {
    const a = await t.account();
    const big = (tag: string) => Array.from({ length: 3_000 }, (_, i) => `${tag} line ${i}\n`).join('');
    const { promptId, v1, v2 } = await twoVersions(a, big('old'), big('new'));
    const d = await diff(a, diffUrl(promptId, v1.version_id, v2.version_id));
    assert.deepEqual([d.stats.added_lines, d.stats.removed_lines, d.minimal], [3_000, 3_000, false]);
  });

  test('security: no or bad key 401, another account 403, another workspace 404; a read key may diff', async () => {
    const f = await workspaceFixture(t);
    const { promptId, v1, v2 } = await twoVersions(f.owner);
    const url = diffUrl(promptId, v1.version_id, v2.version_id);
    const send = await expectWorkspaceRules(t, f, { method: 'GET', url, byId: true });
    expectError(await send(f.owner.key, f.otherWorkspace), 404, 'Prompt not found.');
  });
});

test('both delivery routes are in the OpenAPI document under their operationIds', async () => {
  const doc = (await t.request({ url: '/v1/openapi.json' })).json();
  assert.equal(doc.paths['/v1/prompts/{promptId}/render'].post.operationId, 'renderPrompt');
  const diffOp = doc.paths['/v1/prompts/{promptId}/diff'].get;
  assert.equal(diffOp.operationId, 'diffPromptVersions');
  const required = diffOp.parameters
    .filter((p: { required?: boolean }) => p.required)
    .map((p: { name: string }) => p.name);
  assert.deepEqual(required.sort(), ['from', 'promptId', 'to']);
});
