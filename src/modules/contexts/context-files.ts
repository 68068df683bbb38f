import { createHash } from 'node:crypto';
import { badRequest, DomainError } from '../../lib/domain-error.js';

/**
 * Context files: media types we accept, strict base64 and content sniffing. Pure functions (no
 * database, no HTTP); the service calls them in this order: `classifyMediaType` →
 * `checkEncodedSize` → `decodeBase64Strict` → `sniff`, then reads the text (context-content.ts:
 * text files here, PDF and .docx on the file-reading workers of file-reader.ts).
 */

/** How a file's text is obtained: `text` is the bytes as UTF-8, `none` keeps no text. */
export type FileKind = 'text' | 'pdf' | 'docx' | 'image' | 'binary';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const OCTET_STREAM = 'application/octet-stream';

/** application/* types that are text (code, data, markup); every text/* type is text too. */
const TEXT_APPLICATION_TYPES = new Set([
  'application/json',
  'application/xml',
  'application/xhtml+xml',
  'application/javascript',
  'application/ecmascript',
  'application/typescript',
  'application/x-typescript',
  'application/x-javascript',
  'application/yaml',
  'application/x-yaml',
  'application/toml',
  'application/sql',
  'application/graphql',
  'application/x-ndjson',
  'application/x-sh',
  'application/x-python',
  'application/x-httpd-php',
  'application/rtf',
]);

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const ACCEPTED_MEDIA_TYPES_TEXT =
  'text/* (plain, markdown, csv, html, code…), application/json, application/xml, other text ' +
  `application types and +json/+xml types, ${PDF}, ${DOCX} (.docx), image/png, image/jpeg, image/gif, ` +
  `image/webp, ${OCTET_STREAM}`;

export interface MediaType {
  /** Lower-case `type/subtype`, parameters removed: what is stored and served back. */
  essence: string;
  kind: FileKind;
}

const TOKEN = '[a-z0-9][a-z0-9!#$&^_.+-]*';
const ESSENCE = new RegExp(`^(${TOKEN})/(${TOKEN})$`);

/**
 * Parses a declared media type (`text/plain; charset=utf-8`). Text is only accepted as UTF-8
 * (or its subset US-ASCII): a charset parameter naming anything else is refused rather than
 * decoded wrongly.
 */
export function classifyMediaType(raw: string): MediaType {
  const [head = '', ...params] = raw.split(';');
  const essence = head.trim().toLowerCase();
  const match = ESSENCE.exec(essence);
  if (!match) throw badRequest(`media_type '${raw}' is not a media type (type/subtype).`);
  const kind = kindOf(essence, match[1] ?? '', match[2] ?? '');
  if (!kind) {
    throw badRequest(`media_type '${essence}' is not supported. Accepted: ${ACCEPTED_MEDIA_TYPES_TEXT}.`);
  }
  for (const param of params) {
    const [name = '', value = ''] = param.split('=').map((s) => s.trim().toLowerCase().replace(/^"|"$/g, ''));
    if (name === 'charset' && !['utf-8', 'utf8', 'us-ascii'].includes(value)) {
      throw badRequest(`media_type charset '${value}' is not supported; text files must be UTF-8.`);
    }
  }
  return { essence, kind };
}

function kindOf(essence: string, type: string, subtype: string): FileKind | null {
  if (type === 'text') return 'text';
  if (essence === PDF) return 'pdf';
  if (essence === DOCX) return 'docx';
  if (IMAGE_TYPES.has(essence)) return 'image';
  if (essence === OCTET_STREAM) return 'binary';
  if (type === 'application' && (TEXT_APPLICATION_TYPES.has(essence) || /\+(json|xml)$/.test(subtype)))
    return 'text';
  return null;
}

/** Bytes a base64 string decodes to, from its length alone (checked before decoding). */
export function base64DecodedLength(data: string): number {
  const pad = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor(data.length / 4) * 3 - pad);
}

export function checkEncodedSize(data: string, maxBytes: number): void {
  const size = base64DecodedLength(data);
  if (size > maxBytes) {
    throw new DomainError('payload_too_large', `The file is ${size} bytes; the limit is ${maxBytes} bytes.`);
  }
}

const BASE64_MESSAGE =
  'data must be standard base64 (A-Z, a-z, 0-9, +, / with = padding to a multiple of 4; no whitespace or line breaks).';

/**
 * Decodes standard base64, refusing anything Buffer.from would silently skip or repair: other
 * characters, whitespace, missing or misplaced padding, non-zero trailing bits (non-canonical).
 */
export function decodeBase64Strict(data: string): Buffer {
  if (data.length === 0) throw badRequest('data is empty: a file must have at least one byte.');
  if (data.length % 4 !== 0 || /[^A-Za-z0-9+/=]/.test(data)) throw badRequest(BASE64_MESSAGE);
  const firstPad = data.indexOf('=');
  if (firstPad !== -1 && firstPad < data.length - 2) throw badRequest(BASE64_MESSAGE);
  if (firstPad === data.length - 2 && data[data.length - 1] !== '=') throw badRequest(BASE64_MESSAGE);
  const bytes = Buffer.from(data, 'base64');
  // Canonical form only: re-encoding must give the input back (catches stray bits in the last char).
  if (bytes.toString('base64') !== data) throw badRequest(BASE64_MESSAGE);
  return bytes;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const IMAGE_SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) =>
    b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const mismatch = (media: MediaType, why: string) =>
  badRequest(`The file content does not match media_type '${media.essence}': ${why}.`);

/**
 * Decodes text strictly as UTF-8 (a leading BOM is dropped). NUL bytes are refused: they mean a
 * binary file, and PostgreSQL text columns cannot hold them.
 */
export function decodeUtf8Text(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return text.includes('\u0000') ? null : text;
}

/** Checks the bytes are what media_type says (magic numbers; UTF-8 for text). */
export function sniff(media: MediaType, bytes: Buffer): void {
  switch (media.kind) {
    case 'pdf':
      if (!startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
        throw mismatch(media, 'a PDF starts with %PDF-');
      return;
    case 'docx':
      if (!startsWith(bytes, ZIP_SIGNATURE) || !bytes.includes('word/document.xml')) {
        throw mismatch(media, 'a .docx file is a ZIP archive holding word/document.xml');
      }
      return;
    case 'image':
      if (!IMAGE_SIGNATURES[media.essence]?.(bytes)) throw mismatch(media, 'the image signature is missing');
      return;
    case 'text':
      if (decodeUtf8Text(bytes) === null)
        throw mismatch(media, 'text files must be valid UTF-8 without NUL bytes');
      return;
    case 'binary':
      return;
  }
}

/**
 * `Content-Disposition: attachment` with the UTF-8 name in `filename*` (RFC 6266/8187) and an
 * ASCII fallback in `filename` for old clients; quotes, backslashes and controls never reach it.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The Content-Type the original bytes are served with (text is always UTF-8 here). */
export function servedContentType(essence: string, kind: FileKind): string {
  return kind === 'text' ? `${essence}; charset=utf-8` : essence;
}
