// Examples that break the prompt's own rules (issue 27, eighth scoring round): the rules say what an
// answer must look like and most of the example answers do not look like it. Named heuristics, in
// any language the rule words below cover (en, es, pt, fr, de, it, ru, pl, nl, id, vi, tr, ja, zh,
// ko, hi):
// - a closed set of answers ("answer only \"yes\" or \"no\"", a JSON `"labels": […]` or `"enum"`)
//   and example answers outside it ("Sí, el cliente menciona un retraso", "POS", "Negative 😡");
// - an answer of one word and example answers of a sentence;
// - a date format (`YYYY-MM-DD`, `TT.MM.JJJJ`, "ISO 8601") and example dates written otherwise;
// - no emoji, or no exclamation marks, and example answers full of them;
// - a cap on the length of the whole answer ("at most two sentences", "máximo 12 palabras") and
//   longer example answers (not a cap on each part: "each bullet at most 8 words");
// - the formal address asked ("Sie-Form", "de usted", "на «вы»", "'आप' कहकर") and the familiar one
//   (du, tú, ты, तू) in the example answers;
// - a quoted template with a separator ("in the format 'Brand – Model'", "formatet 'Märke –
//   Modell'") and example answers without it (issue 27, thirteenth round);
// - issue 27, fourteenth round: one word or label and its values after a colon ("exactly one
//   lowercase word: positive, negative or neutral"), answers in small letters, the caps of Turkish,
//   Indonesian, Dutch, Swedish, Danish, Norwegian and Polish ("en fazla 8 kelimelik"), the date
//   templates ÅÅÅÅ-MM-DD, VVVV-KK-PP and ÉÉÉÉ.HH.NN, and a date "in ISO format".
// - issue 27, fifteenth round: example items (bullets under an example label, each one of the
//   items asked for: a headline, a name) against the rules on each item — a cap on each or on the
//   whole, one word, no questions, no digits.
// - issue 27, sixteenth round: a cap in characters ("20자 이내", "15文字以内", "at most 40
//   characters") and longer example answers (example-lengths.ts); a formal register asked and
//   example answers in the register of chat (example-registers.ts).
// The rules on dates, templates, emoji, exclamation marks and hashtags are read by example-forms.ts,
// the caps on length by example-lengths.ts. The example answers are found by example-answers.ts. Look-alikes that must not fire, tested
// in conflict-examples.test.ts: examples marked as bad ("Bad:", "❌", "Don't:", "Falsch:", "错误")
// or introduced as what not to do, a rubric or grader whose examples are the answers it grades, a
// precise spec whose examples keep its rules, and an exception the rules allow in one example of
// several (half of the example answers or more must break the rule).

import { examplesOf } from './example-answers.js';
import {
  BANG_RE,
  DATE_LIKE_RE,
  DATE_ONLY_RE,
  dateFormat,
  EMOJI_RE,
  hashtagCap,
  hashtags,
  NO_BANG_RE,
  NO_DIGIT_RE,
  NO_EMOJI_RE,
  NO_QUESTION_RE,
  templateSeparator,
} from './example-forms.js';
import { charCap, charCount, lengthCap, sentenceCount, wordCount } from './example-lengths.js';
import { formalRegister, soundsInformal } from './example-registers.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E, words } from './word-bounds.js';

// --- The rules the example answers are checked against ----------------------------------------

/** A prompt that grades answers: its examples are the answers it grades, good or bad. */
const GRADING_RE = words(
  "(?:rate|grade|score|evaluate|judge|assess|critique|mark)\\s+(?:the\\s+|each\\s+|every\\s+|a\\s+|an\\s+|this\\s+|these\\s+|following\\s+)*(?:[\\p{L}-]+\\s+)?(?:responses?|answers?|repl(?:y|ies)|outputs?|submissions?|essays?|drafts?|messages?|transcripts?)|rubric|grader|(?:califica|eval[úu]a|punt[úu]a|avalie|avalia|[ée]value[zr]?|notez?|bewerte|beurteile|valuta|оцени\\p{L}*|oce[ńn])\\s+(?:[\\p{L}]+\\s+){0,3}(?:respuestas?|respostas?|r[ée]ponses?|antworten?|risposte?|ответ\\p{L}*|odpowied\\p{L}*)|r[úu]brica|bewertungsschema|grille\\s+d['’][ée]valuation",
  '评分标准|評価基準|채점',
);

