import type { Version } from './api-types.js';
import { PromptkeepError } from './errors.js';
import { remember } from './etags.js';
import {
  type ChatItem,
  type ChatMessage,
  fillChat,
  formatOfModel,
  type ModelConfig,
  type ProviderRequest,
  providerRequest,
  type RequestFormat,
} from './generated/chat-request.js';
import { labelPath } from './resources/labels.js';
import { fillTemplate, MissingVariablesError } from './template.js';
import type { Transport } from './transport.js';

export interface PromptCacheOptions {
  /** How long a copy is served without asking the service again (60 s by default). */
  ttlMs?: number;
  /** The clock (milliseconds); `Date.now` by default. */
  now?: () => number;
  /**
   * Ask for the text with its includes (`{{> name@label}}`) resolved by the service (true, the
   * default): the ETag then changes whenever an included piece does, so revalidation follows the
   * pieces too. false: the version's text as stored.
   */
  resolve?: boolean;
}

export interface CachedPrompt {
  name: string;
  label: string;
  version: Version;
  /** The version's text (includes resolved unless `resolve: false`; placeholders unfilled). */
  content: string;
  etag: string | null;
  /** True when this is the last good copy, served because the service could not be asked. */
  stale: boolean;
  /** Where this answer came from: the cache (within the TTL), the service (200), or a 304. */
  source: 'cache' | 'network' | 'revalidated' | 'stale';
  /** When the service last confirmed this copy (ms since the epoch). */
  checkedAt: number;
  /** Why a stale copy was served. */
  error?: PromptkeepError;
}

interface Entry {
  version: Version;
  etag: string | null;
  checkedAt: number;
  /** Not asked again before this time (a TTL after the last answer, or after the last failure). */
  nextCheck: number;
  /** The failure of the last attempt, while the copy is served stale. */
  error?: PromptkeepError;
}

/** Failures that say nothing about the prompt, only that the service cannot answer now. */
const outage = (error: unknown) =>
  error instanceof PromptkeepError && (error.status === 0 || error.status === 429 || error.status >= 500);

/**
 * Prompts for an application: a version by prompt name and label, kept for a TTL, then revalidated
 * with If-None-Match (a 304 keeps the copy, no body sent). When the service is unreachable (or
 * answers 5xx/429) the last good copy is served, marked `stale: true`; a 404 or 401 is thrown (the
 * prompt or the key is gone: serving it on would hide that). Concurrent gets share one request.
 */
export class PromptCache {
  readonly #transport: Transport;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #resolve: boolean;
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<CachedPrompt>>();

  constructor(transport: Transport, options: PromptCacheOptions = {}) {
    this.#transport = transport;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    this.#resolve = options.resolve ?? true;
  }

  async get(name: string, options: { label?: string } = {}): Promise<CachedPrompt> {
    const label = options.label ?? 'primary';
    const key = JSON.stringify([name, label]);
    const entry = this.#entries.get(key);
    // Within the TTL, no request; after a failure too (a stale copy is not re-asked on every get).
    if (entry && this.#now() < entry.nextCheck)
      return this.#view(name, label, entry, entry.error ? 'stale' : 'cache');
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.#refresh(key, name, label).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  /** The version's text with `variables` filled locally, the way the service fills them. */
  async render(
    name: string,
    variables: Record<string, string | number | boolean>,
    options: { label?: string; allowMissing?: boolean } = {},
  ): Promise<CachedPrompt & { text: string }> {
    const cached = await this.get(name, options);
    return { ...cached, text: fillTemplate(cached.content, variables, options) };
  }

  /**
   * The version as a provider request, built locally exactly as POST …/render builds its `request`
   * (the service's own code): a chat version's messages filled, its message placeholders replaced
   * by `options.messages`; a text version as one user message. The format is `options.format`, else
   * the family of the config's model, else neutral.
   */
  async renderRequest(
    name: string,
    variables: Record<string, string | number | boolean>,
    options: {
      label?: string;
      allowMissing?: boolean;
      messages?: Record<string, ChatMessage[]>;
      format?: RequestFormat;
    } = {},
  ): Promise<CachedPrompt & { messages: ChatMessage[]; request: ProviderRequest }> {
    const cached = await this.get(name, options);
    const config = (cached.version.config ?? null) as ModelConfig | null;
    const format = options.format ?? formatOfModel(config?.model);
    let messages: ChatMessage[];
    if (cached.version.messages) {
      const values = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)]));
      const filled = fillChat(cached.version.messages as ChatItem[], values, options.messages ?? {});
      const bad = (message: string) => new PromptkeepError(message, { status: 400, code: 'bad_request' });
      if (filled.sectionError !== null) throw bad(`content: ${filled.sectionError}`);
      if (filled.invalidKeys.length)
        throw bad(`Not a variable name: ${JSON.stringify(filled.invalidKeys[0])}.`);
      if (!options.allowMissing && filled.missing.length) throw new MissingVariablesError(filled.missing);
      if (filled.missingSlots.length)
        throw bad(`Missing message list(s) for ${filled.missingSlots.join(', ')}.`);
      messages = filled.messages;
    } else {
      messages = [{ role: 'user', content: fillTemplate(cached.content, variables, options) }];
    }
    return { ...cached, messages, request: providerRequest(format, messages, config) };
  }

  /** Forgets one prompt (every label) or everything. */
  invalidate(name?: string): void {
    if (name === undefined) this.#entries.clear();
    else for (const key of this.#entries.keys()) if (JSON.parse(key)[0] === name) this.#entries.delete(key);
  }

  async #refresh(key: string, name: string, label: string): Promise<CachedPrompt> {
    const entry = this.#entries.get(key);
    try {
      const answer = await this.#transport.request<Version>('GET', labelPath(name, label), {
        ...(entry?.etag ? { ifNoneMatch: entry.etag } : {}),
        ...(this.#resolve ? { query: { resolve: 'true' } } : {}),
      });
      const now = this.#now();
      if (answer.status === 304 && entry) {
        Object.assign(entry, { checkedAt: now, nextCheck: now + this.#ttlMs, error: undefined });
        return this.#view(name, label, entry, 'revalidated');
      }
      const fresh: Entry = {
        version: answer.data,
        etag: answer.etag,
        checkedAt: now,
        nextCheck: now + this.#ttlMs,
      };
      remember(fresh.version, fresh.etag);
      this.#entries.set(key, fresh);
      return this.#view(name, label, fresh, 'network');
    } catch (error) {
      if (entry && outage(error)) {
        Object.assign(entry, { error, nextCheck: this.#now() + this.#ttlMs });
        return this.#view(name, label, entry, 'stale');
      }
      if (error instanceof PromptkeepError && (error.status === 404 || error.status === 401))
        this.#entries.delete(key);
      throw error;
    }
  }

  #view(name: string, label: string, entry: Entry, source: CachedPrompt['source']): CachedPrompt {
    return {
      name,
      label,
      version: entry.version,
      content: entry.version.content,
      etag: entry.etag,
      stale: source === 'stale',
      source,
      checkedAt: entry.checkedAt,
      ...(source === 'stale' && entry.error ? { error: entry.error } : {}),
    };
  }
}
