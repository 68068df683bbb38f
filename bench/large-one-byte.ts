// The engine's count of one text held one-byte vs two-byte (mb31): o200k, 4 distinct 1 MB prose
// and code texts with every unit above U+00FF replaced by '?', counted as a one-byte string, as a
// slice of a two-byte string (a wide unit prepended, then sliced off) and as a flat two-byte
// string holding one wide unit; the three alternated text by text, process CPU ms per count:
//   node --import tsx bench/large-one-byte.ts   (BENCH_ROUNDS, default 6)
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { code, prose } from './lib/corpus.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const MB = 1 << 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const t = createTokenizerRegistry().get('o200k_base');
for (const [kind, make] of [
  ['prose', (s: number) => prose(MB, s * 5)],
  ['code', (s: number) => code(MB, s * 5 + 1)],
] as const) {
  const texts = [1, 2, 3, 4].map(make).map((x) => x.replace(/[^\0-\xff]/g, '?'));
  const forms: Record<string, string[]> = {
    'one-byte': texts.map((x) => Buffer.from(x, 'latin1').toString('latin1')),
    'two-byte slice': texts.map((x) => `\u4e00${x}`.slice(1)),
    'two-byte flat, one wide unit': texts.map((x) =>
      Buffer.from(`\u4e00${x}`, 'utf16le').toString('utf16le'),
    ),
  };
  const cpu = new Map(Object.keys(forms).map((n) => [n, [] as number[]]));
  for (const x of forms['one-byte']!) t.count(x);
  const names = Object.keys(forms);
  for (let r = 0; r < ROUNDS; r++)
    for (let i = 0; i < texts.length; i++)
      for (const n of r % 2 === 0 ? names : [...names].reverse()) {
        const c0 = process.cpuUsage();
        t.count(forms[n]![i]!);
        const c = process.cpuUsage(c0);
        cpu.get(n)!.push((c.user + c.system) / 1000);
      }
  for (const [n, xs] of cpu)
    console.log(`${kind} ${n}: ${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)})`);
}
