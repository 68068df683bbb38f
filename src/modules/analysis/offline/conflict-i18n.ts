// Issue 27: contradictions and impossible constraints written in other languages (es, pt, fr, de,
// it, ru, ja, zh, ko, ar, hi): length limits that cannot both hold ("höchstens 50 Wörter" and
// "mindestens 300 Wörter", "100文字以内" and "500文字以上"), an answer only in two languages, JSON
// only and a poem, formal and slangy, one sentence and every detail. Kinds of demand, in the usual
// words of each language; English wording is handled by prompt-quality.ts and prompt-conflicts.ts.

import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

/** Unit words by kind: a limit in words and one in characters do not compare. */
const UNITS: readonly [string, RegExp][] = [
  [
    'word',
    /^(?:palabras?|palavras?|mots?|w[öo]rter[n]?|parole|слов\p{L}*|كلمات|كلمة|शब्द\p{M}*|단어|词|個の単語)$/iu,
  ],
  [
    'sentence',
    /^(?:frases?|oraciones?|phrases?|s[äa]tze?n?|frasi|предложени\p{L}*|جمل|جملة|वाक्य\p{M}*|문장|句|文)$/iu,
  ],
  ['char', /^(?:caracteres|caract[èe]res|zeichen|caratteri|символ\p{L}*|حرف|अक्षर|자|字|文字)$/iu],
  [
    'paragraph',
    /^(?:p[aá]rrafos?|par[aá]grafos?|paragraphes?|abs[äa]tze?n?|paragrafi|абзац\p{L}*|فقرات|अनुच्छेद|단락|段|段落)$/iu,
  ],
];
const UNIT_SRC =
  'palabras?|palavras?|mots?|w[öo]rter[n]?|parole|слов\\p{L}*|كلمات|كلمة|शब्द\\p{M}*|단어|词|frases?|oraciones?|phrases?|s[äa]tze?n?|frasi|предложени\\p{L}*|جمل|جملة|वाक्य\\p{M}*|문장|句|文字|字|자|caracteres|caract[èe]res|zeichen|caratteri|символ\\p{L}*|अक्षर|p[aá]rrafos?|par[aá]grafos?|paragraphes?|abs[äa]tze?n?|paragrafi|абзац\\p{L}*|فقرات|अनुच्छेद|단락|段落|文';
const UPPER_BEFORE =
  /(?:m[aá]ximo(?:\s+de)?|como\s+m[aá]ximo|no\s+m[aá]s\s+de|menos\s+de|no\s+m[aá]ximo|at[eé]|au\s+maximum|au\s+plus|moins\s+de|pas\s+plus\s+de|h[öo]chstens|maximal|weniger\s+als|al\s+massimo|massimo|non\s+pi[uù]\s+di|meno\s+di|не\s+более|не\s+больше|максимум|менее|最多|不超过|不多于|अधिकतम|على\s+الأكثر|لا\s+يزيد\s+عن|최대)\s*(?:de\s+|di\s+|[\p{Script=Han}\p{Script=Hiragana}]{1,2}\s*)?$/iu;
const LOWER_BEFORE =
  /(?:al\s+menos|m[ií]nimo(?:\s+de)?|como\s+m[ií]nimo|m[aá]s\s+de|pelo\s+menos|no\s+m[ií]nimo|mais\s+de|au\s+moins|minimum|plus\s+de|mindestens|wenigstens|mehr\s+als|almeno|minimo|pi[uù]\s+di|не\s+менее|не\s+меньше|минимум|более|至少|不少于|कम\s+से\s+कम|على\s+الأقل|최소)\s*(?:de\s+|di\s+|[\p{Script=Han}\p{Script=Hiragana}]{1,2}\s*)?$/iu;
// After the unit too: "50 parole al massimo", "50 palabras como máximo", "50 mots au maximum".
const UPPER_AFTER =
  /^\s*(?:以内|以下|이내|이하|तक|على\s+الأكثر|كحد\s+أقصى|al\s+massimo|come\s+massimo|como\s+m[aá]ximo|no\s+m[aá]ximo|au\s+maximum|au\s+plus|h[öo]chstens|максимум)/iu;
