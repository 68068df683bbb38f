// One BPE engine for every vocabulary: normalize → split → (short-piece count | whole token | cache | merge).
//
// Speed comes from allocating nothing per piece: pieces are ranges of the input, looked up in
// hash tables probed by range (SharedStringTable, CountCache); merge pairs are ints (PairTable);
// symbols are built straight from UTF-16 code units; count() caches piece → count. SentencePiece
// vocabularies, whose "piece" is the whole text, are cut where no token can span, so the cache
// sees words.
// Linear time comes from the heap merge in bpe-merge.ts.

import { BpeMerger } from './bpe-merge.js';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { type CutTest, chunkCuts } from './chunk-cuts.js';
import { CountCache } from './count-cache.js';
import { preservesOffsets } from './hf-pipeline.js';
import { type PieceHandler, splitPieces } from './pre-tokenizer.js';
import { SHORT_PIECE_UNITS, ShortCounts } from './short-counts.js';
import type { CountTokenizerId, Tokenizer } from './tokenizer.types.js';
import type { ByteCounter } from './utf8-words.js';
import { toWellFormed } from './well-formed.js';
import { countWords, wordsCountable } from './word-counts.js';

/** Pieces longer than this rarely repeat; caching them would only churn memory. */
const MAX_CACHED_PIECE_CHARS = 128;
/** Count cache bound (entries). */
const MAX_CACHE_ENTRIES = 50_000;
/** Symbol buffers above this size are not retained between calls. */
const RETAINED_BUFFER_SYMBOLS = 1 << 16;

export class BpeTokenizer implements Tokenizer {
  private readonly merger: BpeMerger;
  /**
   * Piece → token count, for count() only: no id arrays to allocate or collect. encode() always
   * merges (it is the verification path, not the hot one).
   */
  private readonly counts = new CountCache(MAX_CACHE_ENTRIES, MAX_CACHED_PIECE_CHARS);
  /**
   * count() of a byte-level part that is one code point, by code point (0: not known yet). Cutting
   * CJK makes most parts one character; a byte read replaces the piece cache's hash and probe.
   * 1.1 MB of address space (zero pages), of which only the pages of code points seen become resident.
   */
  private readonly charCounts = new Uint8Array(0x110000);
  /** count() of short ASCII pieces, found without hashing the piece (short-counts.ts). */
  private readonly shortCounts = new ShortCounts();
  private symbols = new Int32Array(1024);
  /** Ids are appended here during encode(); null during count(). */
  private out: number[] | null = null;
  private readonly onPiece: PieceHandler;
  /** countWords()'s short ASCII word that the short-piece table missed (its slot found). */
  private readonly onShortMiss: PieceHandler = (t, s, e) => {
    const n = this.pieceCount(t, s, e);
    this.shortCounts.add(n);
    return n;
  };
  /** count() walks o200k's pieces itself, its ASCII words keyed as scanned (word-counts.ts). */
  private readonly countsWords: boolean;

  constructor(
    readonly id: CountTokenizerId,
    private readonly vocab: BpeVocabulary,
  ) {
    this.merger = new BpeMerger(vocab.pairs);
    this.onPiece =
      vocab.symbols === 'bytes' ? (t, s, e) => this.bytePiece(t, s, e) : (t, s, e) => this.charPiece(t, s, e);
    this.countsWords = vocab.symbols === 'bytes' && wordsCountable(vocab.stages);
  }

  private cutTest: CutTest | null | undefined;
  /** Where this vocabulary's texts can be cut and counted in parts (chunk-cuts.ts); null: never. */
  get cuts(): CutTest | null {
    if (this.cutTest === undefined) this.cutTest = chunkCuts(this.vocab);
    return this.cutTest;
  }

  encode(text: string): number[] {
    const out: number[] = [];
    this.run(text, out);
    return out;
  }

  count(text: string): number {
    return this.run(text, null);
  }

