// A text still in its request body's bytes: the UTF-8 of one JSON string literal, quotes included,
// found by the body parser (src/http/large-text-body.ts) by its quotes alone. A large count is
// decoded and counted on a count worker from these bytes, so the main thread never builds the text
// nor reads its bytes: the decoder checks the literal as it reads it (a bad one decodes to null).

import { isAscii, isUtf8, transcode } from 'node:buffer';
import { hasControl, hexUnit, scratchMemory, simpleUnit, unescapeUnits } from './json-escapes.js';
import { isStrictLiteral } from './json-literal.js';
import { decodeJsonUtf8 } from './json-utf8.js';
import { SharedRegion } from './shared-region.js';

/** A literal found not to be a valid JSON string (a control character, a bad escape, `\u0000`). */
export class InvalidJsonText extends Error {
  constructor() {
    super('the text is not a valid JSON string literal');
  }
}

export class JsonText {
  /** Whether the literal is a valid one: undefined until a decoder or valid() has read it. */
  private validity: boolean | undefined;

  /**
   * @param literal the string literal's bytes, `"` to `"`, ending at its first `"` not escaped;
   *   whether it is valid (no control character, no bad escape, no `\u0000`) is not yet known.
   * @param region the shared memory the literal is a view of (a large body received into it), if any:
   *   the workers then read it there, without a copy. Its owner (the request) holds it until the
   *   response; read after its release, the bytes may be another request's, so every read checks it.
   */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly region: SharedRegion | null = null,
  ) {}

  /** The literal's bytes (checked still the request's when they are in a region). */
  get literal(): Uint8Array {
    if (this.region !== null && !this.region.live) throw new Error('JsonText: read after its request ended');
    return this.bytes;
  }

  /** The text, as JSON.parse of the whole body would give it; throws InvalidJsonText for a bad one. */
  text(): string {
    try {
      const text = decodeJsonText(this.literal);
      this.validity = true;
      return text;
    } catch (error) {
      if (error instanceof InvalidJsonText) this.validity = false;
      throw error;
    }
  }

  /** Whether the literal is a valid one: known once decoded, else read strictly here (once). */
  valid(): boolean {
    this.validity ??= isStrictLiteral(this.literal);
    return this.validity;
  }

  /** A decoder elsewhere (a count worker) read the whole literal and found it valid. */
  confirm(): void {
    this.validity = true;
  }

  /**
   * A bound on the text's UTF-8 size, without decoding it. Valid UTF-8 is copied byte for byte and
   * every escape (2 or 6 bytes, or 12 for a surrogate pair) stands for fewer bytes than it takes, so
   * the literal's length without its quotes bounds it; otherwise an invalid byte may become U+FFFD
   * (3 bytes), so three times that. The UTF-8 check runs only when the bound it tightens matters.
   */
  maxUtf8Bytes(limit: number): number {
    const inside = this.bytes.length - 2;
    return inside * 3 <= limit || !isUtf8(this.literal) ? inside * 3 : inside;
  }

  /**
   * The literal in shared memory, for worker threads (one copy at most, however many workers read
   * it): where the body was received into a region, a view of it, held until `release()`; otherwise
   * a copy into a region from the pool (a new SharedArrayBuffer of 1 MB costs ~1 ms to map and
   * zero, a reused one ~0.04 ms to fill). `release()` once no thread reads it any more.
   */
  shared(): { view: Uint8Array; release(): void } {
    if (this.region !== null) {
      const view = this.literal;
      return { view, release: this.region.retain() };
    }
    const size = this.bytes.byteLength;
    const region = SharedRegion.acquire(size);
    const view = new Uint8Array(region?.buffer ?? new SharedArrayBuffer(size), 0, size);
    view.set(this.bytes);
    return { view, release: () => region?.release() };
  }
}

