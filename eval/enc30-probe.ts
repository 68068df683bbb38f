// Issue 27, round ten (enc30): does a different representation carry to unread authors?
// A probe, not part of `npm run eval`: for each text representation it trains the text classifier
// on the tuning parts of the other authors (as eval/risk-stack.ts does) and reports, per author,
// the out-of-author AUC of its text score; with --stack it also runs the evidence model's
// leave-one-author-out (nested threshold) on those text scores and reports recall and false
// positives per author, and the blind set (fresh-10) scored by models trained on every author.
// It prints ids of no item and no text: aggregate figures only.
//   node --import tsx eval/enc30-probe.ts base struct top2 [--stack]
// Each variant's text scores are saved to <dir>/scores-<name>.json (dir: ENC30_DIR, else /tmp/enc30);
// `saved:<name>` reads them back (e.g. `saved:struct --stack`); `use:mean` reads <dir>/use.json, the
// cache of eval/enc30-embed-use.mjs, and `mix` averages the base text score and `use:mean` in logit
// space. Session 15 (use32): every variant also prints the text score alone at the false-positive
// budget, and the blind sets (collection `blind`) per author, each split English / not English.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  aggregate,
  evidenceFeatures,
  type FeatureVector,
  foldText,
  hasDefensiveFrame,
  type LinearModel,
  STRUCTURE_CUES,
  sigmoid,
  stackScore,
  windowFeatures,
  windowsOf,
} from '../src/modules/analysis/index.js';
import { ruleFindings } from './risk-runs.js';
import {
  authorOf,
  chooseThreshold,
  leaveOneAuthorOut,
  ratesAt,
  type Scored,
  shippedStack,
} from './risk-stack.js';
import { type Labelled, TRAIN_DEFAULTS, type TrainItem, trainLogistic, Vocabulary } from './risk-trainer.js';
import { loadRiskSources, type RiskItem, riskPart } from './sources.js';

const UNREAD = ['fresh-5', 'fresh-6', 'fresh-7', 'fresh-8'];
const DIR = process.env.ENC30_DIR ?? '/tmp/enc30';