const LOWER_AFTER =
  /^\s*(?:以上|이상|से\s+अधिक|على\s+الأقل|كحد\s+أدنى|al\s+minimo|come\s+minimo|como\s+m[ií]nimo|no\s+m[ií]nimo|au\s+minimum|au\s+moins|mindestens|минимум)/iu;

/** Small numbers written out: "no máximo uma frase", "mindestens fünf Absätze", "三段". */
const NUMBER_WORDS: readonly [number, string][] = [
  [
    1,
    'un|una|uno|um|uma|une|ein|eine|einem|einen|einer|один|одна|одно|одного|одним|одной|واحدة|واحد|एक|한|一',
  ],
  [2, 'dos|dois|duas|deux|zwei|due|два|две|двух|اثنين|दो|두|二|两'],
  [3, 'tres|tr[eê]s|trois|drei|tre|три|трёх|трех|ثلاث|तीन|세|三'],
  [4, 'cuatro|quatro|quatre|vier|quattro|четыре|أربع|चार|네|四'],
  [5, 'cinco|cinq|f[üu]nf|cinque|пять|خمس|पांच|पाँच|다섯|五'],
  [6, 'seis|six|sechs|sei|шесть|ست|छह|여섯|六'],
  [7, 'siete|sete|sept|sieben|sette|семь|سبع|सात|일곱|七'],
  [8, 'ocho|oito|huit|acht|otto|восемь|ثماني|आठ|여덟|八'],
  [9, 'nueve|nove|neuf|neun|девять|تسع|नौ|아홉|九'],
  [10, 'diez|dez|dix|zehn|dieci|десять|عشر|दस|열|十'],
];
const NUMBER_SRC = `\\d+|${B}(?:${NUMBER_WORDS.map(([, w]) => w.replace(/\|[一二三四五六七八九十两]/gu, '')).join('|')})${E}|[一二三四五六七八九十两]`;
const NUMBER_WORD_RES = NUMBER_WORDS.map(([n, w]) => [n, new RegExp(`^(?:${w})$`, 'iu')] as const);
const numberOf = (text: string) =>
  /^\d+$/.test(text) ? Number(text) : (NUMBER_WORD_RES.find(([, re]) => re.test(text))?.[0] ?? 0);

/** "por párrafo", "pro Absatz" just after a limit; "cada", "jeder", "每" just before it. */
const PER_AFTER = new RegExp(
  `^[^.!?。\\n]{0,6}?${B}(?:pro|por|par|per|each|на)${E}|^\\s*(?:每|각|마다|ごと)`,
  'iu',
);
const EACH_BEFORE = new RegExp(
  `${B}(?:each|cada|chaque|jede[rsnm]?|ogni|кажд\\p{L}*|لكل|كل|प्रति|हर)${E}[^.!?。\\n]*$|(?:每|各|それぞれ)[^。\\n]*$`,
  'iu',
);

interface Limit {
  upper: boolean;
  kind: string;
  value: number;
  text: string;
}

const LIMIT_RE = new RegExp(`(${NUMBER_SRC})\\s*(?:\\p{L}+\\s+)??(${UNIT_SRC})`, 'giu');

