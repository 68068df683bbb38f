// Contradictions between a register or a size and the content demanded (issue 27, sixth scoring
// round), in English, Spanish, Portuguese, French, German, Italian, Russian, Japanese and Chinese:
// a plain register for beginners and technical terms asked for ("use simple words, and technical
// terms such as subjunctive and nominalisation"); brevity asked of the whole answer and a floor of
// thousands of words ("Be concise — aim for at least 2,000 words"); one table and no joins for an
// answer that needs columns of several named tables. Tested on prompts written for
// conflict-scopes.test.ts, with look-alikes that must not fire ("no jargon; a glossary link is
// fine", "explain each technical term", "a brief summary, then the full 3,000-word report").

import { detectAll, negated } from './conflict-scopes.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, words } from './word-bounds.js';

// --- A plain register and technical terms demanded -----------------------------------------

const PLAIN_RE = words(
  [
    'simple\\s+(?:words|language|terms|vocabulary|sentences)|plain\\s+(?:language|english|words)|everyday\\s+(?:words|language)|no\\s+jargon|avoid\\s+(?:all\\s+)?jargon|jargon-free|(?:complete|total|absolute)\\s+beginners|(?:level|niveau|nivel|n[íi]vel|livello)\\s+a[12]|a[12]\\s+(?:level|learners)',
    'palabras\\s+(?:sencillas|simples|f[áa]ciles)|lenguaje\\s+(?:sencillo|llano|simple)|sin\\s+(?:tecnicismos|jerga)|principiantes',
    'palavras\\s+(?:simples|f[áa]ceis)|linguagem\\s+(?:simples|acess[íi]vel)|sem\\s+(?:jarg[ãa]o|termos\\s+t[ée]cnicos)|iniciantes',
    'mots\\s+(?:simples|courants)|langage\\s+(?:simple|clair)|sans\\s+jargon|d[ée]butants',
    'einfache[n]?\\s+(?:w[öo]rter[n]?|worte[n]?|sprache|s[äa]tze[n]?)|leichte[n]?\\s+sprache|ohne\\s+fachbegriffe|ohne\\s+fachjargon|anf[äa]nger\\p{L}*',
    'parole\\s+semplici|linguaggio\\s+semplice|senza\\s+gergo|principianti',
    'простыми\\s+словами|прост\\p{L}+\\s+(?:язык|слов)\\p{L}*|без\\s+(?:жаргона|терминов)|новичк\\p{L}*|начинающ\\p{L}*',
  ].join('|'),
  '易しい言葉|やさしい言葉|簡単な言葉|平易な言葉|専門用語を使わ|初心者|通俗易懂|简单的语言|浅显|不用术语|避免术语|初学者|小白',
);
const JARGON_RE = words(
  [
    '(?:use|using|include|including|with|employ)\\s+(?:plenty\\s+of\\s+|lots\\s+of\\s+|many\\s+|advanced\\s+)?(?:technical\\s+(?:terms|terminology|vocabulary|jargon)|jargon|specialist\\s+(?:terms|vocabulary))|technical\\s+terms\\s+(?:such\\s+as|like)|jargon\\s+(?:such\\s+as|like)|graduate-level\\s+terminology',
    't[ée]rminos\\s+t[ée]cnicos|tecnicismos|jerga\\s+t[ée]cnica',
    'termos\\s+t[ée]cnicos|jarg[ãa]o\\s+t[ée]cnico|terminologia\\s+t[ée]cnica',
    'termes\\s+techniques|jargon\\s+technique|vocabulaire\\s+technique|terminologie\\s+technique',
    'fachbegriffe[n]?|fachsprache|fachtermini|fachjargon',
    'termini\\s+tecnici|gergo\\s+tecnico|terminologia\\s+tecnica',
    '(?:техническ|специальн|профессиональн|научн)\\p{L}*\\s+(?:термин|жаргон|терминологи)\\p{L}*|терминологи\\p{L}*|термин\\p{L}*\\s+(?:вроде|как|такие)',
  ].join('|'),
  '専門用語|术语|专业术语|行话',
);
/** Explaining or defining terms serves a plain register; a glossary or an appendix is a part apart. */
const SERVES_PLAIN_RE =
  /(?<![\p{L}])(?:explain\p{L}*|define\p{L}*|gloss\p{L}*|appendix|footnotes?|translate\p{L}*|replace\p{L}*|erkl[äa]r\p{L}*|definier\p{L}*|glossar|anhang|explica\p{L}*|defin\p{L}*|glosario|gloss[áa]rio|ap[ée]ndice|anexo|explique\p{L}*|d[ée]finis\p{L}*|glossaire|annexe|spiega\p{L}*|glossario|объясн\p{L}*|определ\p{L}*|глоссари\p{L}*|замен\p{L}*)(?![\p{L}])|説明|解释|用語集|附录|词汇表/iu;
