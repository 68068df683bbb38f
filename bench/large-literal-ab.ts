// The 1 MB literal's two steps against a base worktree, in one process: the main thread's search
// for the literal in the body (base: the strict per-word read; this tree: by its quotes, Buffer's
// native search) and the count worker's decode (this tree: the literal's check inside it). Wall ms
// per MB (one pinned core), medians of tokens.bench (a)'s texts × rounds, variants alternated per text.
//   taskset -c 1 node --import tsx bench/large-literal-ab.ts /path/to/base [rounds]
import { performance } from 'node:perf_hooks';
import { findStringMember } from '../src/http/large-text-body.js';
import { decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { largeInputs } from './lib/large-inputs.js';

const base = process.argv[2];
if (base === undefined) throw new Error('usage: large-literal-ab.ts /path/to/base-worktree [rounds]');
const ROUNDS = Number(process.argv[3] ?? 70);
const WARM = 5;
type Find = (b: Uint8Array, name: string, checked?: boolean) => { start: number; end: number } | null;
const baseDecode = (await import(`${base}/src/tokenizers/json-text.ts`))
  .decodeJsonUnits as typeof decodeJsonUnits;
const baseFind = (await import(`${base}/src/http/large-text-body.ts`)).findStringMember as Find;
const median = (a: number[]) => (a.sort((x, y) => x - y)[a.length >> 1] as number).toFixed(2);
const timed = (into: number[], round: number, run: () => unknown) => {
  const t = performance.now();
  run();
  if (round >= WARM) into.push(performance.now() - t);
};

console.log(
  '| kind | find: base (strict) | find: this (by quotes) | decode: base | decode: this (checked) |',
);
console.log('|---|---|---|---|---|');
for (const [kind, texts] of Object.entries(largeInputs(['prose', 'code', 'cjk'], 4))) {
  const bodies = texts.map((t) =>
    Buffer.from(JSON.stringify({ input: t, type: 'text', models: ['gpt-4o'] })),
  );
  // Each literal in shared memory, as the worker reads it.
  const literals = bodies.map((b) => {
    const span = baseFind(b, 'input') as { start: number; end: number };
    const view = new Uint8Array(new SharedArrayBuffer(span.end - span.start));
    view.set(b.subarray(span.start, span.end));
    return view;
  });
  const [findBase, findThis, decodeBase, decodeThis] = [[], [], [], []] as number[][];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, body] of bodies.entries()) {
      const literal = literals[i] as Uint8Array;
      timed(decodeBase as number[], round, () => baseDecode(literal));
      timed(decodeThis as number[], round, () => decodeJsonUnits(literal));
      timed(findBase as number[], round, () => baseFind(body, 'input'));
      timed(findThis as number[], round, () => findStringMember(body, 'input'));
    }
  }
  const cells = [findBase, findThis, decodeBase, decodeThis].map((a) => median(a as number[]));
  console.log(`| ${kind} | ${cells.join(' | ')} |`);
}