/**
 * Decodes a literal's bytes (a Uint8Array or shared memory) exactly as the body parser decodes a
 * body: UTF-8 (an invalid sequence becomes U+FFFD), then the JSON string. Without a backslash the
 * bytes between the quotes are the text, so JSON.parse (a second pass and a second copy) is skipped;
 * pure ASCII is copied as Latin-1, which V8 does without a UTF-8 decoder pass, and escaped ASCII is
 * decoded in one pass into its UTF-8 (json-utf8.ts), which is its Latin-1 bytes unless an escape is
 * above U+007F (half the CPU of a Latin-1 copy and then JSON.parse, for 1 MB of code with 89k escapes). Other valid UTF-8 is decoded here in one pass,
 * escapes included (decodeUnits): V8's UTF-8 decoder is a scalar two-pass one (about 3.5 ms per MB
 * of CJK on a quiet core, then JSON.parse's own pass), or, for a large literal dense in multi-byte
 * characters, transcoded natively (transcodedUnits); invalid UTF-8 takes V8's decoder, whose
 * U+FFFD replacement is the reference.
 */
export function decodeJsonText(literal: Uint8Array | SharedArrayBuffer): string {
  const decoded = decodeJsonUnits(literal);
  return typeof decoded === 'string' ? decoded : decoded.slice(0, decoded.units.length);
}

/**
 * A decoded text still in code units (Latin-1 bytes or UTF-16), not yet a string: a 1 MB text
 * made a string is fresh memory of its size on every count (bench/RESULTS.md, mb29), while strings
 * of its parts (`slice`) under V8's large-object size are young-generation memory V8 reuses.
 * The units are the literal itself or this thread's scratch memory: valid until the next decode
 * (here or by json-utf8.ts).
 */
export interface DecodedUnits {
  readonly units: Uint8Array | Uint16Array;
  /**
   * Whether a unit other than a surrogate is U+3000 or above (where chunk-cuts.ts's rule 2 places
   * are: CJK punctuation); false proves there is none, so a cut can only follow a '\n'.
   */
  readonly cjk: boolean;
  /**
   * UTF-16 units: the runs of at least LATIN_RUN_MIN_UNITS Latin-1 units between units above
   * U+00FF, as [start, end) pairs in order (chunk-cuts.ts counts them as one-byte parts, without
   * reading every unit again to find them). Latin-1 units: empty.
   */
  readonly latinRuns: readonly number[];
  /** The text of units[start..end) as a string. */
  slice(start: number, end: number): string;
}

/** DecodedUnits.latinRuns' shortest run (chunk-cuts.ts's NARROW_MIN_UNITS). */
export const LATIN_RUN_MIN_UNITS = 512;

/**
 * decodeJsonText's decode without its last step; a string where only V8 decodes it (invalid UTF-8).
 * Throws InvalidJsonText when the literal is not a valid one (a control character, a bad escape,
 * `\u0000`: what json-literal.ts's strict read refuses), checked as the decoders read each byte.
 * The literal ends at its first `"` not escaped (how it was found): a `"` inside is not looked for.
 */
export function decodeJsonUnits(literal: Uint8Array | SharedArrayBuffer): DecodedUnits | string {
  const decoded = decodeChecked(literal);
  if (decoded === null) throw new InvalidJsonText();
  return decoded;
}

