// Where counting time goes without HTTP, in one process on CPU 0, interleaved rounds, medians:
// `CASE=large|small node --import tsx bench/count-paths.ts` (BENCH_ROUNDS, default 5).
// large: 1 MB prose/code/CJK, the raw engine (o200k) against the count service's worker counting from
// the literal's bytes (JsonText, as a large request does) and from a string (wall ms per text).
// small: 1 KB texts with o200k alone and with the ten tokenizers of tokens.bench.ts (c), the raw
// engine with CPU 1 idle, the raw engine while wrk (CPU 1) loads a bare server in another process on
// CPU 1 (as it loads the service in tokens.bench.ts), the count service inline (CPU µs per text), and
// the raw engine with this core's caches evicted before each text (a 2 MB sweep, its own cost
// measured alone and subtracted), as HTTP, TLS and JSON work between two requests' counts evict them.
// The inline round always follows the wrk round: its ratio to the raw engine reads ×1.2–1.3 for ten
// tokenizers where the two alternated in one process are even (bench/RESULTS.md, count9).
import { performance } from 'node:perf_hooks';
import { createCountService } from '../src/tokenizers/count-service.js';
import { JsonText } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { cjk, code, prose, proseSamples } from './lib/corpus.js';
import { startBareProcess } from './lib/servers.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const which = process.env.CASE ?? 'large';
const registry = createTokenizerRegistry();
const counter = createCountService({ workers: 1, inlineMaxChars: 64 * 1024 });
const out: string[] = [];

/** Wall and CPU µs per call of `f`, called one after another (awaited) `n` times or for `seconds`. */
async function time(n: number, f: (i: number) => unknown, seconds = Number.POSITIVE_INFINITY) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let i = 0;
  while (i < n && performance.now() - start < seconds * 1000) await f(i++);
  const used = process.cpuUsage(cpu);
  return { wallUs: ((performance.now() - start) * 1000) / i, cpuUs: (used.user + used.system) / i };
}

if (which === 'large') {
  const MB = 1024 * 1024;
  const kinds = {
    prose: [1, 2].map((s) => prose(MB, s * 5)),
    code: [1, 2].map((s) => code(MB, s * 5 + 1).replaceAll('\u0000', ' ')),
    cjk: [1, 2].map((s) => cjk(MB, s * 5 + 2)),
  };
  const engine = registry.get('o200k_base');
  await counter.warm(['o200k_base']);
  const ids: TokenizerId[] = ['o200k_base'];
  for (const [kind, texts] of Object.entries(kinds)) {
    const literals = texts.map((t) => new JsonText(Buffer.from(JSON.stringify(t))));
    const paths = {
      raw: (i: number) => engine.count(texts[i % 2]!),
      bytes: (i: number) => counter.count(literals[i % 2]!, ids),
      string: (i: number) => counter.count(texts[i % 2]!, ids),
    };
    const ms: Record<string, number[]> = { raw: [], bytes: [], string: [] };
    for (const f of Object.values(paths)) await f(0);
    for (let r = 0; r < ROUNDS; r++)
      for (const [name, f] of Object.entries(paths)) ms[name]!.push((await time(4, f)).wallUs / 1000);
    const raw = median(ms.raw!);
    const show = (name: string) =>
      `${median(ms[name]!).toFixed(1)} ms (${(raw / median(ms[name]!)).toFixed(2)})`;
    out.push(
      `${kind}: raw ${raw.toFixed(1)} ms; worker from bytes ${show('bytes')}; from a string ${show('string')}`,
    );
  }
} else {
  requireWrk();
  const ten: TokenizerId[] = [
    'llama3',
    'qwen3',
    'claude2',
    'mistral_v1',
    'cohere_command_r',
    'deepseek_v3',
    'gemini',
    'gemma3',
    'mistral_tekken',
    'llama2',
  ];
  const texts = proseSamples(1024, 4000);
  const other = await startBareProcess('[]');
  for (const ids of [['o200k_base'], ten] as TokenizerId[][]) {
    const engines = ids.map((id) => registry.get(id));
    await counter.warm(ids);
    let next = 0;
    const raw = () => {
      const t = texts[next++ % texts.length]!;
      for (const e of engines) e.count(t);
    };
    const n = Number.POSITIVE_INFINITY;
    const SECONDS = 2;
    const junk = new Uint8Array(2 * 1024 * 1024);
    const sweep = () => {
      for (let i = 0; i < junk.length; i += 64) junk[i]!++;
    };
    const cpu: Record<string, number[]> = { idle: [], loaded: [], inline: [], evicted: [], sweep: [] };
    for (let r = 0; r < ROUNDS; r++) {
      cpu.idle!.push((await time(n, raw, SECONDS)).cpuUs);
      const wrk = runWrk({ url: other.url, connections: 50, seconds: SECONDS + 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // wrk and the bare server are other processes: they run while this loop holds the event loop.
      cpu.loaded!.push((await time(n, raw, SECONDS)).cpuUs);
      await wrk;
      cpu.inline!.push(
        (await time(n, () => counter.count(texts[next++ % texts.length]!, ids), SECONDS)).cpuUs,
      );
      const swept = (
        await time(
          n,
          () => {
            sweep();
            raw();
          },
          SECONDS,
        )
      ).cpuUs;
      cpu.sweep!.push((await time(n, sweep, SECONDS)).cpuUs);
      cpu.evicted!.push(swept - cpu.sweep!.at(-1)!);
    }
    const idle = median(cpu.idle!);
    out.push(
      `${ids.length === 1 ? 'o200k' : 'ten tokenizers'}: CPU µs per 1 KB text, raw ${idle.toFixed(0)}, raw with CPU 1 loaded ${median(cpu.loaded!).toFixed(0)} (×${(median(cpu.loaded!) / idle).toFixed(2)}), count service inline ${median(cpu.inline!).toFixed(0)} (×${(median(cpu.inline!) / idle).toFixed(2)}), raw with caches evicted before each text ${median(cpu.evicted!).toFixed(0)} (×${(median(cpu.evicted!) / idle).toFixed(2)}; the sweep alone ${median(cpu.sweep!).toFixed(0)})`,
    );
  }
  other.close();
}
process.stdout.write(`${out.join('\n')}\n`);
await counter.close();
