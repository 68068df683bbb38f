// Issue 27, round ten (enc30): the chunks of each risk item that eval/enc30-embed-use.mjs embeds
// (up to 8 evenly spaced windows of at most 1,000 characters). Writes /tmp/enc30/chunks.json; prints a count only.
//   node --import tsx eval/enc30-chunks.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { windowsOf } from '../src/modules/analysis/index.js';
import { loadRiskSources } from './sources.js';

mkdirSync('/tmp/enc30', { recursive: true });
const data = loadRiskSources();
const out = data.items.map((i) => {
  const ws = windowsOf(i.text).map((w) => i.text.slice(w.start, w.end));
  const step = ws.length > 8 ? ws.length / 8 : 1;
  const chunks: string[] = [];
  for (let k = 0; k < Math.min(8, ws.length); k++) chunks.push(ws[Math.floor(k * step)]!.slice(0, 1000));
  return { id: i.id, chunks: chunks.length ? chunks : [i.text.slice(0, 1000) || ' '] };
});
writeFileSync('/tmp/enc30/chunks.json', JSON.stringify(out));
console.log('items', out.length);
