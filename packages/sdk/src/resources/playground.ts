import type { ExperimentRequest, ExperimentResult, RunRequest, RunResult, StoredRun } from '../api-types.js';
import type { Paged } from '../paging.js';
import { type ListOptions, type Options, Resource, seg } from './resource.js';

const of = (promptId: string) => `/v1/prompts/${seg(promptId)}`;

/** The playground (issue 25 §3; docs/chat-versions.md): run versions through a model, read stored runs. */
export class Playground extends Resource {
  /** Runs a version (`variables`, `messages`, `settings`); `store: true` keeps it (its `run_id`). */
  run(promptId: string, versionId: string, body: RunRequest = {}, options: Options = {}): Promise<RunResult> {
    return this.one<RunResult>('POST', `${of(promptId)}/versions/${seg(versionId)}/run`, {
      ...options,
      body,
    });
  }

  /** A prompt's stored runs, newest first; `versionId` and `experimentId` filter them. */
  runs(
    promptId: string,
    options: ListOptions & { versionId?: string; experimentId?: string } = {},
  ): Paged<StoredRun> {
    const { versionId, experimentId, ...rest } = options;
    const query = { version_id: versionId, experiment_id: experimentId };
    return this.paged<StoredRun>(`${of(promptId)}/runs`, { ...rest, query });
  }

  getRun(promptId: string, runId: string, options: Options = {}): Promise<StoredRun> {
    return this.one<StoredRun>('GET', `${of(promptId)}/runs/${seg(runId)}`, options);
  }

  /** Runs 2–4 versions on 1–20 inputs: a side-by-side table; a failed cell carries its `error`. */
  experiment(promptId: string, body: ExperimentRequest, options: Options = {}): Promise<ExperimentResult> {
    return this.one<ExperimentResult>('POST', `${of(promptId)}/experiments`, { ...options, body });
  }
}
