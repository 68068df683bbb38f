// The generated exactness corpus (prose, code, CJK, emoji/ZWJ, RTL scripts, numbers, whitespace
// runs, special-token strings, control characters and lone surrogates), shared by the exactness
// tests and by the reference generator (reference/generate-reference-ids.ts).

import { mulberry32 as random } from '../support/seeded-random.js';

export const EXACTNESS_CORPUS_SEED = 20251122;

export const POOLS: readonly (readonly string[])[] = [
  // prose, with contractions, casing and accents
  "The quick brown fox jumps over the lazy dog. I'm sure we'll see; they've said DON'T, CAN'T, It's. naïve café résumé Zürich straße ﬁnancial internationalization".split(
    ' ',
  ),
  // source code
  [
    'function foo(bar) {\n  return bar + 1;\n}\n',
    'const x = [1, 2, 3].map((n) => n * 2);\r\n',
    'def main():\n    print("hi")\n\tif x == 0:\n\t\treturn None\n',
    '#include <stdio.h>\nint main(void){printf("%d\\n",42);}\n',
    '    if (a && b || !c) { x += 0x1F; } // path/to/file.ts\n',
    '{"key": [1, 2.5e-3, null, true]}',
    '<div class="a">&nbsp;</div>',
  ],
  [
    '我们今天去公园散步。',
    '東京は日本の首都です。',
    'ひらがなとカタカナ',
    '한국어 텍스트입니다.',
    '「引用」、句読点！？',
  ],
  ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇺🇸🇯🇵', '❤️', '🧑🏿‍💻'],
  ['مرحبا بالعالم', 'السَّلَامُ عَلَيْكُمْ', 'שלום עולם', 'नमस्ते दुनिया', 'สวัสดีครับ', 'Привет, мир!', 'ẞ ǅ Ⅻ ① ٣٤٥ ½'],
  ['0', '42', '3.14159', '1,234,567', '12345678901234', '+1 (555) 010-9999', '2024-01-01T00:00:00Z'],
  [' ', '  ', '    ', '\t', '\n', '\r\n', '\n\n\n', '\r', ' \n ', '\u00a0', '\u3000', '\u2028', '\v', '\f'],
  // special-token strings of every vocabulary: must be counted as text
  [
    '<|endoftext|>',
    '<|im_start|>',
    '<|fim_prefix|>',
    '<|endofprompt|>',
    '<s>',
    '</s>',
    '<unk>',
    '<bos>',
    '<pad>',
    '[INST]',
    '<｜begin▁of▁sentence｜>',
    '<tool_call>',
    '<0x41>',
    '▁',
    '<|begin_of_text|>',
    '<start_of_turn>',
  ],
  // control characters, zero-width, combining marks, lone surrogates (→ U+FFFD)
  [
    '\u0000',
    '\u001f',
    '\u007f',
    '\u200b',
    '\u200d',
    '\ufffd',
    'e\u0301',
    'A\u030a',
    '\ud800',
    'x\udc00y',
    '\ud83d',
  ],
];
const RUNS = ['a', ' ', '!', '\n', '9', 'Z', '中', '▁', 'ab', '\t', '\r\n'];

export function exactnessCorpus(seed: number, texts: number): string[] {
  const r = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
  return Array.from({ length: texts }, () => {
    let s = '';
    for (let k = 1 + Math.floor(r() * 30); k > 0; k--) {
      const p = r();
      if (p < 0.9) s += pick(pick(POOLS)) + (r() < 0.5 ? ' ' : '');
      else if (p < 0.96) s += pick(RUNS).repeat(1 + Math.floor(r() * 200));
      else
        s += String.fromCodePoint(
          pick([0x100, 0x400, 0x600, 0x900, 0x3040, 0x4e00, 0xac00, 0x1f300]) + Math.floor(r() * 200),
        );
    }
    return s;
  });
}
