// Proof that a change to the offline analyzer leaves its outputs alone: runs every analysis eval
// reads (risk: analyzeRisk and the rule findings findRisks gives eval; scoring, quality) and
// improve (which runs the risk rules) over every prompt text of eval/data/*.jsonl and prints one SHA-256 per analysis
// and one of them all. Same hash on two checkouts = byte-identical outputs on that data.
//
//   node --import tsx bench/analyzer-outputs.ts [<another checkout>]   (default: this one)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const analysis = (await import(
  pathToFileURL(`${root}/src/modules/analysis/index.ts`).href
)) as typeof import('../src/modules/analysis/index.js');
const { DEFAULT_CRITERION_SET } = (await import(
  pathToFileURL(`${root}/src/modules/criteria/index.ts`).href
)) as typeof import('../src/modules/criteria/index.js');

// Texts are read from this checkout's data, so both sides see the same prompts.
const dataDir = new URL('../eval/data/', import.meta.url);
const texts: string[] = [];
for (const name of readdirSync(dataDir)
  .filter((n) => n.endsWith('.jsonl'))
  .sort()) {
  for (const line of readFileSync(new URL(name, dataDir), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as Record<string, unknown>;
    for (const key of ['text', 'strong', 'weak']) if (typeof item[key] === 'string') texts.push(item[key]);
  }
}

const criteria = {
  criteria_id: 'sca_default',
  name: 'Default',
  use_case: null,
  criterion_set: DEFAULT_CRITERION_SET,
};
// Sets and Maps as arrays, so JSON.stringify sees their content.
const plain = (_k: string, v: unknown) => (v instanceof Set || v instanceof Map ? [...v] : v);
const findings = (t: string) => {
  const f = analysis.findRisks(t);
  return {
    ...f,
    hits: f.hits.map((h) => ({ id: h.rule.id, part: h.part, revision: h.revision, plain: h.plain })),
  };
};
const kinds: [string, (t: string) => unknown][] = [
  ['risk', (t) => analysis.analyzeRisk(t)],
  ['findRisks', findings],
  [
    'findRisks (no classifier)',
    (t) =>
      analysis.findRisks(t, { classifier: false }).hits.map((h) => [h.rule.id, h.part.start, h.part.end]),
  ],
  ['score', (t) => analysis.scorePrompt(t, criteria)],
  ['quality', (t) => analysis.assessQuality(t)],
  ['improve', (t) => analysis.OFFLINE_METHODS.improve({ content: t, criteria })],
];
const all = createHash('sha256');
for (const [name, fn] of kinds) {
  const h = createHash('sha256');
  for (const t of texts) h.update(`${JSON.stringify(fn(t), plain)}\n`);
  const digest = h.digest('hex');
  all.update(digest);
  process.stdout.write(`${name.padEnd(26)} ${digest}\n`);
}
process.stdout.write(`${'all'.padEnd(26)} ${all.digest('hex')}  (${texts.length} texts, ${root})\n`);
