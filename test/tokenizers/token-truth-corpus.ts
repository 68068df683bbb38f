// The corpus of the per-family exactness tests of issue 28: what a real prompt holds and where
// tokenizers disagree — HTML pages, source code (indentation by spaces and tabs, CRLF), each
// family's non-special added tokens in running text, control-token look-alikes (special tokens
// of every family and near-misses), and the whitespace texts where Gemma 2 differs from the older
// `gemini` conversion. Deterministic: reference-counts.json was produced on exactly these texts
// (scripts/generate-token-references.ts) and the test encodes the same texts.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { toWellFormed } from '../../src/tokenizers/well-formed.js';
import { mulberry32 as random } from '../support/seeded-random.js';

export const TOKEN_TRUTH_SEED = 20261126;

/** Issue 28's texts: the `gemini` id's old vocabulary gave 3, 62, 187 and 10 tokens. */
export const GEMMA2_WHITESPACE: readonly string[] = [
  ' '.repeat(62),
  ' '.repeat(1000),
  '\n'.repeat(3000),
  `def f():\n${' '.repeat(32)}return 1\n`,
];

/** Non-special added tokens of the families that have them (tokenizer.json `special: false`). */
export const ADDED_TOKENS: readonly string[] = [
  // Qwen 3
  '<think>',
  '</think>',
  '<tool_call>',
  '</tool_call>',
  '<tool_response>',
  '</tool_response>',
  '<|fim_prefix|>',
  '<|fim_middle|>',
  '<|fim_suffix|>',
  '<|fim_pad|>',
  '<|repo_name|>',
  '<|file_sep|>',
  // DeepSeek V3 (normalized: true)
  '<｜User｜>',
  '<｜Assistant｜>',
  '<｜fim▁hole｜>',
  '<｜fim▁begin｜>',
  '<｜fim▁end｜>',
  '<｜tool▁calls▁begin｜>',
  '<｜tool▁call▁end｜>',
  '<｜tool▁sep｜>',
  '<｜tool▁outputs▁end｜>',
  // Cohere Command R+ / Aya Expanse
  '<|START_OF_TURN_TOKEN|>',
  '<|END_OF_TURN_TOKEN|>',
  '<|USER_TOKEN|>',
  '<|CHATBOT_TOKEN|>',
  '<|SYSTEM_TOKEN|>',
  '<|YES_TOKEN|>',
  '<|USER_7_TOKEN|>',
  '<|EXTRA_9_TOKEN|>',
  // Gemma 1-3: HTML tags, runs of newlines, tabs and ▁, unused slots
  '<table>',
  '</td>',
  '<h1>',
  '</h6>',
  '<blockquote>',
  '<strong>',
  '</code>',
  '<s>',
  '</s>',
  '<sup>',
  '<a>',
  '<div>',
  '</html>',
  '<mask>',
  '<2mass>',
  '[@BOS@]',
  '[multimodal]',
  '[toxicity=0]',
  '<unused0>',
  '<unused99>',
  '<unused6241>',
  '\t\t',
  '\t'.repeat(31),
  '▁▁',
  '▁'.repeat(31),
  '\n'.repeat(31),
];

/** Special (control) tokens of every family and strings that almost are: all counted as text. */
export const LOOK_ALIKES: readonly string[] = [
  '<|endoftext|>',
  '<|im_start|>',
  '<|im_end|>',
  '<|begin_of_text|>',
  '<|eot_id|>',
  '<|start_header_id|>',
  '<|reserved_special_token_5|>',
  '<bos>',
  '<eos>',
  '<pad>',
  '<unk>',
  '<start_of_turn>',
  '<end_of_turn>',
  '<start_of_image>',
  '<image_soft_token>',
  '<｜begin▁of▁sentence｜>',
  '<｜end▁of▁sentence｜>',
  '<BOS_TOKEN>',
  '<EOS_TOKEN>',
  '<MASK_TOKEN>',
  '[INST]',
  '[/INST]',
  '<EOT>',
  '<META_START>',
  '<think >',
  '< think>',
  '<THINK>',
  '<think',
  'think>',
  '<<think>>',
  '<think></think>',
  '<|User|>',
  '<｜User|>',
  '<｜user｜>',
  '<h7>',
  '<H1>',
  '<h1 class="title">',
  '</ h1>',
  '<unused>',
  '<unused-1>',
  '<unused99999>',
  '<|START_OF_TURN_TOKEN|',
  '<tool_call',
  '<|fim_prefix|',
];

