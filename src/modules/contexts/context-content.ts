import type { Static } from 'typebox';
import { badRequest, DomainError } from '../../lib/domain-error.js';
import { refuseBidiControls } from '../../lib/names.js';
import type { TokenInfoService } from '../tokens/token-info.service.js';
import {
  checkEncodedSize,
  classifyMediaType,
  decodeBase64Strict,
  decodeUtf8Text,
  type MediaType,
  sha256Of,
  sniff,
} from './context-files.js';
import type { ContextVersionRow } from './contexts.repo.js';
import type { FileVersionInput, TextVersionInput } from './contexts.schemas.js';
import type { FileReader } from './file-reader.js';

export type FileUpload = Pick<Static<typeof FileVersionInput>, 'filename' | 'media_type' | 'data'>;

/** New content as the create routes receive it: a text, or a file. */
export type NewContent =
  | ({ type: 'text' } & Pick<Static<typeof TextVersionInput>, 'content'>)
  | ({ type: 'file' } & FileUpload);

/**
 * A context version's content ready to store: everything is checked and token_info computed.
 * `columns` are the version's content columns; `data` the file bytes (file versions only), which
 * live in their own table.
 */
export interface PreparedContextContent {
  columns: Pick<
    ContextVersionRow,
    'kind' | 'content' | 'filename' | 'media_type' | 'size_bytes' | 'sha256' | 'token_info'
  >;
  data: Buffer | null;
}

/**
 * Turns request content (text, or a base64 file) into what a version stores. The work (decoding,
 * extraction, counting) happens before any transaction is opened. One size rule for every text a
 * context holds, written or extracted: at most `maxFileBytes` of UTF-8 (413), which also bounds
 * what a small .docx can expand to.
 */
export function createContentPreparer(deps: {
  tokenInfo: TokenInfoService;
  maxFileBytes: number;
  files: FileReader;
}) {
  const { tokenInfo, maxFileBytes, files } = deps;

  /**
   * The text of a file, or null for kinds that have none (images, opaque binaries). Text files are
   * kept verbatim, markup included (HTML/XML tags are not stripped): that is what a prompt built
   * from the file would send, so token_info counts it. PDF and DOCX text is extracted off the
   * event loop, under the budgets of docs/security.md ("Untrusted files").
   */
  async function extractText(media: MediaType, bytes: Buffer): Promise<string | null> {
    switch (media.kind) {
      case 'text':
        return decodeUtf8Text(bytes);
      case 'pdf':
      case 'docx':
        return files.read(media.kind, bytes);
      default:
        return null;
    }
  }

  function checkText(text: string, what: string) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > maxFileBytes) {
      throw new DomainError(
        'payload_too_large',
        `${what} is ${bytes} bytes; the limit is ${maxFileBytes} bytes.`,
      );
    }
  }

  async function fromBytes(
    media: MediaType,
    filename: string,
    bytes: Buffer,
  ): Promise<PreparedContextContent> {
    sniff(media, bytes);
    const text = await extractText(media, bytes);
    if (text !== null) checkText(text, 'The text extracted from the file');
    const info = text === null ? null : await tokenInfo.compute(text);
    return {
      columns: {
        kind: 'file',
        content: text,
        filename,
        media_type: media.essence,
        size_bytes: bytes.length,
        sha256: sha256Of(bytes),
        token_info: info === null ? null : JSON.stringify(info),
      },
      data: bytes,
    };
  }

  const preparer = {
    prepare(input: NewContent): Promise<PreparedContextContent> {
      return input.type === 'text' ? preparer.text(input.content) : preparer.file(input);
    },

    async text(content: string): Promise<PreparedContextContent> {
      checkText(content, 'content');
      if (content.includes('\u0000')) throw badRequest('content must not contain NUL characters.');
      return {
        columns: {
          kind: 'text',
          content,
          filename: null,
          media_type: null,
          size_bytes: null,
          sha256: null,
          token_info: JSON.stringify(await tokenInfo.compute(content)),
        },
        data: null,
      };
    },

    async file(upload: FileUpload): Promise<PreparedContextContent> {
      const filename = refuseBidiControls(upload.filename, 'body.filename').trim();
      const media = classifyMediaType(upload.media_type);
      checkEncodedSize(upload.data, maxFileBytes);
      return fromBytes(media, filename, decodeBase64Strict(upload.data));
    },
  };
  return preparer;
}
export type ContentPreparer = ReturnType<typeof createContentPreparer>;
