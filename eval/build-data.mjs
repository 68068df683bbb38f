// One-off: converts the raw tab-separated drafts into eval/data/risk.jsonl (kept for the record).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('./data/raw/', import.meta.url);
/** The non-blank lines of one raw file. */
const linesOf = (name) =>
  readFileSync(new URL(name, dir), 'utf8')
    .split('\n')
    .filter((line) => line.trim());
/** The tab-separated fields of every line of the raw files whose names start with `prefix`, in name order. */
const rowsOf = (prefix) =>
  readdirSync(dir)
    .filter((n) => n.startsWith(prefix))
    .sort()
    .flatMap((f) => linesOf(f).map((line) => line.split('\t')));
/** Turns the drafts' escaped \\n into real newlines. */
const newlines = (text) => text.replace(/\\n/g, '\n');
const writeJsonl = (name, items) =>
  writeFileSync(
    new URL(`./data/${name}`, import.meta.url),
    items.map((o) => JSON.stringify(o)).join('\n') + '\n',
  );
/** Numbers ids within each key: key-001, key-002, … */
const numbering = () => {
  const counts = {};
  return (key) => {
    counts[key] = (counts[key] ?? 0) + 1;
    return `${key}-${String(counts[key]).padStart(3, '0')}`;
  };
};

const riskId = numbering();
const out = rowsOf('risk-').map(([label, category, lang, text]) => ({
  id: riskId(`${label === 'R' ? 'r' : 'b'}-${category}-${lang}`),
  risky: label === 'R',
  category,
  lang,
  text: newlines(text),
}));
writeJsonl('risk.jsonl', out);
console.log(out.length);

// Scoring pairs: kind \t weak \t strong.
const kc = {};
const pairs = rowsOf('scoring-').map(([kind, weak, strong]) => {
  kc[kind] = (kc[kind] ?? 0) + 1;
  return {
    id: `s-${kind}-${String(kc[kind]).padStart(3, '0')}`,
    kind,
    weak: newlines(weak),
    strong: newlines(strong),
  };
});
writeJsonl('scoring.jsonl', pairs);
console.log(pairs.length, kc);

// Heatmap: text ||| key phrase ||| …  Balance: text ||| Category:phrase ||| …
function pipeSet(name, prefix, map) {
  const id = numbering();
  return linesOf(name).map((line) => {
    const [text, ...rest] = line.split('|||').map((s) => s.trim());
    return { id: id(prefix), text: newlines(text), ...map(rest) };
  });
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
writeJsonl('heatmap.jsonl', heat);
writeJsonl('balance.jsonl', bal);
console.log(heat.length, bal.length);
