import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake LLM provider over real HTTP on 127.0.0.1, speaking both the OpenAI Chat Completions API
 * (`POST …/chat/completions`, also what Azure, Ollama and OpenAI-compatible servers speak) and the
 * Anthropic Messages API (`POST …/messages`). Tests script the answers in order; every request is
 * recorded so tests can assert what was sent.
 *
 * Structured output arrives the way the AI SDK asks for it: OpenAI-style requests carry
 * `response_format: {type: 'json_schema'}` and get the JSON as the message content; Anthropic
 * requests carry either `output_config.format` (answered with a text block) or a forced `json`
 * tool (answered with a `tool_use` block), depending on the model.
 */
export interface FakeReply {
  /** The structured answer, returned as the provider returns structured output. */
  json?: unknown;
  /** Raw assistant text instead (e.g. malformed JSON). */
  text?: string;
  /** An error status (401, 500, …) with a provider-style error body. */
  status?: number;
  message?: string;
  /** Token usage to report (default 11 in, 7 out). */
  usage?: { input: number; output: number };
  /** Wait before answering (for timeouts). */
  delayMs?: number;
  /** The finish reason to report (default: stop / end_turn, or tool_use). */
  finish?: string;
}

export interface RecordedRequest {
  api: 'openai' | 'anthropic';
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely by tests.
  body: any;
}

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `<url>/v1`: the base URL for the openai, anthropic, ollama and openai_compatible kinds. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies, one per request, in order. */
  reply(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty (default: a 500 "no scripted reply"). */
  setDefault(reply: FakeReply | null): void;
  /** Clears the queue, the default and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE = { input: 11, output: 7 };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function openaiAnswer(reply: FakeReply, body: { model?: string }) {
  const usage = reply.usage ?? DEFAULT_USAGE;
  const content = reply.text ?? JSON.stringify(reply.json ?? {});
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: reply.finish ?? 'stop' }],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
    },
  };
}

function anthropicAnswer(reply: FakeReply, body: { model?: string; tools?: { name?: string }[] }) {
  const usage = reply.usage ?? DEFAULT_USAGE;
  const toolMode = (body.tools ?? []).some((t) => t.name === 'json') && reply.text === undefined;
  const content = toolMode
    ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: reply.json ?? {} }]
    : [{ type: 'text', text: reply.text ?? JSON.stringify(reply.json ?? {}) }];
  return {
    type: 'message',
    id: 'msg_fake',
    role: 'assistant',
    model: body.model ?? 'fake',
    content,
    stop_reason: reply.finish ?? (toolMode ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

function errorBody(api: 'openai' | 'anthropic', status: number, message: string) {
  const type = status === 401 ? 'authentication_error' : status === 403 ? 'permission_error' : 'api_error';
  return api === 'openai'
    ? { error: { message, type, code: status === 401 ? 'invalid_api_key' : null } }
    : { type: 'error', error: { type, message } };
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  let fallback: FakeReply | null = null;
  const requests: RecordedRequest[] = [];

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const api = path.endsWith('/chat/completions')
      ? 'openai'
      : path.endsWith('/messages')
        ? 'anthropic'
        : null;
    const raw = await readBody(req);
    if (req.method !== 'POST' || !api) return send(res, 404, { error: { message: `no fake route ${path}` } });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, errorBody(api, 400, 'request body is not JSON'));
    }
    requests.push({ api, path, headers: req.headers, body });
    const reply = queue.shift() ?? fallback ?? { status: 500, message: 'no scripted reply' };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.status)
      return send(res, reply.status, errorBody(api, reply.status, reply.message ?? 'scripted error'));
    return send(res, 200, api === 'openai' ? openaiAnswer(reply, body) : anthropicAnswer(reply, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
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
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
