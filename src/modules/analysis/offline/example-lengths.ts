// Caps on the length of an answer, for conflict-examples.ts (issue 27, eighth to fourteenth scoring
// rounds; split out of conflict-examples.ts in the fifteenth): a cap on the whole answer ("at most
// two sentences", "máximo 12 palabras", "en fazla 8 kelimelik"), told apart from a cap on each of its
// parts ("each bullet at most 8 words"), and how words and sentences of an answer are counted.

import { HASHTAG_RE } from './example-forms.js';
import { B, E, words } from './word-bounds.js';

/** Small numbers written out, in the languages of the length caps below. */
const SMALL_NUMBERS: Record<string, number> = Object.fromEntries(
  [
    ['one un une uno una um uma ein eine einen einem один одно одна एक', 1],
    ['two deux dos dois duas zwei due два две दो', 2],
    ['three trois tres três drei tre три तीन', 3],
    ['four quatre cuatro quatro vier quattro четыре चार', 4],
    ['five cinq cinco fünf funf cinque пять पाँच पांच', 5],
  ].flatMap(([names, n]) => (names as string).split(' ').map((w) => [w, n as number])),
);
const NUM = '(\\d{1,3}|[\\p{L}]{2,7})';
// Issue 27, fourteenth round: Turkish, Indonesian, Dutch, Swedish, Danish, Norwegian and Polish
// caps ("en fazla 8 kelimelik", "maksimal 10 kata", "maximaal 12 woorden", "högst 2 meningar").
const UNIT =
  '(words?|sentences?|palabras?|frases?|oraciones?|palavras?|mots?|phrases?|w[öo]rter\\p{L}*|worte\\p{L}*|s[äa]tze\\p{L}*|satz|parole|frasi|слов\\p{L}*|предложени\\p{L}*|शब्द\\p{L}*|वाक्य\\p{L}*|kelime\\p{L}*|c[üu]mle\\p{L}*|kata|kalimat|woorden|zinnen|ord(?:en)?|mening(?:ar)?|setninger|s[æa]tninger|s[łl][óo]w|zda[ńn])';
/** A cap on the length of the answer: "at most 2 sentences", "máximo 20 palabras", "4 वाक्यों से ज़्यादा नहीं". */
const LENGTH_CAP_RE = new RegExp(
  `${B}(?:at\\s+most|no\\s+more\\s+than|not\\s+more\\s+than|max(?:imum)?(?:\\s+of)?|up\\s+to|under|fewer\\s+than|less\\s+than|como\\s+m[áa]ximo|m[áa]ximo(?:\\s+de)?|no\\s+m[áa]s\\s+de|no\\s+m[áa]ximo|n[ãa]o\\s+mais\\s+(?:do\\s+)?que|au\\s+maximum|maximum|pas\\s+plus\\s+de|h[öo]chstens|maximal|nicht\\s+mehr\\s+als|al\\s+massimo|massimo|non\\s+pi[ùu]\\s+di|не\\s+более|не\\s+больше|максимум|en\\s+fazla|maksimal|paling\\s+banyak|maximaal|hooguit|h[öo]gst|h[øo]jst|maks(?:imalt)?|maksymalnie|nie\\s+wi[ęe]cej\\s+ni[żz])\\s+${NUM}\\s+${UNIT}${E}|${B}${NUM}\\s+${UNIT}\\s+(?:max(?:imum)?|at\\s+most|como\\s+m[áa]ximo|no\\s+m[áa]ximo|au\\s+maximum|h[öo]chstens|al\\s+massimo|максимум)${E}|${B}${NUM}\\s+${UNIT}\\s+से\\s+(?:ज़्यादा|ज्यादा|अधिक)\\s+नहीं`,
  'iu',
);
/** A cap on a part of the answer ("each bullet under 10 words", "cada frase"), not on the whole. */
const PART_RE = words(
  'each|every|per|cada|chaque|par|jede[rsmn]?|pro|ogni|per\\s+ogni|каждо\\p{L}*|кажд\\p{L}*|на|प्रत्येक|हर|title|headline|subject|setiap|tiap|masing-masing|her|elke?|iedere?|varje|hver|ka[żz]d\\p{L}*',
);

/**
 * The cap, its unit (words or sentences) and its text; undefined when the prompt sets none on the
 * whole answer (or, with `scope` 'part', on each of its parts: "under 8 words each", "varje rad").
 */
