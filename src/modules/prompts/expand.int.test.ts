import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { KyselyPlugin } from 'kysely';
import { Type } from 'typebox';
import { ownerContext } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { systemClock } from '../../lib/clock.js';
import { createIdGenerator } from '../../lib/ids.js';
import { createAnalysesRepo } from '../analysis/analyses.repo.js';
import type { AnalysisKind } from '../analysis/analysis.schemas.js';
import { createPromptServices } from './prompts.module.js';
import { Prompt, Version } from './prompts.schemas.js';

const t = testAppPerFile();

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
const section = { risk_level: 'low', feedback: 'fine', issues: [] };
const sample = (kind: AnalysisKind, n: number, versionTimestamp: string) => {
  switch (kind) {
    case 'scoring':
      return {
        version_timestamp: versionTimestamp,
        scoring_timestamp: at(n),
        overall_score: n,
        rating: 'Good',
        summary: { strengths: 's', areas_for_improvement: 'a', overall_feedback: 'o' },
        criteria: {
          criteria_id: 'sca_default',
          name: 'Default',
          criterion_results: [{ slug: 'clarity', score: 4, weight: 20, weighted_score: 16, feedback: 'f' }],
        },
      };
    case 'risk':
      return {
        version_timestamp: versionTimestamp,
        risk_timestamp: at(n),
        summary: { overall_feedback: `risk ${n}`, overall_risk_level: 'low' },
        bias_analysis: section,
        ethical_analysis: section,
        safety_analysis: {
          risk_level: 'high',
          feedback: 'x',
          issues: [{ issue: 'i', parts: [{ part: 'p', revision: 'r' }] }],
        },
      };
    case 'balance':
      return {
        version_timestamp: versionTimestamp,
        balance_timestamp: at(n),
        summary: { overall_feedback: `balance ${n}`, recommendations: 'r' },
        categories: [
          {
            category: 'Instruction',
            feedback: 'f',
            phrase_count: 2,
            phrase_percent: 50,
            distribution: 'Balanced',
          },
        ],
        phrases: [{ phrase: 'do it', category: 'Instruction', reason: 'verb' }],
      };
    case 'heatmap':
      return {
        version_timestamp: versionTimestamp,
        heatmap_timestamp: at(n),
        summary: `heatmap ${n}`,
        phrases: [{ phrase: 'do it', attention_score: 3, color: 'medium', reason: 'r' }],
      };
  }
};

let seq = 0;
/** Stores a result the way the analysis area will: through the analyses repo. */
async function store(
  a: TestAccount,
  versionId: string,
  kind: AnalysisKind,
  n: number,
  versionTimestamp: string,
) {
  const result = sample(kind, n, versionTimestamp);
  await createAnalysesRepo(t.db.kysely).insert({
    id: `van_t${++seq}`,
    workspace_id: a.workspaceId,
    version_id: versionId,
    kind,
    result: JSON.stringify(result),
    cache_key: null,
    created: at(n),
  });
  return result;
}