const CONDITION_RE =
  /(?<![\p{L}])(?:if|when|unless|si|cuando|se|quando|quand|wenn|falls|если|когда)(?![\p{L}])|場合|如果/iu;

function plainAndJargon(clauses: readonly string[], content: string): Conflict[] {
  if (!PLAIN_RE.test(content) || !JARGON_RE.test(content)) return [];
  const plain = clauses.find((c) => {
    const m = PLAIN_RE.exec(c);
    return m && !negated(c, m.index, 0) && !CONDITION_RE.test(c.slice(0, m.index));
  });
  if (!plain) return [];
  const p = PLAIN_RE.exec(plain)!;
  for (const c of clauses) {
    const j = JARGON_RE.exec(c);
    if (!j || (c === plain && j.index === p.index)) continue;
    if (negated(c, j.index, j[0].length) || SERVES_PLAIN_RE.test(c) || CONDITION_RE.test(c)) continue;
    // "no jargon; a glossary link is fine": an allowance, not a demand.
    if (/\b(?:is|are)\s+(?:fine|ok|okay|allowed)\b/i.test(c)) continue;
    return [[p[0], c === plain ? j[0] : c.trim()]];
  }
  return [];
}

// --- Brevity of the whole answer and a floor of thousands of words ----------------------

const BRIEF_RE = words(
  'concise(?:ly)?|succinct(?:ly)?|terse|be\\s+brief|keep\\s+it\\s+(?:short|brief)|brief(?:ly)?|short\\s+(?:answer|reply|response)|conciso|concisa|s[ée]\\s+breve|breve(?:mente)?|sucint[oa]|concis|concise|bref|br[èe]ve(?:ment)?|knapp|kurz|pr[äa]gnant|succint[oa]|кратк\\p{L}*|лаконичн\\p{L}*|сжато',
  '簡潔|手短|短く|简洁|简短|简明',
);
/** "a brief summary", "eine kurze Einleitung": brevity of a part, not of the answer. */
const PART_AFTER_RE =
  /^\s*(?:\p{L}+\s+)?(?:summary|intro\p{L}*|overview|abstract|title|heading|note|description|caption|preface|tl;?dr|resumen|introducci[óo]n|resumo|introdu[çc][ãa]o|r[ée]sum[ée]|introduction|aper[çc]u|zusammenfassung|einleitung|[üu]berblick|titel|sintesi|riassunto|introduzione|резюме|введени\p{L}*|обзор|要約|概要|摘要|简介|标题)/iu;
const ARTICLE_BEFORE_RE = /(?<![\p{L}])(?:a|an|one|un|una|um|uma|une|ein\p{L}*|eine\p{L}*)\s+$/iu;
const FLOOR_RE = new RegExp(
  `${B}(?:at\\s+least|a\\s+minimum\\s+of|minimum(?:\\s+of)?|no\\s+(?:less|fewer)\\s+than|aim\\s+for(?:\\s+at\\s+least)?|al\\s+menos|como\\s+m[íi]nimo|m[íi]nimo(?:\\s+de)?|pelo\\s+menos|no\\s+m[íi]nimo|au\\s+moins|minimum|mindestens|wenigstens|almeno|non\\s+meno\\s+di|не\\s+менее|минимум|至少|不少于)\\s*(\\d{1,3}(?:[.,\\s\u00a0]\\d{3})+|\\d+)\\s*(words?|palabras|palavras|mots|w[öo]rter[n]?|parole|слов\\p{L}*|pages?|p[áa]ginas|seiten|pagine|страниц\\p{L}*|字|文字|語)|(\\d{1,3}(?:[.,]\\d{3})+|\\d+)\\s*(字|文字|語|単語|词)以上`,
  'iu',
);
const FLOOR_SIZE: readonly [RegExp, number][] = [
  [/^(?:pages?|p[áa]ginas|seiten|pagine|страниц\p{L}*)$/iu, 4],
  [/^(?:字|文字)$/u, 2000],
  [/./u, 1000],
];

function briefButLong(clauses: readonly string[], content: string): Conflict[] {
  if (!FLOOR_RE.test(content)) return [];
  const floor = clauses.map((c) => FLOOR_RE.exec(c)).find((m) => m && !negated(m.input, m.index, 0));
  if (!floor) return [];
  const value = Number((floor[1] ?? floor[3])!.replace(/[.,\s\u00a0]/g, ''));
  const unit = (floor[2] ?? floor[4])!;
  if (value < FLOOR_SIZE.find(([re]) => re.test(unit))![1]) return [];
  for (const c of clauses) {
    const b = BRIEF_RE.exec(c);
    if (!b || negated(c, b.index, 0) || CONDITION_RE.test(c.slice(0, b.index))) continue;
    if (PART_AFTER_RE.test(c.slice(b.index + b[0].length)) || ARTICLE_BEFORE_RE.test(c.slice(0, b.index)))
      continue;
    return [[b[0], floor[0]]];
  }
  return [];
}

