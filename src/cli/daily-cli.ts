import { readFileSync } from 'node:fs';
import type { ApiTarget } from './api-client.js';
import { chatVersionBody, runPrompt } from './chat-commands.js';
import { renderTable } from './cli-output.js';
import { DailyUsageError } from './daily-errors.js';
import { ApiError, promptApi } from './prompt-api.js';

/**
 * The daily commands over the API (issue 30 §7): count, prompts list|get|create, versions
 * list|get|create, labels list|set|remove, render, diff. Tables by default, the API's JSON with
 * --json; the same exit codes as the other remote commands. A prompt is named by its id (prm_…)
 * or by its name (the oldest of that name, as fetch by name serves).
 */
export const DAILY_HELP = `promptkeep count [TEXT] [--file FILE|-] --model MODEL [--model MODEL …]
promptkeep prompts list [--name NAME]
promptkeep prompts get PROMPT
promptkeep prompts create --name NAME [--use-case TEXT] [--content TEXT | --file FILE] [--version-name V]
promptkeep prompts run PROMPT [--version VERSION_ID | --label L] [--var NAME=VALUE …] [--model MODEL]
                          [--messages FILE]   (calls the model: output, tokens, cost, latency)
promptkeep versions list PROMPT
promptkeep versions get PROMPT VERSION_ID
promptkeep versions create PROMPT (--content TEXT | --file FILE | --chat FILE) [--name V] [--primary]
promptkeep labels list PROMPT
promptkeep labels set PROMPT LABEL VERSION_ID      (creates the label, or moves it)
promptkeep labels remove PROMPT LABEL
promptkeep render PROMPT [--label L | --version VERSION_ID] [--var NAME=VALUE …] [--model M]
promptkeep diff PROMPT FROM_VERSION_ID TO_VERSION_ID

PROMPT is a prompt id (prm_…) or a prompt name. The prompt area works in one workspace:
--workspace wrk_… (or PROMPTKEEP_WORKSPACE); with an owner key and neither, the account's default
workspace. Text from a file: --file FILE ('-' reads stdin). --chat FILE: a chat version, a JSON list
of messages or {"messages": […], "config": {…}} (docs/chat-versions.md). prompts run: --model is a
model id (aim_…) or name from GET /v1/ai/models (default: the version config's model); --messages
FILE: the lists of the version's message placeholders, {"history": […]}. Exit codes: 0 done, 1 the API refused,
2 usage, 3 the service could not be reached.
`;

/** The options these commands add to the remote ones (--name, --workspace, --json are there). */
export const DAILY_OPTIONS = {
  model: { type: 'string', multiple: true },
  file: { type: 'string' },
  content: { type: 'string' },
  'use-case': { type: 'string' },
  'version-name': { type: 'string' },
  primary: { type: 'boolean' },
  label: { type: 'string' },
  version: { type: 'string' },
  var: { type: 'string', multiple: true },
  chat: { type: 'string' },
  messages: { type: 'string' },
} as const;

export { DailyUsageError };

type Values = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : []);
const seg = encodeURIComponent;

/** --file (or '-': stdin), else --content, else the positional text. */
function textOf(values: Values, positional: string | undefined, stdin: () => string): string | undefined {
  const file = str(values.file);
  if (file === '-') return stdin();
  if (file !== undefined) {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new DailyUsageError(`cannot read --file ${file}: ${(error as Error).message}`);
    }
  }
  return str(values.content) ?? positional;
}

interface Row {
  [k: string]: unknown;
}
const usd = (n: unknown) => (typeof n === 'number' ? `$${n.toPrecision(3)}` : '-');
const versionRow = (v: Row) => ({
  version_id: v.version_id,
  name: v.name,
  primary: v.is_primary ? 'yes' : '',
  labels: v.labels,
  tokens: (v.token_info as Row | null)?.token_count ?? '-',
  updated: v.updated,
});
const promptRow = (p: Row) => {
  const primary = ((p.versions as Row[] | undefined) ?? []).find((v) => v.is_primary);
  return {
    prompt_id: p.prompt_id,
    name: p.name,
    use_case: p.use_case,
    primary: primary?.name ?? primary?.version_id,
  };
};