  private byteCounter: ByteCounter | null | undefined;
  /**
   * What a count over a text's UTF-8 bytes needs (utf8-count.ts), for a vocabulary whose count()
   * walks o200k's pieces itself (no added tokens, no normalizer); null for any other.
   */
  get utf8Counter(): ByteCounter | null {
    if (this.byteCounter === undefined)
      this.byteCounter =
        this.countsWords && !this.vocab.added && this.vocab.normalize === null
          ? {
              shorts: this.shortCounts,
              piece: (t, s, e) => this.pieceAlone(t, s, e),
              shortMiss: (t, s, e) => this.shortMissAlone(t, s, e),
              count: (t) => this.count(t),
            }
          : null;
    return this.byteCounter;
  }

  private run(text: string, out: number[] | null): number {
    let s = toWellFormed(text);
    this.out = out;
    try {
      if (this.vocab.added) return this.runWithAdded(s);
      if (this.vocab.normalize !== null) s = this.vocab.normalize(s);
      if (s.length === 0) return 0;
      if (out === null && this.countsWords)
        return countWords(s, this.shortCounts, this.onPiece, this.onShortMiss);
      return splitPieces(s, 0, s.length, this.vocab.stages, 0, this.onPiece);
    } finally {
      this.out = null;
      this.releaseSymbols();
    }
  }

  /** A byte-level piece counted outside count() (utf8Counter's): its symbols released as count() does. */
  private pieceAlone(text: string, start: number, end: number): number {
    try {
      return this.onPiece(text, start, end);
    } finally {
      this.releaseSymbols();
    }
  }

  /** onShortMiss outside count() (utf8Counter's), its symbols released as count() does. */
  private shortMissAlone(text: string, start: number, end: number): number {
    try {
      return this.onShortMiss(text, start, end);
    } finally {
      this.releaseSymbols();
    }
  }

  private releaseSymbols(): void {
    if (this.symbols.length > RETAINED_BUFFER_SYMBOLS) this.symbols = new Int32Array(1024);
  }

  /**
   * HF's order: added tokens are found on the raw text; each stretch between them is normalized on
   * its own, searched for `normalized` added tokens, then pre-tokenized and merged. When the
   * normalizer maps code unit to code unit, the whole text is normalized once and the stretches
   * are ranges of it (no copy per stretch).
   */
  private runWithAdded(raw: string): number {
    const { normalize, added } = this.vocab;
    const matcher = added!.raw;
    const whole = added!.normalized === null && preservesOffsets(normalize);
    const normalized = whole && normalize !== null ? normalize(raw) : raw;
    let total = 0;
    let pos = 0;
    while (matcher?.find(raw, pos, raw.length)) {
      const { start, end, id } = matcher;
      if (start > pos)
        total += whole ? this.stretch(normalized, pos, start) : this.rawStretch(raw, pos, start);
      this.out?.push(id);
      total++;
      pos = end;
    }
    if (pos < raw.length)
      total += whole ? this.stretch(normalized, pos, raw.length) : this.rawStretch(raw, pos, raw.length);
    return total;
  }

  /** A stretch of raw text between added tokens: normalized alone, then its `normalized` tokens. */
  private rawStretch(raw: string, start: number, end: number): number {
    const { normalize, added } = this.vocab;
    const text = normalize === null ? raw.slice(start, end) : normalize(raw.slice(start, end));
    const matcher = added!.normalized;
    if (matcher === null) return this.stretch(text, 0, text.length);
    let total = 0;
    let pos = 0;
    while (matcher.find(text, pos, text.length)) {
      const { start: from, end: to, id } = matcher;
      if (from > pos) total += this.stretch(text, pos, from);
      this.out?.push(id);
      total++;
      pos = to;
    }
    return pos < text.length ? total + this.stretch(text, pos, text.length) : total;
  }

  private stretch(text: string, start: number, end: number): number {
    return start < end ? splitPieces(text, start, end, this.vocab.stages, 0, this.onPiece) : 0;
  }

