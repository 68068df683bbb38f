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
// The example answers are found by example-answers.ts. Look-alikes that must not fire, tested
// in conflict-examples.test.ts: examples marked as bad ("Bad:", "❌", "Don't:", "Falsch:", "错误")
// or introduced as what not to do, a rubric or grader whose examples are the answers it grades, a
// precise spec whose examples keep its rules, and an exception the rules allow in one example of
// several (half of the example answers or more must break the rule).

import { examplesOf } from './example-answers.js';
import type { Conflict } from './prompt-conflicts.js';

const B = '(?<![\\p{L}\\p{M}\\p{N}])';
const E = '(?![\\p{L}\\p{M}\\p{N}])';
const words = (src: string, cjk = '') => new RegExp(`${B}(?:${src})${E}${cjk ? `|${cjk}` : ''}`, 'iu');

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
  '(?:in\\s+|with\\s+)?(?:one|a\\s+single)\\s+word|una\\s+(?:sola\\s+)?palabra|uma\\s+(?:[uú]nica\\s+|s[oó]\\s+)?palavra|un\\s+seul\\s+mot|(?:einem|ein)\\s+(?:einzigen\\s+)?wort|una\\s+(?:sola\\s+)?parola|одн\\p{L}*\\s+слов\\p{L}*|jedn\\p{L}*\\s+s[łl]ow\\p{L}*|satu\\s+kata|m[ộo]t\\s+t[ừu]|tek\\s+kelime\\p{L}*|[ée][ée]n\\s+woord|एक\\s+शब्द',
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

/** "Output only the date", "nur das Datum", "日付のみ": the answer is the date and nothing around it. */
const DATE_ONLY_RE = words(
  '(?:only|just)\\s+(?:the\\s+)?(?:date|dates)|(?:bara|endast|enbart|kun|bare|vain)\\s+(?:datumet|datoen|datoen|p[äa]iv[äa]m[äa][äa]r[äa]n)|s[oó]lo\\s+la\\s+fecha|[uú]nicamente\\s+la\\s+fecha|apenas\\s+a\\s+data|somente\\s+a\\s+data|uniquement\\s+la\\s+date|seulement\\s+la\\s+date|nur\\s+das\\s+datum|solo\\s+la\\s+data|soltanto\\s+la\\s+data|только\\s+дат\\p{L}*|tylko\\s+dat\\p{L}*|hanya\\s+tanggal|ch[ỉi]\\s+ng[àa]y|sadece\\s+tarih\\p{L}*|alleen\\s+de\\s+datum',
  '日付のみ|日付だけ|只(?:输出|返回|给出)?日期|仅(?:输出|返回)?日期|날짜만',
);

/** A date written as a template: "YYYY-MM-DD", "TT.MM.JJJJ", "DD/MM/AAAA", "ДД.ММ.ГГГГ". */
// Issue 27, thirteenth round: Turkish "GG.AA.YYYY" (gün, ay), Polish "DD.MM.RRRR" (rok), Indonesian
// "HH/BB/TTTT" (hari, bulan, tahun).
// Issue 27, fourteenth round: Swedish, Danish and Norwegian "ÅÅÅÅ-MM-DD", Finnish "VVVV-KK-PP",
// Hungarian "ÉÉÉÉ.HH.NN", Czech "RRRR-MM-DD".
const YEAR = '(?:YYYY|yyyy|AAAA|aaaa|JJJJ|jjjj|ГГГГ|гггг|RRRR|rrrr|TTTT|tttt|ÅÅÅÅ|åååå|VVVV|vvvv|ÉÉÉÉ|éééé)';
const MONTH = '(?:MM|mm|ММ|мм|AA|aa|BB|bb|KK|kk|HH|hh)';
const DAY = '(?:DD|dd|JJ|jj|TT|tt|GG|gg|ДД|дд|HH|hh|PP|pp|NN|nn)';
const DATE_TEMPLATE_RE = new RegExp(
  `${B}(?:${YEAR}([-./])${MONTH}\\1${DAY}|${DAY}([-./])${MONTH}\\2${YEAR}|${MONTH}([-./])${DAY}\\3${YEAR})${E}`,
  'u',
);
/**
 * "ISO 8601", or an ISO format of a date (issue 27, fourteenth round): "ISO format", "ISO-format",
 * "formato ISO", "au format ISO", "ISO-Format", when the sentence is about dates.
 */
