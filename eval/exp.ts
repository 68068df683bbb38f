// Scratch: cross-validated AUC inside the tuning part for a few training settings.
import { featuresOf, logit, sigmoid } from '../src/modules/analysis/offline/risk-features.js';
import { byPart, loadRisk } from './datasets.js';
import { foldOf, trainLogistic } from './risk-trainer.js';
const tuning = byPart(loadRisk(), 'tuning');
for (const opts of [{epochs:40,learningRate:0.5,l2:1e-4},{epochs:40,learningRate:2,l2:1e-3}]) {
const oof = new Map<string, number>();
for (let k = 0; k < 5; k++) {
  const train = tuning.filter((i) => foldOf(i.id) !== k).map((i) => ({ id: i.id, x: featuresOf(i.text), y: i.risky ? 1 : 0 }));
  const m = trainLogistic(train, opts);
  for (const i of tuning.filter((i) => foldOf(i.id) === k)) oof.set(i.id, sigmoid(logit(m, featuresOf(i.text))));
}
const pos = tuning.filter((i) => i.risky).map((i) => oof.get(i.id)!);
const neg = tuning.filter((i) => !i.risky).map((i) => oof.get(i.id)!).sort((a,b)=>b-a);
let auc = 0; for (const p of pos) for (const n of neg) auc += p > n ? 1 : p === n ? 0.5 : 0;
const r = (f: number) => { const t = neg[Math.floor(neg.length*f)]!; return (pos.filter(p=>p>t).length/pos.length).toFixed(3); };
console.log(process.env.CUE_SCALE, JSON.stringify(opts), 'AUC', (auc / pos.length / neg.length).toFixed(3), 'recall@5%', r(0.05), '@8%', r(0.08));
}
{
const opts = {epochs:40,learningRate:0.5,l2:1e-4};
const oof = new Map<string, number>();
for (let k = 0; k < 5; k++) {
  const train = tuning.filter((i) => foldOf(i.id) !== k).map((i) => ({ id: i.id, x: featuresOf(i.text), y: i.risky ? 1 : 0 }));
  const m = trainLogistic(train, opts);
  for (const i of tuning.filter((i) => foldOf(i.id) === k)) oof.set(i.id, sigmoid(logit(m, featuresOf(i.text))));
}
const s = [...tuning].sort((a,b)=>oof.get(a.id)!-oof.get(b.id)!);
console.log('--- lowest risky');
for (const i of s.filter(i=>i.risky).slice(0,22)) console.log(oof.get(i.id)!.toFixed(2), i.id, i.text.slice(0,150).replace(/\n/g,' '));
console.log('--- highest benign');
for (const i of s.filter(i=>!i.risky).reverse().slice(0,16)) console.log(oof.get(i.id)!.toFixed(2), i.id, i.text.slice(0,150));
}
