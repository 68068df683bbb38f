import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mulberry32 } from '../../test/support/seeded-random.js';
import { exactnessCorpus } from '../../test/tokenizers/exactness-corpus.js';
import type { BpeTokenizer } from './bpe-engine.js';
import { countInChunks } from './chunk-cuts.js';
import { createTokenizerRegistry } from './registry.js';
import { TOKENIZER_IDS, type TokenizerId } from './tokenizer.types.js';

// Rule 3 of chunk-cuts.ts: a cut after a '\n' before an indentation (spaces and tabs up to a unit
// that is not White_Space), for vocabularies without a normalizer whose patterns take a line
// break's White_Space run by `\s*[\r\n]+`.

/** The vocabularies rule 3 holds for (the others' normalizer or pattern rules it out). */
const INDENTED: readonly TokenizerId[] = [
  'o200k_base',
  'o200k_harmony',
  'cl100k_base',
  'llama3',
  'deepseek_v3',
  'mistral_tekken',
];

const registry = createTokenizerRegistry();
const tokenizer = (id: TokenizerId) => registry.get(id) as BpeTokenizer;
const units16 = (text: string) => Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

// Around the '\n': what ends the line (White_Space too, where no cut may be), the line ending, and
// what starts the next: indentations that end at a letter, a digit, punctuation, an emoji, U+FEFF,
// and runs that are no rule 3 indentation (a second line break, other White_Space, the text's end).
const BEFORE = ['a', ';', '{', '9', '。', '中', "'", ' ', '\t', '\u3000', '\u00a0', '😀'];
const ENDINGS = ['\n', '\r\n', '\n\n', ' \n'];
const INDENTS = [
  ' x',
  '  x',
  '    return x',
  '\tx',
  '\t\t}',
  ' \t x',
  '  9',
  '  /',
  "  's",
  '  \u00e9',
  '  中',
  '  😀',
  ' \ufeffx',
  '  \u00a0x',
  '  \u3000x',
  '  \u0085x',
  ' \u2028x',
  '  \nx',
  '  \r\nx',
  '   \n\n  x',
  '  ',
];

function boundaryTexts(): string[] {
  const r = mulberry32(35);
  const filler = exactnessCorpus(3535, 40);
  const pick = () => filler[Math.floor(r() * filler.length)]!.slice(0, 30);
  const texts: string[] = [];
  for (const y of BEFORE)
    for (const ending of ENDINGS)
      for (const x of INDENTS) {
        texts.push(`${pick()}${y}${ending}${x}${pick()}${y}${ending}${x}`);
        texts.push(`${y}${ending}${x}`); // the indentation at the text's end
      }
  return texts;
}

/** Code whose every line is indented, some with a unit above U+00FF (no rule 1 cut for its length). */
function indentedCode(lines: number, seed: number): string {
  const r = mulberry32(seed);
  const body = ['return a + b;', 'if (x) {', '}', 'const s = "naïve";', 'call(1, 2, 3);', '// note — see'];
  return Array.from({ length: lines }, (_, i) => {
    const depth = 1 + Math.floor(r() * 4);
    const indent = r() < 0.2 ? '\t'.repeat(depth) : '  '.repeat(depth);
    return `${indent}${body[Math.floor(r() * body.length)]}${i % 11 === 0 ? ' \u2192' : ''}`;
  }).join('\n');
}

describe('rule 3: cuts before an indented line', () => {
  test('the vocabularies it holds for cut there; the others never', () => {
    const units = units16('a;\n    b');
    for (const id of TOKENIZER_IDS) {
      const cut = tokenizer(id).cuts;
      assert.equal(cut?.(units, 3) ?? false, INDENTED.includes(id), id);
    }
  });

  test("GPT-2's pattern (excluded) would give other ids there: its `\\s+(?!\\S)` spans the cut", () => {
    // r50k's and p50k's pattern is excluded alike; their vocabularies happen to merge "\n" with no space.
    for (const id of ['claude2', 'cohere_command_r'] as const) {
      const t = tokenizer(id);
      const text = 'x;\n    y';
      assert.notDeepEqual([...t.encode(text.slice(0, 3)), ...t.encode(text.slice(3))], t.encode(text), id);
    }
  });

  test('every cut of boundary texts, one at a time, with every tokenizer: the same token ids', () => {
    const texts = [...boundaryTexts(), indentedCode(60, 1)];
    for (const id of TOKENIZER_IDS) {
      const t = tokenizer(id);
      const cut = t.cuts;
      if (cut === null) continue;
      let indents = 0;
      for (const text of texts) {
        const units = units16(text);
        const whole = t.encode(text);
        for (let b = 1; b < units.length; b++) {
          if (!cut(units, b)) continue;
          if (units[b] === 32 || units[b] === 9) indents++;
          assert.deepEqual(
            [...t.encode(text.slice(0, b)), ...t.encode(text.slice(b))],
            whole,
            `${id} cut at ${b}: ${JSON.stringify(text.slice(Math.max(0, b - 8), b + 8))}`,
          );
        }
      }
      if (INDENTED.includes(id))
        assert.ok(indents > 300, `${id}: only ${indents} indentation cuts were tried`);
      else assert.equal(indents, 0, id);
    }
  });

  test('indented code is counted in parts of about the part size, and counts as the whole', () => {
    const text = indentedCode(4000, 2);
    for (const id of INDENTED) {
      const t = tokenizer(id);
      const parts: number[] = [];
      const slice = (a: number, b: number) => {
        parts.push(b - a);
        return text.slice(a, b);
      };
      const total = countInChunks((s) => t.count(s), units16(text), slice, t.cuts!, {
        size: 2000,
        narrow: 64,
      });
      assert.equal(total, t.count(text), id);
      // Without rule 3 the only cut places are the text's ends: one part.
      assert.ok(Math.max(...parts) < 2100, `${id}: a part of ${Math.max(...parts)} units`);
    }
  });
});
