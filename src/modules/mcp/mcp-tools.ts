import type { Static, TSchema } from 'typebox';
import { DomainError } from '../../lib/domain-error.js';
import { decodeCursor, encodeCursor } from '../../lib/paging.js';
import { assertScope, type RequestContext, type Scope } from '../../lib/request-context.js';
import type { LimitsService } from '../../limits/limits-service.js';
import { parentList } from '../../versioned/index.js';
import type { AnalysisService } from '../analysis/analysis.service.js';
import type { GenerationService } from '../analysis/generation.service.js';
import type { PromptDiffService } from '../prompts/prompt-diff.service.js';
import type { PromptRenderService } from '../prompts/prompt-render.service.js';
import type { PromptsService } from '../prompts/prompts.service.js';
import type { TokensService } from '../tokens/tokens.service.js';
import {
  AnalyzeInput,
  CountTokensInput,
  DiffVersionsInput,
  GetPromptInput,
  ImproveInput,
  ListModelsInput,
  ListPromptsInput,
  RenderPromptInput,
} from './mcp.schemas.js';
import { type PromptReaders, promptIdOf, versionOf } from './mcp-targets.js';

/** The services the MCP tools call, each with the caller's context (handed over by app.ts). */
export interface McpServices extends PromptReaders {
  prompts: Pick<PromptsService, 'list' | 'get' | 'getByName'>;
  render: Pick<PromptRenderService, 'render'>;
  diff: Pick<PromptDiffService, 'diff'>;
  tokens: Pick<TokensService, 'count' | 'listModels'>;
  analysis: Pick<AnalysisService, 'analyzeVersion' | 'analyzeContent'>;
  generation: Pick<GenerationService, 'improve'>;
  limits: Pick<LimitsService, 'quota'>;
}

export interface McpTool<S extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** The least key scope: checked before the call (the service checks it again). */
  scope: Scope;
  run(ctx: RequestContext, input: Static<S>, s: McpServices): Promise<unknown>;
}

const tool = <S extends TSchema>(t: McpTool<S>) => t as unknown as McpTool;

/** A tool on one stored prompt: its `prompt` argument (an id or a name) is resolved before `run`. */
const promptTool = <S extends TSchema>(
  t: Omit<McpTool<S>, 'run'> & {
    run(
      ctx: RequestContext,
      input: Static<S> & { prompt: string },
      promptId: string,
      s: McpServices,
    ): Promise<unknown>;
  },
) =>
  tool<S>({
    ...t,
    async run(ctx, input, s) {
      const withPrompt = input as Static<S> & { prompt: string };
      return t.run(ctx, withPrompt, await promptIdOf(ctx, s, withPrompt.prompt), s);
    },
  });

const PROMPT_LIST = parentList('prompts');
/** How many prompts one `search` reads at most before it answers with a cursor to go on from. */
const SEARCH_SCAN = 1000;

async function listPrompts(ctx: RequestContext, input: Static<typeof ListPromptsInput>, s: McpServices) {
  const limit = input.limit ?? 50;
  const needle = input.search?.toLowerCase();
  let after = input.cursor ? decodeCursor(input.cursor, PROMPT_LIST.list, PROMPT_LIST.shape) : null;
  const found: unknown[] = [];
  let scanned = 0;
  while (true) {
    const pageSize = needle === undefined ? limit : Math.min(100, SEARCH_SCAN - scanned);
    const page = await s.prompts.list({ ctx, page: { limit: pageSize, after } });
    for (const p of page.items) {
      scanned += 1;
      const hit =
        needle === undefined ||
        p.name.toLowerCase().includes(needle) ||
        (p.use_case ?? '').toLowerCase().includes(needle);
      if (!hit) continue;
      const primary = p.versions[0];
      found.push({
        prompt_id: p.prompt_id,
        name: p.name,
        use_case: p.use_case,
        primary_version_id: primary?.version_id ?? null,
        labels: primary?.labels ?? [],
        variables: primary?.variables ?? [],
        tokens: primary?.token_info.token_count ?? null,
      });
    }
    after = page.next;
    // A search reads pages until it has `limit` matches, the list ends, or SEARCH_SCAN prompts were
    // read (then the cursor goes on from there): one call never reads a whole large workspace.
    if (needle === undefined || after === null || found.length >= limit || scanned >= SEARCH_SCAN) break;
  }
  return { prompts: found, next_cursor: after === null ? null : encodeCursor(PROMPT_LIST.list, after) };
}

async function countTokens(ctx: RequestContext, input: Static<typeof CountTokensInput>, s: McpServices) {
  // The token-counting area's monthly request quota, as POST /v1/tokens/count applies it.
  const quota = await s.limits.quota(ctx.accountId, ctx.limits);
  if (quota && !quota.allowed) {
    throw new DomainError('quota_exceeded', 'Quota exceeded.', { 'retry-after': String(quota.resetSeconds) });
  }
  return { results: await s.tokens.count({ ctx, input: input.text, models: input.models, estimate: true }) };
}

