import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Benchmark inputs: distinct prose, code and CJK, and one repeated character (where a cache is the point). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The benches' seeded generator (an LCG): the same texts for a seed in every run and tree. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Distinct real text for inputs that must not repeat: a repeated paragraph (or a few hundred words
 * drawn at random) measures a tokenizer's piece cache, not tokenization. The corpus is what the
 * lock file installs: every Markdown file (prose) and JavaScript file (code) under node_modules, in
 * path order, with duplicate paragraphs / files dropped. `seed` picks where a text starts, so
 * different seeds give different texts; a text larger than the corpus is refused, never wrapped.
 */
function walk(dir: string, ext: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, ext, out);
    else if (entry.isFile() && entry.name.endsWith(ext) && !entry.name.endsWith(`.min${ext}`)) out.push(path);
  }
  return out;
}

const CORPUS_CAP = 24 * 1024 * 1024;
const corpora = new Map<string, string[]>();
function pieces(kind: 'prose' | 'code'): string[] {
  let list = corpora.get(kind);
  if (list) return list;
  const seen = new Set<string>();
  list = [];
  let total = 0;
  for (const file of walk(join(ROOT, 'node_modules'), kind === 'prose' ? '.md' : '.js')) {
    if (total > CORPUS_CAP) break; // plenty for any input, without reading all of node_modules
    const text = readFileSync(file, 'utf8');
    // Prose: paragraphs (licences and badges recur across packages; drop the repeats). Code: whole
    // files (the same file is vendored by several packages).
    for (const piece of kind === 'prose' ? text.split(/\n\s*\n/) : [text]) {
      const p = piece.trim();
      if (p.length < 40 || seen.has(p)) continue;
      // Generated data shipped as .js (BPE vocabularies: one 7 MB line, or one string per line) is
      // not code: seven of the eight 1 MB "code" texts were slices of such files (found by mb32),
      // which the raw engine counts at twice real code's cost and the service cannot cut into parts.
      if (kind === 'code' && looksGenerated(p)) continue;
      seen.add(p);
      list.push(p);
      total += p.length;
    }
  }
  corpora.set(kind, list);
  return list;
}

/** Minified or generated, not hand-written: a line over 2,000 characters, or most lines a lone literal. */
function looksGenerated(text: string): boolean {
  const lines = text.split('\n');
  let literals = 0;
  for (const line of lines) {
    if (line.length > 2000) return true;
    if (/^\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?)\s*[,;]?\s*$/.test(line)) literals += 1;
  }
  return literals * 2 > lines.length;
}

/**
 * Drops the cached corpus (~50 MB of strings once prose and code are both read). A bench that
 * measures a server in its own process calls it once its inputs are made: the server's full
 * garbage collections mark whatever the process holds, and the corpus would double their work.
 */
export function dropCorpus(): void {
  corpora.clear();
}

function distinct(kind: 'prose' | 'code', bytes: number, seed: number): string {
  const list = pieces(kind);
  const parts: string[] = [];
  let size = 0;
  const start = (seed * 7919) % list.length;
  for (let i = 0; size < bytes; i++) {
    if (i >= list.length) throw new Error(`bench corpus: ${kind} has fewer than ${bytes} distinct bytes`);
    const p = list[(start + i) % list.length] as string;
    parts.push(p);
    size += Buffer.byteLength(p) + 2;
  }
  return truncateUtf8(parts.join('\n\n'), bytes);
}

/** The first `bytes` bytes of UTF-8, not cutting a character. */
function truncateUtf8(text: string, bytes: number): string {
  const buf = Buffer.from(text, 'utf8').subarray(0, bytes);
  return buf.toString('utf8').replace(/\uFFFD$/, '');
}

/** English-ish prose (READMEs and docs of the installed packages), distinct paragraphs. */
export const prose = (bytes: number, seed = 1) => distinct('prose', bytes, seed);
/** JavaScript source of the installed packages, distinct files. */
export const code = (bytes: number, seed = 2) => distinct('code', bytes, seed);

/** CJK text: common Han characters with Chinese punctuation; `bytes` of UTF-8 (3 bytes a char). */
export function cjk(bytes: number, seed = 3): string {
  const r = rng(seed);
  const chars: string[] = [];
  for (let i = 0; i < Math.floor(bytes / 3); i++) {
    if (i % 17 === 16) chars.push(r() < 0.5 ? '，' : '。');
    else chars.push(String.fromCodePoint(0x4e00 + Math.floor(r() * 3000)));
  }
  return chars.join('');
}

export const repeated = (bytes: number) => 'a'.repeat(bytes);

/**
 * `count` distinct prose texts of about `bytes` UTF-8 bytes each: consecutive slices of one distinct
 * text, so no two share a paragraph (a small-request bench that replays one body measures the
 * tokenizer's piece cache and the CPU's caches, not a count).
 */
export const proseSamples = (bytes: number, count: number, seed = 11) => samples('prose', bytes, count, seed);

/** `count` distinct code texts of about `bytes` UTF-8 bytes each, as proseSamples. */
export const codeSamples = (bytes: number, count: number, seed = 12) => samples('code', bytes, count, seed);

/**
 * How many distinct texts of `bytes` the installed packages' distinct pieces hold (prose: ~5 of
 * 1 MB on this tree's node_modules).
 */
export function samplesAvailable(kind: 'prose' | 'code', bytes: number): number {
  let size = 0;
  for (const p of pieces(kind)) size += Buffer.byteLength(p) + 2;
  return Math.floor(size / bytes);
}

function samples(kind: 'prose' | 'code', bytes: number, count: number, seed: number): string[] {
  return sliceEvery(distinct(kind, bytes * count, seed), bytes, count);
}

/** `n` consecutive slices of `size` UTF-8 bytes of `text`, trimmed of a character cut at either end. */
export function sliceEvery(text: string, size: number, n: number): string[] {
  const all = Buffer.from(text, 'utf8');
  return Array.from({ length: n }, (_, i) =>
    all
      .subarray(i * size, (i + 1) * size)
      .toString('utf8')
      .replace(/^\uFFFD+|\uFFFD+$/g, ''),
  );
}
