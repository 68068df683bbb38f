import { str, stringOptions } from './cli-options.js';
import type { RemoteCommand, Values } from './remote-commands.js';

/** Options of `promptkeep releases` (strings). */
export const RELEASE_OPTIONS = stringOptions(
  'label',
  'version',
  'note',
  'state',
  'prompt',
  'override-reason',
);
const note = (v: Values) => (str(v.note) === undefined ? {} : { note: str(v.note) });

/** `promptkeep releases list|request|approve|reject|withdraw` (issue 23; docs/releases.md). */
export const RELEASES_COMMAND: RemoteCommand = {
  workspace: true,
  help: `promptkeep releases list [--prompt prm_…] [--state open|approved|rejected|withdrawn] --workspace wrk_…
promptkeep releases request PROMPT_ID --label L --version ver_… [--note N] --workspace wrk_…
promptkeep releases approve PROMPT_ID RELEASE_ID [--note N] [--override-reason R] --workspace wrk_…
promptkeep releases reject PROMPT_ID RELEASE_ID [--note N] --workspace wrk_…
promptkeep releases withdraw PROMPT_ID RELEASE_ID [--note N] --workspace wrk_…
    release requests: ask to point a label at a version; the workspace admin approves (docs/releases.md)
`,
  build([verb, promptId, releaseId], v) {
    if (verb === 'list') {
      const state = str(v.state);
      const qs = state ? `?state=${encodeURIComponent(state)}` : '';
      const prompt = str(v.prompt);
      return {
        method: 'GET',
        path: prompt ? `/v1/prompts/${encodeURIComponent(prompt)}/releases${qs}` : `/v1/releases${qs}`,
      };
    }
    if (!promptId) return `releases ${verb ?? ''}: give the prompt id`;
    const base = `/v1/prompts/${encodeURIComponent(promptId)}/releases`;
    if (verb === 'request') {
      const label = str(v.label);
      const version = str(v.version);
      if (!label || !version) return 'releases request: --label and --version are required';
      return { method: 'POST', path: base, body: { label, version_id: version, ...note(v) } };
    }
    if (verb !== 'approve' && verb !== 'reject' && verb !== 'withdraw')
      return 'releases: list, request, approve, reject or withdraw';
    if (!releaseId) return `releases ${verb}: give the prompt id and the release id`;
    const reason = str(v['override-reason']);
    const body = { ...note(v), ...(verb === 'approve' && reason ? { override_reason: reason } : {}) };
    return { method: 'POST', path: `${base}/${encodeURIComponent(releaseId)}/${verb}`, body };
  },
};
