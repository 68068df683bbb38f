import { claudeStopReason } from './fake-anthropic-server.js';
import type { FakeProtocol } from './fake-llm-server.js';

/**
 * Amazon Bedrock's Converse API: `POST …/model/{modelId}/converse`, SigV4-signed (the fake only
 * checks that an `authorization: AWS4-HMAC-SHA256 …` header is present, not the signature).
 * Structured output arrives as a forced `json` tool in `toolConfig` (answered with a `toolUse`
 * block), or for recent Anthropic models as a native output format (answered with text).
 */
export const bedrockConverse: FakeProtocol = {
  api: 'bedrock',
  matches: (path) => /\/model\/[^/]+\/converse$/.test(path),
  answer(reply, body, usage) {
    const tools = ((body.toolConfig?.tools ?? []) as { toolSpec?: { name?: string } }[]).map(
      (t) => t.toolSpec?.name,
    );
    const toolMode = tools.includes('json') && reply.text === undefined && !reply.refusal;
    const content = reply.refusal
      ? [{ text: reply.refusal }]
      : toolMode
        ? [{ toolUse: { toolUseId: 'tooluse_fake', name: 'json', input: reply.json ?? {} } }]
        : [{ text: reply.text ?? JSON.stringify(reply.json ?? {}) }];
    return {
      output: { message: { role: 'assistant', content } },
      stopReason: claudeStopReason(reply, toolMode, 'content_filtered'),
      usage: {
        inputTokens: usage.input,
        outputTokens: usage.output,
        totalTokens: usage.input + usage.output,
      },
      metrics: { latencyMs: 1 },
    };
  },
  error(_status, message) {
    return { message };
  },
  errorHeaders(status) {
    const type =
      status === 403
        ? 'AccessDeniedException'
        : status === 429
          ? 'ThrottlingException'
          : status === 400
            ? 'ValidationException'
            : 'InternalServerException';
    return { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` };
  },
};
