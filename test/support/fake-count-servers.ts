import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Fake token-counting endpoints over real HTTP on 127.0.0.1, in the providers' wire formats:
 * - Anthropic `POST /v1/messages/count_tokens` (headers `x-api-key`, `anthropic-version`; body
 *   `{model, messages}`) → `{"input_tokens": n}`; errors `{"type":"error","error":{"type","message"}}`.
 * - Google `POST /v1beta/models/{model}:countTokens` (header `x-goog-api-key`; body `{contents}`)
 *   → `{"totalTokens": n, "promptTokensDetails": [...]}`; errors `{"error":{"code","message","status"}}`.
 * The count answered is the number of UTF-8 bytes of the text plus `overhead`, so tests can tell
 * which text was counted. Every request is recorded.
 */
export interface CountRequestRecord {
  api: 'anthropic' | 'google';
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely by tests.
  body: any;
}

export interface FakeCountServers {
  /** Base URL for an `anthropic` platform provider (`…/v1`). */
  anthropicBaseUrl: string;
  /** Base URL for a `google` platform provider (`…/v1beta`). */
  googleBaseUrl: string;
  apiKey: string;
  requests: CountRequestRecord[];
  /** Added to every count (Anthropic counts the message framing too). */
  overhead: number;
  /** When set, every answer waits this long first (timeouts). */
  delayMs: number;
  /** Model names answered with the provider's 404 error. */
  unknownModels: Set<string>;
  close(): Promise<void>;
}

/** What the fakes answer for a whole request: the UTF-8 bytes of [system, messages, tools] as JSON. */
export const fakeRequestCount = (system: unknown, messages: unknown, tools: unknown) =>
  Buffer.byteLength(JSON.stringify([system ?? null, messages, tools ?? null]));

export async function startFakeCountServers(apiKey = 'fake-count-key'): Promise<FakeCountServers> {
  const state: FakeCountServers = {
    anthropicBaseUrl: '',
    googleBaseUrl: '',
    apiKey,
    requests: [],
    overhead: 0,
    delayMs: 0,
    unknownModels: new Set(),
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const path = req.url ?? '';
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely.
      let body: any = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (req.method === 'POST' && path === '/v1/messages/count_tokens') {
        state.requests.push({ api: 'anthropic', path, headers: req.headers, body });
        const anthropicError = (status: number, type: string, message: string) =>
          send(status, { type: 'error', error: { type, message } });
        if (req.headers['x-api-key'] !== state.apiKey)
          return anthropicError(401, 'authentication_error', 'invalid x-api-key');
        if (!req.headers['anthropic-version'])
          return anthropicError(400, 'invalid_request_error', 'anthropic-version: header is required');
        const text = body?.messages?.[0]?.content;
        if (typeof body?.model !== 'string' || !Array.isArray(body?.messages))
          return anthropicError(400, 'invalid_request_error', 'model and messages are required');
        if ('max_tokens' in body)
          return anthropicError(400, 'invalid_request_error', 'max_tokens: Extra inputs');
        if (state.unknownModels.has(body.model))
          return anthropicError(404, 'not_found_error', `model: ${body.model}`);
        // One user text: its bytes; a whole request: the bytes of its JSON (fakeRequestCount).
        const one = body.messages.length === 1 && typeof text === 'string' && !body.system && !body.tools;
        const n = one ? Buffer.byteLength(text) : fakeRequestCount(body.system, body.messages, body.tools);
        return send(200, { input_tokens: n + state.overhead });
      }
      const google = /^\/v1beta\/models\/([^/:]+):countTokens$/.exec(path);
      if (req.method === 'POST' && google) {
        state.requests.push({ api: 'google', path, headers: req.headers, body });
        const model = decodeURIComponent(google[1] ?? '');
        const googleError = (code: number, status: string, message: string) =>
          send(code, { error: { code, message, status } });
        if (req.headers['x-goog-api-key'] !== state.apiKey)
          return googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
        const whole = body?.generateContentRequest;
        const text = body?.contents?.[0]?.parts?.[0]?.text;
        if (typeof text !== 'string' && !Array.isArray(whole?.contents))
          return googleError(400, 'INVALID_ARGUMENT', 'contents is required');
        if (whole && whole.model !== `models/${model}`)
          return googleError(400, 'INVALID_ARGUMENT', 'generateContentRequest.model differs');
        if (state.unknownModels.has(model))
          return googleError(404, 'NOT_FOUND', `models/${model} is not found for API version v1beta`);
        const counted = whole
          ? fakeRequestCount(whole.systemInstruction, whole.contents, whole.tools)
          : Buffer.byteLength(text);
        const n = counted + state.overhead;
        // Google leaves zero-valued fields out of its JSON.
        return send(
          200,
          n === 0 ? {} : { totalTokens: n, promptTokensDetails: [{ modality: 'TEXT', tokenCount: n }] },
        );
      }
      send(404, { error: { message: `no route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.anthropicBaseUrl = `${url}/v1`;
  state.googleBaseUrl = `${url}/v1beta`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
