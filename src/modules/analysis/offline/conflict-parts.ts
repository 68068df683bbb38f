// Parts whose floors add up to more than the whole (issue 27, fifteenth scoring round): "exactly four
// lines, each line at least 20 words, the whole poem at most 30 words" (4 × 20 > 30), "exakt fyra
// rader, där varje rad har minst 20 ord, men hela dikten får vara högst 30 ord", "drei Absätze mit
// je mindestens 50 Wörtern, insgesamt höchstens 100 Wörter". conflict-sums.ts adds up kinds of
// character; here a count of parts (lines, sentences, paragraphs, stanzas, bullets) times the floor
// on each part is set against a cap on the whole in words. A cap on the number of parts ("at most
// four lines") is no floor, and a floor with no "each" ("at least 20 words") is one on the whole.

import { lengthCap } from './example-lengths.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

/** Small numbers written out in the languages below (not those that are words of English too). */
const COUNT_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['two två zwei dos dois deux due twee dwa два kaksi', 2],
    ['three tre drei tres três trois drie trzy три kolme', 3],
    ['four fyra fire vier cuatro quatro quatre quattro cztery четыре neljä', 4],
    ['five fem fünf cinco cinq cinque vijf pięć пять viisi', 5],
    ['six sex seks sechs seis sei zes sześć шесть kuusi', 6],
    ['seven sju syv sieben siete sete sept sette zeven', 7],
    ['eight åtta otte åtte acht ocho oito huit otto', 8],
    ['ten tio ti zehn diez dez dix dieci tien', 10],
  ].flatMap(([names, n]) => (names as string).split(' ').map((w) => [w, n as number])),
);
const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
const num = (s: string) => COUNT_WORDS[s.toLowerCase()] ?? Number(s);

/** A part of a text: lines, sentences, paragraphs, stanzas, bullets, in the languages above. */
const PART_UNIT =
  "(?:lines?|sentences?|paragraphs?|stanzas?|verses?|bullets?|bullet\\s+points?|rader|rad|meningar|stycken|strofer|linjer|s[æa]tninger|afsnit|avsnitt|zeilen|s[äa]tze|abs[äa]tze|strophen|l[íi]neas|frases|p[áa]rrafos|estrofas|linhas|par[áa]grafos|lignes|phrases|paragraphes|strophes|righe|frasi|paragrafi|strofe|regels|zinnen|alinea[’']?s|strofen|wierszy|wersy|zda[ńn]|akapit(?:y|[óo]w)|строк\\p{L}*|предложени\\p{L}*|абзац\\p{L}*|rivi[äa]|lausetta|kappaletta)";
/** A count of parts that is not a cap: "four lines", "exakt fyra rader", "at least 3 paragraphs". */
const PARTS_RE = new RegExp(`${B}${COUNT}\\s+(?:[\\p{L}-]+\\s+)?${PART_UNIT}${E}`, 'giu');
const CAP_BEFORE_RE =
  /(?:at\s+most|up\s+to|no\s+more\s+than|max(?:imum)?|h[öo]gst|h[öo]jst|h[öo]chstens|maximal|como\s+m[áa]ximo|m[áa]ximo|au\s+plus|al\s+massimo|hoogstens|maximaal|не\s+более|enint[äa][äa]n)\s*$/iu;

/** A word unit of a floor. */
const WORD_UNIT =
  '(?:words?|ord|w[öo]rter\\p{L}*|worte\\p{L}*|palabras|palavras|mots|parole|woorden|s[łl][óo]w|слов\\p{L}*|sanaa)';
const FLOOR_RE = new RegExp(
  `${B}(?:at\\s+least|no\\s+fewer\\s+than|minimum(?:\\s+of)?|minst|mindst|mindestens|al\\s+menos|como\\s+m[íi]nimo|pelo\\s+menos|no\\s+m[íi]nimo|au\\s+moins|almeno|minstens|ten\\s+minste|co\\s+najmniej|не\\s+менее|минимум|v[äa]hint[äa][äa]n)\\s+(\\d{1,3})\\s+${WORD_UNIT}${E}`,
  'giu',
);
/** Said of each part: "each line", "varje rad", "je", "per line", "pro Zeile", "cada línea". */
const EACH_BEFORE_RE =
  /(?<![\p{L}])(?:each|every|per|varje|hver|jede[rsmn]?|je|cada|chaque|ogni|elke?|iedere?|ka[żz]d\p{L}*|кажд\p{L}*|jokaise\p{L}*|jokainen)(?![\p{L}])[^.;\n]{0,40}$/iu;
const EACH_AFTER_RE =
  /^\s*(?:each|apiece|per\s+\p{L}+|i\s+varje|p[åa]\s+varje|pro\s+\p{L}+|por\s+\p{L}+|par\s+\p{L}+|per\s+\p{L}+|на\s+\p{L}+)/iu;

const FLOOR_GATE_RE =
  /least|fewer|minimum|minst|mindst|mindest|menos|m[íi]nimo|moins|almeno|minste|najmniej|менее|минимум|v[äa]hint/iu;
/** A floor with the "per line" after it, blanked before the cap on the whole is read. */
const FLOOR_AND_EACH_RE = new RegExp(`${FLOOR_RE.source}(?:${EACH_AFTER_RE.source.slice(1)})?`, 'giu');

export function partsOverWhole(content: string): Conflict[] {
  // Cheap whole-text tests first: a number, and a word of a floor (most prompts have none).
  if (!/\d/u.test(content) || !FLOOR_GATE_RE.test(content)) return [];
  const floors = [...content.matchAll(FLOOR_RE)].filter(
    (m) =>
      EACH_BEFORE_RE.test(content.slice(Math.max(0, m.index! - 50), m.index!)) ||
      EACH_AFTER_RE.test(content.slice(m.index! + m[0].length)),
  );
  if (floors.length === 0) return [];
  // The floors and their "per line" are blanked, so the cap after them is read as the whole's.
  const masked = content.replace(FLOOR_AND_EACH_RE, (m) => ' '.repeat(m.length));
  const whole = lengthCap(masked);
  if (whole?.unit !== 'word') return [];
  for (const p of content.matchAll(PARTS_RE)) {
    if (CAP_BEFORE_RE.test(content.slice(Math.max(0, p.index! - 20), p.index!))) continue;
    const parts = num(p[1]!);
    const floor = floors.find((f) => parts * Number(f[1]) > whole.max);
    if (parts >= 2 && floor) return [[`${p[0]}, ${floor[0]}`, whole.text]];
  }
  return [];
}
