// A text still in its request body's bytes: the UTF-8 of one JSON string literal, quotes included,
// checked well-formed by the body parser (src/http/large-text-body.ts). A large count is decoded and
// counted on a count worker from these bytes, so the main thread never builds the text.

import { isAscii } from 'node:buffer';

export class JsonText {
  /** @param literal the string literal's bytes, `"` to `"`, known to be a valid JSON string. */
  constructor(readonly literal: Uint8Array) {}

  /** The text, as JSON.parse of the whole body would give it. */
  text(): string {
    return decodeJsonText(this.literal);
  }

  /**
   * The literal in shared memory, for worker threads (one copy, however many workers read it): a
   * view of a buffer from a small pool (a new SharedArrayBuffer of 1 MB costs ~1 ms to map and
   * zero, a reused one ~0.04 ms to fill). `release()` returns it once no thread reads it any more.
   */
  shared(): { view: Uint8Array; release(): void } {
    const size = this.literal.byteLength;
    const at = sizeClass(size);
    const pooled = at < FREE.length ? FREE[at] : undefined;
    if (pooled !== undefined) FREE[at] = undefined;
    const buffer = pooled ?? new SharedArrayBuffer(at < FREE.length ? POOL_MIN << at : size);
    const view = new Uint8Array(buffer, 0, size);
    view.set(this.literal);
    let released = false;
    return {
      view,
      release: () => {
        if (released) return;
        released = true;
        if (at < FREE.length && FREE[at] === undefined) FREE[at] = buffer;
      },
    };
  }
}

/** Pooled buffers: one free buffer at most per size class, 64 KB, 128 KB, … 4 MB (≤ 8 MB kept). */
const POOL_MIN = 64 * 1024;
const FREE: (SharedArrayBuffer | undefined)[] = new Array(7).fill(undefined);
/** The class of the smallest pooled size ≥ `size` (FREE.length when larger than every class). */
function sizeClass(size: number): number {
  let at = 0;
  while (at < FREE.length && POOL_MIN << at < size) at++;
  return at;
}

/**
 * Decodes a literal's bytes (a Uint8Array or shared memory) exactly as the body parser decodes a
 * body: UTF-8 (an invalid sequence becomes U+FFFD), then the JSON string. Without a backslash the
 * bytes between the quotes are the text, so JSON.parse (a second pass and a second copy) is skipped;
 * pure ASCII is copied as Latin-1, which V8 does without a UTF-8 decoder pass.
 */
export function decodeJsonText(literal: Uint8Array | SharedArrayBuffer): string {
  const bytes = literal instanceof Uint8Array ? literal : new Uint8Array(literal);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = isAscii(buffer);
  if (buffer.indexOf(BACKSLASH) < 0) return buffer.toString(ascii ? 'latin1' : 'utf8', 1, buffer.length - 1);
  return JSON.parse(buffer.toString(ascii ? 'latin1' : 'utf8')) as string;
}

const BACKSLASH = 0x5c;