function limitsOf(content: string): Limit[] {
  const out: Limit[] = [];
  for (const m of content.matchAll(LIMIT_RE)) {
    const kind = UNITS.find(([, u]) => u.test(m[2]!))?.[0];
    if (!kind) continue;
    const before = content.slice(Math.max(0, m.index! - 24), m.index!);
    const after = content.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    const upper = UPPER_BEFORE.test(before) || UPPER_AFTER.test(after);
    const lower = LOWER_BEFORE.test(before) || LOWER_AFTER.test(after);
    if (upper === lower) continue;
    // A cap on a part ("höchstens 3 Sätze pro Absatz", "每条不超过 20 字") is not a cap on the answer.
    if (PER_AFTER.test(after) || EACH_BEFORE.test(before)) continue;
    const pre = UPPER_BEFORE.exec(before) ?? LOWER_BEFORE.exec(before);
    const post = UPPER_AFTER.exec(after) ?? LOWER_AFTER.exec(after);
    const text = content.slice(
      m.index! - (pre?.[0].length ?? 0),
      m.index! + m[0].length + (post?.[0].length ?? 0),
    );
    const value = numberOf(m[1]!);
    out.push({ upper, kind, value, text: text.trim() });
    // A paragraph holds at least one sentence: "at least five paragraphs" is five sentences or more.
    if (kind === 'paragraph' && lower) out.push({ upper, kind: 'sentence', value, text: text.trim() });
  }
  return out;
}

const ONLY = `(?:only|solo|s[oó]lamente|[uú]nicamente|apenas|somente|exclusivamente|uniquement|seulement|exclusivement|nur|ausschlie[ßs]lich|soltanto|esclusivamente|только|исключительно|فقط|केवल|只用|仅用|只|仅|のみ|だけ|만)`;
const LANGUAGES: readonly [string, string][] = [
  [
    'en',
    'english|ingl[eé]s|ingl[eê]s|anglais|englisch|inglese|английск\\p{L}*|bahasa\\s+inggris|inggris|engelsk[ae]?|ingilizce|engels|angielski\\p{L}*|الإنجليزية|अंग्रेज़ी|अंग्रेजी|영어|英文|英语|英語',
  ],
  [
    'es',
    'spanish|espa[ñn]ol|espanhol|espagnol|spanisch|spagnolo|испанск\\p{L}*|الإسبانية|स्पेनिश|스페인어|西班牙语|スペイン語',
  ],
  [
    'pt',
    'portuguese|portugu[eéê]s|portugais|portugiesisch|portoghese|португальск\\p{L}*|البرتغالية|포르투갈어|葡萄牙语|ポルトガル語',
  ],
  [
    'fr',
    'french|franc[eé]s|fran[cç]ais|franz[öo]sisch|francese|французск\\p{L}*|الفرنسية|फ़्रेंच|프랑스어|法语|フランス語',
  ],
  [
    'de',
    'german|alem[aáã]n|alem[aã]o|allemand|deutsch|tedesco|немецк\\p{L}*|الألمانية|जर्मन|독일어|德语|ドイツ語',
  ],
  ['it', 'italian|italiano|italien|italienisch|итальянск\\p{L}*|الإيطالية|이탈리아어|意大利语|イタリア語'],
  ['ru', 'russian|ruso|russo|russe|russisch|русск\\p{L}*|الروسية|रूसी|러시아어|俄语|ロシア語'],
  [
    'zh',
    'chinese|chino|chin[eê]s|chinois|chinesisch|cinese|китайск\\p{L}*|الصينية|चीनी|중국어|中文|汉语|中国語',
  ],
  [
    'ja',
    'japanese|japon[eé]s|japonais|japanisch|giapponese|японск\\p{L}*|اليابانية|जापानी|일본어|日语|日文|日本語',
  ],
  ['ko', 'korean|coreano|cor[eé]en|koreanisch|корейск\\p{L}*|الكورية|कोरियाई|한국어|韩语|韓国語'],
  ['ar', 'arabic|[aá]rabe|arabe|arabisch|arabo|арабск\\p{L}*|العربية|अरबी|아랍어|阿拉伯语|アラビア語'],
  ['hi', 'hindi|हिंदी|हिन्दी|хинди|الهندية|힌디어|印地语|ヒンディー語'],
  // Issue 27, fourteenth round: Indonesian (the country's name alone is not the language).
  [
    'id',
    'indonesian|indonesio|indon[ée]sien|indonesisch|indonesiano|bahasa\\s+indonesia|индонезийск\\p{L}*|الإندونيسية|인도네시아어|印尼语|インドネシア語',
  ],
];
/** Every language name above, as one alternation (for conflict-traits.ts). */
export const LANGUAGE_NAMES = LANGUAGES.map(([, names]) => names).join('|');
const LANGUAGE_CODE_RES = LANGUAGES.map(
  ([code, names]) => [code, new RegExp(`^(?:${names})$`, 'iu')] as const,
);
/** The code of a language name of LANGUAGE_NAMES ("inglés" → "en"). */
export const languageCode = (name: string) => LANGUAGE_CODE_RES.find(([, re]) => re.test(name))?.[0];
/** A condition in any of these languages: "if the user writes in Spanish, answer only in Spanish". */
const CONDITION =
  /(?<![\p{L}])(?:if|unless|when|si|se|quand|wenn|falls|sofern|если|когда|إذا|यदि|अगर)(?![\p{L}])|如果|若|場合|もし|경우|면\s/iu;

