import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { boundaryTexts, CUT_DOCUMENTS, documents } from '../../test/support/cut-texts.js';
import { mulberry32 } from '../../test/support/seeded-random.js';
import type { BpeTokenizer } from './bpe-engine.js';
import { countInChunks, latinRuns, NARROW_MIN_UNITS } from './chunk-cuts.js';
import { findCut, firstCut, lastCut } from './cut-search.js';
import { type DecodedUnits, decodeJsonUnits } from './json-text.js';
import { createTokenizerRegistry } from './registry.js';
import { TOKENIZER_IDS, type TokenizerId } from './tokenizer.types.js';

/** Prepend ('▁' before the whole text only) is the one normalizer of ours never cut. */
const NEVER_CUT: readonly TokenizerId[] = ['mistral_v1', 'llama2'];

const registry = createTokenizerRegistry();
const tokenizer = (id: TokenizerId) => registry.get(id) as BpeTokenizer;

const PROSE = `The committee met on Tuesday.\nIt decided nothing; they'll meet again.\n\nMinutes follow:\n${"Attendance was full. Nobody objected, and the chair said it's fine.\n".repeat(40)}End`;
const CODE = `import { x } from './x.js';\nexport function f(a) {\n  return a + 1;\n}\nconst y = [1, 2, 3];\n// path/to/file\nlet z = "\\n";\n${'function g(n) {\n\tif (n > 0) return g(n - 1);\n\treturn 0;\n}\nclass A extends B {}\n'.repeat(30)}`;
const CJK = `${'我们今天去公园散步。\n東京は日本の首都です。\nひらがなとカタカナ\n「引用」、句読点！？\n한국어 텍스트입니다.\n'.repeat(40)}終わり`;
/** As the 1 MB bench's CJK (bench/lib/corpus.ts): Han with ，and 。, no line break. */
const CJK_RUN = Array.from({ length: 3000 }, (_, i) =>
  i % 17 === 16 ? (i % 3 === 0 ? '，' : '。') : String.fromCharCode(0x4e00 + ((i * 7919) % 3000)),
).join('');
const WHITESPACE = `a${' '.repeat(300)}\n${'\t'.repeat(50)}\n\nb   \n   c\n${'\n'.repeat(100)}d\u3000\ne`;
const NO_NEWLINE = 'one long line without a single line break, 東京 and 😀 and numbers 12345 '.repeat(50);

const units16 = (text: string) => Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const cutsOf = (text: string, t: BpeTokenizer): number[] => {
  const units = units16(text);
  const found: number[] = [];
  for (let b = 1; b < units.length; b++) if (t.cuts!(units, b)) found.push(b);
  return found;
};

