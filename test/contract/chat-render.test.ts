import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  type ChatItem,
  type ChatMessage,
  fillChat,
  formatOfModel,
  type ModelConfig,
  providerRequest,
  type RequestFormat,
} from '../../src/modules/prompts/chat-request.js';

// Chat versions rendered into provider requests (docs/chat-versions.md, "Render"): the cases are
// data (chat-render-cases.json) so that the Python SDK's local render (packages/python/tests/
// test_chat_request.py) is held to them too. This checks that the file says what the service's
// own code (chat-request.ts, which POST …/render calls and the TypeScript SDK copies) gives.

interface Case {
  name: string;
  version: { messages: ChatItem[]; config: ModelConfig | null };
  variables: Record<string, string>;
  messages: Record<string, ChatMessage[]>;
  format?: RequestFormat;
  expected?: { messages: ChatMessage[]; unused: string[]; request: unknown };
  missing?: string[];
  missing_slots?: string[];
  invalid_key?: string;
  section_error?: string;
}
const { chat } = JSON.parse(readFileSync(new URL('./chat-render-cases.json', import.meta.url), 'utf8')) as {
  chat: Case[];
};

test('the chat render cases say what the service renders', () => {
  assert.ok(chat.length >= 10);
  for (const formatName of ['openai', 'anthropic', 'gemini', 'neutral'])
    assert.ok(
      chat.some((c) => (c.expected?.request as { format?: string })?.format === formatName),
      formatName,
    );
  for (const c of chat) {
    const filled = fillChat(c.version.messages, c.variables, c.messages);
    const outcome = filled.sectionError
      ? { section_error: filled.sectionError }
      : filled.invalidKeys.length
        ? { invalid_key: filled.invalidKeys[0] }
        : filled.missing.length
          ? { missing: filled.missing }
          : filled.missingSlots.length
            ? { missing_slots: filled.missingSlots }
            : {
                expected: {
                  messages: filled.messages,
                  unused: filled.unused,
                  request: providerRequest(
                    c.format ?? formatOfModel(c.version.config?.model),
                    filled.messages,
                    c.version.config,
                  ),
                },
              };
    const { name, version, variables, messages, format, ...stated } = c;
    assert.deepEqual(stated, outcome, name);
  }
});