/** A demand that the answer be one of the listed values, or one word. */
const ONLY_RE = words(
  "only|just|one\\s+word|nothing\\s+else|exactly\\s+one|one\\s+of|solo|s[oó]lo|[uú]nicamente|una\\s+(?:sola\\s+)?palabra|uno\\s+de|apenas|somente|uma\\s+palavra|um\\s+de|uniquement|seulement|un\\s+seul\\s+mot|l['’]un\\s+de|nur|ein\\s+wort|einem\\s+wort|eines\\s+von|genau\\s+ein\\p{L}*|soltanto|una\\s+parola|uno\\s+tra|только|одн\\p{L}*\\s+слов\\p{L}*|одн\\p{L}*\\s+из|tylko|jedn\\p{L}*\\s+s[łl]ow\\p{L}*|jedn\\p{L}*\\s+z|hanya|saja|ch[ỉi]|sadece|alleen|केवल|सिर्फ",
  '只|仅|のみ|だけ|一語|一个词|之一|만\\s|만$',
);
const ONE_WORD_RE = words(
  '(?:in\\s+|with\\s+)?(?:one|a\\s+single)\\s+word|una\\s+(?:sola\\s+)?palabra|uma\\s+(?:[uú]nica\\s+|s[oó]\\s+)?palavra|un\\s+seul\\s+mot|(?:einem|ein)\\s+(?:einzigen\\s+)?wort|una\\s+(?:sola\\s+)?parola|одн\\p{L}*\\s+слов\\p{L}*|jedn\\p{L}*\\s+s[łl]ow\\p{L}*|satu\\s+kata|m[ộo]t\\s+t[ừu]|tek\\s+kelime\\p{L}*|[ée][ée]n\\s+woord|एक\\s+शब्द|yksi\\s+sana|yhdell[äa]\\s+sanalla|yhden\\s+sanan|ett\\s+(?:enda\\s+)?ord|et\\s+(?:enkelt\\s+)?ord',
  '一語で|一言で|一个词|一個詞|한\\s*단어',
);
const QUOTED = `["“«„'‘「]([^"”»“'’」\\n]{1,24})["”»“'’」]`;
const SEPARATOR = `\\s*(?:,|/|\\||\\bor\\b|\\bo\\b|\\bu\\b|\\bou\\b|\\boder\\b|\\bof\\b|\\bo\\b|\\bили\\b|\\blub\\b|\\bczy\\b|\\batau\\b|\\bho[ặa]c\\b|\\bveya\\b|\\bya\\b|\\bया\\b|或|か|또는)\\s*`;
const QUOTED_SET_RE = new RegExp(`${QUOTED}(?:${SEPARATOR}${QUOTED})+`, 'gu');
const QUOTED_ONE_RE = new RegExp(QUOTED, 'gu');
/** A JSON list that names a closed set: `"labels": ["positive", "negative"]`, `"enum": [...]`. */
const JSON_SET_RE =
  /"(?:labels|classes|categories|allowed(?:_values|_labels)?|enum|options|etiquetas|categor[ií]as|cat[ée]gories|kategorien|classi|метки|категории)"\s*:\s*\[([^\]\n]{1,400})\]/giu;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