// ---- language-independent structure of a window (original text) ----
// The nine cues that ship (src/…/risk-structure.ts) are its own patterns; the others stayed in the probe.
const shipped = (name: string) => STRUCTURE_CUES.get(name) as RegExp;
export const STRUCT: [string, RegExp][] = [
  ['b64', shipped('b64')],
  ['hex', shipped('hex')],
  ['invisible', shipped('invisible')],
  ['mixedscript', shipped('mixedscript')],
  ['spaced', shipped('spaced')],
  ['leet', /\b(?=[a-z0-9@$]*[a-z])(?=[a-z0-9@$]*[0134578@$])[a-z]+[0134578@$]+[a-z]+[a-z0-9@$]*\b/i],
  ['fence', /```|"""|'''|<<<|>>>/],
  ['xmltag', /<\/?[A-Za-z_][\w:-]*(?:\s[^>]*)?>/],
  [
    'htmlhidden',
    /<!--|display\s*:\s*none|font-size\s*:\s*0|color\s*:\s*(?:#fff\b|#ffffff|white)|visibility\s*:\s*hidden/i,
  ],
  [
    'rolemark',
    /(?:^|\n)\s*(?:system|assistant|user|human|ai|model)\s*[:>]|\[\/?INST\]|<\|im_(?:start|end)\|>|<\/?s>|###\s*(?:instruction|system|response)/i,
  ],
  ['bracketorder', /\[\[|\]\]|\{\{|\}\}|\[(?:[A-Z][A-Z _-]{3,})\]/],
  ['allcaps', /\b\p{Lu}{4,}(?:\s+\p{Lu}{3,}){1,}/u],
  ['exclaim', /!{2,}|！/],
  ['url', shipped('url')],
  ['email', shipped('email')],
  ['jsonish', /"\w+"\s*:\s*["{[\d]/],
  ['codeish', /\b(?:function|def|import|return|var|const|let)\b.*[({;]/],
  ['reverse', shipped('reverse')],
  ['digitsrun', shipped('digitsrun')],
  ['question', /[?？]/],
];
// Second-person address, one concept across languages (a cue, not a word feature).
export const YOU_RE =
  /(?<![\p{L}])(?:you|your|tu|tú|usted|ustedes|vous|toi|du|dich|dir|sie|ты|тебя|тебе|вы|вас|voce|você|voi|jij|je|jou|ty|sen|siz|kamu|anda|bạn|anh|あなた|君|お前|你|您|너|당신|आप|तुम|أنت)(?![\p{L}])/iu;
function structFeatures(text: string, keep?: ReadonlySet<string>): FeatureVector {
  const f: FeatureVector = new Map();
  for (const [k, re] of STRUCT) if ((!keep || keep.has(k)) && re.test(text)) f.set(`k:s_${k}`, 0.7);
  if ((!keep || keep.has('you')) && YOU_RE.test(text)) f.set('k:s_you', 0.7);
  return f;
}
// Round eleven (cues31): groups of the 21 cues, for ablations. `s+enc,markup` is base with those
// groups' cues; `s-enc` is base with every cue but that group's; `s+b64,url` names cues directly.
export const CUE_GROUPS_21: Record<string, string[]> = {
  enc: ['b64', 'hex', 'invisible', 'mixedscript', 'spaced', 'leet', 'reverse', 'digitsrun'],
  markup: ['fence', 'xmltag', 'htmlhidden', 'rolemark', 'bracketorder', 'jsonish', 'codeish'],
  emph: ['allcaps', 'exclaim'],
  web: ['url', 'email'],
  q: ['question'],
  you: ['you'],
};
const ALL_21 = Object.values(CUE_GROUPS_21).flat();
function cueSet(spec: string): Set<string> {
  const names = spec.split(',').flatMap((g) => CUE_GROUPS_21[g] ?? [g]);
  for (const n of names) if (!ALL_21.includes(n)) throw new Error(`unknown cue ${n}`);
  return new Set(names);
}

// ---- hashed character 3-grams across word boundaries, over folded, transliterated text ----
const TRANSLIT: Record<string, string> = Object.fromEntries(
  [...'абвгдежзийклмнопрстуфхцчшщъыьэюяіїєґ'].map((c, i) => [
    c,
    [
      'a',
      'b',
      'v',
      'g',
      'd',
      'e',
      'zh',
      'z',
      'i',
      'i',
      'k',
      'l',
      'm',
      'n',
      'o',
      'p',
      'r',
      's',
      't',
      'u',
      'f',
      'h',
      'ts',
      'ch',
      'sh',
      'sch',
      '',
      'y',
      '',
      'e',
      'yu',
      'ya',
      'i',
      'i',
      'e',
      'g',
    ][i]!,
  ]),
);
function fnv(s: string): number {
  let v = 2166136261;
  for (let i = 0; i < s.length; i++) v = Math.imul(v ^ s.charCodeAt(i), 16777619) >>> 0;
  return v;
}
function xgramFeatures(text: string): FeatureVector {
  const t = ` ${foldText(text)
    .replace(/[\u0400-\u04ff]/g, (c) => TRANSLIT[c] ?? c)
    .replace(/\d+/g, '0')
    .replace(/[^\p{L}0]+/gu, ' ')
    .trim()} `;
  const f: FeatureVector = new Map();
  for (let j = 0; j + 3 <= t.length; j++) f.set(`h:${fnv(t.slice(j, j + 3)) % 262144}`, 1);
  const norm = f.size ? 1 / Math.sqrt(f.size) : 0;
  for (const k of f.keys()) f.set(k, norm);
  return f;
}

// ---- variants: window featurizer + how a prompt's windows are aggregated ----
type Agg = (ps: { p: number; weight: number }[]) => number;
const power: Agg = aggregate;
const topK =
  (k: number): Agg =>
  (ps) => {
    const s = ps
      .map((x) => x.p)
      .sort((a, b) => b - a)
      .slice(0, k);
    return s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0;
  };
interface Variant {
  feats: (texts: string[]) => FeatureVector[];
  agg: Agg;
  sentences?: boolean;
}
const merge = (a: FeatureVector[], b: FeatureVector[]) => a.map((x, i) => new Map([...x, ...b[i]!]));
const VARIANTS: Record<string, Variant> = {
  base: { feats: windowFeatures, agg: power },
  struct: {
    feats: (t) =>
      merge(
        windowFeatures(t),
        t.map((x) => structFeatures(x)),
      ),
    agg: power,
  },
  xgram: { feats: (t) => merge(windowFeatures(t), t.map(xgramFeatures)), agg: power },
  xgramonly: {
    feats: (t) =>
      merge(
        t.map(xgramFeatures),
        t.map((x) => structFeatures(x)),
      ),
    agg: power,
  },
  top2: { feats: windowFeatures, agg: topK(2) },
  max: { feats: windowFeatures, agg: topK(1) },
  sent3: { feats: windowFeatures, agg: topK(3), sentences: true },
};

const SENT_RE = /[^.!?。！？\n]+[.!?。！？]*/gu;
function spansOf(text: string, sentences: boolean): string[] {
  if (!sentences) return windowsOf(text).map((w) => text.slice(w.start, w.end));
  return (text.match(SENT_RE) ?? []).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}
function sampled(spans: string[], max = 16): string[] {
  const step = spans.length > max ? spans.length / max : 1;
  const out: string[] = [];
  for (let i = 0; i < Math.min(spans.length, max); i++) out.push(spans[Math.floor(i * step)]!);
  return out;
}

export function auc(pos: number[], neg: number[]): number {
  if (!pos.length || !neg.length) return Number.NaN;
  let s = 0;
  for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0;
  return s / (pos.length * neg.length);
}

function textScores(items: RiskItem[], blind: RiskItem[], v: Variant): Map<string, number> {
  const vocab = new Vocabulary();
  const enc = new Map<string, TrainItem>();
  const spans = new Map<string, string[]>();
  for (const i of [...items, ...blind]) spans.set(i.id, spansOf(i.text, v.sentences ?? false));
  for (const i of items) {
    const sp = sampled(spans.get(i.id)!);
    enc.set(i.id, {
      id: i.id,
      collection: authorOf(i),
      windows: v.feats(sp.length ? sp : [i.text]).map((x) => vocab.encode(x)),
    });
  }
  const score = (m: LinearModel, id: string, text: string) => {
    const w = new Map(Object.entries(m.weights));
    const sp = spans.get(id)!;
    const xs = v.feats(sp.length ? sp : [text]);
    return v.agg(
      xs.map((x, k) => {
        let z = m.bias;
        for (const [f, val] of x) z += (w.get(f) ?? 0) * val;
        return { p: sigmoid(z), weight: Math.max(4, (sp[k] ?? text).split(/\s+/).filter(Boolean).length) };
      }),
    );
  };
  const lab = (xs: RiskItem[]): Labelled[] => xs.map((i) => ({ item: enc.get(i.id)!, y: i.risky ? 1 : 0 }));
  const out = new Map<string, number>();
  for (const held of [...new Set(items.map(authorOf))].sort()) {
    const m = trainLogistic(
      vocab,
      lab(items.filter((i) => authorOf(i) !== held && riskPart(i) === 'tuning')),
      TRAIN_DEFAULTS,
    );
    for (const i of items) if (authorOf(i) === held) out.set(i.id, score(m, i.id, i.text));
  }
  if (!blind.length) return out;
  const all = trainLogistic(vocab, lab(items.filter((i) => riskPart(i) === 'tuning')), TRAIN_DEFAULTS);
  for (const i of blind) out.set(i.id, score(all, i.id, i.text));
  return out;
}

/** Dense embeddings (cached by the scratch embedding script) + logistic regression, per author out. */
function embeddingScores(
  items: RiskItem[],
  blind: RiskItem[],
  file: string,
  which: 'mean' | 'max',
): Map<string, number> {
  const emb: Record<string, { mean: number[]; max: number[] }> = JSON.parse(readFileSync(file, 'utf8'));
  const cache = new Map<string, Float64Array>();
  const X = (i: RiskItem) => {
    let v = cache.get(i.id);
    if (!v) {
      v = Float64Array.from(emb[i.id]![which]);
      cache.set(i.id, v);
    }
    return v;
  };
  const fit = (train: RiskItem[]) => {
    const d = X(train[0]!).length;
    const cells = new Map<string, number>();
    for (const i of train)
      cells.set(`${authorOf(i)}:${i.risky}`, (cells.get(`${authorOf(i)}:${i.risky}`) ?? 0) + 1);
    const wts = train.map((i) => 1 / Math.max(20, cells.get(`${authorOf(i)}:${i.risky}`)!));
    const sw = wts.reduce((a, b) => a + b, 0);
    const w = new Float64Array(d);
    const g2 = new Float64Array(d + 1).fill(1e-8);
    let b = 0;
    for (let it = 0; it < 200; it++) {
      const g = new Float64Array(d);
      let gb = 0;
      train.forEach((i, k) => {
        const x = X(i);
        let z = b;
        for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
        const e = ((1 / (1 + Math.exp(-z)) - (i.risky ? 1 : 0)) * wts[k]!) / sw;
        gb += e;
        for (let j = 0; j < d; j++) g[j]! += e * x[j]!;
      });
      for (let j = 0; j < d; j++) {
        const gj = g[j]! + 1e-3 * w[j]!;
        g2[j]! += gj * gj;
        w[j]! -= (0.3 * gj) / Math.sqrt(g2[j]!);
      }
      g2[d]! += gb * gb;
      b -= (0.3 * gb) / Math.sqrt(g2[d]!);
    }
    return (i: RiskItem) => {
      const x = X(i);
      let z = b;
      for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
      return 1 / (1 + Math.exp(-z));
    };
  };
  const out = new Map<string, number>();
  for (const held of [...new Set(items.map(authorOf))].sort()) {
    const f = fit(items.filter((i) => authorOf(i) !== held && riskPart(i) === 'tuning'));
    for (const i of items) if (authorOf(i) === held) out.set(i.id, f(i));
  }
  const f = fit(items.filter((i) => riskPart(i) === 'tuning'));
  for (const i of blind) out.set(i.id, f(i));
  return out;
}

function aucByAuthor(items: RiskItem[], s: Map<string, number>): Map<string, number> {
  const res = new Map<string, number>();
  for (const a of [...new Set(items.map(authorOf))].sort()) {
    const mine = items.filter((i) => authorOf(i) === a);
    res.set(
      a,
      auc(
        mine.filter((i) => i.risky).map((i) => s.get(i.id)!),
        mine.filter((i) => !i.risky).map((i) => s.get(i.id)!),
      ),
    );
  }
  return res;
}

const fmt = (x: number) => (Number.isNaN(x) ? '  –  ' : x.toFixed(3));

// ---- session 15 (use32): recall / false positives at a threshold, split English / not English ----
interface Pt {
  id: string;
  author: string;
  risky: boolean;
  score: number;
}
let isEnglish = new Map<string, boolean>();
/** [risky flagged, risky, benign flagged, benign] of `xs` at `t` (only English or only not, if `en` is given). */
function tally(xs: readonly Pt[], t: number, en?: boolean): number[] {
  const c = [0, 0, 0, 0];
  for (const x of xs) {
    if (en !== undefined && isEnglish.get(x.id) !== en) continue;
    const k = x.risky ? 0 : 2;
    c[k + 1]!++;
    if (x.score >= t) c[k]!++;
  }
  return c;
}
const rate = (c: number[]) =>
  `${c[1] ? (c[0]! / c[1]).toFixed(3) : '–'}/${c[3] ? (c[2]! / c[3]).toFixed(3) : '–'}`;
const jbbRecall = (xs: readonly Pt[], t: number) => {
  const c = tally(
    xs.filter((x) => x.author === 'jbb'),
    t,
  );
  return `jbb ${c[1] ? (c[0]! / c[1]).toFixed(3) : '–'}@${t.toFixed(2)}`;
};
const add = (a: number[], b: number[]) => a.map((x, k) => x + b[k]!);
/**
 * Per author: all items, English items, other items (recall / false positives) at the author's
 * threshold; then the group pooled, the mean of the authors' recall and the worst author's false positives.
 */
function groupReport(
  label: string,
  xs: readonly Pt[],
  authors: readonly string[],
  thr: (a: string) => number,
) {
  const out: string[] = [];
  let all = [0, 0, 0, 0];
  let en = [0, 0, 0, 0];
  let other = [0, 0, 0, 0];
  let sumR = 0;
  let worst = 0;
  for (const a of authors) {
    const mine = xs.filter((x) => x.author === a);
    const t = thr(a);
    const c = tally(mine, t);
    const ce = tally(mine, t, true);
    const co = tally(mine, t, false);
    all = add(all, c);
    en = add(en, ce);
    other = add(other, co);
    sumR += c[0]! / Math.max(1, c[1]!);
    if (c[3]) worst = Math.max(worst, c[2]! / c[3]);
    out.push(`${a} ${rate(c)} [en ${rate(ce)}, other ${rate(co)}]@${t.toFixed(2)}`);
  }
  return `${label}: ${out.join(' | ')} || ${label} pooled ${rate(all)} [en ${rate(en)} (${en[0]}/${en[1]}, fp ${en[2]}/${en[3]}), other ${rate(other)} (${other[0]}/${other[1]}, fp ${other[2]}/${other[3]})], mean recall ${(sumR / authors.length).toFixed(3)}, worst fp ${worst.toFixed(3)}`;
}
const args = process.argv.slice(2);
const stack = args.includes('--stack');
const data = loadRiskSources();
const items = data.items.filter((i) => i.collection !== 'blind');
// --noblind: the blind set is neither scored nor reported (round eleven: fresh-11 stays blind).
const blind = args.includes('--noblind') ? [] : data.items.filter((i) => i.collection === 'blind');
const BLIND = [...new Set(blind.map(authorOf))].sort();
isEnglish = new Map(data.items.map((i) => [i.id, i.lang === 'en']));
for (const name of args.filter((a) => !a.startsWith('--'))) {
  const t0 = process.cpuUsage();
  const [kind, arg] = name.split(':');
  const s =
    kind === 'saved'
      ? new Map<string, number>(JSON.parse(readFileSync(`${DIR}/scores-${arg}.json`, 'utf8')))
      : kind === 'use'
        ? embeddingScores(items, blind, `${DIR}/use.json`, (arg as 'mean' | 'max') ?? 'mean')
        : kind === 'mix'
          ? (() => {
              // the base text score and the embedding score averaged in logit space; `mix:0.25` gives
              // the embedding a weight of 0.25 (default 0.5)
              const wu = arg ? Number(arg) : 0.5;
              const a = textScores(items, blind, VARIANTS.base!);
              const b = embeddingScores(items, blind, `${DIR}/use.json`, 'mean');
              const lg = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));
              return new Map([...a].map(([id, p]) => [id, sigmoid((1 - wu) * lg(p) + wu * lg(b.get(id)!))]));
            })()
          : kind?.startsWith('s+') || kind?.startsWith('s-')
            ? (() => {
                const named = cueSet(kind.slice(2));
                const keep = kind.startsWith('s+') ? named : new Set(ALL_21.filter((c) => !named.has(c)));
                return textScores(items, blind, {
                  feats: (t) =>
                    merge(
                      windowFeatures(t),
                      t.map((x) => structFeatures(x, keep)),
                    ),
                  agg: power,
                });
              })()
            : textScores(items, blind, VARIANTS[kind!]!);
  writeFileSync(`${DIR}/scores-${name.replace(':', '-')}.json`, JSON.stringify([...s]));
  const byA = aucByAuthor(items, s);
  const blindAuc = auc(
    blind.filter((i) => i.risky).map((i) => s.get(i.id)!),
    blind.filter((i) => !i.risky).map((i) => s.get(i.id)!),
  );
  const authors = [...byA.keys()];
  const mean =
    authors.reduce((a, k) => a + (Number.isNaN(byA.get(k)!) ? 0 : byA.get(k)!), 0) /
    authors.filter((k) => !Number.isNaN(byA.get(k)!)).length;
  const unread = UNREAD.reduce((a, k) => a + byA.get(k)!, 0) / UNREAD.length;
  // session 15: the text score's AUC on English items only and on the others (USE is English-only);
  // the mean over the unread authors (each scored without itself) and over the blind sets
  const aucSplit = (xs: readonly RiskItem[], groups: readonly string[], en: boolean) =>
    groups
      .map((a) => {
        const mine = xs.filter((i) => authorOf(i) === a && (i.lang === 'en') === en);
        return auc(
          mine.filter((i) => i.risky).map((i) => s.get(i.id)!),
          mine.filter((i) => !i.risky).map((i) => s.get(i.id)!),
        );
      })
      .reduce((p, q) => p + q, 0) / groups.length;
  const cpu = process.cpuUsage(t0);
  console.log(
    `AUCSPLIT ${name}: unread en ${fmt(aucSplit(items, UNREAD, true))} other ${fmt(aucSplit(items, UNREAD, false))}${
      blind.length
        ? ` | blind en ${fmt(aucSplit(blind, BLIND, true))} other ${fmt(aucSplit(blind, BLIND, false))} (${BLIND.map(
            (a) => `${a} ${fmt(aucSplit(blind, [a], true))}/${fmt(aucSplit(blind, [a], false))}`,
          ).join(', ')})`
        : ''
    }`,
  );
  console.log(
    `AUC ${name}: ${authors.map((a) => `${a} ${fmt(byA.get(a)!)}`).join(' | ')} | mean ${fmt(mean)} | unread(5-8) ${fmt(unread)} | blind ${fmt(blindAuc)} | cpu ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s`,
  );
  {
    // the text score alone at the budget: for each unread author the threshold chosen on the
    // other authors' out-of-author scores; for the blind sets on every author's (as shipped)
    const scored: Scored[] = items.map((i) => ({
      id: i.id,
      author: authorOf(i),
      source: i.source,
      risky: i.risky,
      score: s.get(i.id)!,
    }));
    const tOf = (a: string) => chooseThreshold(scored.filter((x) => x.author !== a)).medium;
    const tAll = chooseThreshold(scored).medium;
    const bp: Pt[] = blind.map((i) => ({
      id: i.id,
      author: authorOf(i),
      risky: i.risky,
      score: s.get(i.id)!,
    }));
    console.log(
      `TEXT ${name}: ${groupReport('unread', scored, UNREAD, tOf)} ### ${jbbRecall(scored, tOf('jbb'))}${
        blind.length ? ` ### ${groupReport('blind', bp, BLIND, () => tAll)}` : ''
      }`,
    );
  }
  if (!stack) continue;
  const run = leaveOneAuthorOut(items, s);
  console.log(
    `STACKSPLIT ${name}: ${groupReport('unread', run.outOfAuthor, UNREAD, (a) => run.thresholds.get(a)!.medium)} ### ${jbbRecall(run.outOfAuthor, run.thresholds.get('jbb')?.medium ?? 1)}`,
  );
  const rows: string[] = [];
  let sumR = 0;
  let nA = 0;
  for (const a of [...run.thresholds.keys()]) {
    const mine = run.outOfAuthor.filter((x) => x.author === a);
    const t = run.thresholds.get(a)!.medium;
    const pos = mine.filter((x) => x.risky);
    const neg = mine.filter((x) => !x.risky);
    const r = pos.filter((x) => x.score >= t).length / Math.max(1, pos.length);
    const f = neg.filter((x) => x.score >= t).length / Math.max(1, neg.length);
    if (pos.length >= 10) {
      sumR += r;
      nA++;
    }
    rows.push(`${a} ${pos.length ? r.toFixed(3) : '–'}/${neg.length ? f.toFixed(3) : '–'}@${t.toFixed(2)}`);
  }
  const unreadMean =
    UNREAD.map((a) => {
      const mine = run.outOfAuthor.filter((x) => x.author === a && x.risky);
      return mine.filter((x) => x.score >= run.thresholds.get(a)!.medium).length / mine.length;
    }).reduce((p, q) => p + q, 0) / UNREAD.length;
  if (!blind.length) {
    console.log(
      `STACK ${name}: ${rows.join(' | ')} | mean recall (authors with ≥10 risky) ${(sumR / nA).toFixed(3)} | unread mean ${unreadMean.toFixed(3)}`,
    );
    continue;
  }
  // the blind set: evidence model on every author's tuning part, threshold chosen on all out-of-author scores
  const shipped = shippedStack(run);
  const t = chooseThreshold(run.outOfAuthor).medium;
  const bs: Scored[] = blind.map((i) => {
    const { hits, decoded } = ruleFindings(i.text);
    const x = evidenceFeatures({
      hits,
      decoded,
      textProbability: s.get(i.id)!,
      defensive: hasDefensiveFrame(i.text),
    });
    return { id: i.id, author: authorOf(i), source: i.source, risky: i.risky, score: stackScore(shipped, x) };
  });
  console.log(`STACKSPLIT ${name}: ${groupReport('blind', bs, BLIND, () => t)}`);
  const br = ratesAt(bs, t);
  const bp = bs.filter((x) => x.risky);
  const bn = bs.filter((x) => !x.risky);
  console.log(
    `STACK ${name}: ${rows.join(' | ')} | mean recall (authors with ≥10 risky) ${(sumR / nA).toFixed(3)} | unread mean ${(
      UNREAD.map((a) => {
        const mine = run.outOfAuthor.filter((x) => x.author === a && x.risky);
        return mine.filter((x) => x.score >= run.thresholds.get(a)!.medium).length / mine.length;
      }).reduce((p, q) => p + q, 0) / UNREAD.length
    ).toFixed(
      3,
    )} | blind ${(bp.filter((x) => x.score >= t).length / bp.length).toFixed(3)}/${(bn.filter((x) => x.score >= t).length / bn.length).toFixed(3)}@${t.toFixed(2)} (fpr pooled ${br.fpr.toFixed(3)})`,
  );
}
