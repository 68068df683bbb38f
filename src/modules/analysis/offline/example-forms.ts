// The rules on the form of an answer that conflict-examples.ts reads its example answers against
// (issue 27, eighth to fourteenth scoring rounds; split out of conflict-examples.ts in the fifteenth):
// a date format or "only the date", a quoted template with a separator, no emoji, no exclamation
// marks, a cap on hashtags or none at all. Each returns the rule's own text, for the evidence.

import { B, E, words } from './word-bounds.js';

/** "Output only the date", "nur das Datum", "日付のみ": the answer is the date and nothing around it. */
export const DATE_ONLY_RE = words(
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
export const DATE_LIKE_RE = new RegExp(
  `${B}(?:\\d{1,4}[-./]\\d{1,2}(?:[-./]\\d{1,4})?|\\d{1,2}(?:st|nd|rd|th)|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre)\\s+\\d{1,2}|\\d{1,2}\\.?\\s+(?:de\\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre))${E}`,
  'iu',
);

/** The regex of the dates a template allows ("YYYY-MM-DD" → four digits, two, two). */
export function dateFormat(rules: string): { re: RegExp; text: string } | undefined {
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

export function templateSeparator(rules: string): { sep: string; text: string } | undefined {
  const m = TEMPLATE_RE.exec(rules);
  const template = m && (m[1] ?? m[2])!;
  if (!template || DATE_TEMPLATE_RE.test(template) || /\d/.test(template)) return undefined;
  const sep = SEPARATOR_RE.exec(template);
  return sep ? { sep: sep[1]!, text: m[0] } : undefined;
}

export const NO_EMOJI_RE = words(
  "(?:no|without|never\\s+use|do\\s+not\\s+use|don['’]t\\s+use|avoid)\\s+(?:any\\s+)?(?:emojis?|emoticons?|smileys?)|sin\\s+(?:usar\\s+)?emoji\\p{L}*|no\\s+uses\\s+emoji\\p{L}*|sem\\s+(?:usar\\s+)?emoji\\p{L}*|n[ãa]o\\s+use\\s+emoji\\p{L}*|sans\\s+emoji\\p{L}*|pas\\s+d['’]emoji\\p{L}*|n['’]utilise\\s+(?:pas|jamais)\\s+d['’]emoji\\p{L}*|keine\\s+emojis?|ohne\\s+emojis?|senza\\s+emoji|non\\s+usare\\s+emoji|без\\s+(?:эмодзи|эмоджи|смайл\\p{L}*)|не\\s+используй\\p{L}*\\s+(?:эмодзи|эмоджи|смайл\\p{L}*)|bez\\s+emoji|nie\\s+u[żz]ywaj\\s+emoji|tanpa\\s+emoji|jangan\\s+(?:pakai|gunakan|memakai)\\s+emoji|kh[ôo]ng\\s+(?:d[ùu]ng|s[ửu]\\s+d[ụu]ng)\\s+emoji|emoji\\s+kullanma|geen\\s+emoji\\p{L}*|(?:niente|nessun[ao]?|zero)\\s+emoji|(?:ning[úu]n|nada\\s+de)\\s+emoji\\p{L}*|nenhum\\s+emoji|aucun\\s+[ée]moji\\p{L}*|pas\\s+d['’][ée]moji\\p{L}*|sans\\s+[ée]moji\\p{L}*|emoji[- ]free",
  '絵文字(?:は|を)?(?:使わ|なし|禁止|不要)|不要(?:使用)?(?:表情|emoji)|禁止(?:使用)?(?:表情|emoji)|不(?:使)?用(?:表情|emoji)|이모지\\s*(?:사용\\s*)?(?:금지|없이)|इमोजी\\s+(?:का\\s+)?(?:प्रयोग|इस्तेमाल)\\s+न',
);
export const NO_BANG_RE = words(
  "(?:no|without|avoid|never\\s+use|do\\s+not\\s+use|don['’]t\\s+use)\\s+(?:any\\s+)?exclamation\\s+(?:marks?|points?)|sin\\s+(?:signos\\s+de\\s+)?exclamaci[oó]n\\p{L}*|sem\\s+(?:pontos\\s+de\\s+)?exclama[çc][ãa]o|sans\\s+points?\\s+d['’]exclamation|pas\\s+de\\s+points?\\s+d['’]exclamation|keine\\s+ausrufezeichen|ohne\\s+ausrufezeichen|senza\\s+punti\\s+esclamativi|без\\s+восклицательн\\p{L}*|(?:ani|bez|nie\\s+u[żz]ywaj)\\s+wykrzyknik\\p{L}*|tanpa\\s+tanda\\s+seru|geen\\s+uitroeptekens|(?:niente|nessun)\\s+punt[oi]\\s+esclamativ[oi]|ning[úu]n\\s+signo\\s+de\\s+exclamaci[oó]n|aucun\\s+point\\s+d['’]exclamation|nenhum\\s+ponto\\s+de\\s+exclama[çc][ãa]o",
  '感嘆符(?:は|を)?(?:使わ|なし|禁止)|不要(?:使用)?感叹号|느낌표\\s*(?:사용\\s*)?금지',
);
export const EMOJI_RE = /\p{Extended_Pictographic}/u;

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
export const HASHTAG_RE = /(?<![\p{L}\p{N}&#])#\p{L}[\p{L}\p{N}_]*/gu;
/** The hashtags of a text; a colour code ("#ff8800") is not one. */
export const hashtags = (s: string) =>
  (s.match(HASHTAG_RE) ?? []).filter(
    (t) => !/^#(?:[0-9a-f]{6}|[0-9a-f]{8}|(?=[0-9a-f]*\d)[0-9a-f]{3,4})$/i.test(t),
  ).length;
const SMALL_CAP: Record<string, number> = Object.fromEntries(
  'one:1 un:1 uno:1 una:1 two:2 dos:2 dois:2 duas:2 deux:2 zwei:2 due:2 three:3 tres:3 três:3 tres:3 trois:3 drei:3 tre:3 four:4 vier:4 quattro:4 cuatro:4 quatro:4 quatre:4 five:5'
    .split(' ')
    .map((p) => [p.split(':')[0]!, Number(p.split(':')[1])]),
);

/** The most hashtags an answer may carry, with the rule's text; undefined when no rule says. */
export function hashtagCap(rules: string): { max: number; text: string } | undefined {
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
export const BANG_RE = /[!¡！]/u;

/**
 * No questions, or no digits, among the items asked for (issue 27, fifteenth scoring round): "no
 * questions, no clickbait", "sin preguntas", "keine Fragen", "ei kysymyksiä", "inga frågor";
 * "ei numeroita", "no numbers", "sin números", "keine Zahlen", "inga siffror", "数字なし". Read
 * against the example items of example-answers.ts, each of which is one of the items.
 */
export const NO_QUESTION_RE = words(
  'no\\s+questions(?=\\s*[,.;)\\n]|\\s*$)|(?:not|never)\\s+(?:as\\s+|in\\s+the\\s+form\\s+of\\s+)?(?:a\\s+)?questions?(?=\\s*[,.;)\\n]|\\s*$)|sin\\s+preguntas|sem\\s+perguntas|pas\\s+de\\s+questions?|sans\\s+questions?|keine\\s+fragen?|(?:niente|nessuna)\\s+domand[ae]|ei\\s+kysymyksi[äa]|inga\\s+fr[åa]gor|ingen\\s+sp[øo]rgsm[åa]l|ingen\\s+sp[øo]rsm[åa]l|geen\\s+vragen|bez\\s+pyta[ńn]|без\\s+вопрос\\p{L}*|soru\\s+(?:yok|olmas[ıi]n|c[üu]mlesi\\s+olmas[ıi]n)|tanpa\\s+pertanyaan|bukan\\s+pertanyaan|kh[ôo]ng\\s+(?:d[ạa]ng\\s+)?c[âa]u\\s+h[ỏo]i',
  '疑問文(?:は|を)?(?:使わ|禁止|なし|にしない)|不要(?:用)?(?:问句|疑问句)|不(?:能|得)是问句|의문문\\s*(?:금지|없이)',
);
export const NO_DIGIT_RE = words(
  '(?:no|without)\\s+(?:numbers|digits|numerals)|sin\\s+(?:n[úu]meros|d[íi]gitos|cifras)|sem\\s+(?:n[úu]meros|d[íi]gitos|algarismos)|(?:pas\\s+de|sans)\\s+chiffres?|keine\\s+(?:zahlen|ziffern)|ohne\\s+(?:zahlen|ziffern)|senza\\s+(?:numeri|cifre)|ei\\s+(?:numeroita|numeroja|lukuja)|inga\\s+(?:siffror|nummer)|ingen\\s+(?:tal|cifre|tall)|geen\\s+(?:cijfers|getallen)|bez\\s+(?:cyfr|liczb)|без\\s+(?:цифр|чисел)|rakam\\s+(?:yok|olmas[ıi]n|kullanma)|tanpa\\s+angka|kh[ôo]ng\\s+(?:c[óo]\\s+|d[ùu]ng\\s+)?(?:s[ốo]|ch[ữu]\\s+s[ốo])',
  '数字(?:は|を)?(?:使わ|なし|禁止|不可)|不(?:要|含|用|能有)数字|숫자\\s*(?:없이|금지)',
);
