// The register the rules ask for, read against the example answers (issue 27, sixteenth scoring
// round): "rewrite in a formal register, fit for a letter to a client" over examples whose answers
// open with "Ehi, scusa tanto" or end with "paga pure, eh" teaches the register the rule forbids. A
// formal register is asked in any of the languages below (not "not too formal", "less formal",
// "informal"), and an answer breaks it by a mark no formal text carries: a greeting or interjection
// of chat ("hey", "ehi", "oye", "salut", "эй", "ahoj"), chat contractions ("gonna", "pra", "щас"),
// laughter ("haha", "jaja", "ㅋㅋ", "哈哈"), colloquial particles ("dong", "sih"). Words that are
// also ordinary nouns or replies ("tipo", "cara", "vale", "ok", "hola", "hej", "alter", "пока") are
// not marks. Half of the example answers or more must carry one (conflict-examples.ts).

import { B, words } from './word-bounds.js';

const FORMAL = `formal(?:ly|mente)?|formell(?:e[nmrs]?)?|f[öo]rmlich(?:e[nmrs]?)?|formel(?:le)?s?|formale|formali|formais|formales|soutenu|gehoben(?:e[nmrs]?)?|официальн\\p{L}*|формальн\\p{L}*|офіційн\\p{L}*|oficjaln\\p{L}*|formaln\\p{L}*|form[áa]ln\\p{L}*|ofici[áa]ln\\p{L}*|formeel|formele|resmi|trang\\s+tr[ọo]ng|औपचारिक|رسمي(?:ة|ا)?|επίσημ\\p{L}*|virallis\\p{L}*|formell`;
/** A demand of a formal register: the word, with no negation or "less", "too" just before it. */
const FORMAL_RE = words(FORMAL, '正式な|正式的|フォーマルな|敬語|격식');
const NOT_FORMAL_RE = new RegExp(
  `${B}(?:not|no|never|less|too|overly|avoid|without|nicht|zu|weniger|kein\\p{L}*|pas|trop|moins|sans|no|sin|demasiado|menos|n[ãa]o|sem|non|troppo|meno|senza|не|без|слишком|менее|nie|zbyt|ne|p[řr][íi]li[šs]|niet|te|minder|kurang|tidak|bukan|değil|fazla)\\s+(?:\\p{L}+\\s+){0,2}$`,
  'iu',
);

/** Marks of chat in an answer: greetings and interjections, contractions, laughter, particles. */
const INFORMAL_RE = words(
  [
    "hey|hiya|gonna|wanna|gotta|kinda|lol|btw|dude|guys|yeah|yep|nope|cool|awesome|oops|ya\\s+know|y['’]all|c['’]mon",
    'ehi|eh|boh|beh|vabb[èe]|figo|ciao',
    'oye|ey|guay|porfa',
    'oi|galera|valeu|tá|pra',
    "salut|coucou|h[ée]|ouais|bah|sympa|t['’]inqui[èe]te",
    'krass|geil|tsch[üu]ss|hi',
    'эй|привет|ладно|щас|чё|ну',
    'hej\\s+hej|siema|spoko|ahoj|[čc]au|hoi|joh|doei|tja|selam|naber|sih|dong|deh|nih|gak|nggak|yaar|arre',
    '(?:ha){2,}|(?:ja){2,}|(?:he){2,}|(?:hi){2,}|k{3,}|(?:rs){2,}',
  ].join('|'),
  'ㅋㅋ|ㅎㅎ|哈哈|呵呵|嘿|啦|呗|哥们|じゃん|っす|अरे|यार',
);

/** The formal register the rules ask for, or undefined (also when they ask for less of it). */
export function formalRegister(rules: string): string | undefined {
  for (const m of rules.matchAll(new RegExp(FORMAL_RE.source, 'giu'))) {
    const before = rules
      .slice(Math.max(0, m.index! - 30), m.index!)
      .split(/[.!?;\n。]/u)
      .pop()!;
    if (!NOT_FORMAL_RE.test(before)) return m[0];
  }
  return undefined;
}

/** An answer with a mark of chat in it. */
export const soundsInformal = (answer: string) => INFORMAL_RE.test(answer);