const ISO_DATE_RE =
  /\bISO[\s-]?8601\b|(?<![\p{L}])(?:(?:dates?|datum\p{L}*|fechas?|datas?|dat[ae]s?|дат\p{L}*|tarih\p{L}*|tanggal|p[äa]iv[äa]m[äa][äa]r\p{L}*)(?![\p{L}])[^.\n]{0,40}?\bISO[\s-]?(?:format\p{L}*|formaat|formato)|(?:format\p{L}*|formaat|formato)\s+ISO\b[^.\n]{0,40}?(?<![\p{L}])(?:dates?|datum\p{L}*|fechas?|datas?|дат\p{L}*|tarih\p{L}*|tanggal)(?![\p{L}]))/iu;
/** Something that reads as a date: digits with separators, a month name, an ordinal day. */
const DATE_LIKE_RE = new RegExp(
  `${B}(?:\\d{1,4}[-./]\\d{1,2}(?:[-./]\\d{1,4})?|\\d{1,2}(?:st|nd|rd|th)|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre)\\s+\\d{1,2}|\\d{1,2}\\.?\\s+(?:de\\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre))${E}`,
  'iu',
);

/** The regex of the dates a template allows ("YYYY-MM-DD" → four digits, two, two). */
function dateFormat(rules: string): { re: RegExp; text: string } | undefined {
  const t = DATE_TEMPLATE_RE.exec(rules);
  if (t) {
    const src = t[0]
      .replace(/[-./]/g, (c) => `\\${c}`)
      .replace(/(\p{L})\1*/gu, (run) => `\\d{${run.length}}`);
    return { re: new RegExp(`(?<!\\d)${src}(?!\\d)`), text: t[0] };
  }
  const iso = ISO_DATE_RE.exec(rules);
  return iso ? { re: /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/, text: iso[0] } : undefined;
}

/**
 * A quoted template of two or more placeholders and a separator (issue 27, thirteenth round): "in
 * the format 'Brand – Model'", "formatet 'Märke – Modell'", "im Format „Nachname, Vorname“",
 * "en el formato 'Ciudad / País'", "в формате «Фамилия: имя»", "「姓 / 名」の形式". An example answer
 * without the separator does not follow it. Date templates are read by dateFormat.
 */
