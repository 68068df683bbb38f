import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { TokenInfoService } from '../tokens/token-info.service.js';
import type { ChatItemValue, ModelConfigValue } from './chat.schemas.js';
import { checkMessages, checkModelConfig } from './chat-config.js';
import { type ChatMessage, chatRequest, flattenMessages, isPlaceholderItem } from './chat-request.js';
import { includesIn, sectionError } from './placeholders.js';
import { type IncludeLookup, resolveIncludes } from './prompt-includes.js';
import type { PromptVersionRow } from './prompts.repo.js';
import { extractVariables, substituteVariables } from './variables.js';

/**
 * A prompt version's content columns as stored: the text with variables substituted, the
 * placeholders left in it (JSON) and its token_info (JSON, computed now: never recomputed on read);
 * its type, its messages (chat) and its model configuration (JSON).
 */
export type PromptContent = Pick<
  PromptVersionRow,
  'content' | 'variables' | 'token_info' | 'type' | 'messages' | 'config'
>;

/** What a version is written from: a text (the spec's content) or chat messages; and its config. */
export type VersionBody =
  | { type: 'text'; content: string; config?: ModelConfigValue | null | undefined }
  | { type: 'chat'; messages: ChatItemValue[]; config?: ModelConfigValue | null | undefined };

export interface PromptContentDeps {
  tokenInfo: Pick<TokenInfoService, 'compute' | 'computeRequest'>;
  /** The largest content accepted, in UTF-8 bytes (after substitution). */
  maxContentBytes: number;
  /** How the includes of a content are found (in the request's workspace). */
  includes: IncludeLookup;
}

/** The prompt a content is saved to: its workspace, its id (null: being created) and its name. */
export interface ContentOwner {
  ws: string;
  promptId: string | null;
  name: string;
}

/**
 * Content as it is saved: variables substituted, placeholders listed, tokens counted and priced,
 * its conditional sections checked (paired: a 400 naming the line), its includes checked (each names a prompt, label or version of the workspace; no cycle, not
 * too deep: a 400 naming it). The content is stored as written: includes resolve at read time.
 */
export async function preparePromptContent(
  deps: PromptContentDeps,
  body: VersionBody,
  variables: Record<string, string> | undefined,
  owner: ContentOwner | (() => Promise<ContentOwner>),
): Promise<PromptContent> {
  const substitute = (content: string) => {
    if (variables === undefined) return content;
    const result = substituteVariables(content, variables);
    if (!result.ok) {
      const keys = result.invalidKeys.map((k) => `'${k}'`).join(', ');
      throw badRequest(
        `body.variables: key(s) ${keys} must be written {{name}} or [[name]] (name: letters, digits, _, - and .).`,
      );
    }
    return result.content;
  };
  const config = body.config ?? null;
  if (config !== null) checkModelConfig(config, 'body.config');
  let messages: ChatItemValue[] | null = null;
  let text: string;
  if (body.type === 'chat') {
    checkMessages(body.messages, 'body.messages');
    messages = body.messages.map((m) =>
      isPlaceholderItem(m) ? m : ({ ...m, content: substitute(m.content) } as ChatMessage),
    );
    for (const [i, m] of messages.entries()) {
      if (isPlaceholderItem(m)) continue;
      const sections = sectionError(m.content);
      if (sections !== null) throw badRequest(`body.messages/${i}/content: ${sections}`);
    }
    text = flattenMessages(messages);
  } else {
    text = substitute(body.content);
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > deps.maxContentBytes) {
    throw new DomainError(
      'payload_too_large',
      `content is ${bytes} bytes; the limit is ${deps.maxContentBytes} bytes.`,
    );
  }
  const sections = sectionError(text);
  if (sections !== null) throw badRequest(`body.content: ${sections}`);
  if (includesIn(text).length > 0) {
    const { ws, promptId, name } = typeof owner === 'function' ? await owner() : owner;
    await resolveIncludes(deps.includes, ws, { promptId, name }, text, 'save');
  }
  const info =
    messages === null
      ? await deps.tokenInfo.compute(text)
      : await deps.tokenInfo.computeRequest(chatRequest(messages, config));
  return {
    content: text,
    variables: JSON.stringify(extractVariables(text)),
    token_info: JSON.stringify(info),
    type: body.type,
    messages: messages === null ? null : JSON.stringify(messages),
    config: config === null ? null : JSON.stringify(config),
  };
}
