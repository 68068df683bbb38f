// Impossible output contracts by kind (issue 27, fifth round), in English and the languages the
// eval covers: a part larger than the whole ("8 characters long" with "at least 12 special
// characters"), an endless list in a finite answer ("list all prime numbers"), a whole document
// kept complete in a tweet or a sentence, an answer written before the input is read, an answer
// of zero length that must be detailed, items one per line in fewer lines, a bare data format that
// must open with a greeting. Named heuristics: each finding is the pair of texts that cannot both
// hold, for the feedback. Part of prompt-quality.ts's contradictions.

import { NUMBER_WORDS } from './conflict-sizes.js';
import { minimumsOverWhole } from './conflict-sums.js';
import type { Conflict } from './prompt-conflicts.js';
import { B } from './word-bounds.js';

const num = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);
const N = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)';
const UNIT = '(character|word|line|sentence|item|bullet|digit|letter)s?';

/** The whole answer sized: "8 characters long", "an 8-character password", "exactly 3 lines". */
const WHOLE_RE = new RegExp(
  `\\b${N}[-\\s]${UNIT}\\s+long\\b|\\b(?:a|an)\\s+${N}-${UNIT}\\s+(?!each|per)\\p{L}+|\\bexactly\\s+${N}\\s+${UNIT}(?!\\s+(?:each|per|apiece))\\b(?!\\s+(?:each|per|apiece|for|of\\s+each))`,
  'giu',
);
/** A part of it: "at least 12 special characters", "at least 5 of the words". */
const PART_RE = new RegExp(`\\bat\\s+least\\s+${N}\\s+(?:[\\p{L}-]+\\s+){0,2}?${UNIT}\\b`, 'giu');
const SAME: Record<string, string> = { digit: 'character', letter: 'character', bullet: 'item' };
const unitOf = (u: string) => SAME[u.toLowerCase()] ?? u.toLowerCase();

/** "8 characters long, at least 12 special characters": a part that outgrows its whole. */
function partOverWhole(content: string): Conflict[] {
  const wholes = [...content.matchAll(WHOLE_RE)].map((m) => {
    const n = m[1] ?? m[3] ?? m[5];
    const u = m[2] ?? m[4] ?? m[6];
    return { text: m[0], value: num(n!), unit: unitOf(u!) };
  });
  if (wholes.length === 0) return [];
  for (const p of content.matchAll(PART_RE)) {
    const unit = unitOf(p[2]!);
    const whole = wholes.find((w) => w.unit === unit && num(p[1]!) > w.value && !p[0].includes(w.text));
    if (whole) return [[whole.text, p[0]]];
  }
  return [];
}

/** Listing an endless set: "list all prime numbers", "every digit of pi", "alle Primzahlen". */
const ENDLESS_RE = new RegExp(
  [
    `\\b(?:list|write(?:\\s+out)?|print|output|enumerate|give|name|show)\\s+(?:me\\s+)?(?:all|every)\\s+(?:the\\s+)?(?:prime\\s+numbers?|primes|integers|natural\\s+numbers|even\\s+numbers|odd\\s+numbers|real\\s+numbers|fractions|digits?\\s+of\\s+(?:pi|π|e)|decimals?\\s+of\\s+(?:pi|π))\\b(?!\\s*(?:below|under|up\\s+to|less|smaller|between|from|in\\s+the\\s+range|to\\s+\\d|that|which|<|≤|\\d))`,
    `\\b(?:full|complete|entire)\\s+decimal\\s+expansions?\\b`,
    `${B}(?:todos\\s+los\\s+n[uú]meros\\s+primos|alle\\s+primzahlen|tous\\s+les\\s+nombres\\s+premiers|todos\\s+os\\s+n[uú]meros\\s+primos|tutti\\s+i\\s+numeri\\s+primi|все\\s+простые\\s+числа)(?![\\p{L}])(?![^.!?。\\n]{0,12}(?:menores|unter|bis|inf[ée]rieurs|abaixo|at[eé]|sotto|fino|меньше|до|<|\\d))`,
    `(?:所有的?(?:质数|素数)|すべての素数|全ての素数|모든\\s*소수)(?![^。\\n]{0,6}(?:以内|以下|以下の|미만|이하|\\d))`,
  ].join('|'),
  'iu',
);

