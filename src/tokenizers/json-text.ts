// A text still in its request body's bytes: the UTF-8 of one JSON string literal, quotes included,
// checked well-formed by the body parser (src/http/large-text-body.ts). A large count is decoded and
// counted on a count worker from these bytes, so the main thread never builds the text.

export class JsonText {
  /** @param literal the string literal's bytes, `"` to `"`, known to be a valid JSON string. */
  constructor(readonly literal: Uint8Array) {}

  /** The text, as JSON.parse of the whole body would give it. */
  text(): string {
    return decodeJsonText(this.literal);
  }

  /**
   * The literal in shared memory, for worker threads (one copy, however many workers read it).
   */
  shared(): SharedArrayBuffer {
    const sab = new SharedArrayBuffer(this.literal.byteLength);
    new Uint8Array(sab).set(this.literal);
    return sab;
  }
}

/** Decodes a literal's bytes (a Uint8Array or shared memory) exactly as the body parser decodes a body. */
export function decodeJsonText(literal: Uint8Array | SharedArrayBuffer): string {
  const bytes = literal instanceof Uint8Array ? literal : new Uint8Array(literal);
  return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as string;
}
