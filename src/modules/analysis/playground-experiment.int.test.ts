import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey, promptWithVersion } from '../../../test/support/fixtures.js';
import { FAKE_PLATFORM, fakePlatformSettings } from '../../../test/support/llm-fixtures.js';
import { fakeProviderApp, tokensUsed } from '../../../test/support/provider-harness.js';
import { expectError, parseAs, type TestAccount } from '../../../test/support/test-app.js';
import { Version } from '../prompts/prompts.schemas.js';
import { StoredRun } from './playground.schemas.js';
import { ExperimentResult, MAX_EXPERIMENT_INPUTS } from './playground-experiment.schemas.js';
import { EXPERIMENT_CONCURRENCY } from './playground-experiment.service.js';

// A small experiment (issue 25 §3): versions of a prompt on the same inputs through the fake LLM
// server; a failed cell is a cell with our error code (never the provider's words), not a failed
// request; every cell is stored as a run; the token limit holds across the cells.

// No test here waits for a timeout: a long one, so a loaded machine never turns a call into a 504.
const { fake, t } = fakeProviderApp((f) => ({ ...fakePlatformSettings(f), llmTimeoutMs: 15_000 }));

/** A prompt with version A ('One {{x}}') and B (`second`), and the experiments URL. */
async function twoVersions(a: TestAccount, second: string) {
  const { promptId, versionId } = await promptWithVersion(t, a, 'One {{x}}');
  const b = parseAs(
    Version,
    await t.call(a, 'POST', `/v1/prompts/${promptId}/versions`, { content: second }),
  );
  return { promptId, ids: [versionId, b.version_id], url: `/v1/prompts/${promptId}/experiments` };
}

