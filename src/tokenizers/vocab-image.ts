// The compact form of a loaded vocabulary: every table the engine reads, in one SharedArrayBuffer.
// A vocabulary is built (or read from its prebuilt file, vocab-files.ts) once per process; the
// buffer is handed to worker threads by postMessage, which shares it rather than copying it, and
// each thread rebuilds only the small parts that cannot be shared (the split regexes, the
// normalizer, the added-token trie, a few sets) from the image's JSON header, in milliseconds.
//
// Layout: u32 magic, u32 header length, the header (JSON: what the vocabulary was built from and
// where each section lies), then the sections (typed arrays, each at a multiple of 64 bytes — a
// cache line — so the 16-byte slots of the pair and whole-token tables never straddle two). The
// same bytes are the prebuilt file, so a file and an image built in memory are read by one code.

import { type AddedToken, AddedTokenMatcher } from './added-tokens.js';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { ByteCuts } from './byte-cuts.js';
import { CodePointMap } from './code-point-map.js';
import { buildNormalizer, type HfComponent } from './hf-pipeline.js';
import { PairTable } from './pair-table.js';
import { type SplitBehavior, splitStage } from './pre-tokenizer.js';
import { SharedStringTable } from './shared-string-table.js';
import { StringTable } from './string-table.js';

const MAGIC = 0x314b5650; // "PVK1" little-endian
/** Bumped whenever the layout or a section's meaning changes: an older file is then rebuilt. */
export const IMAGE_FORMAT = 3;

type Section = Int32Array | Uint16Array | Float64Array;
type Kind = 'i32' | 'u16' | 'f64';

interface Header {
  format: number;
  /** What the vocabulary was built from (package, version, file): a prebuilt file must match. */
  source: string;
  symbols: 'bytes' | 'chars';
  unkId: number;
  fuseUnk: boolean;
  normalizer: HfComponent | null;
  stages: { source: string; flags: string; behavior: SplitBehavior }[];
  added: { raw: AddedToken[] | null; normalized: AddedToken[] | null } | null;
  counts: Record<string, number>;
  sections: Record<string, [Kind, number, number]>;
}

const kindOf = (a: Section): Kind =>
  a instanceof Int32Array ? 'i32' : a instanceof Uint16Array ? 'u16' : 'f64';
const align64 = (n: number) => (n + 63) & ~63;

/** The image of a vocabulary built by a loader (its lookup tables as a loader makes them). */
export function vocabularyImage(vocab: BpeVocabulary, source: string): SharedArrayBuffer {
  const sections: Record<string, Section> = { byteIds: vocab.byteIds, pairs: vocab.pairs.table };
  const counts: Record<string, number> = { pairs: vocab.pairs.size };
  if (vocab.charIds !== null) {
    sections['charIds.bmp'] = vocab.charIds.bmp;
    sections['charIds.astral'] = vocab.charIds.astralPairs();
  }
  if (vocab.wholeTokens !== null) {
    if (!(vocab.wholeTokens instanceof StringTable)) throw new Error(`${source}: already an image`);
    const parts = SharedStringTable.partsOf(vocab.wholeTokens);
    for (const [name, array] of Object.entries(parts)) sections[`whole.${name}`] = array;
  }
  if (vocab.cutBigrams !== null) {
    sections['cutBigrams'] = vocab.cutBigrams.table;
    counts['cutBigrams'] = vocab.cutBigrams.size;
  }
  if (vocab.byteCuts) {
    const parts = vocab.byteCuts.parts();
    sections['byteCuts.bigrams'] = parts.bigrams;
    counts['byteCuts.bigrams'] = parts.bigramCount;
    sections['byteCuts.filter'] = parts.filter;
    parts.sets.forEach((set, i) => {
      sections[`byteCuts.set${i}`] = set;
    });
  }
  if (vocab.normalize !== null && vocab.normalizer === null)
    throw new Error(`${source}: a normalizer without its description cannot be shared`);
  const header: Header = {
    format: IMAGE_FORMAT,
    source,
    symbols: vocab.symbols,
    unkId: vocab.unkId,
    fuseUnk: vocab.fuseUnk,
    normalizer: vocab.normalizer,
    stages: vocab.stages.map((s) => ({ source: s.regex.source, flags: s.regex.flags, behavior: s.behavior })),
    added: vocab.added
      ? {
          raw: vocab.added.raw?.tokens.slice() ?? null,
          normalized: vocab.added.normalized?.tokens.slice() ?? null,
        }
      : null,
    counts,
    sections: {},
  };
  // Offsets depend on the header's length, which depends on the offsets' digits: lay out twice.
  let json = '';
  for (let pass = 0; pass < 2; pass++) {
    let at = align64(8 + Buffer.byteLength(json) + 64);
    for (const [name, array] of Object.entries(sections)) {
      header.sections[name] = [kindOf(array), at, array.length];
      at += align64(array.byteLength);
    }
    json = JSON.stringify(header);
  }
  const headerBytes = Buffer.from(json);
  const first = Object.values(header.sections)[0]![1];
  if (8 + headerBytes.length > first) throw new Error('vocabulary image header overflow');
  const last = Object.entries(sections).at(-1)!;
  const image = new SharedArrayBuffer(header.sections[last[0]]![1] + align64(last[1].byteLength));
  const bytes = new Uint8Array(image);
  const view = new DataView(image);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, headerBytes.length, true);
  bytes.set(headerBytes, 8);
  for (const [name, array] of Object.entries(sections)) {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), header.sections[name]![1]);
  }
  return image;
}