  /** A whole-vocabulary shortcut (tiktoken always; HF with ignore_merges), or -1. */
  private whole(text: string, start: number, end: number): number {
    const whole = this.vocab.wholeTokens;
    if (whole === null) return -1;
    const id = whole.get(text, start, end);
    if (id >= 0) this.out?.push(id);
    return id;
  }

  private bytePiece(text: string, start: number, end: number): number {
    if (this.out === null && end - start <= SHORT_PIECE_UNITS) {
      // One ASCII character is one byte: one token whether it is looked up whole or merged (one
      // symbol merges to itself), so a count skips the probe (a fifth of an English text's pieces).
      if (end - start === 1 && text.charCodeAt(start) < 0x80) return 1;
      // Other short ASCII pieces: their count as a piece (an ASCII piece is never cut below).
      const known = this.shortCounts.get(text, start, end);
      if (known >= 0) return known;
      const n = this.pieceCount(text, start, end);
      if (known === -1) this.shortCounts.add(n);
      return n;
    }
    return this.pieceCount(text, start, end);
  }

  private pieceCount(text: string, start: number, end: number): number {
    if (this.whole(text, start, end) >= 0) return 1;
    const cuts = this.vocab.byteCuts;
    // Only non-ASCII boundaries are ever cut; a piece that ends in ASCII past its (optional)
    // leading space or mark is taken as Latin and not scanned (not cutting is always exact).
    if (
      cuts == null ||
      end - start < 2 ||
      (text.charCodeAt(start + 1) < 0x80 && text.charCodeAt(end - 1) < 0x80)
    )
      return this.bytePart(text, start, end);
    // Cut between characters that no symbol can span (byte-cuts.ts): CJK and other non-Latin
    // pieces become short parts the count cache knows, instead of one long distinct merge.
    let total = 0;
    let partStart = start;
    let prev = text.codePointAt(start)!;
    for (let i = start + (prev > 0xffff ? 2 : 1); i < end; ) {
      const cp = text.codePointAt(i)!;
      if ((prev | cp) >= 0x80 && cuts.canCut(prev, cp)) {
        total += this.bytePart(text, partStart, i);
        partStart = i;
      }
      prev = cp;
      i += cp > 0xffff ? 2 : 1;
    }
    return total + this.bytePart(text, partStart, end);
  }

  private bytePart(text: string, start: number, end: number): number {
    return this.out === null
      ? this.cachedCount(text, start, end, true)
      : this.emit(this.mergeBytes(text, start, end));
  }

  /** SentencePiece-style piece: cut where no token can span, then encode each part. */
  private charPiece(text: string, start: number, end: number): number {
    // HF's ignore_merges looks up the whole pre-token, so this must happen before any cut.
    if (this.whole(text, start, end) >= 0) return 1;
    const cut = this.vocab.cutBigrams;
    if (cut === null) return this.charPart(text, start, end);
    let total = 0;
    let partStart = start;
    let prev = text.codePointAt(start)!;
    for (let i = start + (prev > 0xffff ? 2 : 1); i < end; ) {
      const cp = text.codePointAt(i)!;
      if (cut.find(prev, cp) < 0) {
        total += this.charPart(text, partStart, i);
        partStart = i;
      }
      prev = cp;
      i += cp > 0xffff ? 2 : 1;
    }
    return total + this.charPart(text, partStart, end);
  }

  private charPart(text: string, start: number, end: number): number {
    return this.out === null
      ? this.cachedCount(text, start, end, false)
      : this.emit(this.mergeChars(text, start, end));
  }

  private cachedCount(text: string, start: number, end: number, bytes: boolean): number {
    // Well-formed input: a 2-unit part starting with a high surrogate is one astral code point.
    if (bytes && (end - start === 1 || (end - start === 2 && (text.charCodeAt(start) & 0xfc00) === 0xd800)))
      return this.codePointCount(text, start, end);
    const cached = this.counts.get(text, start, end);
    if (cached >= 0) return cached;
    const n = bytes ? this.mergeBytes(text, start, end) : this.mergeChars(text, start, end);
    this.counts.add(text, start, end, n);
    return n;
  }

