import { DomainError } from '../../lib/domain-error.js';
import { decodeCursor, encodeCursor } from '../../lib/paging.js';
import type { RequestContext } from '../../lib/request-context.js';
import { parentList } from '../../versioned/index.js';
import type { ChatItemValue } from '../prompts/chat.schemas.js';
import { LABEL_PATTERN } from '../prompts/prompts.schemas.js';
import { mcpMessages, placeholderArguments, placeholderLists } from './mcp-chat.js';
import { PRIMARY, promptIdOf, versionOf } from './mcp-targets.js';
import type { McpServices } from './mcp-tools.js';

// The workspace's prompts as MCP prompts: one per prompt, served at a label (the connection's,
// `primary` by default), its arguments the placeholders left in that version.

const PROMPT_LIST = parentList('prompts');
/** Prompts per prompts/list page. */
const PAGE = 50;
const LABEL = new RegExp(LABEL_PATTERN);

export interface McpPromptArgument {
  name: string;
  description: string;
  required: boolean;
}

/** `{{customer}}` → `customer`: an argument fills both forms of the name, as render's keys do. */
const bare = (placeholder: string) => placeholder.slice(2, -2);

/** Where a placeholder is first used, as a short quote (what the argument is for, in context). */
function quoteAround(content: string, placeholder: string): string {
  const at = content.search(
    new RegExp(`(\\{\\{|\\[\\[)\\s*${bare(placeholder).replace(/[.]/g, '\\.')}\\s*(\\}\\}|\\]\\])`),
  );
  if (at < 0) return '';
  const start = Math.max(0, at - 40);
  const end = Math.min(content.length, at + placeholder.length + 40);
  const text = content.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${text}${end < content.length ? '…' : ''}`;
}

/**
 * The arguments of a version: one per placeholder name left in it, each required; a chat version's
 * message placeholders add one optional argument each (mcp-chat.ts).
 */
export function argumentsOf(version: {
  content: string;
  variables: string[];
  messages?: ChatItemValue[] | null;
}): McpPromptArgument[] {
  const byName = new Map<string, string[]>();
  for (const v of version.variables) byName.set(bare(v), [...(byName.get(bare(v)) ?? []), v]);
  const variables = [...byName].map(([name, forms]) => {
    const quote = quoteAround(version.content, forms[0] as string);
    return {
      name,
      description: `Fills ${forms.join(' and ')}${quote ? `, first used in: "${quote}"` : ''}.`,
      required: true,
    };
  });
  const slots = placeholderArguments({ messages: version.messages ?? null }).filter(
    (a) => !byName.has(a.name),
  );
  return [...variables, ...slots];
}

/** `name@label` → the name and the label (a valid label name after the last `@`), else the name alone. */
export function splitLabel(ref: string): { ref: string; label: string | undefined } {
  const at = ref.lastIndexOf('@');
  if (at > 0 && LABEL.test(ref.slice(at + 1))) return { ref: ref.slice(0, at), label: ref.slice(at + 1) };
  return { ref, label: undefined };
}

const notFound = (error: unknown) => error instanceof DomainError && error.code === 'not_found';

/** prompts/list: a page of prompts that have a version at `label`. */
export async function listMcpPrompts(
  ctx: RequestContext,
  s: McpServices,
  label: string,
  cursor: string | undefined,
) {
  const after = cursor ? decodeCursor(cursor, PROMPT_LIST.list, PROMPT_LIST.shape) : null;
  const page = await s.prompts.list({ ctx, page: { limit: PAGE, after } });
  const seen = new Set<string>();
  const prompts = [];
  for (const p of page.items) {
    let version = label === PRIMARY ? p.versions[0] : undefined;
    if (label !== PRIMARY) {
      try {
        version = (await s.labels.get({ ctx, promptId: p.prompt_id, label })).body;
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    }
    if (!version) continue; // nothing to serve at this label
    // Names are not unique in a workspace: a repeated one is listed by its id (prompts/get takes both).
    const name = seen.has(p.name) ? p.prompt_id : p.name;
    seen.add(p.name);
    prompts.push({
      name: label === PRIMARY ? name : `${name}@${label}`,
      title: p.name,
      description: p.use_case ?? `The ${label} version of ${p.name} (${version.version_id}).`,
      arguments: argumentsOf(version),
    });
  }
  return { prompts, ...(page.next ? { nextCursor: encodeCursor(PROMPT_LIST.list, page.next) } : {}) };
}

/** prompts/get: the version at the label, rendered with the arguments, as one user message. */
export async function getMcpPrompt(
  ctx: RequestContext,
  s: McpServices,
  label: string,
  name: string,
  args: Record<string, string>,
) {
  const named = splitLabel(name);
  const promptId = await promptIdOf(ctx, s, named.ref);
  const version = await versionOf(ctx, s, promptId, { label: named.label ?? label });
  const wanted = argumentsOf(version);
  const missing = wanted.filter((a) => a.required && args[a.name] === undefined).map((a) => a.name);
  if (missing.length) throw new DomainError('bad_request', `Missing argument(s): ${missing.join(', ')}.`);
  const taken = new Set(wanted.filter((a) => a.required).map((a) => a.name));
  const lists = placeholderLists(version, args, taken);
  const variables = Object.fromEntries(
    Object.entries(args).filter(([k]) => LOOSE_NAME.test(k) && (taken.has(k) || !(k in lists))),
  );
  const rendered = await s.render.render({
    ctx,
    promptId,
    input: {
      version_id: version.version_id,
      variables,
      ...(Object.keys(lists).length ? { messages: lists } : {}),
    },
  });
  const labels = version.labels.length ? ` (${version.labels.join(', ')})` : '';
  // A chat version: its messages with their roles (mcp-chat.ts); a text version: one user message.
  if (rendered.messages)
    return {
      description: `${version.version_id}${labels}: chat; system and developer messages as user messages marked [system], [developer]`,
      messages: mcpMessages(rendered.messages),
    };
  return {
    description: `${version.version_id}${labels}`,
    messages: [{ role: 'user' as const, content: { type: 'text' as const, text: rendered.content } }],
  };
}
/** Argument names render accepts as keys (anything else would be a 400 naming the key). */
const LOOSE_NAME = /^[A-Za-z0-9_.-]+$/;