/** An answer as a value of the set: no quotes, no final stop, no spaces around. */
const bare = (s: string) => fold(s.replace(/^[\s"“«„'‘「]+|[\s"”»“'’」.!?。！？]+$/gu, ''));

/** A value of a closed set: words and numbers ("yes", "sí", "out of stock", "正面"), no code, no sentence. */
const VALUE_RE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’-]*$/u;

/**
 * One word or label and its values after a colon (issue 27, fourteenth round): "exactly one
 * lowercase word: positive, negative or neutral", "una sola palabra: alta, media o baja", "ein
 * einziges Wort: ja, nein", "één woord: ja of nee", "tek kelime: olumlu, olumsuz".
 */
const ONE_VALUE = `(?:(?:exactly\\s+)?(?:one|a\\s+single)\\s+(?:(?!more${E}|other${E}|last${E}|final${E})[\\p{L}-]+\\s+)?(?:word|label|category|class|value|tag)|un[ao]\\s+(?:sola\\s+)?(?:palabra|etiqueta|categor[íi]a|parola|etichetta)|um[a]?\\s+(?:[uú]nica\\s+|s[oó]\\s+)?(?:palavra|etiqueta|categoria|r[óo]tulo)|un(?:e)?\\s+seul(?:e)?\\s+(?:mot|[ée]tiquette|cat[ée]gorie)|ein(?:em|en|e|es)?\\s+(?:einzige[nms]?\\s+)?(?:wort|label|kategorie)|одн\\p{L}*\\s+(?:слов\\p{L}*|метк\\p{L}*|категори\\p{L}*)|jedn\\p{L}*\\s+(?:s[łl]ow\\p{L}*|etykiet\\p{L}*|kategori\\p{L}*)|satu\\s+(?:kata|label|kategori)|tek\\s+(?:kelime|etiket|kategori)|[ée][ée]n\\s+(?:woord|label|categorie)|ett\\s+(?:ord|etikett)|et\\s+ord)`;
/**
 * A closed set written without quotes, after "one of" and a colon (issue 27, tenth round):
 * "exactly one of: BILLING, TECHNICAL, ACCOUNT", "una de: alta, media o baja", "eines von: A, B",
 * "одну из: да, нет", "以下のいずれか：…".
 */
const ONE_OF_LIST_RE = new RegExp(
  `(?:${B}(?:${ONE_VALUE}|one\\s+of(?:\\s+(?:the\\s+following|these))?|un[oa]\\s+de(?:\\s+(?:l[oa]s\\s+siguientes|estas?|estos))?|um[a]?\\s+de(?:\\s+(?:estas?|estes|os\\s+seguintes|as\\s+seguintes))?|l['’]une?\\s+(?:de|des)(?:\\s+(?:ces|suivant\\p{L}*))?|eine[snm]?\\s+(?:von|der)(?:\\s+(?:diesen|folgenden))?|un[oa]\\s+tra(?:\\s+(?:questi|queste|i\\s+seguenti|le\\s+seguenti))?|одн\\p{L}*\\s+из(?:\\s+(?:следующих|этих))?|jedn\\p{L}*\\s+z(?:\\s+(?:nast[ęe]puj[ąa]cych|tych))?|salah\\s+satu(?:\\s+dari)?|m[ộo]t\\s+trong|[ée][ée]n\\s+van)${E}|(?:以下|次)の?いずれか|以下之一|之一|중\\s*하나)\\s*[:：]\\s*([^.\\n。;]{3,200})`,
  'iu',
);
const LIST_SEPARATOR_RE = new RegExp(`${SEPARATOR}`, 'u');

/** The values a rule allows, with the text of the rule; undefined when there is none. */
function closedSet(rules: string): { values: Set<string>; text: string } | undefined {
  for (const m of rules.matchAll(JSON_SET_RE)) {
    const values = [...m[1]!.matchAll(/"((?:[^"\\]|\\.){1,40})"/g)].map((v) => bare(v[1]!));
    if (values.length >= 2) return { values: new Set(values), text: m[0] };
  }
  for (const sentence of rules.split(/(?<=[.!?;。！？])\s+|\n+/)) {
    const list = ONE_OF_LIST_RE.exec(sentence);
    if (list) {
      const items = list[1]!
        .split(LIST_SEPARATOR_RE)
        .map((v) => v.trim())
        .filter(Boolean);
      if (items.length >= 2 && items.every((v) => VALUE_RE.test(v) && wordCount(v) <= 3))
        return { values: new Set(items.map(bare)), text: list[0] };
    }
    if (!ONLY_RE.test(sentence)) continue;
    for (const m of sentence.matchAll(QUOTED_SET_RE)) {
      const quoted = [...m[0].matchAll(QUOTED_ONE_RE)].map((v) => v[1]!);
      // Values, not sentences: at most three words each, no sentence stop inside the quotes.
      if (quoted.some((v) => !VALUE_RE.test(v.trim()) || wordCount(v) > 3)) continue;
      const values = quoted.map(bare);
      if (values.length >= 2) return { values: new Set(values), text: m[0] };
    }
  }
  return undefined;
}

/**
 * Answers in capitals (issue 27, tenth round): "output just the label in uppercase", "responde solo
 * con la etiqueta en mayúsculas", "nur das Label in Großbuchstaben", "только метку заглавными
 * буквами", "ラベルのみを大文字で". With a demand of a bare answer in the same sentence; only short
 * answers (labels, codes) are checked, not sentences that name something in capitals.
 */
const UPPERCASE_RE = words(
  '(?:all\\s+)?(?:upper[-\\s]?case|capital\\s+letters|all\\s+caps|block\\s+capitals)|en\\s+may[úu]sculas|em\\s+mai[úu]sculas|en\\s+majuscules|in\\s+gro[ßs]buchstaben|in\\s+versalien|in\\s+maiuscol[oe]|(?:заглавными|прописными)\\s+буквами|в\\s+верхнем\\s+регистре|wielkimi\\s+literami|huruf\\s+(?:besar|kapital)|b[üu]y[üu]k\\s+harf\\p{L}*|in\\s+hoofdletters',
  '大文字|大写|대문자',
);
/** The words of a letter-case rule said with a demand of a bare answer in the same sentence. */
function caseRule(rules: string, re: RegExp): string | undefined {
  for (const sentence of rules.split(/(?<=[.!?;。！？])\s+|\n+/)) {
    const m = re.exec(sentence);
    if (m && ONLY_RE.test(sentence)) return m[0];
  }
  return undefined;
}

/**
 * Answers in small letters (issue 27, fourteenth round), the mirror of UPPERCASE_RE: "exactly one
 * lowercase word", "solo la etiqueta en minúsculas", "nur in Kleinbuchstaben", "только строчными
 * буквами", "小文字のみ". Short answers with a capital break it.
 */
const LOWERCASE_RE = words(
  'lower[-\\s]?case|small\\s+letters|en\\s+min[úu]sculas|em\\s+min[úu]sculas|en\\s+minuscules|in\\s+kleinbuchstaben|in\\s+minuscol[oe]|(?:строчными|маленькими)\\s+буквами|в\\s+нижнем\\s+регистре|ma[łl]ymi\\s+literami|huruf\\s+kecil|k[üu][çc][üu]k\\s+harf\\p{L}*|in\\s+kleine\\s+letters|med\\s+sm[åa]\\s+bokst[äa]ver|gemener',
  '小文字|小写|소문자',
);

// --- The register: the formal "you" asked for, the familiar one in the answers --------------------

/** A demand of the formal address: "Sie-Form", "de usted", "vouvoie", "на «вы»", "'आप' कहकर", "w formie Pan/Pani". */
const FORMAL_YOU_RE = words(
  'sie-form|siez\\p{L}*|gesiezt|in\\s+der\\s+sie-form|(?:de|con)\\s+usted|trat[ae]\\s+de\\s+usted|ustedeo|vouvo\\p{L}*|en\\s+vous|на\\s+[«"]?вы[»"]?|обращайся\\s+на\\s+вы|formie\\s+[„"]?pan|per\\s+[„"]?pan|(?:da\\s+)?lei\\s+form\\p{L}*|dando\\s+del\\s+lei|o\\s+senhor|a\\s+senhora',
  '[\'‘"“]आप[\'’"”]\\s*(?:कहकर|कह\\s+कर|से)|敬語|존댓말',
);
/** The familiar "you" of each of those languages, as it stands in an answer. */
const FAMILIAR_YOU_RE = words(
  "du|dich|dir|dein\\p{L}*|tú|tu|tus|ti|contigo|tienes|puedes|quieres|toi|ton|ta|tes|t['’]|ты|тебя|тебе|тобой|тво\\p{L}+|ty|ciebie|tobie|tw[óo]j|twoja|twoje|tuo|tua|tuoi|hai|puoi|vuoi|você|tu|teu|tua",
  'तू|तेरा|तेरी|तेरे|तुझे|तुम|तुम्हारा|तुम्हारी|ले\\s*।|タメ口|반말',
);

/** An answer that is data (a JSON object, an XML element, a code block) is not checked against a value list. */
const DATA_RE = /^\s*(?:[{[<]|```)/;

// --- The detector --------------------------------------------------------------------------------

/** The first example answer that breaks the rule, when half of them or more do (one at least). */
function mostBreak(outputs: readonly string[], broken: (o: string) => boolean): string | undefined {
  const bad = outputs.filter(broken);
  return bad.length > 0 && bad.length * 2 >= outputs.length ? bad[0] : undefined;
}

const short = (s: string) => {
  const t = s.trim();
  return t.length > 40 ? `${t.slice(0, 39)}…` : t;
};

/**
 * Example items that break the rules on each item (issue 27, fifteenth scoring round): "Write 5
 * headlines. Rules: under 8 words each, no questions" over fourteen-word questions; "yksi sana, ei
 * numeroita" over "Kahvila 24/7" and "Coffee Corner". Each item is one of the items asked for, so a
 * cap on each part, or on the whole, holds for it; one word means one word here, not a short label.
 */
function itemConflicts(items: readonly string[], rules: string): Conflict[] {
  if (items.length < 2) return [];
  const found: Conflict[] = [];
  const cap = lengthCap(rules, 'part') ?? lengthCap(rules);
  if (cap?.unit === 'word') {
    const out = mostBreak(items, (o) => wordCount(o) > cap.max);
    if (out) found.push([cap.text, short(out)]);
  }
  const oneWord = ONE_WORD_RE.exec(rules);
  const several = oneWord && mostBreak(items, (o) => o.trim().split(/\s+/u).length > 1);
  if (oneWord && several) found.push([oneWord[0], short(several)]);
  for (const [re, broken] of [
    [NO_QUESTION_RE, (o: string) => /[?？]\s*$/u.test(o)],
    [NO_DIGIT_RE, (o: string) => /\p{Nd}/u.test(o)],
  ] as const) {
    const rule = re.exec(rules);
    const out = rule && mostBreak(items, broken);
    if (rule && out) found.push([rule[0], short(out)]);
  }
  return found;
}

export function exampleConflicts(content: string): Conflict[] {
  if (!/[:：→>\]]/.test(content) || GRADING_RE.test(content)) return [];
  const { outputs, loneTexts, items, rules } = examplesOf(content);
  const answers = outputs.map((o) => o.trim()).filter((o) => o !== '');
  const forms = [...answers, ...loneTexts.map((o) => o.trim()).filter((o) => o !== '')];
  const found = itemConflicts(items, rules);
  if (forms.length === 0) return found;
  const set = closedSet(rules);
  const values = answers.filter((o) => !DATA_RE.test(o));
  if (set) {
    const out = mostBreak(values, (o) => !set.values.has(bare(o)));
    if (out) found.push([set.text, short(out)]);
  }
  const oneWord = ONE_WORD_RE.exec(rules);
  if (oneWord && !found.length) {
    const out = mostBreak(values, (o) => wordCount(o) > 3);
    if (out) found.push([oneWord[0], short(out)]);
  }
  const date = dateFormat(rules);
  if (date) {
    // With "only the date", an answer that wraps the date in words breaks the rule too.
    const only = DATE_ONLY_RE.test(rules);
    const wrapped = (o: string) => /[\p{L}]{2}/u.test(bare(o).replace(date.re, ' '));
    const out = mostBreak(
      answers.filter((o) => DATE_LIKE_RE.test(o)),
      (o) => !date.re.test(o) || (only && wrapped(o)),
    );
    if (out) found.push([date.text, short(out)]);
  }
  // Capitals asked and small letters given, or the other way round: short answers only.
  for (const [re, wrong] of [
    [UPPERCASE_RE, /\p{Ll}/u],
    [LOWERCASE_RE, /\p{Lu}/u],
  ] as const) {
    const rule = caseRule(rules, re);
    const out =
      rule &&
      mostBreak(
        values.filter((o) => wordCount(o) <= 4 && /\p{L}/u.test(o)),
        (o) => wrong.test(o),
      );
    if (rule && out) found.push([rule, short(out)]);
  }
  const noEmoji = NO_EMOJI_RE.exec(rules);
  if (noEmoji) {
    const out = mostBreak(forms, (o) => EMOJI_RE.test(o));
    if (out) found.push([noEmoji[0], short(out)]);
  }
  const cap = lengthCap(rules);
  if (cap) {
    const size = cap.unit === 'word' ? wordCount : sentenceCount;
    const out = mostBreak([...values, ...forms.slice(answers.length)], (o) => size(o) > cap.max);
    if (out) found.push([cap.text, short(out)]);
  }
  const chars = charCap(rules);
  if (chars) {
    const out = mostBreak([...values, ...forms.slice(answers.length)], (o) => charCount(o) > chars.max);
    if (out) found.push([chars.text, short(out)]);
  }
  const formal = FORMAL_YOU_RE.exec(rules);
  if (formal) {
    const out = mostBreak(forms, (o) => FAMILIAR_YOU_RE.test(o));
    if (out) found.push([formal[0], short(out)]);
  }
  const register = formalRegister(rules);
  if (register) {
    const out = mostBreak(forms, soundsInformal);
    if (out) found.push([register, short(out)]);
  }
  const tags = hashtagCap(rules);
  if (tags) {
    const out = mostBreak(forms, (o) => hashtags(o) > tags.max);
    if (out) found.push([tags.text, short(out)]);
  }
  const template = templateSeparator(rules);
  if (template) {
    const out = mostBreak(values, (o) => !o.includes(template.sep));
    if (out) found.push([template.text, short(out)]);
  }
  const noBang = NO_BANG_RE.exec(rules);
  if (noBang) {
    const out = mostBreak(forms, (o) => BANG_RE.test(o));
    if (out) found.push([noBang[0], short(out)]);
  }
  return found;
}
