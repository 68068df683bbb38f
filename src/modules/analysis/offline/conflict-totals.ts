// Sizes that cannot all hold (issue 27, seventh scoring round), in English, Spanish, Portuguese,
// French, German, Italian, Russian, Japanese and Chinese: a floor on the whole answer that its parts
// cannot reach under their own caps ("about 200 characters … at most 3 sentences of at most 20
// characters each", "at least 300 words in no more than 4 sentences of 25 words"); a detailed
// description of each item in a few dozen words ("at most 50 words, with a detailed description of
// every room"). Tested on prompts written for conflict-claims.test.ts, with look-alikes ("about 60
// words: 3 sentences of up to 25 words", "each description under 50 words, then a detailed table").

import { detectAll, negated } from './conflict-scopes.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

const NUMS: Record<string, number> = Object.fromEntries(
  'one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 una:1 uno:1 um:1 uma:1 une:1 ein:1 eine:1 einem:1 einen:1 dos:2 dois:2 duas:2 deux:2 zwei:2 due:2 tres:3 três:3 trois:3 drei:3 tre:3 cuatro:4 quatro:4 quatre:4 vier:4 quattro:4 cinco:5 cinq:5 fünf:5 cinque:5 два:2 двух:2 две:2 три:3 трёх:3 трех:3 четыре:4 четырёх:4 пять:5 пяти:5 一:1 两:2 二:2 三:3 四:4 五:5 六:6'
    .split(' ')
    .map((p) => [p.split(':')[0]!, Number(p.split(':')[1])]),
);
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : (NUMS[s.toLowerCase()] ?? 0));
const N =
  '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|un[ao]|um|uma|une|ein(?:e|em|en)?|dos|dois|duas|deux|zwei|due|tres|tr[êe]s|trois|drei|tre|cuatro|quatro|quatre|vier|quattro|cinco|cinq|f[üu]nf|cinque|двух|два|две|трёх|трех|три|четырёх|четыре|пяти|пять)';

/** A unit of size: words or characters (kept apart: 20 characters are not 20 words). */
const UNIT =
  '(words?|palabras?|palavras?|mots?|w[öo]rter[n]?|parole|слов\\p{L}*|characters?|caracteres|caract[èe]res|zeichen|caratteri|символ\\p{L}*)';
const unitKind = (u: string) => (/^(?:char|car|zeich|симв)/iu.test(u) ? 'chars' : 'words');
const PART =
  '(?:sentences?|paragraphs?|bullets?|lines?|frases?|oraciones|p[áa]rrafos?|par[áa]grafos?|phrases?|paragraphes?|s[äa]tze?n?|abs[äa]tze?n?|zeilen?|frasi|paragrafi|предложени\\p{L}*|абзац\\p{L}*)';

const FLOOR_RE = new RegExp(
  [
    `${B}(?:at\\s+least|a\\s+minimum\\s+of|minimum(?:\\s+of)?|about|around|roughly|approximately|some)\\s+${N}\\s+${UNIT}${E}`,
    `${B}(?:al\\s+menos|como\\s+m[íi]nimo|m[íi]nimo(?:\\s+de)?|unas|alrededor\\s+de|pelo\\s+menos|no\\s+m[íi]nimo|cerca\\s+de|au\\s+moins|environ|mindestens|etwa|rund|ungef[äa]hr|almeno|circa|как\\s+минимум|не\\s+менее|около|примерно)\\s+${N}\\s+${UNIT}${E}`,
  ].join('|'),
  'iu',
);
const CJK_FLOOR_RE = /(\d+)\s*字(?:左右|以上)|至少\s*(\d+)\s*(?:个)?字|(\d+)\s*文字(?:程度|前後|以上)/u;

/** A cap on the number of parts: "at most 3 sentences", "最多3句话", "höchstens drei Sätze". */
const PART_CAP_RE = new RegExp(
  [
    `${B}(?:at\\s+most|no\\s+more\\s+than|max(?:imum)?(?:\\s+of)?|up\\s+to|como\\s+m[áa]ximo|m[áa]ximo(?:\\s+de)?|no\\s+m[áa]ximo|au\\s+maximum|au\\s+plus|pas\\s+plus\\s+de|h[öo]chstens|maximal|al\\s+massimo|non\\s+pi[ùu]\\s+di|не\\s+более|максимум)\\s+${N}\\s+${PART}${E}`,
    `${B}${N}\\s+${PART}\\s+(?:at\\s+most|max(?:imum)?|como\\s+m[áa]ximo|au\\s+maximum|h[öo]chstens|al\\s+massimo|максимум)${E}`,
  ].join('|'),
  'iu',
);
const CJK_PART_CAP_RE = /(?:最多|不超过|至多)\s*(\d+|[一两二三四五六])\s*(?:句|段)|(\d+)\s*(?:文|段落)以内/u;

