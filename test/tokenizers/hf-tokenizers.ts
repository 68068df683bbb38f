import { createRequire } from 'node:module';

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
