// A count worker's count of one large body's text with one vocabulary, from the literal's bytes
// (json-text.ts): o200k's pieces counted over its UTF-8 (utf8-count.ts) where it is mostly ASCII,
// else found over its UTF-16 code units (unit-pieces.ts); other vocabularies' (and Latin-1 units)
// counted in parts cut at cuts (chunk-cuts.ts) where the vocabulary allows; the
// whole text as one string only for a vocabulary whose texts are never cut.

import { BpeTokenizer } from './bpe-engine.js';
import { countInChunks } from './chunk-cuts.js';
import { type DecodedUnits, decodeJsonUnits } from './json-text.js';
import { decodeJsonUtf8 } from './json-utf8.js';
import type { Tokenizer } from './tokenizer.types.js';
import { countUnits, isUtf16 } from './unit-pieces.js';
import { countUtf8Text, mostlyAscii } from './utf8-count.js';

/** A large body's literal, decoded as the ids' counts need it: into UTF-8 bytes, code units, or both. */
export class LiteralText {
  private utf8: Uint8Array | null | undefined;
  private units: DecodedUnits | string | undefined;
  /** Whether its first bytes are mostly ASCII (utf8-count.ts): else it is decoded into code units. */
  readonly mostlyAscii: boolean;
  constructor(private readonly literal: Uint8Array) {
    this.mostlyAscii = mostlyAscii(literal);
  }

  /**
   * Its text's UTF-8, or null where json-utf8.ts does not decode it (invalid UTF-8, or a literal that
   * is not a valid one: decoded() tells which). Both decodes of an escaped ASCII literal may be views
   * of json-utf8.ts's scratch memory: each writes the same bytes there.
   */
  bytes(): Uint8Array | null {
    if (this.utf8 === undefined) this.utf8 = decodeJsonUtf8(this.literal);
    return this.utf8;
  }

  /** Its code units, or a string (throws InvalidJsonText for a literal that is not a valid one). */
  decoded(): DecodedUnits | string {
    this.units ??= decodeJsonUnits(this.literal);
    return this.units;
  }
}

/** count() of the text (a literal's: throws InvalidJsonText where it is not a valid one). */
export function countText(tokenizer: Tokenizer, text: LiteralText | string): number {
  if (typeof text === 'string') return tokenizer.count(text);
  const engine = tokenizer instanceof BpeTokenizer ? tokenizer : null;
  const cuts = engine?.cuts ?? null;
  const counter = engine?.utf8Counter ?? null;
  // o200k's pieces counted over the bytes: no string of the text, no code units (utf8-count.ts).
  const utf8 = counter !== null && cuts !== null && text.mostlyAscii ? text.bytes() : null;
  if (utf8 !== null) return countUtf8Text(counter!, cuts!, utf8);
  const decoded = text.decoded();
  if (typeof decoded === 'string') return tokenizer.count(decoded);
  // o200k's pieces found over the units: no search for cuts, no regex (unit-pieces.ts).
  if (counter !== null && isUtf16(decoded)) return countUnits(counter, decoded);
  if (cuts !== null)
    return countInChunks((part) => tokenizer.count(part), decoded.units, decoded.slice, cuts, decoded);
  // A vocabulary whose texts are never cut (chunk-cuts.ts) counts the whole text: made once.
  return tokenizer.count(decoded.slice(0, decoded.units.length));
}