export interface DailyIo {
  out(text: string): void;
  env: Record<string, string | undefined>;
  stdin(): string;
}

/** Runs one daily command; resolves to the output text, or throws DailyUsageError / ApiError / ConnectError. */
export async function runDaily(
  command: string,
  positionals: string[],
  values: Values,
  io: DailyIo,
  target: ApiTarget,
): Promise<void> {
  const json = values.json === true;
  const show = (body: unknown, table: () => unknown) =>
    io.out(json ? `${JSON.stringify(body, null, 2)}\n` : renderTable(table()));

  if (command === 'count') {
    const input = textOf(values, positionals[0], io.stdin);
    const models = list(values.model)
      .flatMap((m) => m.split(','))
      .filter(Boolean);
    if (input === undefined || models.length === 0)
      throw new DailyUsageError(
        "usage: count [TEXT] [--file FILE] --model MODEL … (see 'promptkeep count --help')",
      );
    const api = promptApi(target, null);
    const results = await api.call<Row[]>('POST', '/v1/tokens/count', {
      input,
      type: 'text',
      models,
      estimate: true,
    });
    return show(results, () =>
      results.map((r) => ({
        model: r.model,
        tokens: r.token_count ?? `~${(r.estimate as Row | null)?.count ?? '-'} (estimate)`,
        cost: usd(r.token_cost),
        tokenizer: r.tokenizer ?? r.reason,
      })),
    );
  }

  const api = promptApi(target, await workspaceOf(values, io, target));
  /** A prompt id as given, or the id of the (oldest) prompt of that name. */
  const promptId = async (ref: string | undefined) => {
    if (!ref) throw new DailyUsageError(`usage: ${command} … PROMPT (a prompt id or name)`);
    if (/^prm_/.test(ref)) return ref;
    return (await api.call<Row>('GET', `/v1/prompts-by-name/${seg(ref)}`)).prompt_id as string;
  };
  const [action, a, b, c] = positionals;

  if (command === 'prompts') {
    if (action === 'list') {
      const name = str(values.name);
      const items = await api.all<Row>(`/v1/prompts?limit=200${name ? `&name=${seg(name)}` : ''}`);
      return show(items, () => items.map(promptRow));
    }
    if (action === 'get') {
      const p = await api.call<Row>('GET', `/v1/prompts/${seg(await promptId(a))}?expand=versions`);
      return show(p, () => ({ ...promptRow(p), versions: (p.versions as Row[]).length }));
    }
    if (action === 'create') {
      const name = str(values.name);
      if (!name) throw new DailyUsageError('prompts create: --name is required');
      const content = textOf(values, undefined, io.stdin);
      const body = {
        name,
        ...(str(values['use-case']) ? { use_case: values['use-case'] } : {}),
        ...(content !== undefined ? { content, version_name: str(values['version-name']) ?? null } : {}),
      };
      const p = await api.call<Row>('POST', '/v1/prompts', body);
      return show(p, () => promptRow(p));
    }
    if (action === 'run') {
      const id = await promptId(a);
      const variables = varsOf(values);
      return runPrompt({ api, promptId: id, values, variables, stdin: io.stdin, out: io.out });
    }
    throw new DailyUsageError(
      "usage: prompts list|get|create|run|pull|push|diff (see 'promptkeep prompts --help')",
    );
  }

  if (command === 'versions') {
    const base = `/v1/prompts/${seg(await promptId(a))}/versions`;
    if (action === 'list') {
      const items = await api.all<Row>(`${base}?limit=200`);
      return show(items, () => items.map(versionRow));
    }
    if (action === 'get' && b) {
      const v = await api.call<Row>('GET', `${base}/${seg(b)}`);
      return show(v, () => ({ ...versionRow(v), content: v.content }));
    }
    if (action === 'create') {
      const chat = str(values.chat);
      const content = chat === undefined ? textOf(values, undefined, io.stdin) : undefined;
      if (chat === undefined && content === undefined)
        throw new DailyUsageError('versions create: --content, --file or --chat is required');
      const body = {
        ...(chat !== undefined ? chatVersionBody(chat, io.stdin) : { content }),
        name: str(values.name) ?? null,
        ...(values.primary === true ? { is_primary: true } : {}),
      };
      const v = await api.call<Row>('POST', chat !== undefined ? `${base}/chat` : base, body);
      return show(v, () => ({ ...versionRow(v), type: v.type }));
    }
    throw new DailyUsageError("usage: versions list|get|create PROMPT … (see 'promptkeep versions --help')");
  }

  if (command === 'labels') {
    const base = `/v1/prompts/${seg(await promptId(a))}/labels`;
    if (action === 'list') {
      const items = await api.all<Row>(`${base}?limit=200`);
      return show(items, () =>
        items.map((l) => ({ label: l.label, version_id: l.version_id, updated: l.updated_at })),
      );
    }
    if (action === 'set' && b && c) {
      const l = await api.call<Row>('PUT', `${base}/${seg(b)}`, { version_id: c });
      return show(l, () => ({ label: l.label, version_id: l.version_id }));
    }
    if (action === 'remove' && b) {
      await api.call('DELETE', `${base}/${seg(b)}`);
      return show({ done: `removed label ${b}` }, () => `removed label ${b}`);
    }
    throw new DailyUsageError("usage: labels list|set|remove PROMPT … (see 'promptkeep labels --help')");
  }

  if (command === 'render') {
    const variables = varsOf(values);
    const model = list(values.model)[0];
    const body = {
      variables,
      ...(str(values.label) ? { label: values.label } : {}),
      ...(str(values.version) ? { version_id: values.version } : {}),
      ...(model ? { model } : {}),
    };
    const r = await api.call<Row>('POST', `/v1/prompts/${seg(await promptId(action))}/render`, body);
    // The text itself, as an application would use it; --json for the whole answer.
    return io.out(json ? `${JSON.stringify(r, null, 2)}\n` : `${r.content}\n`);
  }

  if (command === 'diff') {
    if (!a || !b) throw new DailyUsageError('usage: diff PROMPT FROM_VERSION_ID TO_VERSION_ID');
    const d = await api.call<Row>(
      'GET',
      `/v1/prompts/${seg(await promptId(action))}/diff?from=${seg(a)}&to=${seg(b)}`,
    );
    if (json) return io.out(`${JSON.stringify(d, null, 2)}\n`);
    const t = d.tokens as Row;
    const cost = d.cost as Row;
    return io.out(
      `${d.unified_diff || '(identical)\n'}tokens (${d.token_info_model}): ${t.from} → ${t.to} (${Number(t.delta) >= 0 ? '+' : ''}${t.delta}); cost per use: ${usd(cost.from)} → ${usd(cost.to)}\n`,
    );
  }
  throw new DailyUsageError(`unknown command '${command}'`);
}

/** --var NAME=VALUE, each once: the values of render and run. */
function varsOf(values: Values): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const pair of list(values.var)) {
    const at = pair.indexOf('=');
    if (at < 1) throw new DailyUsageError(`--var takes NAME=VALUE, not ${JSON.stringify(pair)}`);
    variables[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return variables;
}

/** --workspace, else PROMPTKEEP_WORKSPACE, else (owner keys) the account's default workspace. */
async function workspaceOf(values: Values, io: DailyIo, target: ApiTarget): Promise<string> {
  const given = list(values.workspace);
  if (given.length > 1) throw new DailyUsageError('give one --workspace');
  const ws = given[0] ?? io.env.PROMPTKEEP_WORKSPACE;
  if (ws) return ws;
  try {
    const all = await promptApi(target, null).all<Row>('/v1/account/workspaces?limit=1000');
    const found = all.find((w) => w.is_default) ?? all[0];
    if (found) return found.workspace_id as string;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
  }
  throw new DailyUsageError('--workspace (or PROMPTKEEP_WORKSPACE) is required with this key');
}
