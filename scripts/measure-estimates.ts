/**
 * Measures the error of the token-count estimates (docs/catalog.md, "Estimates") against the
 * families whose exact counts we have, and writes src/modules/tokens/estimates/estimate-bands.json,
 * which the service reports as each estimate's `error_band`. Run:
 *
 *   node --import tsx scripts/measure-estimates.ts
 *
 * Corpus: the repository's own text at this commit — every docs/*.md and README.md (English prose,
 * tables), every src/**\/*.ts (code), the HTML pages of the token-truth corpus, and generated CJK —
 * cut into samples of about 2 KB. Each method is scored on every (family, sample) pair by the
 * relative error |estimate − exact| / exact; the bands are its median and 90th percentile.
 * - `o200k_proxy`: the o200k_base count (a modern 200k vocabulary) stands in for the unknown one.
 * - `chars_per_token`: characters ÷ a ratio; for each family the ratio is the median of the *other*
 *   families' ratios (leave one family out), so no family is scored with its own calibration.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { TOKENIZER_IDS, type TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { htmlPage } from '../test/tokenizers/token-truth-corpus.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Families with exact counts, other than the o200k ones (the proxy itself) and the legacy p50k/r50k. */
const NOT_MEASURED: readonly TokenizerId[] = ['o200k_base', 'o200k_harmony', 'p50k_base', 'r50k_base'];
const FAMILIES = TOKENIZER_IDS.filter((id) => !NOT_MEASURED.includes(id));
const SAMPLE_CHARS = 2000;

function files(dir: string, ext: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, e.name);
    if (e.isDirectory()) files(path, ext, out);
    else if (e.name.endsWith(ext)) out.push(path);
  }
  return out;
}
const cut = (text: string, kind: string) => {
  const out: { kind: string; text: string }[] = [];
  for (let at = 0; at + SAMPLE_CHARS / 2 < text.length; at += SAMPLE_CHARS) {
    out.push({ kind, text: text.slice(at, at + SAMPLE_CHARS) });
  }
  return out;
};
function cjk(chars: number, seed: number): string {
  let s = seed >>> 0;
  let out = '';
  for (let i = 0; i < chars; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out += i % 17 === 16 ? '，' : String.fromCodePoint(0x4e00 + Math.floor((s / 2 ** 32) * 3000));
  }
  return out;
}

const samples = [
  ...[join(ROOT, 'README.md'), ...files(join(ROOT, 'docs'), '.md')].flatMap((f) =>
    cut(readFileSync(f, 'utf8'), 'prose'),
  ),
  // Every fifth code sample: the repository holds far more code than prose.
  ...files(join(ROOT, 'src'), '.ts')
    .flatMap((f) => cut(readFileSync(f, 'utf8'), 'code'))
    .filter((_, i) => i % 5 === 0),
  ...[0, 1, 2, 3, 4, 5].flatMap((i) => cut(htmlPage(1000 + i, 30), 'html')),
  ...Array.from({ length: 40 }, (_, i) => ({ kind: 'cjk', text: cjk(700, 77 + i) })),
];

const registry = createTokenizerRegistry();
const o200k = registry.get('o200k_base');
const proxy = samples.map((s) => o200k.count(s.text));
const exact = new Map(FAMILIES.map((id) => [id, samples.map((s) => registry.get(id).count(s.text))]));

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo);
}
const round = (x: number) => Number(x.toFixed(4));

const proxyErrors: number[] = [];
const ratioErrors: number[] = [];
const byKind = new Map<string, { o200k_proxy: number[]; chars_per_token: number[] }>();
const perFamily: Record<string, { o200k_proxy: number; chars_per_token: number }> = {};
const ratioOf = (id: TokenizerId) => median(samples.map((s, i) => s.text.length / exact.get(id)![i]!));
const ratios = new Map(FAMILIES.map((id) => [id, ratioOf(id)]));
for (const id of FAMILIES) {
  const truth = exact.get(id)!;
  const others = median(FAMILIES.filter((f) => f !== id).map((f) => ratios.get(f)!));
  const p = samples.map((_, i) => Math.abs(proxy[i]! - truth[i]!) / truth[i]!);
  const r = samples.map((s, i) => Math.abs(Math.round(s.text.length / others) - truth[i]!) / truth[i]!);
  proxyErrors.push(...p);
  ratioErrors.push(...r);
  samples.forEach((sample, i) => {
    const k = byKind.get(sample.kind) ?? { o200k_proxy: [], chars_per_token: [] };
    k.o200k_proxy.push(p[i]!);
    k.chars_per_token.push(r[i]!);
    byKind.set(sample.kind, k);
  });
  perFamily[id] = { o200k_proxy: round(median(p)), chars_per_token: round(median(r)) };
}
const overallRatio = median([...ratios.values()]);
const kinds = [...new Set(samples.map((s) => s.kind))].map(
  (k) => `${k} ${samples.filter((s) => s.kind === k).length}`,
);
const bands = {
  measured_by: 'scripts/measure-estimates.ts',
  corpus: `${samples.length} samples of ~${SAMPLE_CHARS} characters (${kinds.join(', ')}) × ${FAMILIES.length} families with exact counts`,
  families: FAMILIES,
  methods: {
    o200k_proxy: { median: round(median(proxyErrors)), p90: round(quantile(proxyErrors, 0.9)) },
    chars_per_token: {
      median: round(median(ratioErrors)),
      p90: round(quantile(ratioErrors, 0.9)),
      chars_per_token: round(overallRatio),
    },
  },
  median_error_per_family: perFamily,
  by_kind: Object.fromEntries(
    [...byKind].map(([kind, e]) => [
      kind,
      Object.fromEntries(
        Object.entries(e).map(([m, xs]) => [m, { median: round(median(xs)), p90: round(quantile(xs, 0.9)) }]),
      ),
    ]),
  ),
};
const target = join(ROOT, 'src/modules/tokens/estimates/estimate-bands.json');
writeFileSync(target, `${JSON.stringify(bands, null, 2)}\n`);
console.log(JSON.stringify(bands.methods), samples.length, 'samples');
