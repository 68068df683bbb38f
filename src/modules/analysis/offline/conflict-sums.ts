// Minimums that add up to more than the whole (issue 27, thirteenth scoring round): "a password of
// exactly 6 characters with at least 4 uppercase letters, 4 digits and 4 symbols" (12 > 6),
// "genau 8 Zeichen, mindestens 3 Großbuchstaben, 3 Ziffern und 3 Sonderzeichen", "ровно 6 символов:
// не менее 3 букв и 4 цифр", "6文字ちょうど、大文字4文字以上、数字4文字以上". conflict-contracts.ts
// finds one part larger than its whole; here each part fits and only their sum does not. Parts
// offered as alternatives ("4 digits or 4 symbols") are not summed, nor is a floor on the whole
// ("at least 12 characters"): only kinds of character count as parts.

import { NUMBER_WORDS } from './conflict-sizes.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

const num = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);
const N = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';

/** A unit of length in characters. */
const CHARS = `(?:characters?|chars|caracteres|caract[èe]res|zeichen|caratteri|символ\\p{L}*|karakter|znak\\p{L}*)${E}`;
/** The whole sized exactly or capped: "exactly 6 characters", "a 6-character", "höchstens 8 Zeichen". */
const WHOLE_RE = new RegExp(
  [
    `${B}(?:exactly|exactamente|exatamente|exactement|genau|esattamente|ровно|tam\\s+olarak|tepat|dokładnie|at\\s+most|no\\s+more\\s+than|max(?:imum)?(?:\\s+of)?|up\\s+to|h[öo]chstens|maximal|como\\s+m[áa]ximo|m[áa]ximo|au\\s+plus|al\\s+massimo|не\\s+более|максимум|en\\s+fazla|maksimal)\\s+${N}\\s+${CHARS}`,
    `${B}(?:a|an)\\s+${N}-(?:character|char)${E}`,
    `${B}${N}[-\\s](?:characters?|chars)\\s+long${E}`,
    '(\\d{1,3})\\s*(?:文字|字符|位)(?:ちょうど|ぴったり|以内|以下)|(?:ちょうど|恰好|正好|不超过|最多)\\s*(\\d{1,3})\\s*(?:文字|字符|位|个字符)',
  ].join('|'),
  'iu',
);
/** A floor that opens a list of parts. */
const MIN_RE =
  /(?<![\p{L}])(?:at\s+least|minimum(?:\s+of)?|min\.|al\s+menos|como\s+m[íi]nimo|pelo\s+menos|no\s+m[íi]nimo|au\s+moins|mindestens|almeno|не\s+менее|минимум|хотя\s+бы|en\s+az|minimal|setidaknya|co\s+najmniej)(?![\p{L}])|至少|最低|以上/iu;
/** A kind of character, the last word of a part: "uppercase letters", "Sonderzeichen", "цифр". */
const KIND = `(?:letters?|digits?|numbers?|numerals?|symbols?|special\\s+characters?|punctuation\\s+marks?|uppercase|lowercase|capitals?|may[úu]sculas?|min[úu]sculas?|d[íi]gitos?|n[úu]meros?|s[íi]mbolos?|caracteres\\s+especia(?:l|is|les)|letras?|majuscules?|minuscules?|chiffres?|symboles?|caract[èe]res\\s+sp[ée]ciaux|lettres?|gro[ßs]buchstaben|kleinbuchstaben|ziffern?|zahlen|sonderzeichen|buchstaben|maiuscole|minuscole|cifre|numeri|simboli|caratteri\\s+speciali|lettere|заглавн\\p{L}*|строчн\\p{L}*|цифр\\p{L}*|спецсимвол\\p{L}*|букв\\p{L}*|b[üu]y[üu]k\\s+harf|rakam|sembol|huruf\\s+besar|angka|simbol)${E}`;
const PART_RE = new RegExp(`${B}${N}\\s+(?:[\\p{L}-]+\\s+){0,2}${KIND}`, 'giu');
/** Chinese and Japanese parts: "4个大写字母", "大文字4文字以上", "数字を4つ". */
const CJK_PART_RE =
  /(\d{1,3})\s*(?:个|個|文字|つ)?(?:以上の)?(?:大写字母|小写字母|数字|符号|特殊字符|大文字|小文字|記号)|(?:大写字母|小写字母|数字|符号|特殊字符|大文字|小文字|記号)(?:を|が)?\s*(\d{1,3})\s*(?:个|個|文字|つ)/gu;
/** What may stand between two parts of one list: a comma, "and", "y", "und", "и", "、". */
const JOIN_RE =
  /^\s*(?:,|;|、|，|和|与|及|と)?\s*(?:(?:and|y|e|et|und|и|ve|dan|oraz|i|plus)\s+)?(?:at\s+least\s+)?$/iu;

/** The parts of the list that opens at a floor, in one sentence; none when offered as options. */
function partsAfter(sentence: string): number[] {
  const m = MIN_RE.exec(sentence);
  if (!m) return [];
  // Japanese puts the floor after each part ("大文字4文字以上"): the whole sentence is read.
  const cjk = [...sentence.matchAll(CJK_PART_RE)].map((p) => Number(p[1] ?? p[2]));
  if (cjk.length >= 2) return cjk;
  const tail = sentence.slice(m.index);
  const values: number[] = [];
  let end = -1;
  for (const p of tail.matchAll(PART_RE)) {
    // The first part follows the floor; each next one only a comma or "and" after the last.
    const gap = end < 0 ? tail.slice(m[0].length, p.index) : tail.slice(end, p.index);
    if (end >= 0 && !JOIN_RE.test(gap)) break;
    if (end < 0 && gap.trim().length > 0) break;
    values.push(num(p[1]!));
    end = p.index! + p[0].length;
  }
  return values;
}

export function minimumsOverWhole(content: string): Conflict[] {
  const whole = WHOLE_RE.exec(content);
  if (!whole) return [];
  const size = num(whole.slice(1).find((g) => g !== undefined)!);
  if (!size) return [];
  for (const sentence of content.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    const parts = partsAfter(sentence);
    const sum = parts.reduce((a, b) => a + b, 0);
    if (parts.length >= 2 && sum > size) return [[whole[0], sentence.trim()]];
  }
  return [];
}
