// The count worker's step on a 1 MB literal (literal-count.ts: LiteralText decoded as o200k's count
// needs it, then counted), this tree against another (BENCH_BASE: a built worktree, required), in one
// process on one thread (pinned), CPU ms per MB of literal; and the decode into code units alone
// (decodeJsonUnits). Kinds: CJK, prose, code (tokens.bench's kinds), CJK + English (prose and CJK in
// turns, a line break between), accented Latin (prose with a fifth of its e's 'é'). Fresh texts each
// round (new seeds), each tree with its own engine; the trees' order alternates by round.
//   BENCH_BASE=/work/wt/<base> node --import tsx bench/decode-ab.ts   (BENCH_ROUNDS, default 8)
import { loadavg } from 'node:os';
import { cjk, code, prose } from './lib/corpus.js';
import { cjkEnglish } from './lib/mixed-text.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const BASE = process.env.BENCH_BASE;
if (!BASE) throw new Error('BENCH_BASE=/path/to/base-worktree is required');
const MB = 1 << 20;
type Tree = {
  name: string;
  count: (literal: Uint8Array) => number;
  decode: (literal: Uint8Array) => unknown;
};
async function tree(name: string, root: string): Promise<Tree> {
  const registry = await import(`${root}/src/tokenizers/registry.ts`);
  const counts = await import(`${root}/src/tokenizers/literal-count.ts`);
  const json = await import(`${root}/src/tokenizers/json-text.ts`);
  const tokenizer = registry.createTokenizerRegistry().get('o200k_base');
  return {
    name,
    count: (literal) => counts.countText(tokenizer, new counts.LiteralText(literal)),
    decode: (literal) => json.decodeJsonUnits(literal),
  };
}
const trees = [await tree('this', new URL('..', import.meta.url).pathname), await tree('base', BASE)];
function texts(r: number): Record<string, string> {
  const english = prose(MB, 40 + r);
  const han = cjk(MB, 50 + r);
  let e = 0;
  return {
    cjk: han,
    prose: english,
    code: code(MB, 60 + r).replaceAll('\u0000', ' '),
    'cjk + english': cjkEnglish(han, english),
    accented: english.replace(/e/g, () => (++e % 5 === 0 ? 'é' : 'e')),
  };
}
const KINDS = ['cjk', 'prose', 'code', 'cjk + english', 'accented'];
const figures: Record<string, number[]> = {};
const push = (key: string, v: number) => {
  const list = figures[key] ?? [];
  figures[key] = list;
  list.push(v);
};
const load0 = loadavg()[0]!;
for (let r = 0; r < ROUNDS; r++) {
  const t = texts(r);
  for (const kind of KINDS) {
    const bytes = Buffer.from(JSON.stringify(t[kind]));
    // In shared memory, as a count worker reads a large body's literal.
    const literal = new Uint8Array(new SharedArrayBuffer(bytes.length));
    literal.set(bytes);
    const mb = literal.length / MB;
    const counted: number[] = [];
    for (const k of [0, 1]) {
      const tr = trees[(k + r) % 2]!;
      let t0 = processCpuMs();
      tr.decode(literal);
      push(`${kind}|${tr.name}|decode`, (processCpuMs() - t0) / mb);
      t0 = processCpuMs();
      counted.push(tr.count(literal));
      push(`${kind}|${tr.name}|count`, (processCpuMs() - t0) / mb);
    }
    if (counted[0] !== counted[1]) throw new Error(`${kind}: counts differ ${counted}`);
  }
}
console.log(`decode-ab: ${ROUNDS} rounds, load ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`);
console.log('| kind | step | this | base | this / base |');
console.log('|---|---|---|---|---|');
for (const kind of KINDS)
  for (const step of ['decode', 'count']) {
    const a = median(figures[`${kind}|this|${step}`]!);
    const b = median(figures[`${kind}|base|${step}`]!);
    const what = step === 'count' ? 'LiteralText + countText' : 'decodeJsonUnits';
    console.log(`| ${kind} | ${what} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(a / b).toFixed(2)} |`);
  }