describe('chunk cuts (a text counted in parts at its cuts counts as the whole)', () => {
  test('every vocabulary but the ones that prepend to the whole text has cuts', () => {
    for (const id of TOKENIZER_IDS) assert.equal(tokenizer(id).cuts === null, NEVER_CUT.includes(id), id);
  });

  test('every cut of boundary texts and documents, one at a time, with every tokenizer: the same token ids', () => {
    const texts = [
      ...boundaryTexts(),
      ...documents(CUT_DOCUMENTS, 30, 7),
      PROSE,
      CODE.slice(0, 1500),
      CJK.slice(0, 800),
      CJK_RUN.slice(0, 600),
      WHITESPACE,
    ];
    for (const id of TOKENIZER_IDS) {
      const t = tokenizer(id);
      if (t.cuts === null) continue;
      let cuts = 0;
      for (const text of texts) {
        // The token ids, not only their number: a cut must leave every piece as it was.
        const whole = t.encode(text);
        for (const b of cutsOf(text, t)) {
          cuts++;
          assert.deepEqual(
            [...t.encode(text.slice(0, b)), ...t.encode(text.slice(b))],
            whole,
            `${id} cut at ${b}: ${JSON.stringify(text.slice(Math.max(0, b - 8), b + 8))}`,
          );
        }
      }
      assert.ok(cuts > 500, `${id}: only ${cuts} cuts were tried`);
    }
  });

  test('countInChunks over Latin-1 and UTF-16 units, parts of every size, with every tokenizer', () => {
    const texts = [
      PROSE,
      CODE,
      CJK,
      CJK_RUN,
      WHITESPACE,
      NO_NEWLINE,
      ...documents(3, 120, 11),
      `${CJK}\n${PROSE}\nПривет\n${CODE}`,
    ];
    for (const id of TOKENIZER_IDS) {
      const t = tokenizer(id);
      const cut = t.cuts;
      if (cut === null) continue;
      for (const text of texts) {
        const whole = t.count(text);
        const units = units16(text);
        const latin1 = /^[\0-\xff]*$/.test(text) ? Uint8Array.from(units) : null;
        for (const size of [16, 1000, 1 << 15]) {
          const slice16 = (a: number, b: number) => text.slice(a, b);
          assert.equal(
            countInChunks((s) => t.count(s), units, slice16, cut, { size }),
            whole,
            `${id} utf16 ${size}`,
          );
          if (latin1 !== null)
            assert.equal(
              countInChunks((s) => t.count(s), latin1, slice16, cut, { size }),
              whole,
              `${id} latin1 ${size}`,
            );
        }
      }
    }
  });

  test('UTF-16 parts are cut around their units above U+00FF: Latin-1 runs counted alone, same total', () => {
    // Mostly Latin-1 with a few wide units (typographic quotes, a dash, CJK, an emoji, a lone
    // surrogate's replacement at a line start), as README prose is.
    const rng = mulberry32(29);
    const WIDE = ['\u2014', '\u201c', '\u201d', '\u2019', '中文', '😀', 'Привет', '\ufffd', '\u00e9'];
    const lines = documents(2, 400, 31).join('\n').split('\n');
    const texts = [
      lines.map((l) => (rng() < 0.05 ? `${l} ${WIDE[Math.floor(rng() * WIDE.length)]} ${l}` : l)).join('\n'),
      `${PROSE}\n“Quoted.”\n${PROSE}\n${CJK}\n${PROSE}`,
      `\u2014\n${PROSE}\n\u2014`,
      `${PROSE}\n${CJK}`,
    ];
    for (const id of TOKENIZER_IDS) {
      const t = tokenizer(id);
      const cut = t.cuts;
      if (cut === null) continue;
      for (const [k, text] of texts.entries()) {
        const whole = t.count(text);
        const units = units16(text);
        for (const narrow of [2, 16, 64, 512]) {
          for (const size of [300, 1 << 15]) {
            const parts: string[] = [];
            const slice = (a: number, b: number) => {
              parts.push(text.slice(a, b));
              return text.slice(a, b);
            };
            assert.equal(
              countInChunks((s) => t.count(s), units, slice, cut, { size, narrow }),
              whole,
              `${id} ${k} ${narrow}`,
            );
            assert.equal(parts.join(''), text);
            if (narrow === 64 && k < 3)
              assert.ok(
                parts.some((p) => /^[\0-\xff]{64,}$/.test(p)),
                `${id} ${k}: no Latin-1 run counted alone`,
              );
          }
        }
      }
    }
  });

  test('a literal decoded into units and counted in parts counts as its text (the count worker path)', () => {
    const texts = [
      `${PROSE}\n${'naïve déjà "vu"\n'.repeat(3000)}`,
      CODE.repeat(20),
      CJK.repeat(20),
      CJK_RUN.repeat(10),
      `${CJK}\n😀\n${PROSE}`,
    ];
    for (const text of texts) {
      const decoded = decodeJsonUnits(Buffer.from(JSON.stringify(text))) as DecodedUnits;
      assert.equal(decoded.slice(0, decoded.units.length), text);
      for (const id of ['o200k_base', 'cl100k_base', 'qwen3', 'deepseek_v3', 'gemma3', 'claude2'] as const) {
        const t = tokenizer(id);
        const whole = t.count(text);
        assert.equal(
          countInChunks((s) => t.count(s), decoded.units, decoded.slice, t.cuts!, {
            size: 4096,
            cjk: decoded.cjk,
            latinRuns: decoded.latinRuns,
          }),
          whole,
          id,
        );
      }
    }
  });

  test('lastCut / firstCut with the native search for line breaks: the cuts every position tested finds', () => {
    // Random units where cuts, near-cuts and rule 2's places are dense: '\n' after a letter,
    // after White_Space and after '\n', CJK punctuation after Han and after kana, wide letters; each
    // Latin-1 bound given only where the units there are Latin-1.
    const rng = mulberry32(32);
    const UNITS = [
      ...'\n\n\naZ .,\t\u00e9\u00a0',
      '\u4e2d',
      '\u3002',
      '\uff0c',
      '\u3042',
      '\u2014',
      '\u0416',
    ].map((c) => c.charCodeAt(0));
    for (const id of ['o200k_base', 'cl100k_base', 'deepseek_v3', 'gemma3'] as const) {
      const cut = tokenizer(id).cuts!;
      const isCut = (u: Uint8Array | Uint16Array, b: number) =>
        (u[b - 1] === 10 || (u[b]! >= 0x3001 && (u[b]! <= 0x300f || (u[b]! >= 0xff01 && u[b]! <= 0xff1f)))) &&
        cut(u, b);
      for (let round = 0; round < 400; round++) {
        const n = 2 + Math.floor(rng() * 200);
        const wide = rng() < 0.5;
        const pool = wide ? UNITS : UNITS.filter((u) => u <= 0xff);
        const units16 = Uint16Array.from({ length: n }, () => pool[Math.floor(rng() * pool.length)]!);
        const units = wide ? units16 : Uint8Array.from(units16);
        // The Latin-1 stretch [latinLo, latinHi) around a random position.
        const at = Math.floor(rng() * n);
        let latinLo = at;
        let latinHi = at;
        while (latinLo > 0 && units[latinLo - 1]! <= 0xff) latinLo--;
        while (latinHi < n && units[latinHi]! <= 0xff) latinHi++;
        const lo = Math.floor(rng() * n);
        const hi = Math.min(n - 1, lo + Math.floor(rng() * n));
        let last = -1;
        for (let b = hi; b > lo; b--)
          if (isCut(units, b)) {
            last = b;
            break;
          }
        // lastCut's Latin-1 positions must run up to hi: latinFrom = latinLo where [latinLo, hi] is Latin-1.
        const latinFrom = latinHi > hi && latinLo <= hi ? latinLo : hi + 1;
        assert.equal(lastCut(units, lo, hi, cut, latinFrom), last, `${id} last ${round}`);
        assert.equal(lastCut(units, lo, hi, cut, hi + 1), last, `${id} last slow ${round}`);
        const from = Math.max(1, lo);
        let first = -1;
        for (let b = from; b < hi; b++)
          if (isCut(units, b)) {
            first = b;
            break;
          }
        // firstCut's Latin-1 positions must start at lo: latinTo = latinHi where [lo, latinHi) is Latin-1.
        const latinTo = latinLo <= from && latinHi > from ? latinHi : from;
        assert.equal(firstCut(units, from, hi, cut, latinTo), first, `${id} first ${round}`);
        if (!wide) assert.equal(firstCut(units, from, hi, cut, n), first, `${id} first latin ${round}`);
      }
    }
  });

  test('UTF-16 units without CJK (cjk false): the native search finds the cuts every position tested finds', () => {
    // Wide units below U+3000 only (rule 2's places are U+3001 and above): the same cuts as the
    // search that tests every position, for findCut and for the whole count.
    const rng = mulberry32(33);
    // (U+0A0A, U+010A, U+0A00: 0A bytes in memory that are no '\n'.)
    const UNITS = [...'\n\n\naZ .,\t\u00e9\u00a0\u2014\u2019\u0416\u0a0a\u010a\u0a00'].map((c) =>
      c.charCodeAt(0),
    );
    const t = tokenizer('o200k_base');
    const cut = t.cuts!;
    for (let round = 0; round < 400; round++) {
      const n = 2 + Math.floor(rng() * 300);
      const units = Uint16Array.from({ length: n }, () => UNITS[Math.floor(rng() * UNITS.length)]!);
      const from = Math.floor(rng() * n);
      const to = Math.min(n - 1, from + Math.floor(rng() * n));
      assert.equal(findCut(units, from, to, cut, false), findCut(units, from, to, cut, true), `${round}`);
    }
  });

  test('countInChunks with cjk false: long stretches without a cut and many wide units count as the whole', () => {
    // Code whose lines are all indented (no cut for ~100 KB) with a wide unit every few lines: Latin-1
    // runs without a cut stay in the stretch around them.
    const lines = documents(2, 400, 37).join('\n').split('\n');
    const indented = lines.map((l, i) => `  ${l}${i % 7 === 0 ? ' \u2192 \u00e9' : ''}`).join('\n');
    const texts = [`${indented}\n${PROSE}\n${indented}`, `${PROSE}\n\u2014${indented}`];
    for (const id of ['o200k_base', 'cl100k_base', 'qwen3', 'gemma3'] as const) {
      const t = tokenizer(id);
      for (const text of texts) {
        const whole = t.count(text);
        for (const size of [300, 1 << 15])
          for (const cjk of [false, true])
            assert.equal(
              countInChunks(
                (s) => t.count(s),
                units16(text),
                (a, b) => text.slice(a, b),
                t.cuts!,
                { size, narrow: 64, cjk },
              ),
              whole,
              `${id} ${size} ${cjk}`,
            );
      }
    }
  });

  test("the decoder's Latin-1 runs are latinRuns' of its units, and parts count alike with either", () => {
    const rng = mulberry32(34);
    const WIDE = ['\u2014', '\u201c', '中文', '😀', 'Привет', '\u00e9', '。'];
    const lines = documents(2, 600, 41).join('\n').split('\n');
    const t = tokenizer('o200k_base');
    for (const p of [0.002, 0.02, 0.2, 0.9]) {
      // Without U+0000: the decoder refuses a literal holding `\u0000` (the input guard's case, since
      // the literal is checked where it is decoded: json-literal.test.ts).
      const text = lines
        .map((l) => (rng() < p ? `${l}${WIDE[Math.floor(rng() * WIDE.length)]}${l}` : l))
        .join('\n')
        .replaceAll('\u0000', '');
      for (const escaped of [false, true]) {
        const json = JSON.stringify(text);
        const literal = escaped
          ? json.replace(/[^ -~]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
          : json;
        const decoded = decodeJsonUnits(Buffer.from(literal)) as DecodedUnits;
        assert.equal(decoded.slice(0, decoded.units.length), text);
        if (!(decoded.units instanceof Uint16Array)) continue;
        assert.deepEqual(decoded.latinRuns, latinRuns(decoded.units, NARROW_MIN_UNITS), `${p} ${escaped}`);
        assert.equal(
          countInChunks((s) => t.count(s), decoded.units, decoded.slice, t.cuts!, {
            size: 2000,
            cjk: decoded.cjk,
            latinRuns: decoded.latinRuns,
          }),
          t.count(text),
          `${p} ${escaped}`,
        );
      }
    }
  });

  test('findCut: the last cut before the size, else the first after it, else none', () => {
    const t = tokenizer('o200k_base');
    const units = units16('ab.\nCd  \nEf\n\nGh. \nij');
    assert.equal(findCut(units, 0, 12, t.cuts!), 4); // "\nE" follows two spaces; "\nC" follows '.'
    assert.equal(findCut(units, 0, 2, t.cuts!), 4);
    assert.equal(findCut(units, 4, 8, t.cuts!), -1); // "\n\nG": the '\n' before G follows a '\n'
    assert.equal(findCut(units16('no line break at all'), 0, 5, t.cuts!), -1);
    assert.equal(findCut(units16('中文。中文，中文'), 0, 7, t.cuts!), 5); // before '，', after a Han character
    assert.equal(findCut(units16('あ。a.中・中'), 0, 6, t.cuts!), -1); // kana, '.', '・': no cut
  });
});
