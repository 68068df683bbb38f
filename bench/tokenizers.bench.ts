// Tokenizer engine figures, as ratios against the reference library measured in the same run:
// (a) MB/s on 1 MB of prose, code, CJK and one repeated character for every tokenizer id;
// (b) linearity: time for 1 MB over time for 256 KB of one repeated character (4 = linear);
// (c) cold load time and memory per vocabulary, each in a fresh process.
// Run: node --import tsx bench/tokenizers.bench.ts
// Env: BENCH_REF_BYTES shrinks the reference inputs; BENCH_ONLY=speed,linear,load picks sections;
// BENCH_IDS=a,b and BENCH_KINDS=markdown,prose pick tokenizers and inputs.
// The `markdown` input is real, non-repeating text: every distinct *.md file under node_modules,
// deduplicated by content, each measured run on its own 512 KB slice (no text is counted twice, so
// no piece cache is warm on it); the generated prose repeats a 300-word vocabulary and flatters caches.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { TOKENIZER_IDS, type TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { CATALOG } from '../src/tokenizers/tokenizer-catalog.js';
import { cjk, code, prose } from './lib/corpus.js';
import { claudeReference, llamaReference } from './lib/reference-encoders.js';

const MB = 1024 * 1024;
const require = createRequire(import.meta.url);

if (process.argv[2] === '--probe-load') {
  // Child mode for (c): load one vocabulary into a fresh process and report what it cost.
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  const before = process.memoryUsage();
  const start = performance.now();
  const tokenizer = createTokenizerRegistry().get(process.argv[3] as TokenizerId);
  const ms = performance.now() - start;
  gc();
  const after = process.memoryUsage();
  const retained = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / MB;
  // RSS figures are absolute: a Node + tsx process starts at ~60-100 MB before any vocabulary.
  const rss = { before: before.rss / MB, peak: peakRssMB(), after: after.rss / MB };
  tokenizer.count('keeps the tokenizer reachable until after the measurement');
  process.stdout.write(JSON.stringify({ ms, rss, retained }));
  process.exit(0);
}

// References are imported here, not statically, so that --probe-load children stay lean.
const { TokenizerLoader } = await import('@lenml/tokenizers');
const gptTokenizer = {
  o200k_base: await import('gpt-tokenizer/encoding/o200k_base'),
  o200k_harmony: await import('gpt-tokenizer/encoding/o200k_harmony'),
  cl100k_base: await import('gpt-tokenizer/encoding/cl100k_base'),
  p50k_base: await import('gpt-tokenizer/encoding/p50k_base'),
  r50k_base: await import('gpt-tokenizer/encoding/r50k_base'),
};
/** VmHWM: unlike getrusage's maxRSS it is not inherited from the parent across fork + exec. */
function peakRssMB(): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS / 1024;
}

type Encode = (text: string) => number[];
const noSpecial = { disallowedSpecial: new Set<string>() };
const GPT: Partial<Record<TokenizerId, Encode>> = Object.fromEntries(
  Object.entries(gptTokenizer).map(([id, mod]) => [id, (t: string) => mod.encode(t, noSpecial)]),
);

/** llama2's and claude2's own packages are their references. */
function ownReference(id: TokenizerId): { name: string; encode: Encode } | null {
  if (id === 'llama2') return { name: 'llama-tokenizer-js', encode: llamaReference() };
  if (id === 'claude2') return { name: 'tiktoken (claude.json)', encode: claudeReference() };
  return null;
}

function reference(id: TokenizerId): { name: string; encode: Encode } {
  const gpt = GPT[id];
  if (gpt) return { name: 'gpt-tokenizer', encode: gpt };
  const own = ownReference(id);
  if (own) return own;
  // The @lenml package whose tokenizer.json the catalog loads for `id`.
  const pkg = CATALOG[id].packageName.replace('@lenml/tokenizer-', '');
  const load = (file: string) =>
    JSON.parse(readFileSync(require.resolve(`@lenml/tokenizer-${pkg}/models/${file}`), 'utf8'));
  const t = TokenizerLoader.fromPreTrained({
    tokenizerJSON: load('tokenizer.json'),
    tokenizerConfig: load('tokenizer_config.json'),
  });
  return {
    name: `@lenml/tokenizers (${pkg})`,
    encode: (text) => t.encode(text, { add_special_tokens: false }),
  };
}

/** MB/s of one run, by wall clock and by this process's CPU time (robust on a shared machine). */
function mbps(text: string, run: (text: string) => unknown): { wall: number; cpu: number } {
  const mb = Buffer.byteLength(text) / MB;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  run(text);
  const wall = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { wall: mb / wall, cpu: mb / ((cpu.user + cpu.system) / 1e6) };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (x: number) => (x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2));

function markdownText(): string {
  const seen = new Set<string>();
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path);
      else if (stat?.isFile() && name.toLowerCase().endsWith('.md')) {
        const text = readFileSync(path, 'utf8');
        const hash = createHash('sha256').update(text).digest('hex');
        if (!seen.has(hash)) texts.push(text);
        seen.add(hash);
      }
    }
  };
  walk(new URL('../node_modules', import.meta.url).pathname);
  return texts.join('\n');
}
let markdownCache: string | null = null;
const MD_SLICE = 512 * 1024;
/** Seeds 1-3 (measured) and 100-101 (warm-up) each get their own slice. */
const MD_SLOT: Record<number, number> = { 1: 0, 2: 1, 3: 2, 100: 3, 101: 4 };
function markdown(seed: number): string {
  markdownCache ??= markdownText();
  const slot = MD_SLOT[seed] ?? 0;
  const text = markdownCache.slice(slot * MD_SLICE, (slot + 1) * MD_SLICE);
  if (text.length < MD_SLICE / 2) throw new Error('not enough distinct Markdown under node_modules');
  return text;
}

