// Keyword stuffing (prompt-quality.ts): one term over and over, a long comma list of one- or
// two-word items, or a long run of words with no function word. Function words of Spanish,
// Portuguese, French, German and Russian count as well as English ones (issue 27, sixth scoring
// round: "Tu réponds aux questions des abonnés de la médiathèque" read as 14 keywords in a row),
// and the items of a schema ("customers(id, email), orders(id, customer_id)") are code, not keywords.
// Issue 27, seventh round: the cells of a template or a table header ("date | stars | text",
// "外观（1–2句）→ 香气") are not a run of keywords (pipes, arrows, dashes, slashes, brackets and
// full-width punctuation break a run), Italian, Dutch, Polish, Turkish, Vietnamese and Indonesian
// function words count too, and in a language whose function words are not known (none of 25 or
// more words is one) a run of words proves nothing, so only the other two forms are read.
// Issue 27, thirteenth round: in Arabic, Hebrew, Persian, Hindi and the other scripts whose function
// words this file does not hold (and which in Arabic and Hebrew cling to the next word: "بالعربية",
// "والنتيجة") a run proves nothing at any length — a plain Arabic summary request of 15 words read as
// "a long list of keywords"; the Arabic comma, semicolon and question mark and the danda break a run.

import { STOPWORDS } from './lexicon.js';
import { FUNCTION_WORDS } from './risk-text.js';
import { type Word, wordsOf } from './text-utils.js';

const CODE_ITEM_RE = /[()[\]{}_=<>]/;

/** Function words of languages that FUNCTION_WORDS (risk-text.ts) does not hold. */
const MORE_FUNCTION_WORDS = new Set(
  `il lo la i gli le un uno una di del della dei delle degli al alla ai alle da dal dalla in nel nella nei
  con su sul sulla per tra fra e ed o ma che chi non si ci mi ti vi è sono come anche più molto questo
  questa quello quella ogni tuo tua suo sua loro
  de het een en of maar van op aan met voor naar bij uit door over om te is zijn was niet geen die dat
  deze dit wat wie hoe je jij u we wij ze zij hij ik mijn jouw uw ook nog al er als dan elke
  ve ile bir bu şu için gibi da de ki mi ne çok daha en her ama veya ya değil ise kadar sonra önce olarak
  olan
  w z na do nie się że jest od po za przez dla jak ale lub czy co ten ta te który która które tylko już
  bardzo oraz każdy
  của và các những cho về với là có không được trong này đó một để từ theo khi nếu thì mà hoặc hay cũng
  đã sẽ đang bị tôi bạn chúng họ nó ở tại ra vào lên đến như rất mỗi nhất sau trước trên dưới
  dan yang di ke dari untuk dengan ini itu pada atau juga tidak akan ada adalah dalam kami kita saya anda
  kamu mereka dia ia sebagai oleh karena jika agar supaya tanpa setiap tiap per para sudah belum bisa
  harus hanya lebih sangat`.split(/\s+/),
);

/** An English stopword, or a function word of the other languages (accents folded). */
function isFunctionWord(lower: string): boolean {
  if (STOPWORDS.has(lower) || MORE_FUNCTION_WORDS.has(lower)) return true;
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

/** Scripts without a function-word list here (Latin, Cyrillic and Chinese/Japanese are read). */
const UNLISTED_SCRIPT_RE =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Thai}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Georgian}\p{Script=Armenian}\p{Script=Ethiopic}\p{Script=Greek}\p{Script=Hangul}]/u;

/** Punctuation, and the separators of templates, tables and arrows, between two words. */
const BREAK_RE = /[.,;:!?()\n"|/<>[\]{}=+*#•…→←⇒–—«»“”„（）【】「」『』，。：；！？、،؛؟।]|\s-\s/u;

/**
 * Longest run of words with no function word and no punctuation between them; 0 in 25 words or
 * more of which none is a known function word (a language this file does not know: a run says
 * nothing there; a short run of nouns alone is still a list of keywords).
 */
function longestKeywordRun(content: string, words: readonly Word[]): number {
  let best = 0;
  let run = 0;
  let known = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const gap = i > 0 ? content.slice(words[i - 1]!.end, w.start) : '';
    if (BREAK_RE.test(gap)) run = 0;
    const fn = isFunctionWord(w.lower);
    known ||= fn;
    run = fn ? 0 : run + 1;
    if (run > best) best = run;
  }
  // 25 words or more and not one function word: prose in a language this file does not know.
  if (!known && words.length >= 25) return 0;
  // Mostly in a script whose function words are not listed here: the same, however short.
  const unlisted = words.filter((w) => UNLISTED_SCRIPT_RE.test(w.lower)).length;
  return unlisted * 2 > words.length ? 0 : best;
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
