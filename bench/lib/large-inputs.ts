import { cjk, codeSamples, proseSamples, samplesAvailable } from './corpus.js';

const MB = 1024 * 1024;

/**
 * tokens.bench (a)'s 1 MB texts of the given kinds (prose, code, cjk), `texts` of each (prose: as
 * many as the installed packages hold), cut as tokens.bench cuts them.
 */
export function largeInputs(kinds: readonly string[], texts = 8): Record<string, string[]> {
  const make: Record<string, () => string[]> = {
    prose: () => proseSamples(MB, Math.min(texts, samplesAvailable('prose', MB)), 5),
    // Some installed files hold U+0000, which the API refuses (400): replaced by a space.
    code: () => codeSamples(MB, texts, 6).map((t) => t.replaceAll('\u0000', ' ')),
    cjk: () => Array.from({ length: texts }, (_, i) => cjk(MB, (i + 1) * 5 + 2)),
  };
  return Object.fromEntries(
    kinds.map((kind) => {
      const texts = make[kind];
      if (texts === undefined) throw new Error(`unknown kind ${kind}`);
      return [kind, texts()];
    }),
  );
}
