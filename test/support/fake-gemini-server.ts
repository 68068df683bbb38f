import type { FakeProtocol } from './fake-llm-server.js';

/**
 * Gemini's `POST …/v1beta/models/{model}:generateContent` (`x-goog-api-key` header). Structured
 * output arrives as `generationConfig.responseMimeType: application/json` + `responseSchema`;
 * the answer is the text part of the first candidate. Also Vertex AI's Gemini endpoint
 * (`…/publishers/google/models/{model}:generateContent`).
 */
export const geminiGenerateContent: FakeProtocol = {
  api: 'gemini',
  matches: (path) => path.endsWith(':generateContent'),
  answer(reply, _body, usage) {
    const finishReason = reply.finish ?? (reply.refusal ? 'SAFETY' : reply.truncated ? 'MAX_TOKENS' : 'STOP');
    const candidate = reply.refusal
      ? {
          finishReason,
          index: 0,
          safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' }],
        }
      : {
          content: { role: 'model', parts: [{ text: reply.text ?? JSON.stringify(reply.json ?? {}) }] },
          finishReason,
          index: 0,
        };
    return {
      candidates: [candidate],
      usageMetadata: {
        promptTokenCount: usage.input,
        candidatesTokenCount: usage.output,
        totalTokenCount: usage.input + usage.output,
      },
      modelVersion: 'fake',
      responseId: 'fake-response',
    };
  },
  error(status, message) {
    const code =
      status === 400
        ? 'INVALID_ARGUMENT'
        : status === 403
          ? 'PERMISSION_DENIED'
          : status === 429
            ? 'RESOURCE_EXHAUSTED'
            : 'INTERNAL';
    return { error: { code: status, message, status: code } };
  },
};
