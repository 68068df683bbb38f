// Issue 27, round ten (enc30): the chunks of each risk item that eval/enc30-embed-use.mjs embeds
// (up to 8 evenly spaced windows of at most 1,000 characters), every item of every collection,
// the blind sets included. Writes <ENC30_DIR or /tmp/enc30>/chunks.json; prints counts only.
//   ENC30_DIR=/tmp/use32 node --import tsx eval/enc30-chunks.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { windowsOf } from '../src/modules/analysis/index.js';
import { loadRiskSources } from './sources.js';

const dir = process.env.ENC30_DIR ?? '/tmp/enc30';
mkdirSync(dir, { recursive: true });
const data = loadRiskSources();
const out = data.items.map((i) => {
  const ws = windowsOf(i.text).map((w) => i.text.slice(w.start, w.end));
  const step = ws.length > 8 ? ws.length / 8 : 1;
  const chunks: string[] = [];
  for (let k = 0; k < Math.min(8, ws.length); k++) chunks.push(ws[Math.floor(k * step)]!.slice(0, 1000));
  return { id: i.id, chunks: chunks.length ? chunks : [i.text.slice(0, 1000) || ' '] };
});
writeFileSync(`${dir}/chunks.json`, JSON.stringify(out));
const blind = new Set(data.items.filter((i) => i.collection === 'blind').map((i) => i.id));
console.log(
  'items',
  out.length,
  'chunks',
  out.reduce((a, o) => a + o.chunks.length, 0),
  'blind items',
  out.filter((o) => blind.has(o.id)).length,
);