function decodeChecked(literal: Uint8Array | SharedArrayBuffer): DecodedUnits | string | null {
  const bytes = literal instanceof Uint8Array ? literal : new Uint8Array(literal);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (denseNonAscii(bytes)) {
    // Not ASCII (its sample holds sequences' bytes), and the transcode checks the UTF-8 itself.
    const dense = transcodedUnits(bytes, buffer);
    if (dense !== undefined) return dense;
  } else if (isAscii(buffer)) {
    if (buffer.indexOf(BACKSLASH) < 0)
      return hasControl(bytes) ? null : latin1Units(bytes.subarray(1, bytes.length - 1));
    // Its text as UTF-8 (json-utf8.ts) is its Latin-1 units where it is ASCII (no escape above U+007F).
    const utf8 = decodeJsonUtf8(bytes);
    if (utf8 === null) return null;
    return isAscii(utf8) ? latin1Units(utf8) : decodeUnits(bytes);
  } else if (isUtf8(buffer)) return decodeUnits(bytes);
  // Rare (invalid UTF-8 counts as U+FFFD): the strict read, then V8's decode.
  if (!isStrictLiteral(bytes)) return null;
  return buffer.indexOf(BACKSLASH) >= 0
    ? (JSON.parse(buffer.toString('utf8')) as string)
    : buffer.toString('utf8', 1, buffer.length - 1);
}

function latin1Units(units: Uint8Array): DecodedUnits {
  const buffer = Buffer.from(units.buffer, units.byteOffset, units.byteLength);
  return { units, cjk: false, latinRuns: [], slice: (start, end) => buffer.toString('latin1', start, end) };
}

function utf16Units(units: Uint16Array, cjk: boolean, latinRuns: number[]): DecodedUnits {
  const buffer = Buffer.from(units.buffer, units.byteOffset, units.byteLength);
  return { units, cjk, latinRuns, slice: (start, end) => buffer.toString('utf16le', start * 2, end * 2) };
}

const BACKSLASH = 0x5c;

const scratch = scratchMemory();

/**
 * The text of a literal that is valid UTF-8: UTF-16 code units written straight from the bytes —
 * narrowed to Latin-1 when every unit fits, as V8 itself would store the string; null when the
 * literal is not a valid one (a control byte, a bad escape).
 */
function decodeUnits(b: Uint8Array): DecodedUnits | null {
  const end = b.length - 1; // the closing quote
  const units = new Uint16Array(scratch(end * 2), 0, end);
  const from = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const to = new DataView(units.buffer, 0, end * 2);
  let wide = 0; // 1 once a unit above 0xff is written (0 while the text is Latin-1)
  let cjk = false; // a unit of U+3000 or above written (DecodedUnits.cjk)
  const runs: number[] = []; // DecodedUnits.latinRuns
  let latin = 0; // where the Latin-1 units written last begin (each wide unit moves it past itself)
  let n = 0;
  let i = 1;
  while (i < end) {
    const c = b[i] as number;
    if (c < 0x80) {
      if (c !== BACKSLASH) {
        if (c < 0x20) return null;
        units[n++] = c;
        i++;
        // After an ASCII byte: ASCII without a backslash or control byte four bytes at a time, each word written
        // as four units (whole, as copyPlain's: n ≤ i - 1 throughout, since no sequence makes
        // more units than it has bytes). Not before a sequence: CJK would pay a word per character.
        for (; i + 4 <= end; i += 4, n += 4) {
          const x = from.getInt32(i, true);
          to.setInt32(n * 2, (x & 0xff) | ((x & 0xff00) << 8), true);
          to.setInt32(n * 2 + 4, ((x >>> 16) & 0xff) | ((x >>> 24) << 16), true);
          const e = x ^ 0x5c5c5c5c; // a `\` byte becomes 0
          // … or a control byte, or a byte of a sequence
          const flags = (((e - 0x01010101) & ~e) | ((x - 0x20202020) & ~x) | x) & 0x80808080;
          if (flags !== 0) {
            const k = (31 - Math.clz32(flags & -flags)) >> 3;
            i += k;
            n += k;
            break;
          }
        }
      } else if (b[i + 1] === 0x75) {
        const u = hexUnit(b, i, end);
        if (u < 0) return null;
        if (u > 0xff) {
          if (n - latin >= LATIN_RUN_MIN_UNITS) runs.push(latin, n);
          latin = n + 1;
          wide = 1;
          if (u >= 0x3000 && (u < 0xd800 || u >= 0xe000)) cjk = true;
        }
        units[n++] = u;
        i += 6;
      } else {
        const u = simpleUnit(b, i, end);
        if (u === 0) return null;
        units[n++] = u;
        i += 2;
      }
    } else if (c < 0xe0) {
      const u = ((c & 0x1f) << 6) | ((b[i + 1] as number) & 0x3f);
      if (u > 0xff) {
        if (n - latin >= LATIN_RUN_MIN_UNITS) runs.push(latin, n);
        latin = n + 1;
        wide = 1;
      }
      units[n++] = u;
      i += 2;
    } else if (c < 0xf0) {
      if (n - latin >= LATIN_RUN_MIN_UNITS) runs.push(latin, n);
      latin = n + 1;
      units[n++] = ((c & 0x0f) << 12) | (((b[i + 1] as number) & 0x3f) << 6) | ((b[i + 2] as number) & 0x3f);
      wide = 1;
      if (c >= 0xe3) cjk = true; // U+3000 and above
      i += 3;
    } else {
      const cp =
        ((c & 0x07) << 18) |
        (((b[i + 1] as number) & 0x3f) << 12) |
        (((b[i + 2] as number) & 0x3f) << 6) |
        ((b[i + 3] as number) & 0x3f);
      if (n - latin >= LATIN_RUN_MIN_UNITS) runs.push(latin, n);
      latin = n + 2;
      units[n++] = 0xd7c0 + (cp >> 10); // the high surrogate: 0xd800 + ((cp - 0x10000) >> 10)
      units[n++] = 0xdc00 | (cp & 0x3ff);
      wide = 1;
      i += 4;
    }
  }
  // Every unit fits in a byte: Latin-1, as V8 itself would store the string (a narrowing copy).
  if (wide === 0) return latin1Units(new Uint8Array(units.subarray(0, n)));
  if (n - latin >= LATIN_RUN_MIN_UNITS) runs.push(latin, n);
  return utf16Units(units.subarray(0, n), cjk, runs);
}