/** Languages the sentence demands the whole answer in, only. */
const ONLY_LANGUAGE_RES = LANGUAGES.map(
  ([code, names]) =>
    [
      code,
      new RegExp(`${ONLY}[^.!?。\\n]{0,12}?(?:${B})?(?:${names})|(?:${names})[^.!?。\\n]{0,8}?${ONLY}`, 'iu'),
    ] as const,
);
/** Any word of ONLY: a sentence without one cannot ask for an answer in one language only. */
const ANY_ONLY_RE = new RegExp(ONLY, 'iu');

export function onlyLanguages(sentence: string): [string, string][] {
  if (!ANY_ONLY_RE.test(sentence) || CONDITION.test(sentence)) return [];
  const out: [string, string][] = [];
  for (const [code, re] of ONLY_LANGUAGE_RES) {
    const m = re.exec(sentence);
    if (m) out.push([code, m[0]]);
  }
  return out;
}

/**
 * One text in two languages at once (issue 27, tenth round): "em inglês e português ao mesmo
 * tempo", "in English and Spanish at the same time", "auf Deutsch und Französisch zugleich",
 * "同时用中文和日语". Two versions side by side ("first in English, then in Spanish", "translate it into
 * English and Spanish") are not: the two names must be joined by "and" in a sentence that says
 * "at the same time" and asks for no translation.
 */
const SAME_TIME_RE = new RegExp(
  `${B}(?:at\\s+the\\s+same\\s+time|simultaneously|al\\s+mismo\\s+tiempo|a\\s+la\\s+vez|simult[aá]neamente|ao\\s+mesmo\\s+tempo|en\\s+m[eê]me\\s+temps|[àa]\\s+la\\s+fois|simultan[ée]ment|gleichzeitig|zugleich|allo\\s+stesso\\s+tempo|contemporaneamente|одновременно|в\\s+то\\s+же\\s+время|في\\s+الوقت\\s+نفسه|في\\s+نفس\\s+الوقت|ayn[ıi]\\s+anda|ayn[ıi]\\s+zamanda|sekaligus|c[ùu]ng\\s+l[úu]c|đồng\\s+thời|एक\\s+साथ|tegelijk(?:ertijd)?|jednocze[śs]nie)${E}|同时|同時に|동시에`,
  'iu',
);
const AND_SRC = `\\s*(?:,|${B}(?:and|y|e|et|und|и|ve|dan|và|en|i|oraz)${E}|و|和|与|及|と|및|और)\\s*(?:${B}(?:in|en|em|auf|на|bằng|dalam)${E}\\s*|ب)?`;
export const TRANSLATE_RE = new RegExp(
  `${B}(?:translat\\p{L}*|tradu\\p{L}*|[üu]bersetz\\p{L}*|перев[оеё]\\p{L}*|ترجم\\p{L}*|çevir\\p{L}*|terjemah\\p{L}*|dịch|अनुवाद|bilingu\\p{L}*|zweisprachig\\p{L}*|двуязычн\\p{L}*)${E}|翻译|翻訳|번역|双语|二か国語`,
  'iu',
);
const LANGUAGE_PAIR_RE = new RegExp(`(${LANGUAGE_NAMES})${AND_SRC}(${LANGUAGE_NAMES})`, 'iu');

