import { createIdGenerator } from '../../src/lib/ids.js';
import { createRunsRepo } from '../../src/modules/analysis/playground-runs.repo.js';
import type { TestApp } from './test-app.js';

const ids = createIdGenerator();

/**
 * A stored playground run written straight into prompt_runs, for tests that need runs to exist but
 * run no model (the paging cases, the security matrices' fixture): the row a stored run of `fake-model`
 * would leave. The playground tests make theirs through the API, on the fake LLM server.
 */
export async function storedRun(
  t: TestApp,
  at: { workspaceId: string; promptId: string; versionId: string },
  variables: Record<string, string>,
) {
  const id = ids.next('run');
  await createRunsRepo(t.db.kysely).insert([
    {
      id,
      workspace_id: at.workspaceId,
      prompt_id: at.promptId,
      version_id: at.versionId,
      experiment_id: null,
      input_index: null,
      variables: JSON.stringify(variables),
      messages: null,
      model_id: 'aim_fixture',
      model_source: 'platform',
      model_name: 'fake-model',
      output: 'ok',
      finish_reason: 'stop',
      input_tokens: 3,
      output_tokens: 1,
      cost: null,
      latency_ms: 5,
      error_code: null,
      error_message: null,
      actor_type: 'api_key',
      actor_id: 'key_fixture',
      actor_name: 'fixture',
      created: new Date().toISOString(),
    },
  ]);
  return id;
}