const PROSE = [
  'The quick brown fox jumps over the lazy dog.',
  "We'll ship it on Monday; they've said it's DONE.",
  'Ça coûte 12,50 € — naïve façade, Zürich, straße.',
  '東京は日本の首都です。我们今天去公园散步。',
  'Привет, мир! مرحبا بالعالم 👍🏽 👨‍👩‍👧',
  'Total: 1,234,567.89 (+3.2%) on 2026-11-26T12:00:00Z.',
];

const CODE = [
  'function add(a, b) {\n  return a + b;\n}\n',
  'def main():\n    for i in range(10):\n        if i % 2:\n            print(i)\n',
  'package main\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Println(i)\n\t}\n}\n',
  'all: build\n\tgo build ./...\n\t\t# nested\n',
  'SELECT id, name\r\nFROM users\r\nWHERE id = 42;\r\n',
  '{\n    "key": [1, 2.5e-3, null, true],\n    "nested": {"a": "<b>x</b>"}\n}\n',
  '```ts\nconst x = <T,>(v: T) => v;\n```\n',
  'class A:\n\tdef f(self):\n\t\treturn "\\t"\n',
];

const TAGS = [
  'table',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'span',
  'div',
  'p',
  'li',
];

/** A small, realistic HTML page: nested indentation, inline tags, tables, attributes, entities. */
export function htmlPage(seed: number, sections: number): string {
  const r = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
  const lines = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Quarterly report &amp; notes</title>',
    '  <style>body { font: 14px/1.4 sans-serif; } td { padding: 4px; }</style>',
    '</head>',
    '<body>',
  ];
  for (let s = 0; s < sections; s++) {
    const depth = '  '.repeat(1 + Math.floor(r() * 3));
    lines.push(`${depth}<h${1 + (s % 6)}>Section ${s + 1}: ${pick(PROSE)}</h${1 + (s % 6)}>`);
    lines.push(
      `${depth}<p>${pick(PROSE)} <strong>${pick(PROSE)}</strong> <em>note</em> <code>x = ${s};</code></p>`,
    );
    if (r() < 0.5) {
      lines.push(
        `${depth}<table class="data">`,
        `${depth}  <thead><tr><th>Name</th><th>Value</th></tr></thead>`,
      );
      lines.push(`${depth}  <tbody>`);
      for (let row = 0; row < 3; row++) {
        lines.push(
          `${depth}    <tr><td>${pick(['alpha', 'beta', 'γ'])}</td><td>${Math.floor(r() * 1e6)}</td></tr>`,
        );
      }
      lines.push(`${depth}  </tbody>`, `${depth}</table>`);
    } else {
      lines.push(`${depth}<ul>`);
      for (let li = 0; li < 3; li++)
        lines.push(`${depth}  <li><a href="/p/${s}-${li}">${pick(PROSE)}</a></li>`);
      lines.push(`${depth}</ul>`);
    }
    if (r() < 0.3)
      lines.push(
        `${depth}<blockquote><b>Quote</b> <i>${pick(PROSE)}</i> <u>u</u> <s>old</s> x<sub>2</sub> y<sup>3</sup></blockquote>`,
      );
    if (r() < 0.3) lines.push(`${depth}<div><span>${pick(TAGS)}</span>&nbsp;&lt;tag&gt;</div>`);
  }
  lines.push('</body>', '</html>', '');
  return lines.join(r() < 0.3 ? '\r\n' : '\n');
}