/** A container too small for the whole text it must keep complete. */
const TINY_RE = new RegExp(
  [
    `\\b(?:in|into|as)\\s+(?:a\\s+single|one|a|just\\s+one)\\s+(?:tweet|sentence|line|word|text\\s+message|sms)\\b`,
    `\\b(?:keep|fit)\\s+(?:it|this|the(?:\\s+\\w+){1,2})\\s+(?:to|in|into|within)\\s+(?:a|one|a\\s+single)\\s+(?:tweet|sentence|line)\\b`,
    `\\b(?:in|within|under)\\s+(?:\\d{1,2}|\\d{2}0|280)\\s+(?:characters|chars|words)\\b`,
    `${B}(?:en\\s+un\\s+(?:seul\\s+)?tweet|en\\s+une\\s+(?:seule\\s+)?phrase|en\\s+un\\s+(?:solo\\s+)?(?:tuit|tweet)|en\\s+una\\s+(?:sola\\s+)?frase|em\\s+um\\s+(?:[uú]nico\\s+)?tweet|em\\s+uma\\s+(?:[uú]nica\\s+)?frase|in\\s+einem\\s+(?:einzigen\\s+)?(?:tweet|satz)|in\\s+un\\s+(?:solo\\s+)?tweet|in\\s+una\\s+(?:sola\\s+)?frase|одним\\s+(?:твитом|предложением)|в\\s+одном\\s+(?:твите|предложении))(?![\\p{L}])`,
    `(?:一条推文|一句话|一文で|1ツイート|ツイート1つ|한\\s*문장)`,
  ].join('|'),
  'iu',
);
const LOSSLESS_RE = new RegExp(
  [
    `\\bwithout\\s+(?:omitting|leaving\\s+out|dropping|losing|skipping|cutting)\\s+(?:anything|a\\s+(?:single\\s+)?(?:word|detail|clause|thing)|any\\s+(?:detail|content|information|clause|word)s?)\\b`,
    `\\bcover(?:ing)?\\s+(?:every\\s+(?:single\\s+)?detail|all\\s+(?:the\\s+)?details)\\b`,
    `\\b(?:nothing|not\\s+a\\s+(?:single\\s+)?(?:word|detail))\\s+(?:may\\s+be\\s+|can\\s+be\\s+|should\\s+be\\s+)?(?:left\\s+out|omitted|dropped)\\b`,
    `\\b(?:keep(?:ing)?|preserv(?:e|ing))\\s+(?:the\\s+)?(?:original|whole|full|entire)\\s+(?:layout|formatting|text|content|structure)\\b`,
    `${B}(?:sans\\s+rien\\s+omettre|sans\\s+rien\\s+oublier|sin\\s+omitir\\s+nada|sin\\s+dejar\\s+nada|sem\\s+omitir\\s+nada|sem\\s+deixar\\s+nada|ohne\\s+etwas\\s+(?:auszulassen|wegzulassen)|ohne\\s+auslassungen|senza\\s+omettere\\s+nulla|senza\\s+tralasciare\\s+nulla|ничего\\s+не\\s+(?:упуская|пропуская|опуская))(?![\\p{L}])`,
    `(?:省略せず|何も省略|一字不漏|不遗漏|不要遗漏|빠짐없이|생략\\s*없이)`,
  ].join('|'),
  'iu',
);

