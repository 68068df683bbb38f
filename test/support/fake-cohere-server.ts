import type { FakeProtocol } from './fake-llm-server.js';

/**
 * Cohere's v2 Chat API: `POST …/v2/chat` (Bearer key). Structured output arrives as
 * `response_format: {type: 'json_object', json_schema}`; the answer is a text content item, usage
 * in `usage.tokens` and `usage.billed_units`.
 */
export const cohereChat: FakeProtocol = {
  api: 'cohere',
  matches: (path) => path.endsWith('/v2/chat'),
  answer(reply, _body, usage) {
    const tokens = { input_tokens: usage.input, output_tokens: usage.output };
    return {
      id: 'fake-cohere',
      finish_reason: reply.finish ?? (reply.truncated ? 'MAX_TOKENS' : 'COMPLETE'),
      message: {
        role: 'assistant',
        content: [{ type: 'text', text: reply.refusal ?? reply.text ?? JSON.stringify(reply.json ?? {}) }],
      },
      usage: { billed_units: tokens, tokens },
    };
  },
  error(_status, message) {
    return { message };
  },
};
