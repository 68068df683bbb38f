import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { TokenInfoService, TokenInfoValue } from '../token-info/token-info.service.js';
import {
  checkEncodedSize,
  classifyMediaType,
  decodeBase64Strict,
  extractText,
  type MediaType,
  sha256Of,
  sniff,
} from './context-files.js';
import type { ContextVersionKind } from './contexts.tables.js';

export interface FileUpload {
  filename: string;
  media_type: string;
  data: string;
}

/** New content as the create routes receive it: a text, or a file. */
export type NewContent = { type: 'text'; content: string } | ({ type: 'file' } & FileUpload);

/** A version's content ready to store: everything is checked and token_info computed. */
export interface PreparedContent {
  kind: ContextVersionKind;
  content: string | null;
  filename: string | null;
  media_type: string | null;
  size_bytes: number | null;
  sha256: string | null;
  token_info: TokenInfoValue | null;
  /** The file bytes (file versions only). */
  data: Buffer | null;
}

/**
 * Turns request content (text, or a base64 file) into what a version stores. The work (decoding,
 * extraction, counting) happens before any transaction is opened. One size rule for every text a
 * context holds, written or extracted: at most `maxFileBytes` of UTF-8 (413), which also bounds
 * what a small .docx can expand to.
 */
export function createContentPreparer(deps: { tokenInfo: TokenInfoService; maxFileBytes: number }) {
  const { tokenInfo, maxFileBytes } = deps;

  function checkText(text: string, what: string) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > maxFileBytes) {
      throw new DomainError(
        'payload_too_large',
        `${what} is ${bytes} bytes; the limit is ${maxFileBytes} bytes.`,
      );
    }
  }

  async function fromBytes(media: MediaType, filename: string, bytes: Buffer): Promise<PreparedContent> {
    sniff(media, bytes);
    const text = await extractText(media, bytes);
    if (text !== null) checkText(text, 'The text extracted from the file');
    return {
      kind: 'file',
      content: text,
      filename,
      media_type: media.essence,
      size_bytes: bytes.length,
      sha256: sha256Of(bytes),
      token_info: text === null ? null : await tokenInfo.compute(text),
      data: bytes,
    };
  }

  const preparer = {
    prepare(input: NewContent): Promise<PreparedContent> {
      return input.type === 'text' ? preparer.text(input.content) : preparer.file(input);
    },

    async text(content: string): Promise<PreparedContent> {
      checkText(content, 'content');
      if (content.includes('\u0000')) throw badRequest('content must not contain NUL characters.');
      return {
        kind: 'text',
        content,
        filename: null,
        media_type: null,
        size_bytes: null,
        sha256: null,
        token_info: await tokenInfo.compute(content),
        data: null,
      };
    },

    async file(upload: FileUpload): Promise<PreparedContent> {
      const media = classifyMediaType(upload.media_type);
      checkEncodedSize(upload.data, maxFileBytes);
      return fromBytes(media, upload.filename.trim(), decodeBase64Strict(upload.data));
    },
  };
  return preparer;
}
export type ContentPreparer = ReturnType<typeof createContentPreparer>;
