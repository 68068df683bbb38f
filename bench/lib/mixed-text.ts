// Chat-like mixed-script text for the short-input benches (tokenizers-short.bench.ts, and the engine
// A/B of its mixed cells, short-mixed-ab.ts): English words from real prose, runs of other scripts,
// digits and punctuation, from one seeded generator so both benches count the same kind of text.
import { prose, rng, sliceEvery } from './corpus.js';

const SCRIPTS: Array<[number, number]> = [
  [0x4e00, 3000], // Han
  [0x3041, 83], // Hiragana
  [0x30a1, 90], // Katakana
  [0xac00, 2000], // Hangul
  [0x0430, 32], // Cyrillic
  [0x05d0, 27], // Hebrew
  [0x0627, 26], // Arabic
  [0x0e01, 46], // Thai
  [0x1f600, 60], // emoji
];
/** Chat-like mixed text: English words from real prose, runs of other scripts, digits, punctuation. */
export function mixed(bytes: number, seed: number): string {
  const r = rng(seed);
  const words = prose(64 * 1024, seed).split(/\s+/);
  const parts: string[] = [];
  let size = 0; // UTF-8 bytes so far, counted per part (re-measuring the whole text is quadratic)
  const add = (part: string) => {
    parts.push(part);
    size += Buffer.byteLength(part);
  };
  while (size < bytes) {
    const roll = r();
    if (roll < 0.45) add(`${words[Math.floor(r() * words.length)]} `);
    else if (roll < 0.9) {
      const [base, span] = SCRIPTS[Math.floor(r() * SCRIPTS.length)]!;
      const n = 1 + Math.floor(r() * 6);
      let run = '';
      for (let i = 0; i < n; i++) run += String.fromCodePoint(base + Math.floor(r() * span));
      add(run + (r() < 0.5 ? ' ' : ''));
    } else if (roll < 0.95) add(`${Math.floor(r() * 100000)} `);
    else add(r() < 0.5 ? '，' : '! ');
  }
  return parts.join('');
}
/**
 * `n` distinct mixed texts of about `size` UTF-8 bytes each: consecutive slices of one mixed text
 * (seeded by `seed`), trimmed of a character cut at either end.
 */
export function mixedSamples(size: number, n: number, seed: number): string[] {
  return sliceEvery(mixed(n * size, seed), size, n);
}

/**
 * CJK and English prose in turns, a line break between (400 parts: 600 characters of `han`, 1,500 of
 * `english`, each from its own place in its text): the large-literal benches' mixed kind.
 */
export function cjkEnglish(han: string, english: string): string {
  return Array.from({ length: 400 }, (_, i) =>
    i % 2 ? han.slice(i * 600, i * 600 + 600) : english.slice(i * 1500, i * 1500 + 1500),
  ).join('\n');
}