/** A cap on each part: "each sentence under 20 words", "每句话不超过20个字", "jeder Satz höchstens 15 Wörter". */
const EACH_CAP_RE = new RegExp(
  `${B}(?:each|every|per|cada|chaque|jede[nrsm]?|ogni|кажд\\p{L}*)\\s+(?:\\p{L}+\\s+){0,2}?${PART}[^.!?;\\n]{0,30}?(?:under|at\\s+most|no\\s+more\\s+than|max(?:imum)?|up\\s+to|de\\s+m[áa]ximo|m[áa]ximo|no\\s+m[áa]ximo|au\\s+maximum|au\\s+plus|h[öo]chstens|maximal|al\\s+massimo|не\\s+более|максимум)\\s*${N}\\s+${UNIT}${E}`,
  'iu',
);
const CJK_EACH_CAP_RE =
  /每(?:句|段)(?:话)?\s*(?:不超过|最多|不多于)\s*(\d+)\s*(?:个)?字|各文\s*(\d+)\s*文字以内/u;

function floorBeyondParts(content: string): Conflict[] {
  const floor = FLOOR_RE.exec(content);
  const cjkFloor = CJK_FLOOR_RE.exec(content);
  const parts = PART_CAP_RE.exec(content);
  const cjkParts = CJK_PART_CAP_RE.exec(content);
  const each = EACH_CAP_RE.exec(content);
  const cjkEach = CJK_EACH_CAP_RE.exec(content);
  const pick = (...ms: (RegExpExecArray | null)[]) => ms.find((m) => m);
  const f = pick(floor, cjkFloor);
  const p = pick(parts, cjkParts);
  const e = pick(each, cjkEach);
  if (!f || !p || !e) return [];
  const value = (m: RegExpExecArray) => num(m.slice(1).find((g) => g && /^\S/.test(g) && num(g) > 0) ?? '');
  // The units must agree (CJK characters with CJK characters, words with words).
  const kind = (m: RegExpExecArray, cjk: boolean) =>
    cjk ? 'chars' : unitKind(m.slice(1).filter(Boolean).at(-1) ?? '');
  if (kind(f, f === cjkFloor) !== kind(e, e === cjkEach)) return [];
  const total = value(p) * value(e);
  // "About 200" allows some slack; "at least 200" none.
  const slack =
    /about|around|roughly|approx|some|unas|alrededor|cerca|environ|etwa|rund|ungef|circa|около|примерно|左右|程度|前後/iu.test(
      f[0],
    )
      ? 0.75
      : 1;
  return total > 0 && total < value(f) * slack ? [[f[0], `${p[0]} … ${e[0]}`]] : [];
}

// --- A detailed description of each item in a few dozen words --------------------------------

