// One 1 MB count with ten models (nine with HARMONY=0), through the count service (2 workers, as the bench server has), two
// trees in one process: CPU ms per request of the whole process (main thread, workers, V8's
// helpers) and wall ms, the trees alternated text by text. For an A/B of src/tokenizers:
//   node --import tsx bench/large-models-ab.ts /path/to/other/worktree   (BENCH_ROUNDS, default 3)
// BENCH_IDS=o200k_base (a comma list) counts with those ids instead; BENCH_KINDS=prose,code,cjk
// (default prose) runs each kind of text in turn, 4 distinct texts each.
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { createCountService as Create } from '../src/tokenizers/count-service.js';
import type { JsonText as JsonTextClass } from '../src/tokenizers/json-text.js';
import { TOKENIZER_IDS, type TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { cjk, code, dropCorpus, prose } from './lib/corpus.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const other = process.argv[2];
if (other === undefined) throw new Error('usage: large-models-ab.ts <other worktree>');
const here = fileURLToPath(new URL('..', import.meta.url));
/**
 * Ten ids with ten vocabularies but one: the built-in ids without the SentencePiece and Claude ones
 * (slow on 1 MB, they would drown the decodes); o200k_harmony shares o200k_base's vocabulary (counted
 * once on the workers since mb29), and HARMONY=0 leaves it out, so that only the decodes differ
 * between trees older and newer than that.
 */
const LEFT_OUT = new Set(['gemma3', 'gemini', 'mistral_v1', 'llama2', 'claude2']);
const IDS: TokenizerId[] =
  process.env.BENCH_IDS !== undefined
    ? (process.env.BENCH_IDS.split(',') as TokenizerId[])
    : TOKENIZER_IDS.filter(
        (id) => !LEFT_OUT.has(id) && !(id === 'o200k_harmony' && process.env.HARMONY === '0'),
      );
const MAKERS = {
  prose: (s: number) => prose(MB, s * 5),
  code: (s: number) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
  cjk: (s: number) => cjk(MB, s * 5 + 2),
};
const KINDS = (process.env.BENCH_KINDS ?? 'prose').split(',') as (keyof typeof MAKERS)[];
const textsOf = new Map(KINDS.map((kind) => [kind, [1, 2, 3, 4].map(MAKERS[kind])]));
dropCorpus();

async function load(root: string) {
  const { createCountService } = (await import(
    pathToFileURL(`${root}/src/tokenizers/count-service.ts`).href
  )) as { createCountService: typeof Create };
  const { JsonText } = (await import(pathToFileURL(`${root}/src/tokenizers/json-text.ts`).href)) as {
    JsonText: typeof JsonTextClass;
  };
  const service = createCountService({ workers: 2, inlineMaxChars: 64 * 1024 });
  await service.warm(IDS);
  return { root, service, JsonText };
}
const trees = [await load(here), await load(other)];
for (const [kind, texts] of textsOf) {
  const literals = texts.map((t) => Buffer.from(JSON.stringify(t)));
  // Each text's counts from its string (not its literal), the reference every tree must match.
  const expected = [];
  for (const text of texts) expected.push(JSON.stringify([...(await trees[0]!.service.count(text, IDS))]));
  const figures = new Map<string, { cpu: number[]; wall: number[] }>(
    trees.map((t) => [t.root, { cpu: [], wall: [] }]),
  );
  for (const t of trees) await t.service.count(new t.JsonText(literals[0]!), IDS); // warm the workers
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, literal] of literals.entries()) {
      for (const t of round % 2 === 0 ? trees : [...trees].reverse()) {
        const c0 = processCpuMs();
        const w0 = performance.now();
        const counts = await t.service.count(new t.JsonText(literal), IDS);
        figures.get(t.root)!.cpu.push(processCpuMs() - c0);
        figures.get(t.root)!.wall.push(performance.now() - w0);
        if (JSON.stringify([...counts]) !== expected[i])
          throw new Error(`${t.root} counts differ on ${kind} ${i}`);
      }
    }
  }
  for (const [root, { cpu, wall }] of figures) {
    console.log(
      `${kind} ${root}: CPU ms per request median ${median(cpu).toFixed(1)} (min ${Math.min(...cpu).toFixed(1)}), wall ms median ${median(wall).toFixed(1)}`,
    );
    cpu.length = 0;
    wall.length = 0;
  }
}
await Promise.all(trees.map((t) => t.service.close()));
