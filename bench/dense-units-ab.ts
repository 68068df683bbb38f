// The count worker's o200k count of a large text dense in non-ASCII characters, three ways, in one
// process, CPU-bound on one thread: the raw engine on the text's string; the literal decoded into
// code units and counted in parts cut at cuts (chunk-cuts.ts, the way before cjkb40); and decoded
// and counted by unit-pieces.ts (pieces found over the units by class, no regex, no parts). Texts:
// CJK (tokens.bench's), Cyrillic (prose with its letters mapped), and CJK and English prose
// alternating, fresh each round (new seeds: no way counts a text twice), each way with its own
// engine (its own piece caches, so none meets a text another way has just counted). Ways alternate
// in a rotating order each round; medians, ms per MB of UTF-8.
//   node --import tsx bench/dense-units-ab.ts   (BENCH_ROUNDS, default 7)
import { loadavg } from 'node:os';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countInChunks } from '../src/tokenizers/chunk-cuts.js';
import { type DecodedUnits, decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { countUnits, isUtf16 } from '../src/tokenizers/unit-pieces.js';
import { cjk, prose } from './lib/corpus.js';
import { cjkEnglish } from './lib/mixed-text.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const engine = () => createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const [rawTok, partsTok, unitsTok] = [engine(), engine(), engine()] as const;
const MB = 1 << 20;
/** Round r's texts: every kind from seeds no other round uses. */
function kinds(r: number): Record<string, string> {
  const english = prose(MB, 3 + r);
  const han = cjk(MB, 9 + r);
  return {
    cjk: han,
    cyrillic: english
      .slice(0, 600_000)
      .replace(/[a-z]/g, (c) => String.fromCharCode(0x430 + c.charCodeAt(0) - 97))
      .replace(/[A-Z]/g, (c) => String.fromCharCode(0x410 + c.charCodeAt(0) - 65)),
    'cjk + english': cjkEnglish(han, english),
  };
}
const KINDS = ['cjk', 'cyrillic', 'cjk + english'];
const load0 = loadavg()[0]!;
const names = ['raw', 'parts', 'units'];
const ms = new Map<string, number[]>();
for (let r = 0; r < ROUNDS; r++)
  for (const [kind, text] of Object.entries(kinds(r))) {
    const literal = Buffer.from(JSON.stringify(text));
    const mb = Buffer.byteLength(text) / MB;
    const decode = () => {
      const d = decodeJsonUnits(literal) as DecodedUnits;
      if (typeof d === 'string' || !isUtf16(d)) throw new Error(`${kind}: not decoded into UTF-16 units`);
      return d;
    };
    const ways: Record<string, () => number> = {
      raw: () => rawTok.count(text),
      parts: () => {
        const d = decode();
        return countInChunks((p) => partsTok.count(p), d.units, d.slice, partsTok.cuts!, d);
      },
      units: () => countUnits(unitsTok.utf8Counter!, decode()),
    };
    const counts = new Map<string, number>();
    for (const n of [...names.slice(r % 3), ...names.slice(0, r % 3)]) {
      const t0 = process.cpuUsage();
      counts.set(n, ways[n]!());
      const t = process.cpuUsage(t0);
      // Round 0 warms every way (its texts are counted and checked); not recorded.
      if (r > 0) ms.set(`${kind} ${n}`, [...(ms.get(`${kind} ${n}`) ?? []), (t.user + t.system) / 1000 / mb]);
    }
    for (const [n, count] of counts)
      if (count !== counts.get('raw')) throw new Error(`${kind} ${n}: ${count}, raw ${counts.get('raw')}`);
  }
for (const kind of KINDS)
  console.log(
    `${kind}: ${names.map((n) => `${n} ${median(ms.get(`${kind} ${n}`)!).toFixed(2)}`).join(', ')} ms/MB`,
  );
console.log(`load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