async function analyze(ctx: RequestContext, input: Static<typeof AnalyzeInput>, s: McpServices) {
  const { kind } = input;
  if ((input.content === undefined) === (input.prompt === undefined)) {
    throw new DomainError('bad_request', 'Give either prompt (a stored prompt) or content (text), not both.');
  }
  const criteria_id = input.criteria_id ?? 'sca_default';
  const include_examples = input.include_examples ?? false;
  if (input.content !== undefined) {
    const content = input.content;
    const request =
      kind === 'scoring'
        ? ({ kind, content, criteria_id } as const)
        : kind === 'risk'
          ? ({ kind, content } as const)
          : ({ kind, content, include_examples } as const);
    return (await s.analysis.analyzeContent({ ctx, ...request })).value;
  }
  if (input.prompt === undefined) throw new DomainError('bad_request', 'Give prompt or content.');
  const promptId = await promptIdOf(ctx, s, input.prompt);
  const version = await versionOf(ctx, s, promptId, input);
  const ids = { ctx, promptId, versionId: version.version_id };
  const request =
    kind === 'scoring'
      ? ({ kind, criteria_id } as const)
      : kind === 'risk'
        ? ({ kind } as const)
        : ({ kind, include_examples } as const);
  return (await s.analysis.analyzeVersion({ ...ids, ...request })).value;
}

/**
 * The MCP tools, in the order tools/list gives them. Each calls the services the REST routes call,
 * with the caller's context: the same scope checks, workspace, limits and errors. The analyses run
 * the offline analyzer only (no model settings): an agent cannot spend the account's LLM tokens.
 */
export const MCP_TOOLS: readonly McpTool[] = [
  tool({
    name: 'list_prompts',
    title: 'List or search prompts',
    description:
      "The workspace's prompts (name, use case, primary version, its labels and variables), sorted by " +
      'name; `search` keeps those whose name or use case contains the text. Pages: pass next_cursor back.',
    input: ListPromptsInput,
    scope: 'read',
    run: listPrompts,
  }),
  promptTool({
    name: 'get_prompt',
    title: 'Get a prompt version',
    description:
      "A prompt's version (the primary, a label's or a given version): content, variables, labels, token info.",
    input: GetPromptInput,
    scope: 'read',
    run: (ctx, input: Static<typeof GetPromptInput>, promptId, s) => versionOf(ctx, s, promptId, input),
  }),
  tool({
    name: 'count_tokens',
    title: 'Count tokens and price text',
    description:
      'Tokens and input cost of a text for each model named (exact where the model has a tokenizer, an ' +
      'estimate, labelled as such, where it has none). Counts against the monthly request quota.',
    input: CountTokensInput,
    scope: 'read',
    run: countTokens,
  }),
  tool({
    name: 'list_models',
    title: 'List the models',
    description: 'The models token counts and prices know (name, author, prices, context window).',
    input: ListModelsInput,
    scope: 'read',
    async run(ctx, input: Static<typeof ListModelsInput>, s) {
      const all = s.tokens.listModels({ ctx, ...(input.author ? { author: input.author } : {}) });
      const needle = input.search?.toLowerCase();
      const models = needle ? all.filter((m) => m.name.toLowerCase().includes(needle)) : all;
      return { models: models.slice(0, 100), total: models.length };
    },
  }),
  promptTool({
    name: 'render_prompt',
    title: 'Render a prompt',
    description:
      "A prompt's version with its placeholders filled from `variables`, and its token count for a model. " +
      'Every placeholder needs a value (the error names the missing ones).',
    input: RenderPromptInput,
    scope: 'read',
    async run(ctx, input: Static<typeof RenderPromptInput>, promptId, s) {
      const { prompt: _, variables = {}, ...rest } = input;
      return s.render.render({ ctx, promptId, input: { ...rest, variables } });
    },
  }),
  promptTool({
    name: 'diff_versions',
    title: 'Diff two versions',
    description:
      'A unified diff of two versions of a prompt, with the change in tokens, cost, score and risk.',
    input: DiffVersionsInput,
    scope: 'read',
    run: (ctx, input: Static<typeof DiffVersionsInput>, promptId, s) =>
      s.diff.diff({ ctx, promptId, from: input.from, to: input.to }),
  }),
  tool({
    name: 'analyze_prompt',
    title: 'Analyse a prompt (offline)',
    description:
      'Runs the offline analyzer (heuristics, no LLM) on a stored prompt version (the result is stored) or on ' +
      'text: scoring against criteria, risk, balance or heatmap. Needs a key with the write scope.',
    input: AnalyzeInput,
    scope: 'write',
    run: analyze,
  }),
  promptTool({
    name: 'improve_prompt',
    title: 'Improve a prompt (offline)',
    description:
      'Creates a new, non-primary version improved from the latest scoring or risk result of a version ' +
      '(run first when missing), by the offline improver. Needs a key with the write scope.',
    input: ImproveInput,
    scope: 'write',
    async run(ctx, input: Static<typeof ImproveInput>, promptId, s) {
      const version = await versionOf(ctx, s, promptId, input);
      const source = input.source ?? 'scoring';
      const made = await s.generation.improve({ ctx, promptId, versionId: version.version_id, source });
      return made.value.body;
    },
  }),
];

/** The scope check every tool call makes first (a 403's message, as the REST API words it). */
export function checkToolScope(ctx: RequestContext, t: McpTool) {
  assertScope(ctx, t.scope);
}