function twoLanguagesAtOnce(sentences: readonly string[]): Conflict[] {
  for (const s of sentences) {
    if (!SAME_TIME_RE.test(s) || TRANSLATE_RE.test(s)) continue;
    const m = LANGUAGE_PAIR_RE.exec(s);
    if (m && languageCode(m[1]!) !== languageCode(m[m.length - 1]!))
      return [[m[0], SAME_TIME_RE.exec(s)![0]]];
  }
  return [];
}

const NEG = new RegExp(
  `(?:${B}(?:no|not|nunca|sin|sem|n[aã]o|pas|sans|kein\\p{L}*|nicht|ohne|non|senza|не|без|evit[ae]\\p{L}*|[ée]vite[rz]?|vermeide\\p{L}*|избега\\p{L}*|تجنب|لا|बिना|नहीं|मत)${E}|不要|不|别|避免|避け|ない|않|피하)[^.!?。\\n]{0,12}$`,
  'iu',
);

/** Negated after the word, as Japanese, Korean and German put it: "タメ口は使わないで", "반말 금지", "Slang nicht". */
const NEG_AFTER =
  /^[^。.!?\n]{0,8}?(?:使わない|使用しない|禁止|不要|しない|避け|ダメ|NG|금지|쓰지\s*마|사용하지|하지\s*마)|^\s*(?:ist\s+)?(?:verboten|tabu)|^\s+(?:interdit|prohib)/iu;

function demandedIn(sentences: readonly string[], re: RegExp): [string, string] | undefined {
  for (const s of sentences) {
    for (const m of s.matchAll(re)) {
      if (NEG.test(s.slice(Math.max(0, m.index! - 20), m.index!))) continue;
      if (CONDITION.test(s.slice(0, m.index!))) continue;
      if (NEG_AFTER.test(s.slice(m.index! + m[0].length, m.index! + m[0].length + 16))) continue;
      return [s, m[0]];
    }
  }
  return undefined;
}

