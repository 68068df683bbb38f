import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS } from '../config.js';
import type { ApiTarget } from './api-client.js';
import { exitCodeOf, promptApi, type ServicePrompt } from './prompt-api.js';
import {
  FILE_SUFFIX,
  FileError,
  type FolderPrompt,
  fromFileText,
  readFolder,
  slugOf,
  writeFolder,
} from './prompt-files.js';
import { buildDiffReport } from './prompt-report.js';
import { diffMarkdown, pushText } from './prompt-report-text.js';
import { applyPlans, desiredOf, type PushResult, planPush } from './prompt-sync.js';
import type { CliIo } from './remote-cli.js';
import { CONNECT_HELP } from './remote-commands.js';

export const PROMPTS_HELP = `promptkeep prompts list|get|create …     the daily commands: 'promptkeep count --help'
promptkeep prompts pull [DIR] --workspace wrk_… [--project prj_…]   the prompts → DIR (./prompts)
promptkeep prompts push [DIR] --workspace wrk_… [--project prj_…] [--dry-run]
promptkeep prompts diff [DIR] --workspace wrk_… [--project prj_…] [--format markdown|json]
    [--out FILE] [--model MODEL] [--no-scores] [--exit-code]

One file per prompt, DIR/<name>.prompt.yaml: its name, use case, and the versions it serves (the
primary and each labelled one: name, labels, content). pull writes the folder as the service has it
(and removes the folder's other *.prompt.yaml files). push applies the folder: a new version only
for content the prompt does not have, then the primary, labels and version names as the files say;
labels the files do not list are removed; nothing else is ever deleted; twice changes nothing. A
prompt changed on the service while push runs is reported, not overwritten (If-Match). diff shows
what push would change, with tokens, cost (for --model, default the service's token_info model),
and the offline analyzer's score and risk (--no-scores skips them; they need a write key).
--exit-code: exit 1 when the folder and the service differ. Workspace: --workspace or
PROMPTKEEP_WORKSPACE. --project: the folder stands for that project's prompts only (pull writes
them, push compares with them and creates new prompts in the project, diff compares with them). Exit codes: 0 done, 1 refused (API error, conflict), 2 usage or invalid
files, 3 the service could not be reached. See docs/git-workflow.md.
`;

export const PROMPTS_OPTIONS = {
  'dry-run': { type: 'boolean' },
  format: { type: 'string' },
  out: { type: 'string' },
  model: { type: 'string' },
  'no-scores': { type: 'boolean' },
  'exit-code': { type: 'boolean' },
} as const;

class UsageError extends Error {}

/** The workspace to act on: one --workspace, else PROMPTKEEP_WORKSPACE. */
function workspaceOf(values: Record<string, unknown>, io: CliIo): string {
  const given = (values.workspace as string[] | undefined) ?? [];
  if (given.length > 1) throw new UsageError('give one --workspace');
  const ws = given[0] ?? io.env.PROMPTKEEP_WORKSPACE;
  if (!ws)
    throw new UsageError(
      '--workspace (or PROMPTKEEP_WORKSPACE) is required: the prompts of which workspace?',
    );
  return ws;
}

/** The files a folder already has for each prompt name, so that a pull keeps the names people chose. */
function existingFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(FILE_SUFFIX))
    .sort()) {
    try {
      const { name } = fromFileText(file, readFileSync(join(dir, file), 'utf8'));
      if (!out.has(name)) out.set(name, file);
    } catch {
      // An unreadable file stands for no prompt: the pull replaces it.
    }
  }
  return out;
}

/** The oldest prompt of each name (as the API's reads by name), and the names that are shared. */
function oldestByName(prompts: ServicePrompt[]) {
  const byName = new Map<string, ServicePrompt>();
  const shared = new Set<string>();
  for (const p of [...prompts].sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0))) {
    if (byName.has(p.name)) shared.add(p.name);
    else byName.set(p.name, p);
  }
  return { byName, shared };
}