/** The shortest literal transcodedUnits decodes (smaller ones: a native call and fresh memory each). */
const TRANSCODE_MIN_BYTES = 1 << 16;
/** The first bytes of a literal that multiByteShare reads. */
const SAMPLE_BYTES = 4096;

/**
 * The share of a literal's first SAMPLE_BYTES that are bytes of UTF-8 sequences (high bit set): CJK
 * ~1, Cyrillic ~0.9, accented Latin text ~0.15, English prose under 0.03, code ~0. It picks the decode
 * here (denseNonAscii) and the count over bytes (utf8-count.ts mostlyAscii).
 */
export function multiByteShare(literal: Uint8Array): number {
  const end = Math.min(literal.length, SAMPLE_BYTES);
  let high = 0;
  for (let i = 0; i < end; i++) high += literal[i]! >> 7;
  return end === 0 ? 0 : high / end;
}

/**
 * Whether a large literal is half or more multi-byte bytes at its start: its units are then mostly
 * above U+00FF, where transcodedUnits reads a few of them instead of decoding each.
 */
function denseNonAscii(literal: Uint8Array): boolean {
  return literal.length >= TRANSCODE_MIN_BYTES && multiByteShare(literal) >= 1 / 2;
}

/**
 * decodeUnits' result for a large literal dense in non-ASCII characters, decoded natively, or
 * undefined where it is not valid UTF-8 (V8's decoder then makes U+FFFD of it): the literal's inside
 * transcoded, which checks the UTF-8 itself (isUtf8's pass and isAscii's took ~0.1 ms per MB of CJK);
 * then, without an escape, hasControl finds its control bytes, and with escapes, unescapeUnits
 * writes them in the units (and finds raw control units): ~0.4 ms per MB of CJK with a line break
 * escaped every 50 characters less than json-utf8.ts's decode into UTF-8 before the transcode.
 */
