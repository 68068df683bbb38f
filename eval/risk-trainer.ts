// Logistic regression by plain SGD in a fixed order (no randomness, so training is reproducible),
// over the windows of each prompt. Each prompt weighs 1 in total, shared by its windows; each
// (collection, label) cell weighs the same in total, so a large collection or a long prompt does
// not decide the model alone. Features are interned to integers once per run.
import {
  type FeatureVector,
  type LinearModel,
  sigmoid,
  windowFeatures,
  windowsOf,
} from '../src/modules/analysis/index.js';

export interface Encoded {
  idx: Int32Array;
  val: Float32Array;
}

/** A prompt as the trainer sees it: its windows' features (at most MAX_WINDOWS of them). */
export interface TrainItem {
  id: string;
  collection: string;
  windows: Encoded[];
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** L2 of word and character n-gram weights (cue groups use `l2`): n-grams carry style. */
  l2Ngram: number;
  /** An n-gram feature must occur in this many training prompts… */
  minItems: number;
  /** …of this many collections (cue groups are always kept). */
  minCollections: number;
  keep: number;
}
export const TRAIN_DEFAULTS: TrainOptions = {
  epochs: 20,
  learningRate: 0.5,
  l2: 1e-3,
  l2Ngram: 3e-3,
  minItems: 3,
  minCollections: 2,
  keep: 6000,
};

const MAX_WINDOWS = 16;
const MIN_CELL = 20;

/** Interns feature names; shared by every model of one run. */
export class Vocabulary {
  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  id(name: string): number {
    let i = this.ids.get(name);
    if (i === undefined) {
      i = this.names.length;
      this.ids.set(name, i);
      this.names.push(name);
    }
    return i;
  }
  encode(x: FeatureVector): Encoded {
    const idx = new Int32Array(x.size);
    const val = new Float32Array(x.size);
    let j = 0;
    for (const [k, v] of x) {
      idx[j] = this.id(k);
      val[j++] = v;
    }
    return { idx, val };
  }
}

/** Evenly spaced windows of a long prompt (deterministic). */
export function sampledWindowTexts(text: string): string[] {
  const ws = windowsOf(text);
  const step = ws.length > MAX_WINDOWS ? ws.length / MAX_WINDOWS : 1;
  const out: string[] = [];
  for (let i = 0; i < Math.min(ws.length, MAX_WINDOWS); i++) {
    const w = ws[Math.floor(i * step)]!;
    out.push(text.slice(w.start, w.end));
  }
  return out.length ? out : [text];
}

export function encodeItem(
  vocab: Vocabulary,
  item: { id: string; collection: string; text: string },
): TrainItem {
  return {
    id: item.id,
    collection: item.collection,
    windows: windowFeatures(sampledWindowTexts(item.text)).map((x) => vocab.encode(x)),
  };
}

function fnv(s: string): number {
  let v = 2166136261;
  for (let i = 0; i < s.length; i++) v = Math.imul(v ^ s.charCodeAt(i), 16777619) >>> 0;
  return v;
}

// The order of a window in an epoch is fixed by its key: hashed once per run, not once per model.
const epochHashes = new Map<string, number[]>();
function epochHash(epoch: number, key: string): number {
  let hs = epochHashes.get(key);
  if (!hs) {
    hs = [];
    epochHashes.set(key, hs);
  }
  while (hs.length <= epoch) hs.push(fnv(`${hs.length}:${key}`));
  return hs[epoch]!;
}

function allowedOnly(x: Encoded, ok: Uint8Array): Encoded {
  let n = 0;
  for (let j = 0; j < x.idx.length; j++) if (ok[x.idx[j]!]) n++;
  if (n === x.idx.length) return x;
  const idx = new Int32Array(n);
  const val = new Float32Array(n);
  n = 0;
  for (let j = 0; j < x.idx.length; j++) {
    if (!ok[x.idx[j]!]) continue;
    idx[n] = x.idx[j]!;
    val[n++] = x.val[j]!;
  }
  return { idx, val };
}

export interface Labelled {
  item: TrainItem;
  y: 0 | 1;
}