/** Answering before the input is read: "reply before reading the document", "réponds avant d'avoir lu". */
const BEFORE_READING_RE = new RegExp(
  [
    `\\b(?:answer|reply|respond|summari[sz]e|translate|decide|grade)\\b[^.!?\\n]{0,30}\\bbefore\\s+(?:reading|you\\s+(?:have\\s+)?read|having\\s+read)\\b`,
    `${B}(?:r[ée]pond\\p{L}*|respond\\p{L}*|contest\\p{L}*|antwort\\p{L}*|beantwort\\p{L}*|rispond\\p{L}*|ответ\\p{L}*|tradu\\p{L}*|übersetz\\p{L}*)[^.!?\\n]{0,30}?${B}(?:avant\\s+d['’]avoir\\s+lu|antes\\s+de\\s+(?:leer|ler)|bevor\\s+du\\s+(?:\\p{L}+\\s+){0,3}gelesen|prima\\s+di\\s+(?:aver\\s+)?letto|prima\\s+di\\s+leggere|до\\s+того,?\\s+как\\s+прочита\\p{L}*)(?![\\p{L}])`,
    `(?:読む前に|読まずに|读之前|읽기\\s*전에)[^。.\\n]{0,12}(?:返信|回答|答え|返事|回复|답|응답)`,
  ].join('|'),
  'iu',
);
const NEGATION_RE =
  /(?<![\p{L}])(?:not|never|don't|ne|no|nicht|nie|non|nunca|jamais|не|никогда)(?![\p{L}])|(?:しないで|しない|禁止|不要|别|하지\s*마)/iu;

/** A reading-order demand that is not negated before, inside or just after ("Do not answer before reading…"). */
function beforeReading(content: string): string | undefined {
  const m = BEFORE_READING_RE.exec(content);
  if (!m) return undefined;
  const around = `${content.slice(Math.max(0, m.index - 16), m.index)} ${m[0]} ${content.slice(m.index + m[0].length, m.index + m[0].length + 8)}`;
  return NEGATION_RE.test(around) ? undefined : m[0];
}

/** A reply of zero length that must still say something. */
const ZERO_RE =
  /\b(?:in\s+)?(?:0|zero)\s+(?:characters|words|chars)\b|(?<!\d)0\s*(?:文字|字|자|символов|caract[eè]res|zeichen|palabras|palavras|mots|w[öo]rter)/iu;
const DETAIL_RE =
  /\b(?:detailed|in\s+detail|as\s+detailed\s+as|thorough(?:ly)?|explain)\b|(?:詳しく|詳細に|详细|자세히|ausf[üu]hrlich|detallad[ao]|detalhad[ao]|d[ée]taill[ée]e?|dettagliat[oa]|подробн)/iu;

/** One item per line, and fewer lines than items: "list 10 tips, one per line, in at most 5 lines". */
const PER_LINE_RE =
  /\b(?:one\s+per\s+line|each\s+on\s+(?:its\s+own|a\s+(?:single|separate|new|own))\s+line|on\s+(?:a\s+single|its\s+own|a\s+separate)\s+line\s+each|on\s+separate\s+lines|a\s+line\s+each|one\s+(?:item|\w+)\s+per\s+line)\b/i;
const ITEMS_RE =
  /\b(?:list|give|write|name|suggest|provide)\s+(?:me\s+)?(?:exactly\s+)?(\d+|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+\p{L}+/iu;
const LINE_CAP_RE =
  /(?<!\beach\s)\b(?:in|within|on)\s+(?:a\s+single|one|just\s+one)\s+line\b(?!\s+each)|\b(?:at\s+most|no\s+more\s+than|under|fewer\s+than|max(?:imum)?(?:\s+of)?|in)\s+(\d+|two|three|four|five|six)\s+lines\b/i;

function perLineClash(content: string): Conflict[] {
  const per = PER_LINE_RE.exec(content);
  const cap = LINE_CAP_RE.exec(content);
  if (!per || !cap) return [];
  const lines = cap[1] ? num(cap[1]) : 1;
  const items = ITEMS_RE.exec(content);
  if (lines === 1 || (items && num(items[1]!) > lines)) return [[per[0], cap[0]]];
  return [];
}

/** A bare data format (JSON, YAML, CSV, XML only) that must open with a greeting or an introduction. */
const BARE_FORMAT_RE = new RegExp(
  `\\b(?:only|just|nothing\\s+but)\\s+(?:the\\s+|a\\s+|valid\\s+)*(?:json|yaml|csv|xml)\\b|\\b(?:json|yaml|csv|xml)\\s+only\\b|${B}(?:nur|solo|s[oó]lo|somente|apenas|uniquement|seulement|только)\\s+(?:\\p{L}+\\s+)?(?:json|yaml|csv|xml)\\b|(?:json|yaml|csv|xml)\\s*(?:のみ|だけ|만)|(?:只|仅)(?:输出|返回)?\\s*(?:json|yaml|csv|xml)`,
  'iu',
);
const GREETING_RE = new RegExp(
  [
    `\\b(?:start|begin|open)\\s+(?:\\p{L}+\\s+){0,3}with\\s+(?:a\\s+)?(?:friendly\\s+|warm\\s+|short\\s+)?(?:greeting|hello|introduction|intro|welcome|sentence|paragraph)\\b`,
    `\\b(?:greet\\s+the\\s+(?:user|reader)|introduce\\s+yourself)\\s+(?:first|before)\\b`,
    `${B}(?:beginne\\s+mit\\s+einer\\s+begr[üu][ßs]ung|begr[üu][ßs]e\\s+(?:den|die)\\s+\\p{L}+\\s+zuerst|empieza\\s+con\\s+un\\s+saludo|comienza\\s+con\\s+un\\s+saludo|saluda\\s+primero|comece\\s+com\\s+uma\\s+sauda[çc][ãa]o|cumprimente\\s+primeiro|commence\\s+par\\s+(?:une\\s+)?salu\\p{L}+|salue\\s+d['’]abord|inizia\\s+con\\s+un\\s+saluto|начни\\s+с\\s+приветствия|сначала\\s+поздоровайся)(?![\\p{L}])`,
    `(?:挨拶から始め|まず挨拶|先问候|以问候开头|인사로\\s*시작)`,
  ].join('|'),
  'iu',
);

/** Verse forms of a fixed length: "a haiku in five lines", "un soneto de 10 versos". */
const FORM_LINES: Record<string, number> = {
  haiku: 3,
  俳句: 3,
  limerick: 5,
  sonnet: 14,
  sonett: 14,
  soneto: 14,
  sonetto: 14,
  сонет: 14,
};
const FORM_NAME_RE = /(?<![\p{L}])(?:haiku|limerick|sonnet|sonett|soneto|sonetto|сонет)(?![\p{L}])|俳句/iu;
const FORM_LINES_RE = new RegExp(
  `(haiku|俳句|limerick|sonnet|soneto|sonetto|сонет)[^.!?。\\n]{0,30}?(?<![\\p{N}])(\\d+|${Object.keys(NUMBER_WORDS).join('|')}|cinco|cinq|f[üu]nf|cinque|cuatro|quatre|vier|quattro|seis|sechs|sei|diez|dix|zehn|dieci)\\s*(?:lines|verses|versos|vers|zeilen|versi|строк\\p{L}*|行|줄)`,
  'iu',
);
const SMALL: Record<string, number> = {
  cinco: 5,
  cinq: 5,
  fünf: 5,
  funf: 5,
  cinque: 5,
  cuatro: 4,
  quatre: 4,
  vier: 4,
  quattro: 4,
  seis: 6,
  sechs: 6,
  sei: 6,
  diez: 10,
  dix: 10,
  zehn: 10,
  dieci: 10,
};

/**
 * The whole poem set to a number of lines with "exactly" (issue 27, tenth round): "em exatamente
 * três versos", "in exactly five lines", "genau acht Zeilen", "ровно две строки" — not a count per
 * stanza ("exactamente 4 versos por estrofa").
 */
const EXACT_LINES_RE = new RegExp(
  `${B}(?:exactly|exactamente|exatamente|exactement|genau|esattamente|ровно|tepat|tam\\s+olarak)\\s+(\\d+|\\p{L}{2,7})\\s+(?:lines|verses|versos|vers|zeilen|verse|versi|righe|строк\\p{L}*|стих\\p{L}*|baris|sat[ıi]r\\p{L}*)(?![\\p{L}])(?!\\s+(?:each|per|por|par|pro|cada|jede\\p{L}*|ogni|на|в\\s+кажд\\p{L}*))|(?:ちょうど|正好|恰好)\\s*(\\d+)\\s*行`,
  'giu',
);
/** A stanza named before the count: the count is the stanza's ("cada terceto em exatamente 3 versos"). */
const STANZA_RE =
  /(?<![\p{L}])(?:stanzas?|quatrains?|tercets?|couplets?|estrofas?|cuartetos?|tercetos?|quadras?|strophes?|strofa|strofe|quartine|terzine|строф\p{L}*|катрен\p{L}*)(?![\p{L}])/iu;
const LINE_COUNTS: Record<string, number> = {
  ...SMALL,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  dos: 2,
  dois: 2,
  duas: 2,
  deux: 2,
  zwei: 2,
  due: 2,
  две: 2,
  два: 2,
  tres: 3,
  três: 3,
  trois: 3,
  drei: 3,
  tre: 3,
  три: 3,
  четыре: 4,
  пять: 5,
};

function formLength(content: string): Conflict[] {
  const m = FORM_LINES_RE.exec(content);
  if (m) {
    const n = SMALL[m[2]!.toLowerCase()] ?? num(m[2]!);
    if (n !== FORM_LINES[m[1]!.toLowerCase()]) return [[m[1]!, m[0]]];
  }
  // The form's own length may be stated right ("soneto (14 versos …)") and the same sentence still
  // ask for another exact number of lines.
  for (const sentence of content.split(/[.!?。\n]+/)) {
    const form = FORM_NAME_RE.exec(sentence);
    if (!form) continue;
    for (const e of sentence.matchAll(EXACT_LINES_RE)) {
      if (STANZA_RE.test(sentence.slice(Math.max(0, e.index! - 24), e.index!))) continue;
      const raw = (e[1] ?? e[2])!.toLowerCase();
      const n = /^\d+$/.test(raw) ? Number(raw) : LINE_COUNTS[raw];
      if (n && n !== FORM_LINES[form[0].toLowerCase()]) return [[form[0], e[0]]];
    }
  }
  return [];
}

/** One answer in two formats at once: "valid JSON that is also a CSV", "JSON und zugleich YAML". */
const FORMAT_SRC =
  'json|yaml|csv|xml|html|markdown\\s+table|sql|haiku|sonnet|limerick|poem|po[eè]me|poema|gedicht|poesia';
const BOTH_RE = new RegExp(
  `(?<![\\p{L}])(${FORMAT_SRC})(?![\\p{L}])[^.!?。;:\\n]{0,40}?(?:that\\s+is\\s+also|which\\s+is\\s+also|and\\s+(?:is\\s+)?also\\s+(?:a|an|valid)|at\\s+the\\s+same\\s+time|simultaneously|que\\s+tambi[ée]n\\s+sea|que\\s+tamb[ée]m\\s+seja|qui\\s+(?:est|soit)\\s+aussi|das\\s+(?:zugleich|gleichzeitig|auch)|che\\s+sia\\s+anche|одновременно|同時に|同时(?:也是)?|동시에)[^.!?。;:\\n]{0,30}?(?<![\\p{L}])(${FORMAT_SRC})(?![\\p{L}])`,
  'iu',
);
const SUBSET: ReadonlySet<string> = new Set(['json|yaml', 'yaml|json']);

function twoFormats(content: string): Conflict[] {
  const m = BOTH_RE.exec(content);
  if (!m) return [];
  const [a, b] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
  return a === b || SUBSET.has(`${a}|${b}`) ? [] : [[m[1]!, m[2]!]];
}

/** "Five bullets of at least 30 words each" inside "under 100 words": the parts outgrow the whole. */
const PARTS_RE = new RegExp(
  `\\b${N}\\s+(?:[\\p{L}-]+\\s+)?(?:bullets?|bullet\\s+points|items|paragraphs|sections|points|tips|questions|sentences|reasons|steps|examples)\\b[^.!?\\n]{0,30}?\\b(?:each|apiece)\\s+(?:of\\s+|with\\s+)?(?:at\\s+least|exactly|about|around)?\\s*${N}\\s+words|\\b${N}\\s+(?:[\\p{L}-]+\\s+)?(?:bullets?|items|paragraphs|sections|points|tips|questions|reasons|steps|examples)\\s+of\\s+(?:at\\s+least\\s+)?${N}\\s+words\\s+each\\b`,
  'iu',
);
const WHOLE_CAP_RE =
  /\b(?:under|at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|max(?:imum)?(?:\s+of)?|within)\s+(\d+)\s+words(?!\s+(?:each|per|apiece))\b(?:\s+(?:in\s+total|overall|altogether|total))?/i;

/** A cap on a part ("each under 20 words", "a title under 8 words"), not on the whole. */
const PART_CAP_RE =
  /\b(?:each|every|per)(?:\s+[\p{L}-]+){0,2}\s*$|\b(?:title|headline|summary|caption|subject(?:\s+line)?)(?:\s+[\p{L}-]+){0,2}\s*$/iu;

function partsOverCap(content: string): Conflict[] {
  const parts = PARTS_RE.exec(content);
  if (!parts) return [];
  const count = num(parts[1] ?? parts[3]!);
  const size = num(parts[2] ?? parts[4]!);
  for (const cap of content.matchAll(new RegExp(WHOLE_CAP_RE.source, 'gi'))) {
    const before = content.slice(Math.max(0, cap.index! - 30), cap.index!);
    if (PART_CAP_RE.test(before)) continue;
    if (count * size > Number(cap[1])) return [[parts[0], cap[0]]];
  }
  return [];
}

/** A bare answer in another language: "solo sí o no", "nur mit Ja oder Nein", "en un seul mot". */
const BARE_I18N_RE =
  /(?<![\p{L}])(?:(?:solo|s[oó]lo|[uú]nicamente)\s+(?:con\s+)?s[ií]\s+o\s+no|apenas\s+(?:com\s+)?sim\s+ou\s+n[ãa]o|nur\s+(?:mit\s+)?ja\s+oder\s+nein|uniquement\s+par\s+oui\s+ou\s+non|seulement\s+oui\s+ou\s+non|solo\s+(?:con\s+)?s[iì]\s+o\s+no|только\s+[«"]?да[»"]?\s+или\s+[«"]?нет|en\s+una\s+sola\s+palabra|con\s+una\s+sola\s+palabra|em\s+uma\s+(?:[uú]nica\s+)?palavra|mit\s+einem\s+(?:einzigen\s+)?wort|en\s+un\s+seul\s+mot|con\s+una\s+sola\s+parola|одним\s+словом|одн(?:ой|им)\s+(?:цифрой|числом)|только\s+(?:цифру|число)|(?:with|as)\s+(?:a\s+single|one|only\s+(?:a|one))\s+(?:number|figure)|(?:con|en)\s+un\s+(?:solo|[úu]nico)\s+n[úu]mero|(?:com|em)\s+um\s+(?:s[óo]|[úu]nico)\s+n[úu]mero|(?:par|en)\s+un\s+seul\s+(?:nombre|chiffre)|(?:mit\s+)?(?:einer\s+einzigen|nur\s+einer?)\s+zahl|con\s+un\s+solo\s+numero|jedn(?:ą|a)\s+liczb(?:ą|a))(?![\p{L}])|(?:はい|いいえ)[^。\n]{0,6}(?:のみ|だけ)|一言で|只(?:回答|用)?[“"]?是[”"]?或[“"]?否|一个词|예\s*[/또는]*\s*아니오로만|한\s*단어로/iu;
/** An explanation asked in another language, not negated: "explica por qué", "erkläre danach", "puis explique". */
const EXPLAIN_I18N_RE =
  /(?<![\p{L}])(?:expl[ií]ca(?:r|lo|la)?|explique[sz]?|erkl[äa]re|begr[üu]nde|spiega|justifica|justifique|объясни|обоснуй|(?:с|со)\s+(?:\p{L}+\s+){0,2}(?:обосновани|объяснени|пояснени)\p{L}*|with\s+(?:a\s+|an\s+)?(?:\p{L}+\s+){0,2}(?:justification|explanation|rationale)|con\s+(?:una\s+)?(?:\p{L}+\s+){0,2}(?:justificaci[óo]n|explicaci[óo]n|giustificazione|spiegazione)|com\s+(?:uma\s+)?(?:\p{L}+\s+){0,2}(?:justificativa|justifica[çc][ãa]o|explica[çc][ãa]o)|avec\s+(?:une\s+)?(?:\p{L}+\s+){0,2}(?:justification|explication)|mit\s+(?:einer\s+)?(?:\p{L}+\s+){0,2}(?:begr[üu]ndung|erkl[äa]rung))(?![\p{L}])|理由を説明|説明して|解释|说明理由|설명해|이유를/iu;
const NOT_EXPLAIN_RE =
  /(?<![\p{L}])(?:no|não|nicht|kein\p{L}*|ne|pas|non|sin|sem|ohne|sans|senza|не|без)(?![\p{L}])[^.!?。\n]{0,12}$|(?:しないで|不要|别|不|하지\s*마)\s*$/iu;

const FIELD_RE =
  /[`'"„“«]|(?<![\p{L}])(?:field|key|feld|schl[üu]ssel|campo|champ|cl[ée]|chiave|поле|поля)(?![\p{L}])|字段|フィールド|キー|필드/iu;
const CONDITIONAL_RE = /(?<![\p{L}])(?:si|se|wenn|falls|if|quand|cuando|quando|если)(?![\p{L}])|如果|場合/iu;
const NOT_AFTER_RE =
  /^[^.!?。;\n]{0,24}?(?<![\p{L}])(?:nicht|nichts|pas|rien|nada|nulla|niente|nichts)(?![\p{L}])/iu;

/** A bare answer (only yes or no, one word, only JSON) and an explanation asked elsewhere. */
function bareAndExplained(content: string): Conflict[] {
  const bare = BARE_I18N_RE.exec(content) ?? BARE_FORMAT_RE.exec(content);
  if (!bare) return [];
  for (const m of content.matchAll(new RegExp(EXPLAIN_I18N_RE.source, 'giu'))) {
    // The sentence up to the verb and the words after it: negated or under a condition, it does not count.
    const before = content
      .slice(0, m.index!)
      .split(/[.!?。;\n]/)
      .pop()!;
    const after = content.slice(m.index! + m[0].length, m.index! + m[0].length + 30);
    if (NOT_EXPLAIN_RE.test(before) || CONDITIONAL_RE.test(before) || NOT_AFTER_RE.test(after)) continue;
    // An explanation that goes into a field of the data: "erkläre im Feld `grund`, warum".
    if (FIELD_RE.test(`${before}${m[0]}${after.split(/[.!?。;\n]/)[0]}`)) continue;
    if (Math.abs(m.index! - bare.index) < 2) continue;
    return [[bare[0], m[0]]];
  }
  return [];
}

/** Prose around a bare data format: "Before the JSON, write a short paragraph", "add a note after the CSV". */
const PROSE_AROUND_RE =
  /\b(?:before|after|above|below|following)\s+(?:the\s+)?(?:json|yaml|csv|xml|object|table)\b[^.\n]{0,40}\b(?:write|add|explain|include|give|summari[sz]e|describe)\b|\b(?:write|add|include|give)\s+(?:a\s+|an\s+)?(?:short\s+|brief\s+)?(?:paragraph|sentence|note|explanation|introduction|intro|summary)\s+(?:before|after|above|below)\s+(?:the\s+)?(?:json|yaml|csv|xml|object|table)\b/i;

/** A range written upside down: "200 to 100 words", "between 12 and 8 items". */
const RANGE_RE =
  /\b(?:between\s+)?(\d+)\s*(?:to|and|-|–)\s*(\d+)\s+(?:words|sentences|characters|lines|paragraphs|items|bullets|bullet\s+points|pages)\b/gi;

function reversedRange(content: string): Conflict[] {
  for (const m of content.matchAll(RANGE_RE))
    if (Number(m[1]) > Number(m[2])) return [[m[0], `${m[2]} < ${m[1]}`]];
  return [];
}

/** Columns and cells that do not match: "a CSV with three columns" and "each row has five values". */
const COLUMNS_RE = new RegExp(`\\b${N}\\s+columns\\b`, 'i');
const CELLS_RE = new RegExp(
  `\\b(?:each|every)\\s+(?:row|line|record)\\s+(?:must\\s+|should\\s+|will\\s+)?(?:ha(?:ve|s)|contains?|holds?)\\s+(?:exactly\\s+)?${N}\\s+(?:values|fields|cells|columns|entries)\\b`,
  'i',
);

function columnsAndCells(content: string): Conflict[] {
  const cols = COLUMNS_RE.exec(content);
  const cells = cols && CELLS_RE.exec(content);
  return cols && cells && num(cols[1]!) !== num(cells[1]!) ? [[cols[0], cells[0]]] : [];
}

/** Two primary sort orders at once: "sorted alphabetically and also by price". */
const SORT_RE =
  /\bsort(?:ed)?\s+(alphabetically|by\s+\w+)[^.\n]{0,30}?\b(?:and\s+also|and\s+at\s+the\s+same\s+time|and\s+simultaneously)\s+(?:sort(?:ed)?\s+)?(alphabetically|by\s+\w+)/i;

function twoSorts(content: string): Conflict[] {
  const m = SORT_RE.exec(content);
  return m && m[1]!.toLowerCase() !== m[2]!.toLowerCase() ? [[m[1]!, m[2]!]] : [];
}

/** A part that must hold more than its own cap: "every answer under 50 words" with "a 100-word example" in each. */
const EACH_CAP_RE =
  /\b(?:each|every)\s+(\w+)\s+(?:must\s+be\s+|should\s+be\s+|stays?\s+)?(?:under|at\s+most|no\s+more\s+than|fewer\s+than|below|max(?:imum)?(?:\s+of)?)\s+(\d+)\s+words\b/i;
const EACH_HOLDS_RE =
  /\b(?:each|every)\s+(\w+)\s+(?:must\s+|should\s+)?(?:include|contain|have|hold)s?\s+(?:a|an)\s+(\d+)-word\b/i;

function partHoldsMore(content: string): Conflict[] {
  const cap = EACH_CAP_RE.exec(content);
  const holds = cap && EACH_HOLDS_RE.exec(content);
  if (!cap || !holds || cap[1]!.toLowerCase() !== holds[1]!.toLowerCase()) return [];
  return Number(holds[2]) > Number(cap[2]) ? [[cap[0], holds[0]]] : [];
}

const first = (re: RegExp, text: string) => re.exec(text)?.[0];

/** The clashes found by a function above, in the order they are reported. */
const CLASH_KINDS: ((content: string) => Conflict[])[] = [
  partOverWhole,
  perLineClash,
  formLength,
  twoFormats,
  partsOverCap,
  bareAndExplained,
  reversedRange,
  columnsAndCells,
  twoSorts,
  partHoldsMore,
  minimumsOverWhole,
];

export function contractClashes(content: string): Conflict[] {
  const out = CLASH_KINDS.flatMap((find) => find(content));
  const endless = first(ENDLESS_RE, content);
  if (endless) out.push([endless, 'a finite answer']);
  const tiny = first(TINY_RE, content);
  const lossless = tiny && first(LOSSLESS_RE, content);
  if (tiny && lossless) out.push([tiny, lossless]);
  const before = beforeReading(content);
  if (before) out.push([before, 'an answer about the input']);
  const zero = first(ZERO_RE, content);
  const detail = zero && first(DETAIL_RE, content);
  if (zero && detail) out.push([zero, detail]);
  const bare = first(BARE_FORMAT_RE, content);
  const greeting = bare && (first(GREETING_RE, content) ?? first(PROSE_AROUND_RE, content));
  if (bare && greeting) out.push([bare, greeting]);
  return out;
}