const SMALL_CAP_RE = new RegExp(
  `${B}(?:under|at\\s+most|no\\s+more\\s+than|fewer\\s+than|less\\s+than|max(?:imum)?(?:\\s+of)?|menos\\s+de|como\\s+m[áa]ximo|m[áa]ximo(?:\\s+de)?|no\\s+m[áa]ximo|moins\\s+de|au\\s+plus|au\\s+maximum|pas\\s+plus\\s+de|weniger\\s+als|h[öo]chstens|maximal|meno\\s+di|al\\s+massimo|non\\s+pi[ùu]\\s+di|не\\s+более|максимум)\\s*(?:[1-9]|[1-7]\\d|80)\\s+(?:words|palabras|palavras|mots|w[öo]rter[n]?|parole|слов)${E}`,
  'iu',
);
const DETAILED_EACH_RE = new RegExp(
  [
    `${B}(?:detailed|in-depth|thorough|full)\\s+(?:description|account|breakdown|walkthrough)\\s+of\\s+(?:each|every|all)${E}|${B}(?:each|every)\\s+\\p{L}+\\s+(?:\\p{L}+\\s+)?(?:rich\\s+and\\s+detailed|in\\s+(?:great|full)\\s+detail)${E}|${B}describe\\s+(?:each|every)\\s+\\p{L}+\\s+in\\s+(?:great\\s+|full\\s+)?detail${E}`,
    `${B}descripci[óo]n\\s+detallada\\s+de\\s+(?:cada|todas?|todos)|descri[çc][ãa]o\\s+detalhada\\s+de\\s+(?:cada|todas?|todos)|description\\s+d[ée]taill[ée]e\\s+de\\s+(?:chaque|tou(?:te)?s)|ausf[üu]hrliche[n]?\\s+beschreibung\\s+(?:jede[rsn]?|aller)|(?:jede[nrsm]?|alle)\\s+\\p{L}+\\s+ausf[üu]hrlich|descrizione\\s+dettagliata\\s+di\\s+(?:ogni|tutt[ie])|подробн\\p{L}*\\s+описани\\p{L}*\\s+(?:кажд|всех)\\p{L}*${E}`,
  ].join('|'),
  'iu',
);

function smallButDetailedEach(clauses: readonly string[], content: string): Conflict[] {
  const cap = SMALL_CAP_RE.exec(content);
  const each = DETAILED_EACH_RE.exec(content);
  if (!cap || !each) return [];
  const capClause = clauses.find((c) => c.includes(cap[0]));
  const eachClause = clauses.find((c) => c.includes(each[0]));
  if (!capClause || !eachClause) return [];
  if (negated(eachClause, eachClause.indexOf(each[0]), 0)) return [];
  // Two sentences apart at most, with no "then" between: a short part and a detailed part are two parts.
  const from = Math.min(content.indexOf(capClause), content.indexOf(eachClause));
  const to = Math.max(content.indexOf(capClause), content.indexOf(eachClause));
  const between = content.slice(from, to) + content.slice(to, to + 12);
  if (
    to - from > 250 ||
    /\n\s*\n|(?<![\p{L}])(?:then|after\s+that|luego|despu[ée]s|puis|dann|poi|затем)(?![\p{L}])/iu.test(
      between,
    )
  )
    return [];
  return [[cap[0], each[0]]];
}

/** "All 12 tasks in detail", "todas as 12 recompensas … detalhadamente": N items, each in detail. */
const DETAIL_RE =
  /(?<![\p{L}])(?:in\s+detail|detailed|thoroughly|detalladamente|en\s+detalle|detallad[oa]s?|detalhadamente|em\s+detalhe|en\s+d[ée]tail|d[ée]taill[ée]e?s?|ausf[üu]hrlich|im\s+detail|dettagliatamente|nel\s+dettaglio|подробно|детально)(?![\p{L}])|详细|詳しく|詳細に/iu;
const ALL_N_RE =
  /(?<![\p{L}])(?:all|every\s+one\s+of\s+(?:the|our)|all\s+(?:the|our)|tod[oa]s\s+(?:l[oa]s|[oa]s|nuestr[oa]s|noss[oa]s)|tou(?:te)?s\s+(?:les|nos)|alle|tutt[ie]\s+(?:i|le|gli|nostr[ie])|все|всех)\s+(\d{1,2})(?![\p{N}])|(?:所有|全部)\s*(\d{1,2})\s*(?:个|項|件|条)?|(\d{1,2})\s*(?:個|件|項目)すべて/iu;
const SIZE_WORDS_RE = new RegExp(
  `(?<![\\p{N}])(\\d{2,3})\\s+(?:words|palabras|palavras|mots|w[öo]rter[n]?|parole|слов)${E}`,
  'iu',
);

function fewWordsForManyDetailed(clauses: readonly string[], content: string): Conflict[] {
  const size = SIZE_WORDS_RE.exec(content);
  const all = ALL_N_RE.exec(content);
  if (!size || !all || !DETAIL_RE.test(content)) return [];
  // A floor is not a size the items must share ("at least 150 words").
  if (
    /(?:at\s+least|minimum|al\s+menos|pelo\s+menos|au\s+moins|mindestens|almeno|не\s+менее)\s*$/iu.test(
      content.slice(Math.max(0, size.index - 20), size.index),
    )
  )
    return [];
  const items = Number(all[1] ?? all[2] ?? all[3]);
  const clause = clauses.find((c) => c.includes(all[0]));
  if (!clause || !DETAIL_RE.test(clause) || negated(clause, clause.indexOf(all[0]), 0)) return [];
  if (Math.abs(content.indexOf(size[0]) - content.indexOf(clause)) > 300) return [];
  return items >= 4 && Number(size[1]) / items < 15 ? [[size[0], all[0]]] : [];
}

