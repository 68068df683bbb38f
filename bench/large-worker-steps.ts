// The count worker's steps on a 1 MB count, in a worker thread as the service runs them, CPU ms per
// MB of literal: the decode of the body's literal (read in shared memory, decodeJsonText), the
// making of the decoded string alone (the same kind of string from memory already written: what the
// decode's last step costs), the native ways there are to decode, and the count of the decoded
// text against the count of the original string. Variants alternate (rounds of each in turn), so a
// loaded host's swings fall on all of them alike. Last, the worker's whole step, decode and count,
// as it was (the whole text made one string) and as it is (decoded into units, counted in parts
// cut by chunk-cuts.ts), alternated: the A/B of mb30. BENCH_STEPS=0 runs only that.
//   node --import tsx bench/large-worker-steps.ts   (BENCH_ROUNDS, default 9; BENCH_REPS, default 8)
import { isAscii } from 'node:buffer';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countInChunks } from '../src/tokenizers/chunk-cuts.js';
import { type DecodedUnits, decodeJsonText, decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { cjk, code, prose } from './lib/corpus.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const REPS = Number(process.env.BENCH_REPS ?? 8);
const KINDS = ['prose', 'code', 'cjk'] as const;

// Steps timed by processCpuMs (the main thread only waits meanwhile).

if (isMainThread) {
  pinSelfToCpu0();
  const make = {
    prose: (s: number) => prose(MB, s * 5),
    code: (s: number) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
    cjk: (s: number) => cjk(MB, s * 5 + 2),
  };
  const texts = Object.fromEntries(KINDS.map((kind) => [kind, [1, 2, 3, 4].map(make[kind])]));
  // Each text's literal in shared memory, as a large body's is when the worker reads it.
  const literals = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      (texts[kind] as string[]).map((t) => {
        const bytes = Buffer.from(JSON.stringify(t));
        const view = new Uint8Array(new SharedArrayBuffer(bytes.length));
        view.set(bytes);
        return view;
      }),
    ]),
  );
  for (const kind of KINDS) {
    const text = (texts[kind] as string[])[0] as string;
    const l = Buffer.from((literals[kind] as Uint8Array[])[0] as Uint8Array);
    let escapes = 0;
    for (let i = l.indexOf(0x5c); i >= 0; i = l.indexOf(0x5c, i + 2)) escapes++;
    let wide = 0;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) wide++;
    console.log(
      `${kind}: literal ${l.length} bytes, ${escapes} escapes, ASCII ${isAscii(l)}; text ${text.length} code units, ${wide} above U+00FF`,
    );
  }
  // Under tsx, as the service's own workers start (src/lib/worker-pool.ts, workerEntry).
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(import.meta.url)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData: { texts, literals },
  });
  worker.on('message', (line: string) => console.log(line));
  worker.on('error', (e) => {
    console.error(e);
    process.exitCode = 1;
  });
} else {
  const { texts, literals } = workerData as {
    texts: Record<string, string[]>;
    literals: Record<string, Uint8Array[]>;
  };
  const tokenizer = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
  const steps = process.env.BENCH_STEPS !== '0';
  const utf8 = new TextDecoder();
  const buf = (l: Uint8Array) => Buffer.from(l.buffer, l.byteOffset, l.byteLength);
  /** Each literal's text as the decoder writes it before its last step: Latin-1 bytes or UTF-16. */
  const written = new Map<Uint8Array, { bytes: Buffer; encoding: 'latin1' | 'utf16le' }>();
  for (const l of Object.values(literals).flat()) {
    const text = decodeJsonText(l);
    let latin1 = true;
    for (let i = 0; i < text.length && latin1; i++) latin1 = text.charCodeAt(i) <= 0xff;
    written.set(l, {
      bytes: Buffer.from(text, latin1 ? 'latin1' : 'utf16le'),
      encoding: latin1 ? 'latin1' : 'utf16le',
    });
  }
  const variants: Record<string, (l: Uint8Array) => string> = {
    'decodeJsonText (the service)': (l) => decodeJsonText(l),
    'its last step alone: the string made': (l) => {
      const { bytes, encoding } = written.get(l)!;
      return bytes.toString(encoding);
    },
    'utf8 → JSON.parse': (l) => JSON.parse(buf(l).toString('utf8')) as string,
    'TextDecoder → JSON.parse': (l) => JSON.parse(utf8.decode(l)) as string,
    'latin1 → JSON.parse (ASCII only)': (l) => JSON.parse(buf(l).toString('latin1')) as string,
    'utf8Slice, escapes not decoded': (l) => buf(l).toString('utf8', 1, l.length - 1),
  };
  const exact = new Set([
    'decodeJsonText (the service)',
    'its last step alone: the string made',
    'utf8 → JSON.parse',
    'TextDecoder → JSON.parse',
  ]);
  for (const kind of KINDS) {
    const ls = literals[kind] as Uint8Array[];
    const ts = texts[kind] as string[];
    const mb = ls.reduce((s, l) => s + l.length, 0) / ls.length / MB;
    for (const name of exact)
      if (!ls.every((l, i) => variants[name]?.(l) === ts[i])) throw new Error(`${name} differs on ${kind}`);
    const per = new Map<string, number[]>();
    const add = (name: string, ms: number) => per.set(name, [...(per.get(name) ?? []), ms]);
    for (let r = 0; r < (steps ? ROUNDS : 0); r++) {
      for (const [name, f] of Object.entries(variants)) {
        const t0 = processCpuMs();
        for (let k = 0; k < REPS; k++) f(ls[k % ls.length] as Uint8Array);
        add(name, (processCpuMs() - t0) / REPS / mb);
      }
    }
    for (const t of ts) tokenizer.count(t); // warm: the piece cache holds the four texts' pieces
    const decoded = ls.map((l) => decodeJsonText(l));
    const whole = (l: Uint8Array) => tokenizer.count(decodeJsonText(l));
    const parts = (l: Uint8Array) => {
      const { units, slice } = decodeJsonUnits(l) as DecodedUnits;
      return countInChunks((part) => tokenizer.count(part), units, slice, tokenizer.cuts!);
    };
    if (!ls.every((l) => whole(l) === parts(l))) throw new Error(`counts in parts differ on ${kind}`);
    // Alternated text by text (A B, then B A), finer than the rounds above: a loaded host's swings
    // last longer than one count.
    for (let r = 0; r < ROUNDS; r++) {
      for (let k = 0; k < REPS; k++) {
        const l = ls[k % ls.length] as Uint8Array;
        const order = (r + k) % 2 === 0 ? ['whole', 'parts'] : ['parts', 'whole'];
        for (const name of order) {
          const t0 = processCpuMs();
          if (name === 'whole') whole(l);
          else parts(l);
          add(
            name === 'whole'
              ? 'decode + count of one string (before)'
              : 'decode into units + count in parts (mb30)',
            (processCpuMs() - t0) / mb,
          );
        }
      }
    }
    for (let r = 0; r < (steps ? Math.max(3, ROUNDS >> 1) : 0); r++) {
      for (const [name, list] of [
        ['count of the original string', ts],
        ['count of the decoded string', decoded],
      ] as const) {
        const t0 = processCpuMs();
        for (const t of list) tokenizer.count(t);
        add(name, (processCpuMs() - t0) / list.length / mb);
      }
    }
    for (const [name, xs] of per)
      parentPort?.postMessage(
        `${kind}\t${name}\t${median(xs).toFixed(2)} ms/MB (min ${Math.min(...xs).toFixed(2)})`,
      );
  }
}