describe('POST /v1/prompts/{promptId}/experiments', () => {
  test('every version on every input: the table, the totals, the stored cells, the tokens', async () => {
    const a = await t.account({ monthly_token_limit: 1000 });
    const { promptId, ids, url } = await twoVersions(a, 'Two {{x}}');
    fake.setDefault({ text: 'answer', usage: { input: 10, output: 2 }, delayMs: 20 });
    const inputs = [{ variables: { x: 'a' } }, { variables: { x: 'b' } }, { variables: { x: 'c' } }];
    const res = await t.call(a, 'POST', url, { version_ids: ids, inputs, settings: FAKE_PLATFORM });
    const exp = parseAs(ExperimentResult, res);
    assert.match(exp.experiment_id, /^exp_/);
    assert.deepEqual(exp.version_ids, ids);
    assert.equal(exp.rows.length, 3);
    for (const [i, row] of exp.rows.entries()) {
      assert.equal(row.input_index, i);
      assert.deepEqual(row.variables, inputs[i]?.variables);
      assert.deepEqual(
        row.cells.map((c) => [c.version_id, c.output, c.error]),
        ids.map((id) => [id, 'answer', null]),
      );
    }
    assert.deepEqual(
      exp.totals.map((x) => [x.version_id, x.runs, x.failed, x.usage]),
      ids.map((id) => [id, 3, 0, { input_tokens: 30, output_tokens: 6 }]),
    );
    assert.equal(res.headers['x-tokens-used'], '72');
    // At most EXPERIMENT_CONCURRENCY calls at once (an upper bound: holds however the calls overlap).
    assert.ok(fake.maxInFlight <= EXPERIMENT_CONCURRENCY, `${fake.maxInFlight} calls at once`);
    assert.equal(await tokensUsed(t, a), 72);
    // What was sent: each version's own text, filled with each input.
    const sent = fake.requests.map((r) => JSON.stringify(r.body.messages)).sort();
    assert.equal(sent.length, 6);
    for (const text of ['One a', 'One c', 'Two b'])
      assert.ok(
        sent.some((s) => s.includes(text)),
        text,
      );
    // Every cell is a stored run of the experiment.
    const stored = parseAs(
      Type.Array(StoredRun),
      await t.call(a, 'GET', `/v1/prompts/${promptId}/runs?experiment_id=${exp.experiment_id}`),
    );
    assert.deepEqual(
      stored.map((r) => r.run_id).sort(),
      exp.rows.flatMap((r) => r.cells.map((c) => c.run_id)).sort(),
    );
    assert.ok(stored.every((r) => r.experiment_id === exp.experiment_id && r.output === 'answer'));
    // Each stored cell names its input, so the table can be rebuilt from the runs alone.
    for (const r of stored) assert.deepEqual(r.variables, inputs[r.input_index ?? -1]?.variables);
  });

  test('a failed cell carries its error: a missing variable, an upstream error (not echoed)', async () => {
    const a = await t.account();
    const { promptId, ids, url } = await twoVersions(a, 'Two {{x}} and {{y}}');
    fake.setDefault({ text: 'fine' });
    const exp = parseAs(
      ExperimentResult,
      await t.call(a, 'POST', url, {
        version_ids: ids,
        inputs: [{ variables: { x: '1' } }, { variables: { x: '1', y: '2' } }],
        settings: FAKE_PLATFORM,
      }),
    );
    const [first, second] = exp.rows;
    assert.equal(first?.cells[0]?.output, 'fine');
    assert.equal(first?.cells[1]?.output, null);
    assert.equal(first?.cells[1]?.error?.code, 'bad_request');
    assert.match(first?.cells[1]?.error?.message ?? '', /missing value/);
    assert.deepEqual(
      second?.cells.map((c) => c.output),
      ['fine', 'fine'],
    );
    assert.deepEqual(
      exp.totals.map((x) => x.failed),
      [0, 1],
    );
    const failed = parseAs(
      StoredRun,
      await t.call(a, 'GET', `/v1/prompts/${promptId}/runs/${first?.cells[1]?.run_id}`),
    );
    assert.equal(failed.error?.code, 'bad_request');

    fake.setDefault({ status: 500, message: 'secret upstream detail' });
    const res = await t.call(a, 'POST', url, {
      version_ids: ids,
      inputs: [{ variables: { x: '1', y: '2' } }],
      settings: FAKE_PLATFORM,
    });
    assert.ok(!res.body.includes('secret upstream detail'));
    const down = parseAs(ExperimentResult, res);
    assert.deepEqual(
      down.rows[0]?.cells.map((c) => [c.output, c.error?.code]),
      [
        [null, 'upstream_invalid'],
        [null, 'upstream_invalid'],
      ],
    );
  });

  test('the token limit: refused up front once used up; running out mid-way fails the later cells', async () => {
    const a = await t.account({ monthly_token_limit: 10 });
    const { ids, url } = await twoVersions(a, 'Two {{x}}');
    fake.setDefault({ text: 'ok', usage: { input: 10, output: 5 } });
    const inputs = ['1', '2', '3', '4'].map((x) => ({ variables: { x } }));
    const exp = parseAs(
      ExperimentResult,
      await t.call(a, 'POST', url, { version_ids: ids, inputs, settings: FAKE_PLATFORM }),
    );
    // The first call is allowed (nothing used yet); once one is charged (15 > 10) no call starts,
    // and at most EXPERIMENT_CONCURRENCY (4) were in flight by then.
    const cells = exp.rows.flatMap((r) => r.cells);
    const ran = cells.filter((c) => c.error === null).length;
    assert.ok(ran >= 1 && ran <= 4, `${ran} cells ran`);
    assert.ok(cells.filter((c) => c.error !== null).every((c) => c.error?.code === 'token_limit_reached'));
    expectError(
      await t.call(a, 'POST', url, { version_ids: ids, inputs, settings: FAKE_PLATFORM }),
      403,
      'Token limit reached for billing period.',
    );
  });

  test('refusals of the whole request: bounds, a foreign version, the built-in analyzer, a read key', async () => {
    const a = await t.account();
    const { ids, url } = await twoVersions(a, 'Two {{x}}');
    const other = await promptWithVersion(t, a, 'Elsewhere');
    const inputs = [{ variables: { x: '1' } }];
    const post = (body: unknown) => t.call(a, 'POST', url, body);
    expectError(await post({ version_ids: [ids[0]], inputs, settings: FAKE_PLATFORM }), 400, /version_ids/);
    expectError(await post({ version_ids: [ids[0], ids[0]], inputs, settings: FAKE_PLATFORM }), 400, /once/);
    const many = Array.from({ length: MAX_EXPERIMENT_INPUTS + 1 }, () => inputs[0]);
    expectError(await post({ version_ids: ids, inputs: many, settings: FAKE_PLATFORM }), 400, /inputs/);
    expectError(await post({ version_ids: ids, inputs: [], settings: FAKE_PLATFORM }), 400, /inputs/);
    expectError(
      await post({ version_ids: [ids[0], other.versionId], inputs, settings: FAKE_PLATFORM }),
      404,
      /Version not found/,
    );
    expectError(await post({ version_ids: ids, inputs }), 400, /built-in analyzer/);
    const reader = await createKey(t, a, { name: 'reader', scope: 'read' });
    expectError(
      await t.call({ key: reader.api_key, workspaceId: a.workspaceId }, 'POST', url, {
        version_ids: ids,
        inputs,
        settings: FAKE_PLATFORM,
      }),
      403,
    );
    assert.equal(fake.requests.length, 0);
  });
});
