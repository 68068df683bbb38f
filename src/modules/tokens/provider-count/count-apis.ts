// Clients of the makers' free token-counting endpoints, built from the operator's platform
// providers (--platform-providers). Only the wire format lives here; caching, rate limits and
// timeouts are the provider-count service's. Requests go through the fetch they are given: the
// egress-guarded one (ai/provider-egress.ts, PLATFORM_EGRESS), which follows no redirect.

import { egressRefusal, type PlatformProviderEntry } from '../../ai/index.js';
import { providerRequest } from '../../prompts/index.js';
import type { ChatRequest } from '../request-count.js';

/** The value of `tokenizer` in a count result obtained from this API. */
export type CountApiSource = 'anthropic-api' | 'google-api';

/** The seam POST /v1/tokens/count uses; tests point it at fake servers on loopback. */
export interface CountApi {
  readonly source: CountApiSource;
  /** Counts `text` sent as one user message to `model`; rejects with CountApiError. */
  count(input: { model: string; text: string; signal: AbortSignal }): Promise<number>;
  /** Counts a whole chat request (messages with their roles, tools) as the maker bills it. */
  countRequest(input: { model: string; request: ChatRequest; signal: AbortSignal }): Promise<number>;
}

export class CountApiError extends Error {}

const ANTHROPIC_BASE = 'https://api.anthropic.com/v1';
const GOOGLE_BASE = 'https://generativelanguage.googleapis.com/v1beta';
/** The Messages API version the count_tokens body below is written for. */
const ANTHROPIC_VERSION = '2023-06-01';

/** How a count API is reached: the guarded fetch, and its base URL (the maker's when absent). */
export interface CountApiConfig {
  apiKey: string;
  baseUrl?: string;
  fetch: typeof fetch;
}

async function postJson(
  config: CountApiConfig,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
) {
  let response: Response;
  try {
    response = await config.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (egressRefusal(error)) throw new CountApiError('its address is refused by the egress policy');
    throw error;
  }
  const text = await response.text();
  if (response.status >= 300 && response.status < 400) {
    throw new CountApiError(`HTTP ${response.status} (redirects are not followed)`);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A non-JSON error page: reported by status below.
  }
  if (!response.ok) {
    // Both APIs put a readable message in error.message; never echo more of the body.
    const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
    const detail = typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
    throw new CountApiError(`HTTP ${response.status}${detail}`);
  }
  return json;
}

/** POST {base}/messages/count_tokens → `{ "input_tokens": n }`. */
export function createAnthropicCountApi(config: CountApiConfig): CountApi {
  const url = `${(config.baseUrl ?? ANTHROPIC_BASE).replace(/\/+$/, '')}/messages/count_tokens`;
  return {
    source: 'anthropic-api',
    count({ model, text, signal }) {
      return send({ model, messages: [{ role: 'user', content: text }] }, signal);
    },
    countRequest({ model, request, signal }) {
      // The Messages body (system split out, tool results as blocks) without what count_tokens refuses.
      const { max_tokens: _, ...body } = providerRequest('anthropic', request.messages, {
        model,
        ...(request.tools.length ? { tools: request.tools } : {}),
      }).body;
      return send(body, signal);
    },
  };
  async function send(body: unknown, signal: AbortSignal): Promise<number> {
    const headers = { 'x-api-key': config.apiKey, 'anthropic-version': ANTHROPIC_VERSION };
    const json = (await postJson(config, url, headers, body, signal)) as { input_tokens?: unknown } | null;
    const n = json?.input_tokens;
    if (!Number.isInteger(n) || (n as number) < 0) throw new CountApiError('no input_tokens in the answer');
    return n as number;
  }
}

/** POST {base}/models/{model}:countTokens → `{ "totalTokens": n }`. */
export function createGoogleCountApi(config: CountApiConfig): CountApi {
  const base = (config.baseUrl ?? GOOGLE_BASE).replace(/\/+$/, '');
  return {
    source: 'google-api',
    count({ model, text, signal }) {
      return send(model, { contents: [{ role: 'user', parts: [{ text }] }] }, signal);
    },
    countRequest({ model, request, signal }) {
      // With a system instruction or tools, countTokens takes the whole generateContentRequest.
      const { contents, systemInstruction, tools } = providerRequest('gemini', request.messages, {
        tools: request.tools,
      }).body;
      const generateContentRequest = { model: `models/${model}`, contents, systemInstruction, tools };
      return send(model, { generateContentRequest }, signal);
    },
  };
  async function send(model: string, body: unknown, signal: AbortSignal): Promise<number> {
    const url = `${base}/models/${encodeURIComponent(model)}:countTokens`;
    const json = (await postJson(config, url, { 'x-goog-api-key': config.apiKey }, body, signal)) as {
      totalTokens?: unknown;
    } | null;
    // Google omits zero-valued fields from its JSON: no totalTokens means 0.
    const n = json?.totalTokens ?? 0;
    if (!Number.isInteger(n) || (n as number) < 0) throw new CountApiError('bad totalTokens in the answer');
    return n as number;
  }
}

/**
 * The count APIs the operator's platform providers make available, by provider kind. The first
 * `anthropic` / `google` entry with an API key is used; vertex and bedrock (cloud credentials) are
 * not used for counting.
 */
export function countApisFromPlatform(
  entries: readonly PlatformProviderEntry[],
  fetch: typeof globalThis.fetch,
): Partial<Record<'anthropic' | 'google', CountApi>> {
  const apis: Partial<Record<'anthropic' | 'google', CountApi>> = {};
  for (const entry of entries) {
    if (!entry.api_key) continue;
    const config = { apiKey: entry.api_key, fetch, ...(entry.base_url ? { baseUrl: entry.base_url } : {}) };
    if (entry.kind === 'anthropic') apis.anthropic ??= createAnthropicCountApi(config);
    if (entry.kind === 'google') apis.google ??= createGoogleCountApi(config);
  }
  return apis;
}
