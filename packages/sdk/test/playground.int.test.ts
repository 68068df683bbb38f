import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { FAKE_PLATFORM, fakePlatformSettings } from '../../../test/support/llm-fixtures.js';
import { lateBound } from '../../../test/support/provider-harness.js';
import type { StoredRun } from '../src/index.js';
import { failure } from './assertions.js';
import { liveSdkPerFile } from './live-client.js';

// The SDK over the playground (issue 25 §3): run a version (stored), list and read stored runs,
// an experiment's table; the model is the fake LLM server as the app's platform provider.
let server: FakeLlmServer | undefined;
const fake = lateBound(() => server);
const t = liveSdkPerFile(async () => {
  server = await startFakeLlmServer();
  return { settings: { ...fakePlatformSettings(server), llmTimeoutMs: 15_000 } };
});
after(() => server?.close());

describe('SDK: the playground against a live server', () => {
  test('run (stored), runs, getRun, experiment', async () => {
    const pk = t.client(await t.app.account());
    const prompt = await pk.prompts.create({ name: 'play', content: 'Say {{word}}' });
    const v1 = prompt.versions[0]!;
    const v2 = await pk.versions.create(prompt.prompt_id, { content: 'Shout {{word}}' });
    fake.setDefault({ text: 'hello', usage: { input: 4, output: 1 } });

    const run = await pk.playground.run(prompt.prompt_id, v1.version_id, {
      variables: { word: 'hi' },
      settings: FAKE_PLATFORM,
      store: true,
    });
    assert.equal(run.output, 'hello');
    assert.match(run.run_id ?? '', /^run_/);
    const stored: StoredRun = await pk.playground.getRun(prompt.prompt_id, run.run_id as string);
    assert.deepEqual(stored.variables, { word: 'hi' });

    const exp = await pk.playground.experiment(prompt.prompt_id, {
      version_ids: [v1.version_id, v2.version_id],
      inputs: [{ variables: { word: 'a' } }, { variables: {} }],
      settings: FAKE_PLATFORM,
    });
    assert.deepEqual(
      exp.rows.map((r) => r.cells.map((c) => c.error?.code ?? c.output)),
      [
        ['hello', 'hello'],
        ['bad_request', 'bad_request'],
      ],
    );
    const cells: string[] = [];
    for await (const r of pk.playground.runs(prompt.prompt_id, { experimentId: exp.experiment_id, limit: 1 }))
      cells.push(r.run_id);
    assert.equal(cells.length, 4);
    const ofV1: string[] = [];
    for await (const r of pk.playground.runs(prompt.prompt_id, { versionId: v1.version_id }))
      ofV1.push(r.run_id);
    assert.equal(ofV1.length, 3);
    assert.equal(ofV1.at(-1), run.run_id, 'newest first: the single run came before the experiment');

    const refused = await failure(
      pk.playground.run(prompt.prompt_id, v1.version_id, { variables: { word: 'x' } }),
    );
    assert.equal(refused.status, 400);
  });
});