export function lengthCap(
  rules: string,
  scope: 'whole' | 'part' = 'whole',
): { max: number; unit: 'word' | 'sentence'; text: string } | undefined {
  for (const m of rules.matchAll(new RegExp(LENGTH_CAP_RE.source, 'giu'))) {
    const raw = (m[1] ?? m[3] ?? m[5])!.toLowerCase();
    const unit = (m[2] ?? m[4] ?? m[6])!.toLowerCase();
    const max = /^\d+$/.test(raw) ? Number(raw) : SMALL_NUMBERS[raw];
    if (!max) continue;
    const before = rules
      .slice(Math.max(0, m.index! - 30), m.index!)
      .split(/[.!?;\n。]/)
      .pop()!;
    const after = rules.slice(m.index! + m[0].length, m.index! + m[0].length + 20);
    const part = PART_RE.test(before) || /^\s*(?:each|every|per|cada|chaque|pro|jede|по|प्रति)/iu.test(after);
    if (part !== (scope === 'part')) continue;
    const sentence =
      /^(?:sentence|fras[ei]|oraci|phrase|s[äa]tz|satz|предложен|वाक्य|c[üu]mle|kalimat|zin|mening|setning|s[æa]tning|zda)/iu.test(
        unit,
      );
    return { max, unit: sentence ? 'sentence' : 'word', text: m[0] };
  }
  return undefined;
}

/** The sentences of an answer; a trailing run of hashtags is not a sentence of its own. */
export const sentenceCount = (s: string) =>
  s
    .replace(HASHTAG_RE, ' ')
    .split(/(?<=[.!?。！？।])\s*/u)
    .filter((t) => /[\p{L}\p{N}]{2}/u.test(t)).length;

/** The number of words of an answer (CJK: one per two characters). */
export function wordCount(s: string): number {
  const cjk = (s.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  return (s.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []).length + Math.ceil(cjk / 2);
}

// Issue 27, sixteenth scoring round: a cap in characters ("20자 이내로 요약", "30文字以内", "不超过
// 20个字", "at most 60 characters", "máximo 40 caracteres", "höchstens 50 Zeichen", "не более 40
// символов", "nejvýše 30 znaků"), and example answers far over it. Scripts without spaces count in
// characters, not words, so a word cap never saw these.
const CHAR_UNIT =
  '(?:characters?|chars?|caracteres|caract[èe]res|zeichen|caratteri|символ\\p{L}*|знак\\p{L}*|znak(?:ów|ach|y|u)?|znaků|karakter|tekens|tecken|tegn|merkki[äa]?|karakterden)';
const CHAR_CAP_RE = new RegExp(
  [
    `${B}(?:at\\s+most|no\\s+more\\s+than|not\\s+more\\s+than|max(?:imum)?(?:\\s+of)?|up\\s+to|under|fewer\\s+than|less\\s+than|como\\s+m[áa]ximo|m[áa]ximo(?:\\s+de)?|no\\s+m[áa]s\\s+de|n[ãa]o\\s+mais\\s+(?:do\\s+)?que|au\\s+maximum|maximum|pas\\s+plus\\s+de|moins\\s+de|h[öo]chstens|maximal|nicht\\s+mehr\\s+als|al\\s+massimo|massimo|non\\s+pi[ùu]\\s+di|не\\s+более|не\\s+больше|до|максимум|en\\s+fazla|maksimal|maximaal|h[öo]gst|maks(?:imalt)?|maksymalnie|nie\\s+wi[ęe]cej\\s+ni[żz]|nejv[ýy][šs]e|maxim[áa]ln[ěe]|do)\\s+(\\d{1,4})\\s*${CHAR_UNIT}${E}`,
    `${B}(\\d{1,4})\\s*${CHAR_UNIT}\\s+(?:max(?:imum)?|at\\s+most|como\\s+m[áa]ximo|au\\s+maximum|h[öo]chstens|al\\s+massimo|максимум)${E}`,
    // Korean, Japanese, Chinese: "20자 이내", "20글자 이하", "30文字以内", "20字以内", "不超过20个字".
    '(\\d{1,4})\\s*(?:자|글자)\\s*(?:이내|이하|까지|를\\s*넘지)',
    '(\\d{1,4})\\s*(?:文字|字)\\s*(?:以内|以下|まで|内)',
    '(?:不超过|不多于|最多|限|控制在)\\s*(\\d{1,4})\\s*(?:个)?(?:字|汉字|字符)',
  ].join('|'),
  'giu',
);

/** A cap in characters on the whole answer ("each line under 40 characters" is not one). */
export function charCap(rules: string): { max: number; text: string } | undefined {
  for (const m of rules.matchAll(CHAR_CAP_RE)) {
    const max = Number(m.slice(1).find((g) => g !== undefined));
    const before = rules
      .slice(Math.max(0, m.index! - 30), m.index!)
      .split(/[.!?;\n。]/)
      .pop()!;
    if (max > 0 && !PART_RE.test(before)) return { max, text: m[0] };
  }
  return undefined;
}

/** The characters of an answer: letters, digits and signs, not the spaces between them. */
export const charCount = (s: string) =>
  s.replace(/^\s*["“«„「]|["”»“」]\s*$/gu, '').replace(/\s+/gu, '').length;
