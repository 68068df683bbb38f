import { readFileSync } from 'node:fs';
import { DailyUsageError } from './daily-errors.js';
import type { promptApi } from './prompt-api.js';

// Chat versions and the playground from the terminal (issue 25; docs/chat-versions.md):
// `versions create PROMPT --chat FILE` and `prompts run PROMPT`. The server validates everything;
// these only read files, pick the version and the model, and print.

type Api = ReturnType<typeof promptApi>;
type Row = Record<string, unknown>;
const seg = encodeURIComponent;

function readJson(file: string, stdin: () => string, option: string): unknown {
  let text: string;
  try {
    text = file === '-' ? stdin() : readFileSync(file, 'utf8');
  } catch (error) {
    throw new DailyUsageError(`cannot read ${option} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DailyUsageError(`${option} ${file}: not JSON (${(error as Error).message})`);
  }
}

/**
 * The body of POST …/versions/chat from a file: either the list of messages, or an object with
 * `messages` and, optionally, `config` and `variables` (the same fields as the API's body).
 */
export function chatVersionBody(file: string, stdin: () => string): Row {
  const doc = readJson(file, stdin, '--chat');
  if (Array.isArray(doc)) return { messages: doc };
  if (doc && typeof doc === 'object' && Array.isArray((doc as Row).messages)) {
    const { messages, config, variables } = doc as Row;
    return {
      messages,
      ...(config !== undefined ? { config } : {}),
      ...(variables !== undefined ? { variables } : {}),
    };
  }
  throw new DailyUsageError(
    '--chat FILE: a JSON list of messages, or an object with "messages" (and "config", "variables")',
  );
}

/** The version to run: --version, else the one --label points at, else the primary. */
async function versionOf(api: Api, promptId: string, values: Row): Promise<Row> {
  const base = `/v1/prompts/${seg(promptId)}`;
  if (typeof values.version === 'string')
    return api.call<Row>('GET', `${base}/versions/${seg(values.version)}`);
  if (typeof values.label === 'string') {
    const label = await api.call<Row>('GET', `${base}/labels/${seg(values.label)}`);
    return api.call<Row>('GET', `${base}/versions/${seg(String(label.version_id))}`);
  }
  const prompt = await api.call<Row>('GET', `${base}?expand=versions`);
  const primary = ((prompt.versions as Row[] | undefined) ?? []).find((v) => v.is_primary);
  if (!primary) throw new DailyUsageError('the prompt has no primary version: give --version');
  return primary;
}

/**
 * The model to run on (GET /v1/ai/models): --model as a model id (aim_…) or a model name, else the
 * version config's model by name. The built-in analyzer runs no prompt.
 */
async function settingsOf(api: Api, wanted: string | undefined, version: Row): Promise<Row> {
  const name = wanted ?? ((version.config as Row | null)?.model as string | undefined);
  if (!name) throw new DailyUsageError('prompts run: --model is required (the version names no model)');
  const models = (await api.all<Row>('/v1/ai/models?limit=200')).filter((m) => m.source !== 'builtin');
  const model =
    models.find((m) => m.model_id === name) ??
    models.find((m) => m.name === name) ??
    models.find((m) => m.display_name === name);
  if (!model) {
    const known = models.map((m) => `${m.name} (${m.model_id})`).join(', ') || 'none';
    throw new DailyUsageError(`no model '${name}' to run on; models: ${known}`);
  }
  return {
    model_source: model.source,
    model_id: model.model_id,
    ...(model.provider_id ? { provider_id: model.provider_id } : {}),
  };
}

const usd = (n: unknown) => (typeof n === 'number' ? `$${n.toPrecision(3)}` : 'not priced');

/** `prompts run`: renders and runs the version; prints the output, then usage, cost and latency. */
export async function runPrompt(input: {
  api: Api;
  promptId: string;
  values: Row;
  variables: Record<string, string>;
  stdin: () => string;
  out: (text: string) => void;
}): Promise<void> {
  const { api, promptId, values } = input;
  const version = await versionOf(api, promptId, values);
  const model = Array.isArray(values.model) ? (values.model[0] as string | undefined) : undefined;
  const messages =
    typeof values.messages === 'string' ? readJson(values.messages, input.stdin, '--messages') : undefined;
  const body = {
    variables: input.variables,
    settings: await settingsOf(api, model, version),
    ...(messages !== undefined ? { messages } : {}),
  };
  const run = await api.call<Row>(
    'POST',
    `/v1/prompts/${seg(promptId)}/versions/${seg(String(version.version_id))}/run`,
    body,
  );
  if (values.json === true) return input.out(`${JSON.stringify(run, null, 2)}\n`);
  const usage = run.usage as { input_tokens: number; output_tokens: number };
  input.out(
    `${run.output}\n\n` +
      `version ${run.version_id} · model ${run.model_name} (${run.model_source}) · ${run.finish_reason}\n` +
      `tokens: ${usage.input_tokens} in, ${usage.output_tokens} out · cost: ${usd(run.cost)} · latency: ${run.latency_ms} ms\n`,
  );
}