const TEMPLATE_RE =
  /(?:format|formatet|formato|formaat|formatu|форма\p{L}*|bi[çc]im\p{L}*|形式|格式|형식)[^"'‘“«„「\n.]{0,12}["'‘“«„「]([^"'’”»“」\n]{3,40})["'’”»“」]|["'‘“«„「]([^"'’”»“」\n]{3,40})["'’”»“」]\s*(?:の形式|格式|형식|bi[çc]imin\p{L}*)/iu;
const SEPARATOR_RE = /\p{L}\s*([–—\-/|:;,·•])\s*\p{L}/u;

function templateSeparator(rules: string): { sep: string; text: string } | undefined {
  const m = TEMPLATE_RE.exec(rules);
  const template = m && (m[1] ?? m[2])!;
  if (!template || DATE_TEMPLATE_RE.test(template) || /\d/.test(template)) return undefined;
  const sep = SEPARATOR_RE.exec(template);
  return sep ? { sep: sep[1]!, text: m[0] } : undefined;
}

const NO_EMOJI_RE = words(
  "(?:no|without|never\\s+use|do\\s+not\\s+use|don['’]t\\s+use|avoid)\\s+(?:any\\s+)?(?:emojis?|emoticons?|smileys?)|sin\\s+(?:usar\\s+)?emoji\\p{L}*|no\\s+uses\\s+emoji\\p{L}*|sem\\s+(?:usar\\s+)?emoji\\p{L}*|n[ãa]o\\s+use\\s+emoji\\p{L}*|sans\\s+emoji\\p{L}*|pas\\s+d['’]emoji\\p{L}*|n['’]utilise\\s+(?:pas|jamais)\\s+d['’]emoji\\p{L}*|keine\\s+emojis?|ohne\\s+emojis?|senza\\s+emoji|non\\s+usare\\s+emoji|без\\s+(?:эмодзи|эмоджи|смайл\\p{L}*)|не\\s+используй\\p{L}*\\s+(?:эмодзи|эмоджи|смайл\\p{L}*)|bez\\s+emoji|nie\\s+u[żz]ywaj\\s+emoji|tanpa\\s+emoji|jangan\\s+(?:pakai|gunakan|memakai)\\s+emoji|kh[ôo]ng\\s+(?:d[ùu]ng|s[ửu]\\s+d[ụu]ng)\\s+emoji|emoji\\s+kullanma|geen\\s+emoji\\p{L}*|(?:niente|nessun[ao]?|zero)\\s+emoji|(?:ning[úu]n|nada\\s+de)\\s+emoji\\p{L}*|nenhum\\s+emoji|aucun\\s+[ée]moji\\p{L}*|pas\\s+d['’][ée]moji\\p{L}*|sans\\s+[ée]moji\\p{L}*|emoji[- ]free",
  '絵文字(?:は|を)?(?:使わ|なし|禁止|不要)|不要(?:使用)?(?:表情|emoji)|禁止(?:使用)?(?:表情|emoji)|不(?:使)?用(?:表情|emoji)|이모지\\s*(?:사용\\s*)?(?:금지|없이)|इमोजी\\s+(?:का\\s+)?(?:प्रयोग|इस्तेमाल)\\s+न',
);
const NO_BANG_RE = words(
  "(?:no|without|avoid|never\\s+use|do\\s+not\\s+use|don['’]t\\s+use)\\s+(?:any\\s+)?exclamation\\s+(?:marks?|points?)|sin\\s+(?:signos\\s+de\\s+)?exclamaci[oó]n\\p{L}*|sem\\s+(?:pontos\\s+de\\s+)?exclama[çc][ãa]o|sans\\s+points?\\s+d['’]exclamation|pas\\s+de\\s+points?\\s+d['’]exclamation|keine\\s+ausrufezeichen|ohne\\s+ausrufezeichen|senza\\s+punti\\s+esclamativi|без\\s+восклицательн\\p{L}*|(?:ani|bez|nie\\s+u[żz]ywaj)\\s+wykrzyknik\\p{L}*|tanpa\\s+tanda\\s+seru|geen\\s+uitroeptekens|(?:niente|nessun)\\s+punt[oi]\\s+esclamativ[oi]|ning[úu]n\\s+signo\\s+de\\s+exclamaci[oó]n|aucun\\s+point\\s+d['’]exclamation|nenhum\\s+ponto\\s+de\\s+exclama[çc][ãa]o",
  '感嘆符(?:は|を)?(?:使わ|なし|禁止)|不要(?:使用)?感叹号|느낌표\\s*(?:사용\\s*)?금지',
);
const EMOJI_RE = /\p{Extended_Pictographic}/u;

/**
 * A cap on the hashtags of the answer, or none at all (issue 27, ninth round): "max 3 hashtags",
 * "massimo 3 hashtag", "máximo 2 hashtags", "höchstens 3 Hashtags", "не более 3 хэштегов",
 * "ハッシュタグは3個まで", "最多3个话题标签"; "no hashtags", "senza hashtag", "sin hashtags", "без хэштегов".
 */
const HASHTAG = '(?:hashtags?|hash\\s+tags?|хэштег\\p{L}*|хештег\\p{L}*|#-?tags?)';
const HASHTAG_CAP_RE = new RegExp(
  [
    `${B}(?:at\\s+most|no\\s+more\\s+than|max(?:imum)?(?:\\s+of)?|up\\s+to|como\\s+m[áa]ximo|m[áa]ximo(?:\\s+de)?|no\\s+m[áa]ximo|au\\s+maximum|au\\s+plus|pas\\s+plus\\s+de|h[öo]chstens|maximal|al\\s+massimo|massimo|non\\s+pi[ùu]\\s+di|не\\s+более|не\\s+больше|максимум|maksymalnie|maximaal|maksimal)\\s+(\\d{1,2}|one|two|three|four|five|un[oa]?|dos|dois|duas|deux|zwei|due|tres|tr[eê]s|trois|drei|tre|vier|quattro|cuatro|quatro|quatre)\\s+${HASHTAG}${E}`,
    `${B}(\\d{1,2})\\s+${HASHTAG}\\s+(?:max(?:imum)?|at\\s+most|como\\s+m[áa]ximo|au\\s+maximum|h[öo]chstens|al\\s+massimo|максимум)${E}`,
  ].join('|'),
  'iu',
);
const CJK_HASHTAG_CAP_RE =
  /ハッシュタグ(?:は|を)?\s*(\d{1,2})\s*(?:個|つ)(?:まで|以内)|(?:最多|不超过)\s*(\d{1,2})\s*个?(?:话题)?标签|해시태그(?:는)?\s*(?:최대\s*)?(\d{1,2})\s*개/u;
const NO_HASHTAG_RE = words(
  "(?:no|without|never\\s+use|do\\s+not\\s+use|don['’]t\\s+use|avoid)\\s+(?:any\\s+)?hashtags?|sin\\s+hashtags?|sem\\s+hashtags?|sans\\s+hashtags?|pas\\s+de\\s+hashtags?|keine\\s+hashtags?|ohne\\s+hashtags?|(?:senza|niente|nessun)\\s+hashtag|без\\s+(?:хэштег|хештег)\\p{L}*|bez\\s+hashtag\\p{L}*|geen\\s+hashtags?",
  'ハッシュタグ(?:は|を)?(?:使わ|なし|禁止|不要)|不要(?:使用)?(?:话题)?标签|해시태그\\s*(?:사용\\s*)?(?:금지|없이)',
);
const HASHTAG_RE = /(?<![\p{L}\p{N}&#])#\p{L}[\p{L}\p{N}_]*/gu;
/** The hashtags of a text; a colour code ("#ff8800") is not one. */
const hashtags = (s: string) =>
  (s.match(HASHTAG_RE) ?? []).filter(
    (t) => !/^#(?:[0-9a-f]{6}|[0-9a-f]{8}|(?=[0-9a-f]*\d)[0-9a-f]{3,4})$/i.test(t),
  ).length;
const SMALL_CAP: Record<string, number> = Object.fromEntries(
  'one:1 un:1 uno:1 una:1 two:2 dos:2 dois:2 duas:2 deux:2 zwei:2 due:2 three:3 tres:3 três:3 tres:3 trois:3 drei:3 tre:3 four:4 vier:4 quattro:4 cuatro:4 quatro:4 quatre:4 five:5'
    .split(' ')
    .map((p) => [p.split(':')[0]!, Number(p.split(':')[1])]),
);

/** The most hashtags an answer may carry, with the rule's text; undefined when no rule says. */
function hashtagCap(rules: string): { max: number; text: string } | undefined {
  const none = NO_HASHTAG_RE.exec(rules);
  if (none) return { max: 0, text: none[0] };
  const m = HASHTAG_CAP_RE.exec(rules) ?? CJK_HASHTAG_CAP_RE.exec(rules);
  if (!m) return undefined;
  const raw = m
    .slice(1)
    .find((g) => g !== undefined)!
    .toLowerCase();
  const max = /^\d+$/.test(raw) ? Number(raw) : (SMALL_CAP[raw] ?? -1);
  return max >= 0 ? { max, text: m[0] } : undefined;
}
const BANG_RE = /[!¡！]/u;

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

/** The cap, its unit (words or sentences) and its text; undefined when the prompt sets none on the whole answer. */
function lengthCap(rules: string): { max: number; unit: 'word' | 'sentence'; text: string } | undefined {
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
    if (PART_RE.test(before) || /^\s*(?:each|every|per|cada|chaque|pro|jede|по|प्रति)/iu.test(after)) continue;
    const sentence =
      /^(?:sentence|fras[ei]|oraci|phrase|s[äa]tz|satz|предложен|वाक्य|c[üu]mle|kalimat|zin|mening|setning|s[æa]tning|zda)/iu.test(
        unit,
      );
    return { max, unit: sentence ? 'sentence' : 'word', text: m[0] };
  }
  return undefined;
}

/** The sentences of an answer; a trailing run of hashtags is not a sentence of its own. */
const sentenceCount = (s: string) =>
  s
    .replace(HASHTAG_RE, ' ')
    .split(/(?<=[.!?。！？।])\s*/u)
    .filter((t) => /[\p{L}\p{N}]{2}/u.test(t)).length;

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

/** The number of words of an answer (CJK: one per two characters). */
function wordCount(s: string): number {
  const cjk = (s.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  return (s.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []).length + Math.ceil(cjk / 2);
}

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

export function exampleConflicts(content: string): Conflict[] {
  if (!/[:：→>\]]/.test(content) || GRADING_RE.test(content)) return [];
  const { outputs, loneTexts, rules } = examplesOf(content);
  const answers = outputs.map((o) => o.trim()).filter((o) => o !== '');
  const forms = [...answers, ...loneTexts.map((o) => o.trim()).filter((o) => o !== '')];
  if (forms.length === 0) return [];
  const found: Conflict[] = [];
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
  const formal = FORMAL_YOU_RE.exec(rules);
  if (formal) {
    const out = mostBreak(forms, (o) => FAMILIAR_YOU_RE.test(o));
    if (out) found.push([formal[0], short(out)]);
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
