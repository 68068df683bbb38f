import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey, promptWithVersion } from '../../../test/support/fixtures.js';
import { FAKE_PLATFORM, fakePlatformSettings } from '../../../test/support/llm-fixtures.js';
import { fakeProviderApp } from '../../../test/support/provider-harness.js';
import { expectError, parseAs } from '../../../test/support/test-app.js';
import { Version } from '../prompts/prompts.schemas.js';
import { RunResult, StoredRun } from './playground.schemas.js';

// Stored playground runs (issue 25 §3): `store: true` keeps a run; GET …/runs lists them newest
// first (filtered by version), GET …/runs/{runId} reads one; deleting the version or the prompt
// deletes its runs (foreign keys, ON DELETE CASCADE); a failed run stores nothing.

// No test here waits for a timeout: a long one, so a loaded machine never turns a call into a 504.
const { fake, t } = fakeProviderApp((f) => ({ ...fakePlatformSettings(f), llmTimeoutMs: 15_000 }));
const Runs = Type.Array(StoredRun);
const countRows = async (promptId: string) =>
  (await t.db.kysely.selectFrom('prompt_runs').select('id').where('prompt_id', '=', promptId).execute())
    .length;

describe('stored runs', () => {
  test('store: true keeps the run (input, output, usage, model, actor); store false keeps nothing', async () => {
    const a = await t.account();
    const { promptId, versionId, base } = await promptWithVersion(t, a, 'Say {{word}}.');
    fake.reply(
      { text: 'Hello', usage: { input: 6, output: 1 } },
      { text: 'Not kept', usage: { input: 6, output: 2 } },
    );
    const kept = parseAs(
      RunResult,
      await t.call(a, 'POST', `${base}/run`, {
        variables: { word: 'hello' },
        settings: FAKE_PLATFORM,
        store: true,
      }),
    );
    assert.match(kept.run_id ?? '', /^run_/);
    const notKept = parseAs(
      RunResult,
      await t.call(a, 'POST', `${base}/run`, { variables: { word: 'bye' }, settings: FAKE_PLATFORM }),
    );
    assert.equal(notKept.run_id, null);

    const list = parseAs(Runs, await t.call(a, 'GET', `/v1/prompts/${promptId}/runs`));
    assert.equal(list.length, 1);
    const run = list[0]!;
    assert.deepEqual(
      {
        run_id: run.run_id,
        version_id: run.version_id,
        experiment_id: run.experiment_id,
        input_index: run.input_index,
        variables: run.variables,
        messages: run.messages,
        output: run.output,
        usage: run.usage,
        model_id: run.model_id,
        model_source: run.model_source,
        model_name: run.model_name,
        error: run.error,
        by: run.created_by.type,
      },
      {
        run_id: kept.run_id,
        version_id: versionId,
        experiment_id: null,
        input_index: null,
        variables: { word: 'hello' },
        messages: null,
        output: 'Hello',
        usage: { input_tokens: 6, output_tokens: 1 },
        model_id: FAKE_PLATFORM.model_id,
        model_source: 'platform',
        model_name: 'fake-model',
        error: null,
        by: 'api_key',
      },
    );
    assert.equal(run.finish_reason, kept.finish_reason);
    assert.equal(run.cost, kept.cost);
    assert.equal(run.latency_ms, kept.latency_ms);
    const one = parseAs(StoredRun, await t.call(a, 'GET', `/v1/prompts/${promptId}/runs/${kept.run_id}`));
    assert.deepEqual(one, run);
    expectError(await t.call(a, 'GET', `/v1/prompts/${promptId}/runs/run_nope`), 404, 'Run not found.');
    expectError(await t.call(a, 'GET', '/v1/prompts/prm_nope/runs'), 404, /Prompt not found/);
  });

  test('newest first, filtered by version; a read key reads runs but may not run', async () => {
    const a = await t.account();
    const { promptId, base, versionId } = await promptWithVersion(t, a, 'One {{x}}');
    const v2 = parseAs(
      Version,
      await t.call(a, 'POST', `/v1/prompts/${promptId}/versions`, { content: 'Two {{x}}' }),
    );
    fake.setDefault({ text: 'ok' });
    const ids: string[] = [];
    for (const url of [
      `${base}/run`,
      `/v1/prompts/${promptId}/versions/${v2.version_id}/run`,
      `${base}/run`,
    ]) {
      const res = await t.call(a, 'POST', url, {
        variables: { x: '1' },
        settings: FAKE_PLATFORM,
        store: true,
      });
      ids.push(parseAs(RunResult, res).run_id as string);
    }
    const all = parseAs(Runs, await t.call(a, 'GET', `/v1/prompts/${promptId}/runs`));
    assert.deepEqual(
      all.map((r) => r.run_id),
      [...ids].reverse(),
    );
    const first = parseAs(
      Runs,
      await t.call(a, 'GET', `/v1/prompts/${promptId}/runs?version_id=${versionId}`),
    );
    assert.deepEqual(
      first.map((r) => r.run_id),
      [ids[2], ids[0]],
    );
    const reader = await createKey(t, a, { name: 'reader', scope: 'read' });
    const asReader = { key: reader.api_key, workspaceId: a.workspaceId };
    assert.equal(parseAs(Runs, await t.call(asReader, 'GET', `/v1/prompts/${promptId}/runs`)).length, 3);
    expectError(
      await t.call(asReader, 'POST', `${base}/run`, {
        settings: FAKE_PLATFORM,
        store: true,
        variables: { x: '1' },
      }),
      403,
    );
    // Another workspace's key sees nothing of it: the prompt is not found there.
    const b = await t.account();
    expectError(await t.call(b, 'GET', `/v1/prompts/${promptId}/runs`), 404);
    expectError(await t.call(b, 'GET', `/v1/prompts/${promptId}/runs/${ids[0]}`), 404, 'Run not found.');
  });

  test('a failed run stores nothing; deleting a version, then the prompt, deletes their runs', async () => {
    const a = await t.account();
    const { promptId, base } = await promptWithVersion(t, a, 'One');
    fake.reply({ status: 500, message: 'upstream detail' }, { status: 500, message: 'upstream detail' });
    const failed = await t.call(a, 'POST', `${base}/run`, { settings: FAKE_PLATFORM, store: true });
    assert.equal(failed.statusCode, 502);
    assert.equal(await countRows(promptId), 0);

    const v2 = parseAs(
      Version,
      await t.call(a, 'POST', `/v1/prompts/${promptId}/versions`, { content: 'Two' }),
    );
    const v2run = `/v1/prompts/${promptId}/versions/${v2.version_id}/run`;
    fake.setDefault({ text: 'ok' });
    await t.call(a, 'POST', `${base}/run`, { settings: FAKE_PLATFORM, store: true });
    const gone = parseAs(RunResult, await t.call(a, 'POST', v2run, { settings: FAKE_PLATFORM, store: true }));
    assert.equal(await countRows(promptId), 2);
    const del = await t.call(a, 'DELETE', `/v1/prompts/${promptId}/versions/${v2.version_id}`);
    assert.equal(del.statusCode, 204, del.body);
    expectError(await t.call(a, 'GET', `/v1/prompts/${promptId}/runs/${gone.run_id}`), 404);
    assert.equal(await countRows(promptId), 1);
    assert.equal((await t.call(a, 'DELETE', `/v1/prompts/${promptId}`)).statusCode, 204);
    assert.equal(await countRows(promptId), 0);
  });
});