// --- Durations whose parts outlast the whole ------------------------------------------------

const MIN = '(?:minutes?|mins?|minutos?|minuten|minuti|минут\\p{L}*)';
const TOTAL_TIME_RE = new RegExp(
  [
    `${B}(?:in\\s+total|total(?:ly)?|all\\s+told|altogether|overall)[^.!?\\n]{0,40}?(\\d+)\\s*${MIN}${E}`,
    `${B}(\\d+)\\s*${MIN}\\s+(?:in\\s+total|total|all\\s+told|altogether|en\\s+total|no\\s+total|au\\s+total|insgesamt|in\\s+tutto|в\\s+сумме|всего)${E}`,
    `${B}(?:en\\s+total|no\\s+total|todo\\s+(?:tem|dura)|toda\\s+(?:la\\s+)?sesi[óo]n\\s+dura|au\\s+total|dure\\s+en\\s+tout|insgesamt|in\\s+tutto|всего|в\\s+сумме)[^.!?\\n]{0,40}?(\\d+)\\s*${MIN}${E}`,
  ].join('|'),
  'iu',
);
const BLOCKS_RE = new RegExp(
  `${B}(\\d+|two|three|four|five|six|dos|tres|cuatro|cinco|dois|tr[êe]s|quatro|deux|trois|quatre|cinq|zwei|drei|vier|f[üu]nf|due|tre|quattro|cinque|два|три|четыре|пять)\\s+(?:blocks?|rounds?|sets?|sessions?|blocos?|bloques?|rondas?|s[ée]ries?|blocs?|tours?|bl[öo]cke|runden|blocchi|turni|блок\\p{L}*|раунд\\p{L}*|подход\\p{L}*)\\s+(?:of|de|von|à|da|di|по)\\s+(\\d+)\\s*${MIN}${E}`,
  'giu',
);
const PART_TIME_RE = new RegExp(`${B}(\\d+)\\s*${MIN}${E}`, 'giu');
const SMALL_NUMS: Record<string, number> = Object.fromEntries(
  'two:2 three:3 four:4 five:5 six:6 dos:2 tres:3 cuatro:4 cinco:5 dois:2 três:3 tres:3 quatro:4 deux:2 trois:3 quatre:4 cinq:5 zwei:2 drei:3 vier:4 fünf:5 funf:5 due:2 tre:3 quattro:4 cinque:5 два:2 три:3 четыре:4 пять:5'
    .split(' ')
    .map((p) => [p.split(':')[0]!, Number(p.split(':')[1])]),
);

function partsOutlastWhole(content: string): Conflict[] {
  const total = TOTAL_TIME_RE.exec(content);
  if (!total) return [];
  const whole = Number(total[1] ?? total[2] ?? total[3]);
  const rest =
    content.slice(0, total.index) +
    ' '.repeat(total[0].length) +
    content.slice(total.index + total[0].length);
  let sum = 0;
  let masked = rest;
  for (const b of rest.matchAll(BLOCKS_RE)) {
    sum += (/^\d+$/.test(b[1]!) ? Number(b[1]) : (SMALL_NUMS[b[1]!.toLowerCase()] ?? 0)) * Number(b[2]);
    masked = masked.replace(b[0], ' '.repeat(b[0].length));
  }
  const parts = [...masked.matchAll(PART_TIME_RE)];
  // Each part said once, in sequence (warm-up, blocks, cool-down): at least two parts.
  if (parts.length + (sum > 0 ? 1 : 0) < 2) return [];
  sum += parts.reduce((a, p) => a + Number(p[1]), 0);
  return sum > whole ? [[total[0], `parts of ${sum} minutes`]] : [];
}

export function totalConflicts(text: string): Conflict[] {
  return detectAll(text, [
    (_, content) => floorBeyondParts(content),
    smallButDetailedEach,
    fewWordsForManyDetailed,
    (_, content) => partsOutlastWhole(content),
  ]);
}
