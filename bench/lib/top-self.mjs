// Top functions of a V8 .cpuprofile by self time, then by total time (self + callees), in % of
// the non-idle samples: `node bench/lib/top-self.mjs FILE [N]`.
import { readFileSync } from 'node:fs';

const [file, n = '30'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const name = (node) => {
  const f = node.callFrame;
  const where = f.url
    ? ` ${f.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${f.lineNumber + 1}`
    : '';
  return `${f.functionName || '(anonymous)'}${where}`;
};
const self = new Map();
const total = new Map();
let busy = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const node = byId.get(id);
  if (node.callFrame.functionName === '(idle)') return;
  busy += us;
  self.set(name(node), (self.get(name(node)) ?? 0) + us);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + us);
    seen.add(key);
  }
});
const show = (title, map) => {
  process.stdout.write(`${title}\n`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(n)))
    process.stdout.write(`${((100 * us) / busy).toFixed(1).padStart(5)}%  ${key}\n`);
};
show('self', self);
show('total', total);