/** Which features may carry weight: cue groups, and n-grams seen in enough prompts and collections. */
function allowedFeatures(vocab: Vocabulary, data: readonly Labelled[], opts: TrainOptions): Uint8Array {
  const n = vocab.names.length;
  // Prompts and distinct collections per feature, counted with the last prompt and collection that
  // counted it (typed arrays, not a Set of collections per feature: that was a tenth of a run's
  // training time). The prompts are visited collection by collection; the counts do not depend on
  // the order.
  const byCollection = new Map<string, TrainItem[]>();
  for (const { item } of data) {
    const group = byCollection.get(item.collection);
    if (group) group.push(item);
    else byCollection.set(item.collection, [item]);
  }
  const items = new Uint32Array(n);
  const collections = new Uint32Array(n);
  const lastItem = new Int32Array(n).fill(-1);
  const lastCollection = new Int32Array(n).fill(-1);
  let k = 0;
  let c = 0;
  for (const group of byCollection.values()) {
    for (const item of group) {
      for (const w of item.windows) {
        for (const i of w.idx) {
          if (lastItem[i] === k) continue;
          lastItem[i] = k;
          items[i]!++;
          if (lastCollection[i] !== c) {
            lastCollection[i] = c;
            collections[i]!++;
          }
        }
      }
      k++;
    }
    c++;
  }
  const ok = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (vocab.names[i]!.startsWith('k:')) ok[i] = items[i]! > 0 ? 1 : 0;
    else ok[i] = items[i]! >= opts.minItems && collections[i]! >= opts.minCollections ? 1 : 0;
  }
  return ok;
}

export function trainLogistic(
  vocab: Vocabulary,
  data: readonly Labelled[],
  opts: TrainOptions = TRAIN_DEFAULTS,
): LinearModel {
  const ok = allowedFeatures(vocab, data, opts);
  // Equal total weight per (collection, label) cell, then per prompt, then per window.
  const cells = new Map<string, number>();
  for (const d of data)
    cells.set(`${d.item.collection}:${d.y}`, (cells.get(`${d.item.collection}:${d.y}`) ?? 0) + 1);
  // A cell of a few items (a relabelled prompt of a collection of the other label) weighs in
  // proportion to its size up to MIN_CELL items, not as much as a whole collection.
  const perCell = data.length / cells.size;
  const rows: { x: Encoded; y: number; w: number; key: string }[] = [];
  for (const d of data) {
    const itemWeight = perCell / Math.max(MIN_CELL, cells.get(`${d.item.collection}:${d.y}`)!);
    for (const [i, x] of d.item.windows.entries()) {
      rows.push({ x, y: d.y, w: itemWeight / d.item.windows.length, key: `${d.item.id}#${i}` });
    }
  }
  const w = new Float64Array(vocab.names.length);
  const l2 = new Float64Array(vocab.names.length).map((_, i) =>
    vocab.names[i]!.startsWith('k:') ? opts.l2 : opts.l2Ngram,
  );
  // Each window keeps only its allowed features (the same sums in the same order as skipping the
  // others in the loop, so the same model; the eval trains one model per author left out).
  const kept = rows.map((r) => allowedOnly(r.x, ok));
  let bias = 0;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const lr = opts.learningRate / (1 + epoch * 0.2);
    const order = rows
      .map((r, k) => ({ r, k, h: epochHash(epoch, r.key) }))
      .sort((a, b) => a.h - b.h || (a.r.key < b.r.key ? -1 : 1));
    for (const { r, k } of order) {
      let z = bias;
      const { idx, val } = kept[k]!;
      for (let j = 0; j < idx.length; j++) z += w[idx[j]!]! * val[j]!;
      const g = (sigmoid(z) - r.y) * r.w;
      for (let j = 0; j < idx.length; j++) {
        const i = idx[j]!;
        w[i] = w[i]! - lr * (g * val[j]! + l2[i]! * w[i]!);
      }
      bias -= lr * g;
    }
  }
  const weights: Record<string, number> = {};
  const top = [...w.keys()]
    .filter((i) => ok[i] && Math.round(w[i]! * 1e4) !== 0)
    .sort((a, b) => Math.abs(w[b]!) - Math.abs(w[a]!) || (vocab.names[a]! < vocab.names[b]! ? -1 : 1))
    .slice(0, opts.keep)
    .sort((a, b) => (vocab.names[a]! < vocab.names[b]! ? -1 : 1));
  for (const i of top) weights[vocab.names[i]!] = Math.round(w[i]! * 1e4) / 1e4;
  return { bias: Math.round(bias * 1e4) / 1e4, weights };
}

/** Fold 0–4 of an id, for cross-validation. */
export function foldOf(id: string): number {
  return fnv(`fold:${id}`) % 5;
}
