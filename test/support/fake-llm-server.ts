import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicMessages } from './fake-anthropic-server.js';
import { bedrockConverse } from './fake-bedrock-server.js';
import { cohereChat } from './fake-cohere-server.js';
import { geminiGenerateContent } from './fake-gemini-server.js';
import { chatCompletions, responses } from './fake-openai-server.js';

/**
 * A fake LLM provider over real HTTP on 127.0.0.1 that speaks each provider's own protocol,
 * chosen by the request path: OpenAI Chat Completions (`…/chat/completions`) and Responses
 * (`…/responses`), Anthropic Messages (`…/messages`), Gemini (`…:generateContent`), Bedrock
 * Converse (`…/model/{id}/converse`) and Cohere v2 (`…/v2/chat`). Tests script the answers in
 * order; every request is recorded (path, query, headers, body) so tests can assert what the
 * SDK sent. Each protocol answers in its own shape: its usage fields, finish reasons, refusal
 * and truncation signals and error bodies (fake-*-server.ts).
 */
export interface FakeReply {
  /** The structured answer, returned as the provider returns structured output. */
  json?: unknown;
  /** Raw assistant text instead (e.g. malformed JSON). */
  text?: string;
  /** The provider refuses (OpenAI `refusal`, Anthropic `stop_reason: refusal`, Gemini SAFETY, …). */
  refusal?: string;
  /** The answer is cut off at the output token limit, in the protocol's own words. */
  truncated?: boolean;
  /** An error status (401, 429, 500, …) with a provider-style error body. */
  status?: number;
  message?: string;
  /** Extra response headers (e.g. `retry-after`, `location`). */
  headers?: Record<string, string>;
  /** A raw response body instead of JSON (e.g. an HTML error page). */
  rawBody?: string;
  /** Token usage to report (default 11 in, 7 out: DEFAULT_USAGE). */
  usage?: TokenUsage;
  /** Wait before answering (for timeouts). */
  delayMs?: number;
  /** The finish reason to report, overriding the protocol default. */
  finish?: string;
}

export interface TokenUsage {
  input: number;
  output: number;
}
const DEFAULT_USAGE: TokenUsage = { input: 11, output: 7 };

export type FakeApi = 'openai' | 'responses' | 'anthropic' | 'gemini' | 'bedrock' | 'cohere';

/** One provider protocol: which paths it serves, its success and error bodies. */
export interface FakeProtocol {
  api: FakeApi;
  matches(path: string): boolean;
  /** The success body; `usage` is the reply's, else the default (11 in, 7 out). */
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are read freely.
  answer(reply: FakeReply, body: any, usage: TokenUsage): unknown;
  error(status: number, message: string): unknown;
  errorHeaders?(status: number): Record<string, string>;
}

export interface RecordedRequest {
  api: FakeApi;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely by tests.
  body: any;
}

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `<url>/v1`: the base URL for the OpenAI-style and Anthropic kinds. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The most requests it was answering at once since the last reset (a concurrency bound's check). */
  readonly maxInFlight: number;
  /** Queues replies, one per request, in order. */
  reply(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty (default: a 500 "no scripted reply"). */
  setDefault(reply: FakeReply | null): void;
  /** Clears the queue, the default and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const PROTOCOLS: FakeProtocol[] = [
  chatCompletions,
  responses,
  anthropicMessages,
  geminiGenerateContent,
  bedrockConverse,
  cohereChat,
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed || res.writableEnded) return;
  const raw = typeof body === 'string';
  res.writeHead(status, { 'content-type': raw ? 'text/html' : 'application/json', ...headers });
  res.end(raw ? body : JSON.stringify(body));
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  let fallback: FakeReply | null = null;
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer(async (req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname);
    const protocol = PROTOCOLS.find((p) => p.matches(path));
    const raw = await readBody(req);
    if (req.method !== 'POST' || !protocol) {
      return send(res, 404, { error: { message: `no fake route ${path}` } });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, protocol.error(400, 'request body is not JSON'));
    }
    requests.push({ api: protocol.api, path, query: url.searchParams, headers: req.headers, body });
    const reply = queue.shift() ?? fallback ?? { status: 500, message: 'no scripted reply' };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const headers = reply.headers ?? {};
    if (reply.rawBody !== undefined) return send(res, reply.status ?? 200, reply.rawBody, headers);
    if (reply.status && reply.status >= 300) {
      const status = reply.status;
      return send(res, status, protocol.error(status, reply.message ?? 'scripted error'), {
        ...protocol.errorHeaders?.(status),
        ...headers,
      });
    }
    return send(res, 200, protocol.answer(reply, body, reply.usage ?? DEFAULT_USAGE), headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    reply: (...replies) => {
      queue.push(...replies);
    },
    setDefault: (reply) => {
      fallback = reply;
    },
    reset: () => {
      queue.length = 0;
      fallback = null;
      requests.length = 0;
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