export async function runPrompts(
  values: Record<string, unknown>,
  positionals: string[],
  io: CliIo,
  target: ApiTarget,
): Promise<number> {
  const [action, dir = 'prompts', ...extra] = positionals;
  try {
    if (!['pull', 'push', 'diff'].includes(action ?? '') || extra.length)
      throw new UsageError(
        "usage: prompts list|get|create|pull|push|diff … (see 'promptkeep prompts --help')",
      );
    const project = values.project as string | undefined;
    if (project !== undefined && !/^prj_[A-Za-z0-9]+$/.test(project))
      throw new UsageError('--project takes a project id (prj_…): promptkeep projects list shows them');
    const api = promptApi(target, workspaceOf(values, io), project ?? null);
    const json = values.json === true;

    if (action === 'pull') {
      const { byName, shared } = oldestByName(await api.listPrompts());
      const files = existingFiles(dir);
      const taken = new Set([...files.values()].map((f) => f.slice(0, -FILE_SUFFIX.length)));
      const folder: FolderPrompt[] = [...byName.values()].map((p) => ({
        file: files.get(p.name) ?? `${slugOf(p.name, taken)}${FILE_SUFFIX}`,
        prompt: desiredOf(p),
      }));
      const { written, removed } = writeFolder(dir, folder);
      for (const name of shared)
        io.err(
          `promptkeep: several prompts are named ${JSON.stringify(name)}: the oldest is pulled (as reads by name do)\n`,
        );
      io.out(
        json
          ? `${JSON.stringify({ folder: dir, prompts: folder.length, written, removed }, null, 2)}\n`
          : `pulled ${folder.length} prompt(s) into ${dir}: ${written.length} written, ${removed.length} removed, ${folder.length - written.length} unchanged\n`,
      );
      return 0;
    }

    const folder = readFolder(dir);
    const { plans, onlyOnService, shadowed } = await planPush(api, folder);
    const notes = [
      ...onlyOnService.map((p) => `note: ${JSON.stringify(p.name)} is only on the service (push leaves it)`),
      ...shadowed.map(
        (p) =>
          `note: ${p.prompt_id} shares the name ${JSON.stringify(p.name)} with an older prompt; the older one is pushed to`,
      ),
    ];

    if (action === 'diff') {
      const format = (values.format as string | undefined) ?? 'markdown';
      if (format !== 'markdown' && format !== 'json') throw new UsageError('--format is markdown or json');
      const first = [...plans.map((p) => p.service), ...onlyOnService].flatMap((p) => p?.versions ?? [])[0];
      // The service's token-info model when no version says which one it counted with.
      const model =
        (values.model as string | undefined) ?? first?.token_info.model ?? DEFAULTS.tokenInfoModel;
      const report = await buildDiffReport(api, plans, onlyOnService, {
        model,
        scores: values['no-scores'] !== true,
      });
      const text = format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : diffMarkdown(report);
      if (typeof values.out === 'string') writeFileSync(values.out, text);
      else io.out(text);
      const s = report.summary;
      return values['exit-code'] === true && s.new + s.changed + s.refused > 0 ? 1 : 0;
    }

    const dryRun = values['dry-run'] === true;
    const results: PushResult[] = dryRun
      ? plans.map((p) => ({
          name: p.name,
          file: p.file,
          steps: p.steps,
          outcome: p.refused
            ? 'refused'
            : p.steps.length === 0
              ? 'unchanged'
              : p.service
                ? 'updated'
                : 'created',
          ...(p.refused ? { message: p.refused } : {}),
        }))
      : await applyPlans(api, plans);
    io.out(
      json
        ? `${JSON.stringify({ dry_run: dryRun, prompts: results, notes }, null, 2)}\n`
        : pushText(results, dryRun, notes),
    );
    return results.some((r) => ['conflict', 'refused', 'failed'].includes(r.outcome)) ? 1 : 0;
  } catch (error) {
    return exitCodeOf(error, io.err, (e) => e instanceof UsageError || e instanceof FileError);
  }
}

export const promptsHelp = () => `${PROMPTS_HELP}${CONNECT_HELP}`;
