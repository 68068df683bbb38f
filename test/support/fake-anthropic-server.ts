import type { FakeProtocol, FakeReply } from './fake-llm-server.js';

/**
 * Why a Claude answer stopped, in the words Anthropic's API and Bedrock's Converse share (`refused`:
 * each one's own word for a refusal), unless the test names its own (`finish`).
 */
export function claudeStopReason(reply: FakeReply, toolMode: boolean, refused: string): string {
  if (reply.finish !== undefined) return reply.finish;
  if (reply.refusal) return refused;
  if (reply.truncated) return 'max_tokens';
  return toolMode ? 'tool_use' : 'end_turn';
}

/**
 * Anthropic's Messages API (`POST …/v1/messages`, `x-api-key` + `anthropic-version` headers), also
 * as Vertex AI serves it (`POST …/publishers/anthropic/models/{model}:rawPredict`, OAuth bearer).
 * Structured output arrives as `output_config.format` (answered with a text block) or, for older
 * models, as a forced `json` tool (answered with a `tool_use` block).
 */
export const anthropicMessages: FakeProtocol = {
  api: 'anthropic',
  matches: (path) =>
    path.endsWith('/messages') || /\/publishers\/anthropic\/models\/[^/]+:rawPredict$/.test(path),
  answer(reply, body, usage) {
    const tools = (body.tools ?? []) as { name?: string }[];
    const toolMode = tools.some((t) => t.name === 'json') && reply.text === undefined && !reply.refusal;
    const content = reply.refusal
      ? [{ type: 'text', text: reply.refusal }]
      : toolMode
        ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: reply.json ?? {} }]
        : [{ type: 'text', text: reply.text ?? JSON.stringify(reply.json ?? {}) }];
    return {
      type: 'message',
      id: 'msg_fake',
      role: 'assistant',
      model: body.model ?? 'fake',
      content,
      stop_reason: claudeStopReason(reply, toolMode, 'refusal'),
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: usage.output },
    };
  },
  error(status, message) {
    const type =
      status === 401
        ? 'authentication_error'
        : status === 403
          ? 'permission_error'
          : status === 429
            ? 'rate_limit_error'
            : status === 529
              ? 'overloaded_error'
              : 'api_error';
    return { type: 'error', error: { type, message } };
  },
};
