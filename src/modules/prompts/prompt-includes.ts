import { createHash } from 'node:crypto';
import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { Tagged } from '../../versioned/index.js';
import type { TokenInfoService } from '../tokens/token-info.service.js';
import { type ChatItem, chatRequest, flattenMessages, isPlaceholderItem } from './chat-request.js';
import { includesIn, placeholdersIn, replaceIncludes } from './placeholders.js';
import type { LabelLookup } from './prompt-label-lookup.js';
import type { PromptLabelsRepo } from './prompt-labels.repo.js';
import type { PromptRow, PromptVersionRow } from './prompts.repo.js';
import type { VersionView } from './prompts.schemas.js';
import type { PromptResource } from './prompts.service.js';

/** How deep includes may nest: a prompt including one that includes another… at most this many levels. */
export const MAX_INCLUDE_DEPTH = 10;

/** What an include resolved to. */
export interface ResolvedInclude {
  /** The include as written, canonical (`{{> name@ref}}`). */
  include: string;
  prompt_id: string;
  version_id: string;
  /** 1 for an include of the content itself, 2 for one of an included piece, … */
  depth: number;
}

/** A prompt in the chain of includes being resolved (the root may be a prompt not yet created). */
interface Link {
  promptId: string | null;
  name: string;
}

/** The prompt named `name` in the workspace (the oldest of that name) and the version `ref` names. */
export type IncludeTarget = { promptId: string; name: string; version: PromptVersionRow };
export type IncludeLookup = (
  ws: string,
  name: string,
  ref: string | null,
) => Promise<IncludeTarget | undefined>;

/**
 * Includes resolve within the request's workspace only: the name is looked up there, so a prompt of
 * another workspace is exactly as missing as one that does not exist. `ref`: null is the primary,
 * `ver_…` a version of that prompt, anything else a label of it.
 */
export function createIncludeLookup(
  resource: PromptResource,
  labels: Pick<PromptLabelsRepo, 'promptByName'>,
  versionByLabel: LabelLookup,
): IncludeLookup {
  return async (ws, name, ref) => {
    const prompt = await labels.promptByName(ws, name);
    if (!prompt) return undefined;
    const version =
      ref === null
        ? await versionByLabel(ws, prompt.id, 'primary')
        : ref.startsWith('ver_')
          ? await resource.tables.findVersion(ws, prompt.id, ref)
          : await versionByLabel(ws, prompt.id, ref);
    return version ? { promptId: prompt.id, name: prompt.name, version } : undefined;
  };
}

const chain = (links: Link[]) => links.map((l) => `'${l.name}'`).join(' → ');

/**
 * Where a resolution is refused: on save (`body.content`, 400 for all) or on render (the stored
 * content: a missing piece is a 422, it was there when the version was saved).
 */
export type IncludeContext = 'save' | 'render';

/**
 * Resolves the includes of `content` recursively (each piece's own includes first), within the
 * workspace. A prompt met twice on one chain is a cycle (400 naming it), deeper than
 * MAX_INCLUDE_DEPTH a 400, a piece that does not resolve a 400 on save and a 422 on render, naming
 * it. Each distinct include is looked up once per resolution.
 */
export async function resolveIncludes(
  lookup: IncludeLookup,
  ws: string,
  root: Link,
  content: string,
  context: IncludeContext,
): Promise<{ content: string; includes: ResolvedInclude[] }> {
  const at = context === 'save' ? 'body.content: ' : '';
  const found = new Map<string, Promise<IncludeTarget | undefined>>();
  const resolved: ResolvedInclude[] = [];
  async function expand(text: string, links: Link[]): Promise<string> {
    const includes = includesIn(text);
    if (includes.length === 0) return text;
    const texts = new Map<string, string>();
    for (const inc of includes) {
      if (!found.has(inc.text)) found.set(inc.text, lookup(ws, inc.name, inc.ref));
      const target = await found.get(inc.text);
      if (!target) {
        const message = `${at}the include ${inc.text} names no prompt, label or version in this workspace.`;
        throw context === 'save' ? badRequest(message) : new DomainError('unprocessable', message);
      }
      const next = [...links, { promptId: target.promptId, name: target.name }];
      if (links.some((l) => l.promptId === target.promptId)) {
        throw badRequest(`${at}the includes form a cycle: ${chain(next)}.`);
      }
      if (links.length > MAX_INCLUDE_DEPTH) {
        throw badRequest(`${at}includes nest deeper than ${MAX_INCLUDE_DEPTH} levels: ${chain(next)}.`);
      }
      resolved.push({
        include: inc.text,
        prompt_id: target.promptId,
        version_id: target.version.id,
        depth: links.length,
      });
      texts.set(inc.text, await expand(target.version.content, next));
    }
    return replaceIncludes(text, texts);
  }
  return { content: await expand(content, [root]), includes: resolved };
}

/**
 * The includes of each message of a chat version resolved (message placeholders kept): the same
 * rules as one text's, the resolved pieces listed once each, in order.
 */
export async function resolveMessageIncludes(
  lookup: IncludeLookup,
  ws: string,
  root: Link,
  items: ChatItem[],
): Promise<{ messages: ChatItem[]; includes: ResolvedInclude[] }> {
  const includes: ResolvedInclude[] = [];
  const messages: ChatItem[] = [];
  for (const item of items) {
    if (isPlaceholderItem(item) || includesIn(item.content).length === 0) {
      messages.push(item);
      continue;
    }
    const resolved = await resolveIncludes(lookup, ws, root, item.content, 'render');
    for (const inc of resolved.includes) {
      if (!includes.some((i) => i.include === inc.include && i.depth === inc.depth)) includes.push(inc);
    }
    messages.push({ ...item, content: resolved.content });
  }
  return { messages, includes };
}

/**
 * A version as read with `resolve=true`: its content with the includes resolved (a piece gone: 422),
 * the variables and token_info of that text, and an ETag that is the version's own plus a digest of
 * the resolved text and the versions it came from, so a cached copy is revalidated (If-None-Match)
 * whenever an included piece changes, or a label it goes through moves.
 */
export async function resolvedVersion(
  deps: { includes: IncludeLookup; tokenInfo: Pick<TokenInfoService, 'compute' | 'computeRequest'> },
  ws: string,
  prompt: Pick<PromptRow, 'id' | 'name'>,
  row: Pick<PromptVersionRow, 'id' | 'revision'>,
  body: VersionView,
): Promise<Tagged<VersionView>> {
  const root = { promptId: prompt.id, name: prompt.name };
  let messages: ChatItem[] | null = null;
  let resolved: { content: string; includes: ResolvedInclude[] };
  if (body.messages !== null) {
    const chat = await resolveMessageIncludes(deps.includes, ws, root, body.messages);
    messages = chat.messages;
    resolved = { content: flattenMessages(chat.messages), includes: chat.includes };
  } else resolved = await resolveIncludes(deps.includes, ws, root, body.content, 'render');
  const digest = createHash('sha256')
    .update(resolved.content)
    .update(JSON.stringify(resolved.includes.map((i) => i.version_id)))
    .digest('base64url')
    .slice(0, 16);
  const same = resolved.includes.length === 0;
  return {
    etag: `"${row.id}.${row.revision}.${digest}"`,
    body: same
      ? body
      : {
          ...body,
          content: resolved.content,
          messages,
          variables: placeholdersIn(resolved.content),
          token_info:
            messages === null
              ? await deps.tokenInfo.compute(resolved.content)
              : await deps.tokenInfo.computeRequest(chatRequest(messages, body.config)),
        },
  };
}