/** Running text with tokens of `pool` embedded, separated or glued, repeated, at the edges. */
function mixed(r: () => number, pool: readonly string[]): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
  let s = '';
  for (let k = 1 + Math.floor(r() * 12); k > 0; k--) {
    const p = r();
    if (p < 0.4) s += pick(pool);
    else if (p < 0.7) s += pick(PROSE);
    else if (p < 0.85) s += pick(CODE);
    else s += pick([' ', '  ', '\n', '\n\n', '\t', '\r\n', '▁', ' '.repeat(Math.floor(r() * 40))]);
    if (r() < 0.5) s += pick([' ', '', '\n']);
  }
  return s;
}

export function tokenTruthCorpus(): string[] {
  const r = random(TOKEN_TRUTH_SEED);
  const texts: string[] = [
    ...GEMMA2_WHITESPACE,
    ...ADDED_TOKENS,
    ...LOOK_ALIKES,
    ADDED_TOKENS.join(''),
    ADDED_TOKENS.join(' '),
    LOOK_ALIKES.join('\n'),
    htmlPage(TOKEN_TRUTH_SEED, 40),
    htmlPage(TOKEN_TRUTH_SEED + 1, 12),
    htmlPage(TOKEN_TRUTH_SEED + 2, 4),
    ...CODE,
    CODE.join('\n'),
    `<think>\nThe user asks for a sum.\n</think>\n\nThe answer is 4.`,
    '<｜User｜>What is 2+2?<｜Assistant｜><think>\n2+2=4\n</think>4',
    '<|START_OF_TURN_TOKEN|><|USER_TOKEN|>Hello<|END_OF_TURN_TOKEN|><|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>',
    '<start_of_turn>user\nHi<end_of_turn>\n<start_of_turn>model\n',
    '<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\n<tool_call>{"name": "f"}</tool_call><|im_end|>',
    `${'\t'.repeat(70)}x${'\n'.repeat(70)}y${'▁'.repeat(70)}z`,
  ];
  for (let i = 0; i < 40; i++) texts.push(mixed(r, ADDED_TOKENS));
  for (let i = 0; i < 20; i++) texts.push(mixed(r, LOOK_ALIKES));
  return texts.map(toWellFormed);
}

/** How an id list is stored in reference-counts.json: its length and a short SHA-256. */
export const idsDigest = (ids: readonly number[]): string =>
  createHash('sha256').update(Int32Array.from(ids)).digest('hex').slice(0, 16);

/** A text's row in a reference file (reference-counts.json, reference/reference-ids.json). */
export type DigestRow = [count: number, digest: string];
const digestRow = (ids: readonly number[]): DigestRow => [ids.length, idsDigest(ids)];

/** The reference generators' rows for one tokenizer: each text encoded by `encode`; the total is logged. */
export async function digestRows(
  id: string,
  texts: readonly string[],
  encode: (text: string) => readonly number[] | Promise<readonly number[]>,
): Promise<DigestRow[]> {
  const rows: DigestRow[] = [];
  for (const text of texts) rows.push(digestRow(await encode(text)));
  console.log(
    id,
    rows.reduce((n, r) => n + r[0], 0),
    'tokens over',
    texts.length,
    'texts',
  );
  return rows;
}

/** Our tokenizer's ids on every text equal the reference's row (count and digest), and its count agrees. */
export function assertSameIds(
  id: string,
  tokenizer: { encode(text: string): number[]; count(text: string): number },
  texts: readonly string[],
  rows: readonly DigestRow[],
): void {
  texts.forEach((text, i) => {
    const ids = tokenizer.encode(text);
    const on = `${id} on ${JSON.stringify(text.slice(0, 80))}`;
    assert.deepEqual(digestRow(ids), rows[i], on);
    assert.equal(tokenizer.count(text), ids.length, `${on}: count`);
  });
}

export interface ReferenceCounts {
  produced_by: string;
  corpus: string;
  /** tokenizer id → per text of tokenTruthCorpus(): [count, idsDigest(ids)]. */
  ids: Record<string, DigestRow[]>;
}
