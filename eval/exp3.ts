import { featuresOf, logit, sigmoid } from '../src/modules/analysis/offline/risk-features.js';
import { cuesOf } from '../src/modules/analysis/offline/risk-cues.js';
import { foldText } from '../src/modules/analysis/offline/risk-features.js';
import { readFileSync } from 'node:fs';
const M = JSON.parse(readFileSync('src/modules/analysis/offline/risk-model.data.json','utf8'));
for (const t of process.argv.slice(2)) console.log(sigmoid(logit(M.binary, featuresOf(t))).toFixed(2), cuesOf(t, foldText(t)).join(','), '|', t.slice(0,60));
