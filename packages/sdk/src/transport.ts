import { type CaOption, caFetch } from './ca-fetch.js';
import { errorFromResponse, PromptkeepConnectionError, PromptkeepError } from './errors.js';
import { etagFor, type IfMatch } from './etags.js';

export interface PromptkeepOptions {
  /** Where the service is, e.g. `https://promptkeep.example.com` (a path prefix is kept). */
  baseUrl: string;
  apiKey: string;
  /** Needed by the prompt area (prompts, criteria, contexts, …); sent as X-Workspace-Id. */
  workspaceId?: string;
  /** When the account requires API client ids; sent as X-Api-Client. */
  apiClient?: string;
  /** Another fetch (a custom TLS agent, a proxy, a test double); the global one by default. */
  fetch?: typeof fetch;
  /**
   * Node only: certificate(s) to trust besides Node's CAs, as PEM text, its bytes, or a file path —
   * e.g. the service's self-signed `data/tls/cert.pem`. Requests then go through `node:https`.
   * Not with `fetch` (give that fetch its own CA).
   */
  ca?: CaOption;
  /** Retries after a 429, a 503 or a failed connection (see `request`); 2 by default, 0 turns them off. */
  retries?: number;
  /** Per attempt; 60 s by default. */
  timeoutMs?: number;
  /** A Retry-After longer than this is not waited for: the 429/503 is thrown (60 s by default). */
  maxRetryAfterMs?: number;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  /** Apply only if the resource is still at this ETag (or the resource read with it): else 412. */
  ifMatch?: IfMatch;
  /** Answer 304 when the resource still has this ETag. */
  ifNoneMatch?: string;
  signal?: AbortSignal;
  /** `json` (default), `text` or `bytes`. */
  as?: 'json' | 'text' | 'bytes';
}

export interface Answer<T> {
  status: number;
  data: T;
  headers: Headers;
  etag: string | null;
  /** The URL called (the base of a relative Link). */
  url: string;
}

/** Methods that may be sent again after a 503 or a lost connection without doing anything twice. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const SDK_AGENT = 'promptkeep-sdk-ts/0.1.0';

/** Retry-After as seconds or an HTTP date (X-Rate-Limit-Retry-After as a fallback), in ms. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after') ?? headers.get('x-rate-limit-retry-after');
  if (value === null || value.trim() === '') return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Waits `ms`, or rejects when `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The one place requests are made: auth headers, JSON, timeouts, retries, typed errors. */
export class Transport {
  readonly #options: Required<Pick<PromptkeepOptions, 'retries' | 'timeoutMs' | 'maxRetryAfterMs'>> &
    PromptkeepOptions;
  readonly #fetch: typeof fetch;

  constructor(options: PromptkeepOptions) {
    if (!options.baseUrl) throw new TypeError('Promptkeep: baseUrl is required.');
    if (!options.apiKey) throw new TypeError('Promptkeep: apiKey is required.');
    // `??`, not a spread of defaults: an option passed as undefined keeps its default.
    this.#options = {
      ...options,
      retries: Math.max(0, options.retries ?? 2),
      timeoutMs: options.timeoutMs ?? 60_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    };
    if (options.ca !== undefined && options.fetch)
      throw new TypeError('Promptkeep: give either ca or fetch, not both (give that fetch its own CA).');
    this.#fetch =
      options.ca !== undefined ? caFetch(options.ca) : (options.fetch ?? globalThis.fetch.bind(globalThis));
  }

  /** `path` under the base URL (`/v1/…`), with the query's defined values. */
  url(path: string, query: Query = {}): string {
    const url = new URL(this.#options.baseUrl.replace(/\/+$/, '') + path);
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    return url.toString();
  }

  request<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.requestUrl<T>(method, this.url(path, options.query), options);
  }

  /**
   * One call, retried when that is safe: a 429 always (the service refused it before doing anything),
   * a 503 or a failed connection only for idempotent methods. The wait is the answer's Retry-After
   * (never longer than maxRetryAfterMs) or an exponential backoff, both with jitter so that many
   * clients do not come back in step.
   */
  async requestUrl<T>(method: string, url: string, options: CallOptions = {}): Promise<Answer<T>> {
    const { retries, maxRetryAfterMs } = this.#options;
    for (let attempt = 0; ; attempt++) {
      const backoff = 250 * 2 ** attempt * (0.5 + Math.random() / 2);
      let res: Response;
      try {
        res = await this.#send(method, url, options);
      } catch (error) {
        if (!(error instanceof PromptkeepConnectionError) || error.code === 'timeout') throw error;
        if (attempt >= retries || !IDEMPOTENT.has(method)) throw error;
        await sleep(backoff, options.signal);
        continue;
      }
      if (res.ok || res.status === 304) return this.#answer<T>(res, url, options);
      const text = await res.text().catch(() => '');
      const wait = retryAfterMs(res.headers);
      const retryable = res.status === 429 || (res.status === 503 && IDEMPOTENT.has(method));
      if (!retryable || attempt >= retries || (wait ?? 0) > maxRetryAfterMs) {
        throw errorFromResponse(res, text, wait);
      }
      await sleep(wait === null ? backoff : wait * (1 + Math.random() / 4), options.signal);
    }
  }

  async #send(method: string, url: string, options: CallOptions): Promise<Response> {
    const o = this.#options;
    const headers: Record<string, string> = {
      'x-api-key': o.apiKey,
      accept: options.as === 'json' || options.as === undefined ? 'application/json' : '*/*',
      'user-agent': SDK_AGENT,
    };
    if (o.workspaceId) headers['x-workspace-id'] = o.workspaceId;
    if (o.apiClient) headers['x-api-client'] = o.apiClient;
    const ifMatch = options.ifMatch === undefined ? undefined : etagFor(options.ifMatch);
    if (ifMatch) headers['if-match'] = ifMatch;
    if (options.ifNoneMatch) headers['if-none-match'] = options.ifNoneMatch;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    // One controller per attempt: the timeout, and the caller's signal passed on.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), o.timeoutMs);
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await this.#fetch(url, { method, headers, body, signal: controller.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (controller.signal.aborted) {
        throw new PromptkeepConnectionError(
          `No answer from ${new URL(url).origin} within ${o.timeoutMs} ms.`,
          'timeout',
          error,
        );
      }
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new PromptkeepConnectionError(
        `Cannot reach ${new URL(url).origin}: ${cause ?? (error as Error).message}`,
        'connection_failed',
        error,
      );
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  async #answer<T>(res: Response, url: string, options: CallOptions): Promise<Answer<T>> {
    let data: unknown;
    if (res.status === 204 || res.status === 304) data = undefined;
    else if (options.as === 'text') data = await res.text();
    else if (options.as === 'bytes') data = new Uint8Array(await res.arrayBuffer());
    else {
      const text = await res.text();
      try {
        data = text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        throw new PromptkeepError(`The answer of ${url} is not JSON.`, {
          status: res.status,
          code: 'invalid_response',
          headers: res.headers,
          traceId: res.headers.get('x-trace-id'),
          cause: error,
        });
      }
    }
    return { status: res.status, data: data as T, headers: res.headers, etag: res.headers.get('etag'), url };
  }
}