const OPPOSED: readonly [RegExp, RegExp][] = [
  // The whole answer JSON only, and verse.
  [
    new RegExp(`${ONLY}[^.!?。\\n]{0,15}json|json[^.!?。\\n]{0,10}(?:のみ|だけ|만|فقط)`, 'iu'),
    new RegExp(
      `${B}(?:poema|po[eè]me|gedicht|poesia|poesie|стих\\p{L}*|قصيدة|कविता|rimas?|rimes?|reimen?|reimform|в\\s+рифму)${E}|诗歌|押韵|詩で|詩の形|시로|운율`,
      'iu',
    ),
  ],
  // Formal and slangy or casual.
  [
    new RegExp(
      `${B}(?:formal|formel(?:le)?|formell|f[öo]rmlich|formale|официальн\\p{L}*|رسمي|ال?فصحى|औपचारिक)${E}|敬語|丁寧語|です・ます|존댓말|합쇼체|하십시오체|격식체|격식\\s*있는`,
      'iu',
    ),
    new RegExp(
      `${B}(?:informal|informel(?:le)?|locker|umgangssprachlich|g[ií]rias?|jerga|argot|colloquial(?:e)?|familier|неформальн\\p{L}*|разговорн\\p{L}*|сленг\\p{L}*|ال?عامية|अनौपचारिक)${E}|口语|随意|くだけた|タメ口|반말`,
      'iu',
    ),
  ],
  // One sentence, and every detail.
  [
    new RegExp(
      `${B}(?:una\\s+sola\\s+frase|en\\s+una\\s+frase|uma\\s+(?:[uú]nica\\s+)?frase|une\\s+(?:seule\\s+)?phrase|einem\\s+(?:einzigen\\s+)?satz|una\\s+(?:sola\\s+)?frase|одним\\s+предложением|جملة\\s+واحدة|एक\\s+वाक्य)${E}|一句话|一文で|한\\s*문장`,
      'iu',
    ),
    new RegExp(
      `${B}(?:exhaustiv\\p{L}*|cada\\s+detalle|todos\\s+los\\s+detalles|cada\\s+detalhe|todos\\s+os\\s+detalhes|chaque\\s+d[ée]tail|tous\\s+les\\s+d[ée]tails|jedes\\s+detail|alle\\s+details|ogni\\s+dettaglio|tutti\\s+i\\s+dettagli|каждую\\s+деталь|все\\s+детали|исчерпывающ\\p{L}*|بكل\\s+التفاصيل|हर\\s+विवरण)${E}|每个细节|所有细节|詳細をすべて|すべての詳細|모든\\s*세부`,
      'iu',
    ),
  ],
  // Two tenses of one narration, two grammatical persons (explicit tense and person names only).
  [
    new RegExp(
      `${B}(?:en\\s+(?:tiempo\\s+)?presente|no\\s+tempo\\s+presente|no\\s+presente\\s+do\\s+indicativo|au\\s+pr[ée]sent|im\\s+pr[äa]sens|in\\s+der\\s+gegenwartsform|al\\s+presente|nel\\s+tempo\\s+presente|в\\s+настоящем\\s+времени)${E}|現在形|现在时|현재형`,
      'iu',
    ),
    new RegExp(
      `${B}(?:en\\s+(?:tiempo\\s+)?pasado|en\\s+pret[ée]rito|no\\s+tempo\\s+passado|no\\s+pret[ée]rito|au\\s+pass[ée](?:\\s+simple|\\s+compos[ée])?|im\\s+pr[äa]teritum|im\\s+perfekt|in\\s+der\\s+vergangenheitsform|al\\s+passato|nel\\s+tempo\\s+passato|в\\s+прошедшем\\s+времени)${E}|過去形|过去时|과거형`,
      'iu',
    ),
  ],
  [
    new RegExp(
      `${B}(?:primera\\s+persona|primeira\\s+pessoa|premi[eè]re\\s+personne|ich-form|ich-perspektive|erste[rn]?\\s+person|prima\\s+persona|от\\s+первого\\s+лица)${E}|一人称|第一人称|1인칭`,
      'iu',
    ),
    new RegExp(
      `${B}(?:tercera\\s+persona|terceira\\s+pessoa|troisi[eè]me\\s+personne|er-form|dritte[rn]?\\s+person|terza\\s+persona|от\\s+третьего\\s+лица)${E}|三人称|第三人称|3인칭`,
      'iu',
    ),
  ],
];

const OPTIONS_RE = /(?<![\p{L}])(?:or|o|ou|oder|oppure|или)(?![\p{L}])|[/|]|或|または|또는/iu;
/** A rewrite from one form into another: both forms named, no contradiction. */
const CONVERT_RE = new RegExp(
  `${B}(?:convert\\p{L}*|rewrite|turn|transform\\p{L}*|change|convierte|reescrib\\p{L}*|cambia|transforma|converta|reescreva|passe|convertis|r[ée][ée]cris|umschreiben|schreibe\\s+[^.!?。\\n]*\\s+um|wandle|verwandle|converti|riscrivi|trasforma|перепиши|преобразуй|переведи)${E}|変換|書き換え|改写|转换|改成|바꿔|변환`,
  'iu',
);
/** The same pairs, global (demandedIn walks every match). */
const OPPOSED_G = OPPOSED.map(
  ([a, b]) => [new RegExp(a.source, 'giu'), new RegExp(b.source, 'giu')] as const,
);

function sentencesOf(content: string): string[] {
  return content.split(/(?<=[.!?;。！？])\s*|\n+/).filter((t) => /\p{L}/u.test(t));
}

