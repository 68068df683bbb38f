import type { FakeProtocol, FakeReply } from './fake-llm-server.js';

/**
 * OpenAI's two HTTP APIs, as their API reference describes them. Also what Azure OpenAI,
 * Microsoft Foundry, Mistral, Ollama, Groq, xAI, Together AI, Fireworks, DeepInfra, Perplexity,
 * Moonshot and the OpenAI-compatible presets speak (Chat Completions), and Hugging Face's router
 * (Responses).
 */
const text = (reply: FakeReply) => reply.text ?? JSON.stringify(reply.json ?? {});

function openaiError(status: number, message: string) {
  const type = status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : 'api_error';
  return { error: { message, type, param: null, code: status === 401 ? 'invalid_api_key' : null } };
}

/** `POST …/chat/completions`: the answer is the message content; structured output via response_format. */
export const chatCompletions: FakeProtocol = {
  api: 'openai',
  matches: (path) => path.endsWith('/chat/completions'),
  answer(reply, body, usage) {
    const message = reply.refusal
      ? { role: 'assistant', content: null, refusal: reply.refusal }
      : { role: 'assistant', content: text(reply) };
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake',
      choices: [{ index: 0, message, finish_reason: reply.finish ?? (reply.truncated ? 'length' : 'stop') }],
      usage: {
        prompt_tokens: usage.input,
        completion_tokens: usage.output,
        total_tokens: usage.input + usage.output,
      },
    };
  },
  error: openaiError,
};

/** `POST …/responses`: output items of type message with output_text (or refusal) content. */
export const responses: FakeProtocol = {
  api: 'responses',
  matches: (path) => path.endsWith('/responses'),
  answer(reply, body, usage) {
    const content = reply.refusal
      ? [{ type: 'refusal', refusal: reply.refusal }]
      : [{ type: 'output_text', text: text(reply), annotations: [] }];
    return {
      id: 'resp_fake',
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: reply.truncated ? 'incomplete' : 'completed',
      incomplete_details: reply.truncated ? { reason: 'max_output_tokens' } : null,
      model: body.model ?? 'fake',
      // The rest of the documented Response object (Hugging Face's router client requires it).
      error: null,
      instructions: body.instructions ?? null,
      max_output_tokens: body.max_output_tokens ?? null,
      metadata: {},
      tool_choice: body.tool_choice ?? 'auto',
      tools: body.tools ?? [],
      temperature: body.temperature ?? 1,
      top_p: body.top_p ?? 1,
      output: [{ type: 'message', id: 'msg_fake', status: 'completed', role: 'assistant', content }],
      usage: {
        input_tokens: usage.input,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: usage.output,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: usage.input + usage.output,
      },
    };
  },
  error: openaiError,
};
