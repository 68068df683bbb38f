// The count worker's steps on a 1 MB literal dense in non-ASCII characters, CPU ms per MB of UTF-8,
// in one process on one thread (pinned): the raw engine's count() of the text's string; the
// literal's decode into code units (decodeJsonUnits); the block strings countUnits makes of them
// (64 of 16K units, made well-formed); countUnits (decode and blocks included); the literal decoded
// into one string by V8 (Buffer.toString, then JSON.parse where it has escapes) and by the service's
// decoder (decodeJsonText: its units, then one string of them), each then counted by count().
// Texts: tokens.bench's CJK and CJK + English prose with line breaks (escaped),
// fresh each round (new seeds), each way with its own engine. Medians.
//   node --import tsx bench/dense-steps.ts   (BENCH_ROUNDS, default 7)
import { loadavg } from 'node:os';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { type DecodedUnits, decodeJsonText, decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { countUnits, isUtf16 } from '../src/tokenizers/unit-pieces.js';
import { toWellFormed } from '../src/tokenizers/well-formed.js';
import { cjk, prose } from './lib/corpus.js';
import { cjkEnglish } from './lib/mixed-text.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const MB = 1 << 20;
const engine = () => createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const rawTok = engine();
const unitsTok = engine();
const nativeTok = engine();
const oneTok = engine();
function texts(r: number): Record<string, string> {
  const english = prose(MB, 3 + r);
  const han = cjk(MB, 9 + r);
  return {
    cjk: han,
    'cjk + english': cjkEnglish(han, english),
  };
}
const KINDS = ['cjk', 'cjk + english'];
const STEPS = [
  'raw count',
  'decode units',
  'block strings',
  'countUnits',
  'V8 string',
  'V8 + count',
  'one string',
  'one + count',
];
const ms: Record<string, Record<string, number[]>> = Object.fromEntries(
  KINDS.map((k) => [k, Object.fromEntries(STEPS.map((s) => [s, [] as number[]]))]),
);
const load0 = loadavg()[0]!;
let sink = 0;
for (let r = 0; r < ROUNDS; r++) {
  const t = texts(r);
  for (const kind of KINDS) {
    const text = t[kind]!;
    const literal = new Uint8Array(Buffer.from(JSON.stringify(text)));
    const mb = literal.length / MB;
    const time = (step: string, f: () => number) => {
      const t0 = processCpuMs();
      sink += f();
      ms[kind]![step]!.push((processCpuMs() - t0) / mb);
    };
    time('decode units', () => (decodeJsonUnits(literal) as DecodedUnits).units.length);
    const decoded = decodeJsonUnits(literal) as DecodedUnits & { units: Uint16Array };
    if (!isUtf16(decoded)) throw new Error('not UTF-16');
    time('block strings', () => {
      let s = 0;
      for (let i = 0; i < decoded.units.length; i += 16384)
        s += toWellFormed(decoded.slice(i, Math.min(decoded.units.length, i + 16384))).length;
      return s;
    });
    const buffer = Buffer.from(literal.buffer, literal.byteOffset, literal.length);
    const native = () =>
      buffer.indexOf(0x5c) < 0
        ? buffer.toString('utf8', 1, buffer.length - 1)
        : (JSON.parse(buffer.toString('utf8')) as string);
    time('V8 string', () => native().length);
    time('one string', () => decodeJsonText(literal).length);
    // The counts in a rotating order: a piece cache the engines share favours whichever comes later.
    const counts: [string, () => number][] = [
      ['raw count', () => rawTok.count(text)],
      ['countUnits', () => countUnits(unitsTok.utf8Counter!, decodeJsonUnits(literal) as typeof decoded)],
      ['V8 + count', () => nativeTok.count(native())],
      ['one + count', () => oneTok.count(decodeJsonText(literal))],
    ];
    for (let k = 0; k < 4; k++) time(...counts[(k + r) % 4]!);
  }
}
console.log(
  `dense steps: ${ROUNDS} rounds, load ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} (sink ${sink})`,
);
for (const kind of KINDS)
  console.log(
    `${kind.padEnd(14)} ${STEPS.map((s) => `${s} ${median(ms[kind]![s]!).toFixed(2)}`).join(' | ')}`,
  );
// decodeUnits (mixed text) swings with V8's deopts: the rounds show it.
console.log(
  'per round, decode units:',
  KINDS.map((k) => `${k}: ${ms[k]!['decode units']!.map((v) => v.toFixed(1)).join(' ')}`).join(' | '),
);
