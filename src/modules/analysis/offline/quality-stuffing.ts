// Keyword stuffing (prompt-quality.ts): one term over and over, a long comma list of one- or
// two-word items, or a long run of words with no function word. Function words of Spanish,
// Portuguese, French, German and Russian count as well as English ones (issue 27, sixth scoring
// round: "Tu réponds aux questions des abonnés de la médiathèque" read as 14 keywords in a row),
// and the items of a schema ("customers(id, email), orders(id, customer_id)") are code, not keywords.

import { STOPWORDS } from './lexicon.js';
import { FUNCTION_WORDS } from './risk-text.js';
import { type Word, wordsOf } from './text-utils.js';

const CODE_ITEM_RE = /[()[\]{}_=<>]/;

/** An English stopword, or a function word of the other languages (accents folded). */
function isFunctionWord(lower: string): boolean {
  if (STOPWORDS.has(lower)) return true;
  // Accents go from Latin letters only, as in risk-text.foldText: Cyrillic й stays a letter.
  const plain = lower
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ё/g, 'е');
  return FUNCTION_WORDS.has(plain) || FUNCTION_WORDS.has(plain.replace(/^[ldjmnst]['’]/, ''));
}

/** Eight or more comma-separated items of one or two words in a row ("viral, trending, catchy, …"). */
function hasLongCommaList(content: string): boolean {
  for (const sentence of content.split(/[.!?\n]/)) {
    let run = 0;
    for (const item of sentence.split(',')) {
      const n = item.trim().split(/\s+/).filter(Boolean).length;
      // A schema or a call ("customers(id, email)", "order_id") is code, not a list of keywords.
      run = n >= 1 && n <= 2 && !CODE_ITEM_RE.test(item) ? run + 1 : 0;
      if (run >= 8) return true;
    }
  }
  return false;
}

/** Longest run of words with no function word and no punctuation between them. */
function longestKeywordRun(content: string, words: readonly Word[]): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const gap = i > 0 ? content.slice(words[i - 1]!.end, w.start) : '';
    if (/[.,;:!?()\n"]/.test(gap)) run = 0;
    run = isFunctionWord(w.lower) ? 0 : run + 1;
    if (run > best) best = run;
  }
  return best;
}

/** The same term over and over, or a long run of nouns with no instruction. */
export function findStuffing(content: string): string[] {
  const all = wordsOf(content);
  const words = all.filter((w) => !STOPWORDS.has(w.lower) && w.lower.length > 2);
  if (words.length < 12) return [];
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w.lower, (counts.get(w.lower) ?? 0) + 1);
  const stuffed = [...counts.entries()].filter(([, n]) => n >= 5 && n / words.length >= 0.1).map(([w]) => w);
  const distinctShare = counts.size / words.length;
  const commaList = hasLongCommaList(content);
  // A repeated term counts only in text that also repeats itself overall (a task statement that
  // names its subject five times is not stuffing).
  if (stuffed.length > 0 && distinctShare < 0.6) return stuffed.slice(0, 4);
  return distinctShare < 0.45 || commaList || longestKeywordRun(content, all) >= 9
    ? ['a long list of keywords']
    : [];
}
