import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { TokenInfoValue } from '../tokens/tokens.schemas.js';
import type { PromptVersionRow } from './prompts.repo.js';
import { extractVariables, substituteVariables } from './variables.js';

/**
 * A prompt version's content columns as stored: the text with variables substituted, the
 * placeholders left in it (JSON) and its token_info (JSON, computed now: never recomputed on read).
 */
export type PromptContent = Pick<PromptVersionRow, 'content' | 'variables' | 'token_info'>;

export interface PromptContentDeps {
  tokenInfo: { compute(text: string): Promise<TokenInfoValue> };
  /** The largest content accepted, in UTF-8 bytes (after substitution). */
  maxContentBytes: number;
}

/** Content as it is saved: variables substituted, placeholders listed, tokens counted and priced. */
export async function preparePromptContent(
  deps: PromptContentDeps,
  content: string,
  variables: Record<string, string> | undefined,
): Promise<PromptContent> {
  let text = content;
  if (variables !== undefined) {
    const result = substituteVariables(content, variables);
    if (!result.ok) {
      const keys = result.invalidKeys.map((k) => `'${k}'`).join(', ');
      throw badRequest(
        `body.variables: key(s) ${keys} must be written {{name}} or [[name]] (name: letters, digits, _, - and .).`,
      );
    }
    text = result.content;
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > deps.maxContentBytes) {
    throw new DomainError(
      'payload_too_large',
      `content is ${bytes} bytes; the limit is ${deps.maxContentBytes} bytes.`,
    );
  }
  const info = await deps.tokenInfo.compute(text);
  return {
    content: text,
    variables: JSON.stringify(extractVariables(text)),
    token_info: JSON.stringify(info),
  };
}