// Fresh text for every measured run (different seeds), so no cache is warm on the exact input.
const ALL_KINDS = {
  markdown,
  prose: (seed: number) => prose(MB, seed),
  code: (seed: number) => code(MB, seed),
  cjk: (seed: number) => cjk(MB, seed),
  'repeated "a"': (_seed: number) => 'a'.repeat(MB),
};
const KINDS = Object.fromEntries(
  Object.entries(ALL_KINDS).filter(
    ([k]) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(k),
  ),
);
const IDS = TOKENIZER_IDS.filter(
  (id) => !process.env.BENCH_IDS || process.env.BENCH_IDS.split(',').includes(id),
);
const REF_BYTES = Number(process.env.BENCH_REF_BYTES ?? MB);
const only = (process.env.BENCH_ONLY ?? 'speed,linear,load').split(',');
// gpt-tokenizer's merge is quadratic: 40 KB of one character already takes ~1 s.
const REF_REPEATED_BYTES = 256 * 1024;

const out: string[] = [
  '## Tokenizers: our BPE engine vs the reference library (same run; 1 MB generated inputs, 512 KB Markdown slices)',
  '',
];
const registry = createTokenizerRegistry();
const cell = (r: { wall: number; cpu: number }) => `${fmt(r.wall)} (${fmt(r.cpu)})`;

function speed(): void {
  out.push(
    'MB/s by wall clock, and in parentheses by CPU time of the process (steadier when the machine is shared).',
    '',
  );
  out.push(
    '| id | input | ours MB/s | reference | reference MB/s | ratio (wall, CPU) |',
    '|---|---|---|---|---|---|',
  );
  for (const id of IDS) {
    const ours = registry.get(id);
    const ref = reference(id);
    for (const [kind, make] of Object.entries(KINDS)) {
      const warm = make(100);
      ours.count(warm);
      ours.count(make(101)); // a second pass, so the first id is not measured half-optimized
      const runs = [1, 2, 3].map((seed) => mbps(make(seed), (t) => ours.count(t)));
      const oursMBps = { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) };
      let refCell: string;
      let ratio = '';
      if (kind.startsWith('repeated') && ref.name === 'gpt-tokenizer') {
        refCell = 'skipped: quadratic';
      } else {
        const bytes = kind.startsWith('repeated') ? REF_REPEATED_BYTES : REF_BYTES;
        ref.encode(warm.slice(0, 64 * 1024));
        ref.encode(warm.slice(64 * 1024, 128 * 1024));
        const refMBps = mbps(make(1).slice(0, bytes), ref.encode);
        refCell = cell(refMBps) + (bytes < MB ? ` on ${bytes / 1024} KB` : '');
        ratio = `${(oursMBps.wall / refMBps.wall).toFixed(1)}×, ${(oursMBps.cpu / refMBps.cpu).toFixed(1)}×`;
      }
      out.push(`| ${id} | ${kind} | ${cell(oursMBps)} | ${ref.name} | ${refCell} | ${ratio} |`);
      process.stderr.write(`${out.at(-1)}\n`);
    }
  }
}

function linear(): void {
  out.push(
    '',
    '### Linear time: CPU time for 1 MB ÷ CPU time for 256 KB of one repeated character (4 = linear, 16 = quadratic)',
    '',
  );
  const UNITS = ['a', 'A', ' ', '\n', '1', '!', '中', '▁'];
  out.push(
    `| id | ${UNITS.map((u) => JSON.stringify(u)).join(' | ')} | slowest 1 MB |`,
    `|---|${UNITS.map(() => '---|').join('')}---|`,
  );
  for (const id of IDS) {
    const tokenizer = registry.get(id);
    let slowest = 0;
    const cells = UNITS.map((unit) => {
      // CPU time, not wall time: the ratio must not depend on what else the machine is doing.
      const time = (bytes: number) => {
        const text = unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)));
        const start = process.cpuUsage();
        tokenizer.count(text);
        const used = process.cpuUsage(start);
        return (used.user + used.system) / 1000;
      };
      time(64 * 1024);
      const big = median([time(MB), time(MB), time(MB), time(MB), time(MB)]);
      slowest = Math.max(slowest, big);
      return (big / median([time(MB / 4), time(MB / 4), time(MB / 4), time(MB / 4), time(MB / 4)])).toFixed(
        1,
      );
    });
    out.push(`| ${id} | ${cells.join(' | ')} | ${(slowest / 1000).toFixed(2)} s CPU |`);
  }
}

function load(): void {
  out.push('', '### Cold load per vocabulary (fresh process each)', '');
  out.push(
    '| id | load ms | process RSS MB: before → peak → after GC | retained JS heap + typed arrays MB |',
  );
  out.push('|---|---|---|---|');
  for (const id of IDS) {
    const probe = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', new URL(import.meta.url).pathname, '--probe-load', id],
      {
        encoding: 'utf8',
      },
    );
    const r = JSON.parse(probe) as {
      ms: number;
      rss: { before: number; peak: number; after: number };
      retained: number;
    };
    const rss = `${r.rss.before.toFixed(0)} → ${r.rss.peak.toFixed(0)} → ${r.rss.after.toFixed(0)}`;
    out.push(`| ${id} | ${r.ms.toFixed(0)} | ${rss} | ${r.retained.toFixed(0)} |`);
  }
}

if (only.includes('speed')) speed();
if (only.includes('linear')) linear();
if (only.includes('load')) load();
process.stdout.write(`${out.join('\n')}\n`);
