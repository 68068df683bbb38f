import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { DomainError } from '../../lib/domain-error.js';
import { type ChatItemValue, ChatMessage, type ChatMessageValue } from '../prompts/chat.schemas.js';

/** What an argument of a message placeholder holds (the render route's own shape for one list). */
const MessageList = Type.Array(ChatMessage, { maxItems: 1000 });

// A chat version served as an MCP prompt (docs/mcp.md, "Chat versions"). MCP prompt messages have
// two roles, user and assistant, so the others travel as user messages marked with their role on a
// first line, `[system]` (as the version's flattened content writes them): a client shows the
// instructions in place and in order, and a model reading them sees which is which. Each message
// placeholder is an optional argument holding a JSON list of messages (absent: an empty list).

export interface McpMessage {
  role: 'user' | 'assistant';
  content: { type: 'text'; text: string };
}

const slotsOf = (messages: ChatItemValue[] | null) =>
  (messages ?? []).flatMap((m) => ('placeholder' in m ? [m.placeholder] : []));

/** The optional arguments of a chat version's message placeholders. */
export function placeholderArguments(version: { messages: ChatItemValue[] | null }) {
  return slotsOf(version.messages).map((name) => ({
    name,
    description: `Messages inserted at the placeholder ${name}: a JSON list of {"role", "content"} (optional; none when absent).`,
    required: false,
  }));
}

/**
 * The lists render needs for the version's placeholders, from the arguments (JSON) or empty. A
 * placeholder named like a variable (`taken`) gets no argument: the name fills the variable.
 */
export function placeholderLists(
  version: { messages: ChatItemValue[] | null },
  args: Record<string, string>,
  taken: Set<string>,
): Record<string, ChatMessageValue[]> {
  const lists: Record<string, ChatMessageValue[]> = {};
  for (const name of slotsOf(version.messages)) {
    const given = taken.has(name) ? undefined : args[name];
    if (given === undefined || given.trim() === '') {
      lists[name] = [];
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(given);
    } catch {
      parsed = undefined;
    }
    if (!Value.Check(MessageList, parsed)) {
      const first = Value.Errors(MessageList, parsed)[0];
      throw new DomainError(
        'bad_request',
        `Argument ${name}: a JSON list of messages is expected (${first?.instancePath || '/'} ${first?.message ?? ''}).`,
      );
    }
    lists[name] = parsed;
  }
  return lists;
}

/** Rendered chat messages as MCP prompt messages: user and assistant as they are, others marked. */
export function mcpMessages(messages: ChatMessageValue[]): McpMessage[] {
  return messages.map((m) => {
    if (m.role === 'user' || m.role === 'assistant')
      return { role: m.role, content: { type: 'text', text: m.content } };
    const mark = m.name ? `[${m.role} ${m.name}]` : `[${m.role}]`;
    return { role: 'user', content: { type: 'text', text: `${mark}\n${m.content}` } };
  });
}
