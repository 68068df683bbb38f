import { hash } from 'node:crypto';
import { badRequest } from '../../lib/domain-error.js';
import { createLru } from '../../lib/lru.js';
import { type RequestContext, requireRead } from '../../lib/request-context.js';
import type { CountResult } from '../tokens/tokens.schemas.js';
import type { TokensService } from '../tokens/tokens.service.js';
import type { ModelConfigValue, ToolDefinitionValue } from './chat.schemas.js';
import {
  type ChatItem,
  type ChatMessage,
  fillChat,
  flattenMessages,
  formatOfModel,
  providerRequest,
} from './chat-request.js';
import type { RenderRequest, RenderResult, RenderTokenInfo } from './prompt-delivery.schemas.js';
import { type IncludeLookup, resolveIncludes, resolveMessageIncludes } from './prompt-includes.js';
import { renderContent } from './prompt-render.js';
import type { RenderSources } from './prompt-render-sources.js';

export interface PromptRenderDeps {
  /** The prompt and version a render reads (kept by the prompt's revision: prompt-render-sources.ts). */
  sources: RenderSources;
  /** Includes resolve in the request's workspace (a missing piece: 422 naming it). */
  includes: IncludeLookup;
  /** Counting and pricing for any catalog model (the token-counting area's service). */
  tokens: Pick<TokensService, 'count' | 'listModels'>;
  /** The configured token-info model: used when a stored token_info names none. */
  defaultModel: string;
}

/**
 * Counts kept by (model, SHA-256 of the text): a key costs ~100 bytes whatever the text's size, so
 * `max` entries stay a few MB; the least recently used go first.
 */
function createCountMemo(max = 50_000) {
  const kept = createLru<CountResult>({ max });
  return {
    key: (model: string, text: string) => `${model}\n${hash('sha256', text, 'base64')}`,
    get: (key: string) => kept.get(key),
    set: (key: string, value: CountResult) => kept.set(key, value),
  };
}

/**
 * Renders whose every byte follows from the prompt's revision and the request's input: a text
 * version with no include (includes are other prompts) counted by a local tokenizer (a provider's
 * count is asked each time). The render fast path (src/http/fast-render.ts) keeps only those.
 */
const pure = new WeakSet<RenderResult>();
export const isPureRender = (result: unknown) => pure.has(result as RenderResult);

const list = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/** A fill that went wrong: a 400 naming why (sections, keys, missing values), as the spec's render. */
function check(outcome: { missing: string[]; invalidKeys: string[]; sectionError: string | null }): void {
  if (outcome.sectionError !== null) throw badRequest(`content: ${outcome.sectionError}`);
  if (outcome.invalidKeys.length) {
    throw badRequest(
      `body.variables: key(s) ${list(outcome.invalidKeys)} must be a name (letters, digits, _, - and .) ` +
        'or a placeholder written {{name}} or [[name]].',
    );
  }
  if (outcome.missing.length)
    throw badRequest(`body.variables: missing value(s) for ${outcome.missing.join(', ')}.`);
}

/**
 * Render: a version's content with its remaining placeholders filled, and its token info for a
 * model. Read scope: it stores nothing (a POST only because the values travel in a JSON body).
 */