describe('expand', () => {
  test('analysis objects are null unless expanded; expanded, each is the latest stored result', async () => {
    const a = await t.account();
    const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'p', content: 'one' }));
    const v1 = p.versions[0]!;
    const v2 = parseAs(
      Version,
      await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'two' }),
    );
    await store(a, v1.version_id, 'scoring', 1, v1.updated);
    const latest = await store(a, v1.version_id, 'scoring', 3, v1.updated);
    await store(a, v1.version_id, 'scoring', 2, v1.updated);
    const risk = await store(a, v1.version_id, 'risk', 1, v1.updated);
    const heat = await store(a, v2.version_id, 'heatmap', 5, v2.updated);
    const balance = await store(a, v2.version_id, 'balance', 4, v2.updated);

    const plain = parseAs(Prompt, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`));
    assert.equal(plain.versions.length, 1);
    assert.equal(plain.versions[0]?.scoring, null);

    const one = parseAs(Prompt, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}?expand=scoring,risk`));
    assert.deepEqual(one.versions[0]?.scoring, latest);
    assert.deepEqual(one.versions[0]?.risk, risk);
    assert.equal(one.versions[0]?.balance, null);

    const all = parseAs(
      Prompt,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}?expand=versions,scoring,risk,balance,heatmap`),
    );
    const byId = new Map(all.versions.map((v) => [v.version_id, v]));
    assert.deepEqual(byId.get(v2.version_id)?.heatmap, heat);
    assert.deepEqual(byId.get(v2.version_id)?.balance, balance);
    assert.equal(byId.get(v2.version_id)?.scoring, null);
    assert.deepEqual(byId.get(v1.version_id)?.scoring, latest);

    const list = parseAs(Type.Array(Prompt), await t.call(a, 'GET', '/v1/prompts?expand=heatmap,versions'));
    assert.deepEqual(list[0]?.versions.find((v) => v.version_id === v2.version_id)?.heatmap, heat);
    assert.equal(list[0]?.versions.find((v) => v.version_id === v1.version_id)?.scoring, null);

    const versions = parseAs(
      Type.Array(Version),
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions?expand=balance`),
    );
    assert.deepEqual(versions.find((v) => v.version_id === v2.version_id)?.balance, balance);
    const single = parseAs(
      Version,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions/${v1.version_id}?expand=scoring,heatmap`),
    );
    assert.deepEqual(single.scoring, latest);
    assert.equal(single.heatmap, null);
    assert.equal(single.risk, null);
  });

  test('unknown names are a 400 naming them, on every endpoint; versions only on prompt endpoints', async () => {
    const a = await t.account();
    const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'p', content: 'one' }));
    const v = p.versions[0]!;
    const msg =
      /^querystring\.expand: unknown name\(s\): bogus\. Accepted: versions, scoring, risk, balance, heatmap\.$/;
    expectError(await t.call(a, 'GET', '/v1/prompts?expand=bogus'), 400, msg);
    expectError(await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}?expand=scoring,bogus`), 400, msg);
    const vmsg = /unknown name\(s\): versions\. Accepted: scoring, risk, balance, heatmap\./;
    expectError(await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions?expand=versions`), 400, vmsg);
    expectError(
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions/${v.version_id}?expand=versions`),
      400,
      vmsg,
    );
  });

  test('no N+1: listing with expand takes the same number of queries for 2 or 20 prompts', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    };
    const db = t.db.kysely.withPlugin(counter);
    const { prompts, versions } = createPromptServices({
      kysely: db,
      analyses: createAnalysesRepo(db),
      tokenInfo: t.services.tokenInfo,
      ids: createIdGenerator(),
      clock: systemClock,
      maxContentBytes: 1_000_000,
    });
    const a = await t.account();
    const ctx = ownerContext(a);
    const counted = async (fn: () => Promise<unknown>) => {
      queries = 0;
      await fn();
      return queries;
    };
    const addPrompts = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { body } = await prompts.create({ ctx, input: { name: `p${i}`, content: `c${i}` } });
        const v = await versions.create({ ctx, promptId: body.prompt_id, input: { content: `d${i}` } });
        await store(a, v.body.version_id, 'scoring', 1, v.body.updated);
      }
    };
    const expand = 'versions,scoring,risk,balance,heatmap';
    const page = { limit: 1000, after: null };
    await addPrompts(2);
    const small = await counted(() => prompts.list({ ctx, expand, page }));
    await addPrompts(18);
    const large = await counted(() => prompts.list({ ctx, expand, page }));
    assert.equal(large, small);
    // Prompts, versions, their labels, their analyses.
    assert.ok(small <= 4, `list took ${small} queries`);
    assert.equal((await prompts.list({ ctx, expand, page })).items.length, 20);
    // A single GET: one query for the prompt with its versions, one for their labels (+ one for
    // analyses when expanded).
    const id = (await prompts.list({ ctx, page })).items[0]!.prompt_id;
    assert.equal(await counted(() => prompts.get({ ctx, promptId: id })), 2);
    assert.equal(await counted(() => prompts.get({ ctx, promptId: id, expand })), 3);
    assert.equal(await counted(() => versions.list({ ctx, promptId: id, expand: 'scoring,risk', page })), 3);
  });
});