function transcodedUnits(b: Uint8Array, buffer: Buffer): DecodedUnits | null | undefined {
  const text = b.subarray(1, b.length - 1);
  const escaped = buffer.indexOf(BACKSLASH) >= 0;
  const units = transcodeUtf8(text);
  if (units === null) return undefined;
  if (!escaped) return hasControl(b) ? null : unitsFacts(units, text, false);
  const unescaped = unescapeUnits(units);
  return unescaped === null ? null : unitsFacts(unescaped, text, true);
}

/**
 * The UTF-16 code units of `utf8`, transcoded by Node (simdutf: ~0.2–0.3 ms per MB of CJK, where
 * decodeUnits' loop takes ~0.9: a JS loop pays ~2 ns per unit), in fresh memory; null where it is
 * not well-formed UTF-8 (Node's transcode refuses it whole, as isUtf8 would).
 */
function transcodeUtf8(utf8: Uint8Array): Uint16Array | null {
  if (utf8.length === 0) return new Uint16Array(0); // (Node's transcode refuses an empty text too)
  let out: Buffer;
  try {
    out = transcode(Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength), 'utf8', 'utf16le');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'U_INVALID_CHAR_FOUND') return null;
    throw error;
  }
  const aligned = out.byteOffset % 2 === 0 ? out : Buffer.from(out);
  return new Uint16Array(aligned.buffer, aligned.byteOffset, aligned.length / 2);
}

/** The code units of a text given as well-formed UTF-8 (transcodeUtf8), with DecodedUnits' facts. */
export function utf8Units(utf8: Uint8Array): DecodedUnits {
  const units = transcodeUtf8(utf8);
  if (units === null) throw new Error('utf8Units: not well-formed UTF-8');
  return unitsFacts(units, utf8, false);
}

/**
 * DecodedUnits of transcoded units, whose facts are found without reading every unit: a Latin-1
 * run of LATIN_RUN_MIN_UNITS holds a unit at a multiple of PROBE, read from there to its ends; cjk
 * from a probe, else from the UTF-8's lead bytes E3–EF (U+3000–U+FFFF; native searches), else, where
 * `utf8` is a literal's with `\u` escapes in it (`escaped`), from every unit.
 */
function unitsFacts(units: Uint16Array, utf8: Uint8Array, escaped: boolean): DecodedUnits {
  const length = units.length;
  const runs: number[] = []; // DecodedUnits.latinRuns
  let cjk = false;
  let covered = 0; // the units before it are in a run found, or read
  for (let p = 0; p < length; p += PROBE) {
    const u = units[p]!;
    if (u > 0xff) {
      if (u >= 0x3000 && (u < 0xd800 || u >= 0xe000)) cjk = true;
      continue;
    }
    if (p < covered) continue;
    // The Latin-1 run around p, bounded by units above U+00FF (or the ends).
    let start = p;
    while (start > covered && units[start - 1]! <= 0xff) start--;
    let end = p + 1;
    while (end < length && units[end]! <= 0xff) end++;
    if (end - start >= LATIN_RUN_MIN_UNITS) runs.push(start, end);
    covered = end;
  }
  // No unit above U+00FF: Latin-1, as V8 itself would store the string (a narrowing copy).
  if (runs.length === 2 && runs[0] === 0 && runs[1] === length) return latin1Units(new Uint8Array(units));
  const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  for (let lead = 0xe3; lead <= 0xef && !cjk; lead++) cjk = bytes.indexOf(lead) >= 0;
  if (!cjk && escaped && bytes.indexOf('\\u', 0, 'latin1') >= 0)
    for (let i = 0; i < length && !cjk; i++)
      cjk = units[i]! >= 0x3000 && (units[i]! < 0xd800 || units[i]! >= 0xe000);
  return utf16Units(units, cjk, runs);
}

/** utf8Units' probes are this many units apart: any run of LATIN_RUN_MIN_UNITS holds one. */
const PROBE = LATIN_RUN_MIN_UNITS / 2;
