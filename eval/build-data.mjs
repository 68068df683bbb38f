// One-off: converts the raw tab-separated drafts into eval/data/risk.jsonl (kept for the record).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('./data/raw/', import.meta.url);
const out = [];
const counters = {};
for (const f of readdirSync(dir)
  .filter((n) => n.startsWith('risk-'))
  .sort()) {
  for (const line of readFileSync(new URL(f, dir), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [label, category, lang, text] = line.split('\t');
    const key = `${label === 'R' ? 'r' : 'b'}-${category}-${lang}`;
    counters[key] = (counters[key] ?? 0) + 1;
    out.push({
      id: `${key}-${String(counters[key]).padStart(3, '0')}`,
      risky: label === 'R',
      category,
      lang,
      text: text.replace(/\\n/g, '\n'),
    });
  }
}
writeFileSync(
  new URL('./data/risk.jsonl', import.meta.url),
  out.map((o) => JSON.stringify(o)).join('\n') + '\n',
);
console.log(out.length);

// Scoring pairs: kind \t weak \t strong.
const pairs = [];
const kc = {};
for (const f of readdirSync(dir)
  .filter((n) => n.startsWith('scoring-'))
  .sort()) {
  for (const line of readFileSync(new URL(f, dir), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [kind, weak, strong] = line.split('\t');
    kc[kind] = (kc[kind] ?? 0) + 1;
    pairs.push({
      id: `s-${kind}-${String(kc[kind]).padStart(3, '0')}`,
      kind,
      weak: weak.replace(/\\n/g, '\n'),
      strong: strong.replace(/\\n/g, '\n'),
    });
  }
}
writeFileSync(
  new URL('./data/scoring.jsonl', import.meta.url),
  pairs.map((o) => JSON.stringify(o)).join('\n') + '\n',
);
console.log(pairs.length, kc);

// Heatmap: text ||| key phrase ||| …  Balance: text ||| Category:phrase ||| …
function pipeSet(name, prefix, map) {
  const items = [];
  let n = 0;
  for (const line of readFileSync(new URL(name, dir), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [text, ...rest] = line.split('|||').map((s) => s.trim());
    const item = {
      id: `${prefix}-${String(++n).padStart(3, '0')}`,
      text: text.replace(/\\n/g, '\n'),
      ...map(rest),
    };
    items.push(item);
  }
  return items;
}
const heat = pipeSet('heatmap.txt', 'h', (rest) => ({ key_phrases: rest }));
const bal = pipeSet('balance.txt', 'b', (rest) => ({
  phrases: rest.map((r) => ({ category: r.slice(0, r.indexOf(':')), phrase: r.slice(r.indexOf(':') + 1) })),
}));
for (const h of heat)
  for (const k of h.key_phrases) if (!h.text.includes(k)) console.error('heat not substring', h.id, k);
for (const b of bal)
  for (const p of b.phrases)
    if (!b.text.includes(p.phrase) || !['Instruction', 'Entity', 'Concept', 'Detail'].includes(p.category))
      console.error('bal bad', b.id, p);
writeFileSync(
  new URL('./data/heatmap.jsonl', import.meta.url),
  heat.map((o) => JSON.stringify(o)).join('\n') + '\n',
);
writeFileSync(
  new URL('./data/balance.jsonl', import.meta.url),
  bal.map((o) => JSON.stringify(o)).join('\n') + '\n',
);
console.log(heat.length, bal.length);
