// Two trees' o200k_base counts of a large text side by side in one process (eng40, issue 29): each
// tree's registry is imported and counts the same texts in alternated order, so a load swing hits
// both alike; per round, MB/s from wall time and the process's CPU time (one thread: the counts run
// on the main thread). Two ways a tree counts: `raw`, the engine's count() of the string; `units`,
// the count worker's way for a large literal dense in non-ASCII text (the JSON literal decoded into
// UTF-16 units, then unit-pieces.ts's countUnits; the decode is timed with it). Each round counts
// BENCH_TEXTS fresh texts once per tree and way (a new seed a round: no text is counted twice by
// one side). Every count of the two trees is compared: a difference throws.
//
//   node --import tsx bench/engine-scan-ab.ts /path/to/base-worktree
//   env (optional): BENCH_ROUNDS=7 BENCH_TEXTS=2 BENCH_KINDS=cjk,prose,cyrillic,mixed
//                   BENCH_WAYS=raw,units BENCH_BYTES=1048576
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cjk, prose } from './lib/corpus.js';

const base = process.argv[2];
if (!base) throw new Error('usage: engine-scan-ab.ts BASE_TREE');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const TEXTS = Number(process.env.BENCH_TEXTS ?? 2);
const BYTES = Number(process.env.BENCH_BYTES ?? 1 << 20);
const KINDS = (process.env.BENCH_KINDS ?? 'cjk,prose,cyrillic,mixed').split(',');
const WAYS = (process.env.BENCH_WAYS ?? 'raw,units').split(',') as Way[];
const self = join(fileURLToPath(import.meta.url), '../..');

type Way = 'raw' | 'units';
type Registry = typeof import('../src/tokenizers/registry.js');
type JsonText = typeof import('../src/tokenizers/json-text.js');
type UnitPieces = typeof import('../src/tokenizers/unit-pieces.js');
type Engine = import('../src/tokenizers/bpe-engine.js').BpeTokenizer;
async function engine(tree: string): Promise<Record<Way, (text: string, literal: Buffer) => number>> {
  const at = (m: string) => import(join(tree, 'src/tokenizers', m));
  const { createTokenizerRegistry } = (await at('registry.ts')) as Registry;
  const { decodeJsonUnits } = (await at('json-text.ts')) as JsonText;
  const { countUnits, isUtf16 } = (await at('unit-pieces.ts')) as UnitPieces;
  // An engine a way: each has its own piece caches, so each way meets each text afresh.
  const [tok, unitTok] = [0, 1].map(() => createTokenizerRegistry().get('o200k_base') as Engine) as [
    Engine,
    Engine,
  ];
  return {
    raw: (text) => tok.count(text),
    units: (text, literal) => {
      const d = decodeJsonUnits(literal);
      // A text the worker would not count from UTF-16 units (ASCII or Latin-1 prose): count().
      return typeof d !== 'string' && isUtf16(d) ? countUnits(unitTok.utf8Counter!, d) : unitTok.count(text);
    },
  };
}

/** Cyrillic prose: the English corpus's words with their letters mapped to Cyrillic ones (2 bytes a letter). */
function cyrillic(bytes: number, seed: number): string {
  const map = (c: string) => {
    const k = c.charCodeAt(0);
    if (k >= 97 && k <= 122) return String.fromCharCode(0x430 + (k - 97));
    if (k >= 65 && k <= 90) return String.fromCharCode(0x410 + (k - 65));
    return c;
  };
  return prose(Math.floor(bytes * 0.6), seed).replace(/[A-Za-z]/g, map);
}

/** CJK and English prose alternating (600 characters of one, 1,500 of the other), as dense-units-ab's. */
function mixed(bytes: number, seed: number): string {
  const han = cjk(bytes, seed);
  const english = prose(bytes, seed);
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = i % 2 ? han.slice(i * 300, i * 300 + 600) : english.slice(i * 750, i * 750 + 1500);
    parts.push(part);
    size += Buffer.byteLength(part) + 1;
  }
  return parts.join('\n');
}

const make: Record<string, (seed: number) => string> = {
  cjk: (seed) => cjk(BYTES, seed),
  prose: (seed) => prose(BYTES, seed),
  cyrillic: (seed) => cyrillic(BYTES, seed),
  mixed: (seed) => mixed(BYTES, seed),
};
const trees = { base: await engine(base), this: await engine(self) };
const MB = 1 << 20;
const median = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]!;
for (const kind of KINDS) {
  const cells = new Map<string, { wall: number[]; cpu: number[] }>();
  // Round 0 warms both trees (its texts are counted by every side, and compared); not recorded.
  for (let r = 0; r <= ROUNDS; r++) {
    const texts = Array.from({ length: TEXTS }, (_, i) => make[kind]!(40 + r * TEXTS + i));
    const literals = texts.map((t) => Buffer.from(JSON.stringify(t)));
    const mb = texts.reduce((m, t) => m + Buffer.byteLength(t), 0) / MB;
    const counts = new Map<string, number[]>();
    const sides = WAYS.flatMap((way) => (['base', 'this'] as const).map((tree) => [tree, way] as const));
    for (const [tree, way] of r % 2 === 0 ? sides : [...sides].reverse()) {
      const count = trees[tree][way];
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      counts.set(
        `${tree} ${way}`,
        texts.map((t, i) => count(t, literals[i]!)),
      );
      const wall = (performance.now() - t0) / 1000;
      const cu = process.cpuUsage(c0);
      if (r === 0) continue;
      const cell = cells.get(`${tree} ${way}`) ?? { wall: [], cpu: [] };
      cells.set(`${tree} ${way}`, cell);
      cell.wall.push(mb / wall);
      cell.cpu.push((cu.user + cu.system) / 1000 / mb);
    }
    const expected = `${counts.get('base raw') ?? counts.get(`base ${WAYS[0]}`)}`;
    for (const [side, got] of counts)
      if (`${got}` !== expected)
        throw new Error(`${kind} round ${r}: ${side} counts ${got}, base ${expected}`);
  }
  for (const [side, cell] of cells)
    console.log(
      `${kind} ${side}: ${median(cell.wall).toFixed(1)} MB/s wall, ${median(cell.cpu).toFixed(2)} ms CPU/MB (rounds ${cell.cpu.map((x) => x.toFixed(1)).join(' ')})`,
    );
  // Also the median of each round's own ratio: a round's load swing hits both trees of it alike.
  for (const way of WAYS) {
    const [b, t] = [cells.get(`base ${way}`)!.cpu, cells.get(`this ${way}`)!.cpu];
    console.log(
      `${kind} ${way}: CPU base/this ${(median(b) / median(t)).toFixed(2)}× (median of rounds' ratios ${median(b.map((x, i) => x / t[i]!)).toFixed(2)}×); load ${loadavg()[0]!.toFixed(2)}`,
    );
  }
  if (WAYS.includes('raw') && WAYS.includes('units'))
    for (const tree of ['base', 'this'])
      console.log(
        `${kind} ${tree}: units/raw CPU, median of rounds' ratios ${median(cells.get(`${tree} units`)!.cpu.map((x, i) => x / cells.get(`${tree} raw`)!.cpu[i]!)).toFixed(2)}×`,
      );
}
