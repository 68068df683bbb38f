// The cost of matching non-special added tokens (issue 28), measured in one process: the same
// vocabulary with and without its added tokens, on the same distinct Markdown, interleaved runs,
// CPU time. The ratio is the counting speed issue 28 kept (1.0 = no cost).
// Run: node --import tsx bench/added-tokens.bench.ts   (BENCH_IDS=gemma3,qwen3 narrows)
import { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { CATALOG } from '../src/tokenizers/tokenizer-catalog.js';
import { prose } from './lib/corpus.js';

const KB = 1024;
const IDS = (process.env.BENCH_IDS ?? 'gemma3,gemini,qwen3,deepseek_v3,cohere_command_r').split(
  ',',
) as TokenizerId[];
const texts = [1, 2, 3, 4, 5, 6].map((seed) => prose(256 * KB, 40 + seed));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

console.log('## Added tokens: the matching pass, with vs without (same process, CPU time)\n');
console.log('| id | with added tokens, MB/s (CPU) | without, MB/s (CPU) | ratio |');
console.log('|---|---|---|---|');
for (const id of IDS) {
  const vocab = CATALOG[id].load();
  const withAdded = new BpeTokenizer(id, vocab);
  const without = new BpeTokenizer(id, { ...vocab, added: null });
  const mbps = (t: BpeTokenizer, text: string) => {
    const start = cpu();
    t.count(text);
    return text.length / KB / KB / (cpu() - start);
  };
  // Warm both (JIT), then alternate which goes first; every run gets text neither has seen.
  withAdded.count(prose(64 * KB, 90));
  without.count(prose(64 * KB, 91));
  const a: number[] = [];
  const b: number[] = [];
  texts.forEach((text, i) => {
    const copy = ` ${text}`.slice(1); // a separate string: no cache shared through identity
    if (i % 2 === 0) {
      a.push(mbps(withAdded, text));
      b.push(mbps(without, copy));
    } else {
      b.push(mbps(without, copy));
      a.push(mbps(withAdded, text));
    }
  });
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
  const [x, y] = [median(a), median(b)];
  console.log(`| ${id} | ${x.toFixed(1)} | ${y.toFixed(1)} | ${(x / y).toFixed(2)} |`);
}
