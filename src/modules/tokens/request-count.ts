import type { CountService } from '../../tokenizers/count-service.js';
import type { CountTokenizerId as TokenizerId } from '../../tokenizers/tokenizer.types.js';
import type { ChatMessageValue, ToolDefinitionValue } from '../prompts/chat.schemas.js';

// Counting a whole chat request as its provider bills it as input (issue 25 §2;
// docs/chat-versions.md, "Counting a whole request"). OpenAI's message framing is public (the
// OpenAI cookbook, "How to count tokens with tiktoken"): 3 tokens per message, 1 per name, 3 that
// prime the reply; role, content and name are encoded as text. Its tool formatting is not public:
// the cookbook's approximation is used and the count is marked inexact. Anthropic and Google
// count requests through their count endpoints (provider-count/); other families' chat templates
// are not applied (content only, inexact).

export interface ChatRequest {
  messages: ChatMessageValue[];
  tools: ToolDefinitionValue[];
}

/** A count of a request: the tokens, whether exact, and why not (null when exact). */
export interface RequestCount {
  count: number;
  exact: boolean;
  reason: string | null;
}

// The cookbook's fixed tokens: OpenAI's message framing, and its function-definition approximation
// for gpt-4o / gpt-4o-mini (o200k_base).
const MESSAGE_TOKENS = { perMessage: 3, perName: 1, replyPriming: 3 };
const TOOL_TOKENS = { funcInit: 7, propInit: 3, propKey: 3, enumInit: -3, enumItem: 3, funcEnd: 12 };

export const TOOLS_APPROXIMATE =
  "tool definitions are counted with the OpenAI cookbook's approximation: OpenAI does not publish how it formats them";
export const FRAMING_UNKNOWN =
  "this family's chat template is not public or not applied: message contents only, without per-message framing";

type Encode = (text: string) => Promise<number>;

/** The strings a message contributes under OpenAI's rules, and its fixed tokens. */
function openaiParts(m: ChatMessageValue): { texts: string[]; fixed: number } {
  const texts = [m.role, m.content];
  let fixed = MESSAGE_TOKENS.perMessage;
  if (m.name !== undefined) {
    texts.push(m.name);
    fixed += MESSAGE_TOKENS.perName;
  }
  if (m.tool_call_id !== undefined) texts.push(m.tool_call_id);
  return { texts, fixed };
}

/** The cookbook's count of function definitions (only `properties` one level deep, as it does). */
async function toolTokens(tools: ToolDefinitionValue[], encode: Encode): Promise<number> {
  if (tools.length === 0) return 0;
  let total = TOOL_TOKENS.funcEnd;
  for (const tool of tools) {
    total +=
      TOOL_TOKENS.funcInit + (await encode(`${tool.name}:${(tool.description ?? '').replace(/\.$/, '')}`));
    const props = (tool.parameters.properties ?? {}) as Record<string, Record<string, unknown>>;
    const keys = Object.keys(props);
    if (keys.length === 0) continue;
    total += TOOL_TOKENS.propInit;
    for (const key of keys) {
      const p = props[key] ?? {};
      total += TOOL_TOKENS.propKey;
      if (Array.isArray(p.enum)) {
        total += TOOL_TOKENS.enumInit;
        for (const item of p.enum) total += TOOL_TOKENS.enumItem + (await encode(String(item)));
      }
      const description = typeof p.description === 'string' ? p.description.replace(/\.$/, '') : '';
      total += await encode(`${key}:${String(p.type ?? '')}:${description}`);
    }
  }
  return total;
}

/**
 * Counts `request` with one offline tokenizer: OpenAI's framing when `openai` (exact without
 * tools), else the contents alone (inexact).
 */
export async function countOffline(
  counter: CountService,
  tokenizer: TokenizerId,
  request: ChatRequest,
  openai: boolean,
): Promise<RequestCount> {
  const encode: Encode = async (text) =>
    text === '' ? 0 : ((await counter.count(text, [tokenizer])).get(tokenizer) ?? 0);
  if (!openai) {
    const counts = await Promise.all(request.messages.map((m) => encode(m.content)));
    return { count: counts.reduce((a, b) => a + b, 0), exact: false, reason: FRAMING_UNKNOWN };
  }
  let total = MESSAGE_TOKENS.replyPriming;
  for (const m of request.messages) {
    const { texts, fixed } = openaiParts(m);
    total += fixed;
    for (const n of await Promise.all(texts.map(encode))) total += n;
  }
  total += await toolTokens(request.tools, encode);
  return request.tools.length
    ? { count: total, exact: false, reason: TOOLS_APPROXIMATE }
    : { count: total, exact: true, reason: null };
}