function readHeader(image: SharedArrayBuffer): Header {
  const view = new DataView(image);
  if (image.byteLength < 8 || view.getUint32(0, true) !== MAGIC) throw new Error('not a vocabulary image');
  const length = view.getUint32(4, true);
  // slice(): TextDecoder refuses views of shared memory.
  const header = JSON.parse(new TextDecoder().decode(new Uint8Array(image, 8, length).slice())) as Header;
  if (header.format !== IMAGE_FORMAT) throw new Error(`vocabulary image format ${header.format}`);
  return header;
}

const BYTES: Record<Kind, number> = { i32: 4, u16: 2, f64: 8 };

/**
 * What the image was built from (`source` of vocabularyImage), or null when it is not an image or
 * is cut short (a file read while `npm run build` was rewriting it: its header is whole but a
 * section runs past the end, and viewing that section would throw "Invalid typed array length").
 */
export function imageSource(image: SharedArrayBuffer): string | null {
  try {
    const header = readHeader(image);
    for (const [kind, at, length] of Object.values(header.sections)) {
      if (at + length * BYTES[kind] > image.byteLength) return null;
    }
    return header.source;
  } catch {
    return null;
  }
}

/** The vocabulary over an image: its tables are views of the (shared) buffer, never copies. */
export function vocabularyFromImage(image: SharedArrayBuffer): BpeVocabulary {
  const h = readHeader(image);
  const place = (name: string, kind: Kind): [number, number] => {
    const entry = h.sections[name];
    if (entry === undefined || entry[0] !== kind) throw new Error(`vocabulary image: no ${kind} ${name}`);
    return [entry[1], entry[2]];
  };
  const i32 = (name: string) => new Int32Array(image, ...place(name, 'i32'));
  const u16 = (name: string) => new Uint16Array(image, ...place(name, 'u16'));
  const f64 = (name: string) => new Float64Array(image, ...place(name, 'f64'));
  const has = (name: string) => Object.hasOwn(h.sections, name);
  const normalize = buildNormalizer(h.normalizer);
  return {
    symbols: h.symbols,
    byteIds: i32('byteIds'),
    charIds: has('charIds.bmp') ? new CodePointMap(i32('charIds.bmp'), i32('charIds.astral')) : null,
    unkId: h.unkId,
    fuseUnk: h.fuseUnk,
    pairs: PairTable.over(i32('pairs'), h.counts['pairs']!),
    wholeTokens: has('whole.slots')
      ? new SharedStringTable({
          slots: i32('whole.slots'),
          units: u16('whole.units'),
          longest: u16('whole.longest'),
        })
      : null,
    normalize,
    normalizer: h.normalizer,
    added: h.added
      ? {
          raw: h.added.raw ? new AddedTokenMatcher(h.added.raw) : null,
          normalized: h.added.normalized ? new AddedTokenMatcher(h.added.normalized) : null,
        }
      : null,
    stages: h.stages.map((s) => splitStage(new RegExp(s.source, s.flags), s.behavior)),
    cutBigrams: has('cutBigrams') ? PairTable.over(i32('cutBigrams'), h.counts['cutBigrams']!) : null,
    byteCuts: has('byteCuts.bigrams')
      ? ByteCuts.from({
          bigrams: i32('byteCuts.bigrams'),
          bigramCount: h.counts['byteCuts.bigrams']!,
          filter: i32('byteCuts.filter'),
          sets: [0, 1, 2, 3, 4, 5].map((i) => f64(`byteCuts.set${i}`)),
        })
      : null,
  };
}