const NEVER = new RegExp(
  `${B}(?:nunca|jam[aá]is|niemals|nie|mai|никогда|أبدا|أبداً|कभी\\s+नहीं|절대)${E}|绝不|从不|永远不要|決して|絶対に|` +
    // Must not: "darfst … nicht", "no debes", "ne dois pas", "non devi", "não deve", "не должен", "不得".
    `${B}(?:darfst|darf|d[üu]rfen)${E}(?=[^.!?。\\n]{0,40}${B}(?:nicht|keine?\\p{L}*)${E})|${B}(?:no\\s+debes|no\\s+debe|ne\\s+dois\\s+pas|ne\\s+doit\\s+pas|non\\s+devi|non\\s+deve|n[ãa]o\\s+deve|не\\s+должн\\p{L}*|нельзя)${E}|不得|禁止|してはいけない|してはならない|하면\\s*안\\s*(?:됩니다|돼)`,
  'iu',
);
const ALWAYS = new RegExp(
  `${B}(?:siempre|sempre|toujours|immer|всегда|دائما|دائماً|हमेशा|항상|늘)${E}|总是|始终|每次都|必ず|常に|` +
    // Must, not negated and not "muss nicht" (need not).
    `(?<!${B}(?:no|non|n[ãa]o|ne|не)\\s)${B}(?:musst|muss|debes|debe|dois|doit|devi|deve|должен|должна|обязан\\p{L}*)${E}(?![^.!?。\\n]{0,30}${B}(?:nicht|pas)${E})|必须|반드시`,
  'iu',
);

/** Key stems of a sentence: alphabetic words of 4+ letters cut to 4, Chinese/Japanese character pairs. */
function keyStems(sentence: string): Set<string> {
  const out = new Set<string>();
  const text = sentence.replace(NEVER, ' ').replace(ALWAYS, ' ');
  for (const m of text.matchAll(/[\p{L}\p{M}]{4,}/gu))
    if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(m[0]))
      out.add(m[0].toLowerCase().slice(0, 4));
  for (const m of text.matchAll(/[\p{Script=Han}\p{Script=Katakana}]{2,}/gu))
    for (let i = 0; i + 1 < m[0].length; i++) out.add(m[0].slice(i, i + 2));
  return out;
}

/** "Nenne niemals den Preis." and "Nenne immer den Preis.": the same demand, never and always. */
function neverAndAlways(sentences: readonly string[]): Conflict | undefined {
  const plain = sentences.filter((s) => !CONDITION.test(s));
  const never = plain.filter((s) => NEVER.test(s) && !ALWAYS.test(s));
  const always = plain.filter((s) => ALWAYS.test(s) && !NEVER.test(s));
  for (const n of never) {
    const a = keyStems(n);
    for (const y of always) {
      const b = keyStems(y);
      const shared = [...a].filter((k) => b.has(k)).length;
      if (shared >= 2 && shared >= 0.75 * Math.min(a.size, b.size)) return [n, y];
    }
  }
  return undefined;
}

export function i18nConflicts(content: string): Conflict[] {
  const found: Conflict[] = [];
  const limits = limitsOf(content);
  for (const hi of limits.filter((l) => l.upper)) {
    const lo = limits.find((l) => !l.upper && l.kind === hi.kind && l.value > hi.value);
    if (lo) found.push([hi.text, lo.text]);
  }
  const sentences = sentencesOf(content);
  const only = sentences.flatMap(onlyLanguages);
  const other = only.find(([code]) => code !== only[0]?.[0]);
  if (only[0] && other) found.push([only[0][1], other[1]]);
  for (const [a, b] of OPPOSED_G) {
    const da = demandedIn(sentences, a);
    const db = demandedIn(sentences, b);
    // "Reescribe el texto formal en un tono informal": one sentence converting one into the other.
    // "${tone:formal}, ${tone:informal}, or ${tone:neutral}": options offered in one sentence.
    if (da && db && !(da[0] === db[0] && (CONVERT_RE.test(da[0]) || OPTIONS_RE.test(da[0]))))
      found.push([da[1], db[1]]);
  }
  found.push(...twoLanguagesAtOnce(sentences));
  const clash = neverAndAlways(sentences);
  if (clash) found.push(clash);
  return found;
}