// --- One table, and columns of several named tables --------------------------------------

const ONE_TABLE_RE = words(
  '(?:against|from|query(?:ing)?|read(?:ing)?\\s+from|using|use|touch(?:ing)?)\\s+(?:only\\s+)?(?:one|a\\s+single|single)\\s+table|(?:one|a\\s+single|single)\\s+table\\s+only|only\\s+one\\s+table|no\\s+joins?|without\\s+(?:any\\s+)?joins?|una\\s+(?:sola|[úu]nica)\\s+tabla|sin\\s+joins?|uma\\s+(?:s[óo]|[úu]nica)\\s+tabela|sem\\s+joins?|une\\s+seule\\s+table|sans\\s+(?:jointures?|joins?)|(?:nur\\s+)?eine[rn]?\\s+(?:einzigen\\s+)?tabelle|ohne\\s+joins?|una\\s+sola\\s+tabella|senza\\s+join|одн\\p{L}+\\s+таблиц\\p{L}*|без\\s+(?:join|джойн)\\p{L}*',
  '(?:1つ|一つ|単一)の(?:テーブル|表)|JOIN(?:なし|を使わ)|一张表|单表|单个表|不(?:使用|用)\\s*JOIN',
);
const TABLE_WORD = '(?:tables?|tablas?|tabelas?|tabellen?|tabelle|таблиц\\p{L}*|テーブル|表)';
/** A table name: Latin or Cyrillic letters, digits and underscores (CJK text has no spaces to cut names at). */
const IDENT = '[A-Za-z_\\p{Script=Cyrillic}][A-Za-z0-9_\\p{Script=Cyrillic}]*';
/** "the customers, orders and payments tables", "Tabellen kunden, bestellungen und zahlungen". */
const TABLE_LIST_RE = new RegExp(
  `(${IDENT}(?:\\s*,\\s*${IDENT})*\\s*(?:,|\\band\\b|\\by\\b|\\be\\b|\\bet\\b|\\bund\\b|\\bи\\b|、|和)\\s*${IDENT})\\s+${TABLE_WORD}|${TABLE_WORD}\\s*:?\\s*(${IDENT}(?:\\s*,\\s*${IDENT})*\\s*(?:,|\\band\\b|\\by\\b|\\be\\b|\\bet\\b|\\bund\\b|\\bи\\b|、|和)\\s*${IDENT})`,
  'giu',
);
/** "(customers table)", "the payments table", "la tabla pagos". */
const ONE_NAMED_RE = new RegExp(
  `(${IDENT})\\s+table\\b|\\b(?:tabla|tabela|table|tabelle|таблиц\\p{L}*)\\s+(${IDENT})`,
  'giu',
);
const NOT_A_NAME_RE =
  /^(?:one|single|a|an|the|same|each|this|that|lookup|temp|only|any|other|de|la|el|une|eine|seule|sola|única|unica|nur|from|and|en|y|e|et|und|и|joins?)$/iu;

function namedTables(content: string): Set<string> {
  const names = new Set<string>();
  for (const m of content.matchAll(TABLE_LIST_RE))
    for (const n of (m[1] ?? m[2])!.split(/\s*(?:,|\band\b|\by\b|\be\b|\bet\b|\bund\b|\bи\b|、|和)\s*/iu))
      if (n && !NOT_A_NAME_RE.test(n)) names.add(n.toLowerCase());
  for (const m of content.matchAll(ONE_NAMED_RE)) {
    const n = (m[1] ?? m[2])!;
    if (!NOT_A_NAME_RE.test(n)) names.add(n.toLowerCase());
  }
  return names;
}

function oneTableOfMany(clauses: readonly string[], content: string): Conflict[] {
  if (!ONE_TABLE_RE.test(content)) return [];
  const one = clauses.map((c) => ONE_TABLE_RE.exec(c)).find((m) => m && !negated(m.input, m.index, 0));
  if (!one) return [];
  const names = namedTables(content);
  return names.size >= 2 ? [[one[0], [...names].slice(0, 3).join(', ')]] : [];
}

export function registerConflicts(text: string): Conflict[] {
  return detectAll(text, [plainAndJargon, briefButLong, oneTableOfMany]);
}