  private codePointCount(text: string, start: number, end: number): number {
    const cp = text.codePointAt(start)!;
    let n = this.charCounts[cp]!;
    if (n === 0) {
      n = this.mergeBytes(text, start, end);
      this.charCounts[cp] = n;
    }
    return n;
  }

  /** Appends the merged ids in `symbols[0..n)` to the encode() output. */
  private emit(n: number): number {
    const { symbols, out } = this;
    for (let i = 0; i < n; i++) out!.push(symbols[i]!);
    return n;
  }

  private reserve(n: number): Int32Array {
    if (this.symbols.length < n) this.symbols = new Int32Array(Math.max(n, this.symbols.length * 2));
    return this.symbols;
  }

  /** UTF-8 bytes of text[start..end) → byte token ids, then merge. Returns the merged count. */
  private mergeBytes(text: string, start: number, end: number): number {
    const buf = this.reserve((end - start) * 3);
    const byteIds = this.vocab.byteIds;
    let n = 0;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) {
        buf[n++] = byteIds[c]!;
      } else if (c < 0x800) {
        buf[n++] = byteIds[0xc0 | (c >> 6)]!;
        buf[n++] = byteIds[0x80 | (c & 0x3f)]!;
      } else if (c >= 0xd800 && c < 0xdc00) {
        // Input is well-formed, so a high surrogate is always followed by a low one.
        const cp = ((c - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00) + 0x10000;
        buf[n++] = byteIds[0xf0 | (cp >> 18)]!;
        buf[n++] = byteIds[0x80 | ((cp >> 12) & 0x3f)]!;
        buf[n++] = byteIds[0x80 | ((cp >> 6) & 0x3f)]!;
        buf[n++] = byteIds[0x80 | (cp & 0x3f)]!;
      } else {
        buf[n++] = byteIds[0xe0 | (c >> 12)]!;
        buf[n++] = byteIds[0x80 | ((c >> 6) & 0x3f)]!;
        buf[n++] = byteIds[0x80 | (c & 0x3f)]!;
      }
    }
    return this.merger.merge(buf, n);
  }

  /**
   * Code points → char ids, with HF `BPE::merge_word` semantics for the rest: all-or-nothing
   * `<0xNN>` byte fallback, else `unk` (fused with a pending unk when `fuse_unk`; a pending unk
   * is only flushed by a known character, exactly as HF does), else the character is dropped.
   */
  private mergeChars(text: string, start: number, end: number): number {
    const buf = this.reserve((end - start) * 4);
    const { charIds, byteIds, unkId, fuseUnk } = this.vocab;
    let n = 0;
    let pendingUnk = false;
    for (let i = start; i < end; ) {
      const cp = text.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      const id = charIds!.get(cp);
      if (id >= 0) {
        if (pendingUnk) buf[n++] = unkId;
        pendingUnk = false;
        buf[n++] = id;
        continue;
      }
      // Without byte_fallback every byteIds entry is -1 and this writes nothing.
      const written = writeFallbackBytes(cp, byteIds, buf, n);
      if (written > 0) {
        n += written;
        continue;
      }
      if (unkId < 0) continue;
      if (pendingUnk && !fuseUnk) buf[n++] = unkId;
      pendingUnk = true;
    }
    if (pendingUnk) buf[n++] = unkId;
    if (n === 0) return 0;
    return this.merger.merge(buf, n);
  }
}

/** Writes the `<0xNN>` ids of `cp`'s UTF-8 bytes at `buf[at..]`; 0 if any byte lacks a token. */
function writeFallbackBytes(cp: number, byteIds: Int32Array, buf: Int32Array, at: number): number {
  let bytes: number[];
  if (cp < 0x80) bytes = [cp];
  else if (cp < 0x800) bytes = [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
  else if (cp < 0x10000) bytes = [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  else bytes = [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  for (const b of bytes) if (byteIds[b]! < 0) return 0;
  for (let k = 0; k < bytes.length; k++) buf[at + k] = byteIds[bytes[k]!]!;
  return bytes.length;
}