export function createPromptRenderService({ sources, includes, tokens, defaultModel }: PromptRenderDeps) {
  // The catalog is fixed for the life of the process (tokens/catalog-listing.ts): each model's entry is
  // looked up once. The counts of local tokenizers are a function of (model, text), so renders of
  // the same text (an application rendering its prompt with the same values) are counted once;
  // counts through a provider's API are asked each time.
  const models = new Map<string, ReturnType<typeof tokens.listModels>[number]>();
  const counted = createCountMemo();

  const modelEntry = (ctx: RequestContext, model: string) => {
    let entry = models.get(model.toLowerCase());
    if (entry === undefined) {
      entry = tokens.listModels({ ctx, name: model })[0];
      if (entry !== undefined) models.set(model.toLowerCase(), entry);
    }
    return entry;
  };
  const isLocal = (entry: ReturnType<typeof modelEntry>) =>
    entry?.count_source === 'offline' || entry?.count_source === 'operator';

  /** Counted and priced as POST /v1/tokens/count would (unknown model 400, too large 413). */
  async function tokenInfoFor(
    ctx: RequestContext,
    text: string,
    model: string,
    chat?: { messages: ChatMessage[]; tools: ToolDefinitionValue[] },
  ): Promise<RenderTokenInfo> {
    // Only catalog models are kept, under the lower-case name the catalog matches them by: no
    // name a request sends can grow the map.
    const entry = modelEntry(ctx, model);
    const local = chat === undefined && isLocal(entry);
    const memoKey = local ? counted.key(model, text) : '';
    let result = local ? counted.get(memoKey) : undefined;
    if (result === undefined) {
      [result] = await tokens.count({
        ctx,
        input: chat ? '' : text,
        models: [model],
        ...(chat ? { messages: chat.messages, tools: chat.tools } : {}),
      });
      if (local && result) counted.set(memoKey, result);
    }
    const price = entry?.price_per_input_token ?? null;
    const n = result?.token_count ?? null;
    // The same rounding as priceOf in tokens/token-prices.ts: 12 significant digits, no float noise.
    const usd = (uses: number) =>
      n === null || price === null ? null : Number((n * uses * price).toPrecision(12));
    return {
      model: entry?.name ?? model,
      token_count: n,
      cost_per_use: usd(1),
      cost_per_1k: usd(1_000),
      cost_per_1m: usd(1_000_000),
      tokenizer: result?.tokenizer ?? null,
      exact: result?.exact ?? false,
      reason: result?.reason ?? null,
    };
  }

  return {
    /** A probe of the prompt's revision, as render's sources read it (the fast path keys pure renders by it). */
    probe: sources.probe,
    async render({
      ctx,
      promptId,
      input,
    }: {
      ctx: RequestContext;
      promptId: string;
      input: RenderRequest;
    }): Promise<RenderResult> {
      const ws = requireRead(ctx).workspaceId;
      if (input.version_id !== undefined && input.label !== undefined) {
        throw badRequest('body.version_id and body.label: give one of them, not both.');
      }
      const { name, row } = await sources.source(ws, promptId, input);
      const root = { promptId, name };
      const config = row.config === null ? null : (JSON.parse(row.config) as ModelConfigValue);
      const stored = JSON.parse(row.token_info) as { model?: string };
      const model = input.model ?? stored.model ?? defaultModel;
      const format = input.format ?? formatOfModel(config?.model);
      const common = { prompt_id: promptId, version_id: row.id, type: row.type, config };
      if (row.type === 'chat') {
        const items = JSON.parse(row.messages ?? '[]') as ChatItem[];
        const resolved = await resolveMessageIncludes(includes, ws, root, items);
        const filled = fillChat(resolved.messages, input.variables, input.messages ?? {});
        check(filled);
        if (filled.missingSlots.length) {
          throw badRequest(`body.messages: missing message list(s) for ${list(filled.missingSlots)}.`);
        }
        const content = flattenMessages(filled.messages);
        return {
          ...common,
          content,
          variables_used: filled.placeholders,
          variables_unused: filled.unused,
          token_info: await tokenInfoFor(ctx, content, model, {
            messages: filled.messages,
            tools: config?.tools ?? [],
          }),
          messages: filled.messages,
          messages_unused: filled.unusedSlots,
          request: providerRequest(format, filled.messages, config),
          includes: resolved.includes,
        };
      }
      const resolved = await resolveIncludes(includes, ws, root, row.content, 'render');
      const outcome = renderContent(resolved.content, input.variables);
      if (!outcome.ok) check(outcome);
      const content = outcome.ok ? outcome.content : '';
      const result: RenderResult = {
        ...common,
        content,
        variables_used: outcome.ok ? outcome.used : [],
        variables_unused: outcome.ok ? outcome.unused : [],
        token_info: await tokenInfoFor(ctx, content, model),
        messages: null,
        messages_unused: Object.keys(input.messages ?? {}),
        request: providerRequest(format, [{ role: 'user', content }], config),
        includes: resolved.includes,
      };
      if (resolved.includes.length === 0 && isLocal(modelEntry(ctx, model))) pure.add(result);
      return result;
    },
  };
}
export type PromptRenderService = ReturnType<typeof createPromptRenderService>;
