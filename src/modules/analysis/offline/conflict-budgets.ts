// Impossible budgets (issue 27, sixth scoring round), in English, Spanish, Portuguese, French,
// German, Italian, Russian, Japanese and Chinese: a whole answer the size of a tweet, a push
// notification or a sentence or two that must also go through every item in detail or quote
// everything word for word; a whole of exactly N words made of K parts of M words each where K × M
// is not N (or more than a cap on the whole). Tested on prompts written for conflict-budgets.test.ts,
// with look-alikes ("each answer in one sentence", "a one-sentence summary, then the details",
// "3 sentences of 10 words each, 30 words in all"). Issue 27, thirteenth round: the size as the
// answer's own ("a 10-word sentence that explains the full plot in detail") and the Arabic, Hindi,
// Indonesian and Turkish caps and words for detail. Issue 27, fourteenth round: nothing of the
// source left out, in three sentences at most ("semua poin harus masuk … maksimal tiga kalimat").

import { detectAll, negated } from './conflict-scopes.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

// --- A tiny whole answer and everything in it -------------------------------------------

/** A cap in words before its number: "under", "höchstens", "moins de", "не более". */
const WORD_CAP = `${B}(?:under|at\\s+most|no\\s+more\\s+than|fewer\\s+than|less\\s+than|max(?:imum)?(?:\\s+of)?|menos\\s+de|como\\s+m[áa]ximo|m[áa]ximo(?:\\s+de)?|no\\s+m[áa]ximo|moins\\s+de|au\\s+plus|au\\s+maximum|pas\\s+plus\\s+de|weniger\\s+als|h[öo]chstens|maximal|meno\\s+di|al\\s+massimo|non\\s+pi[ùu]\\s+di|не\\s+более|менее|меньше\\s+чем)`;
const WORDS = `(?:words|palabras|palavras|mots|w[öo]rter[n]?|parole|слов)${E}`;

/** Containers of a sentence or two, a few dozen words or a few hundred characters, for the whole answer. */
const TINY_RE = new RegExp(
  [
    `${B}(?:in|into|as|within|to|on)\\s+(?:a|one|a\\s+single|single|just\\s+one)\\s+(?:(?:short|brief|quick)\\s+)?(?:tweet|push\\s+notification|text\\s+message|sms|sentence|line)${E}(?!\\s*(?:summary|intro|title|headline|opening|caption|each|per))`,
    `${B}(?:max(?:imum)?|under|at\\s+most|within|no\\s+more\\s+than|up\\s+to)\\s*\\.?\\s*(?:[1-9]\\d?|[12]\\d\\d|300)\\s+(?:characters|chars)${E}`,
    `${B}(?:at\\s+most|no\\s+more\\s+than|max(?:imum)?(?:\\s+of)?)\\s+(?:two|2)\\s+sentences${E}`,
    `${WORD_CAP}\\s*(?:[1-9]|[1-5]\\d|60)\\s+${WORDS}`,
    `${B}(?:en\\s+una\\s+(?:sola\\s+)?frase|en\\s+un\\s+(?:solo\\s+)?(?:tuit|tweet|sms)|em\\s+uma\\s+(?:[uú]nica\\s+|s[óo]\\s+)?frase|numa\\s+frase|em\\s+um\\s+(?:[uú]nico\\s+)?(?:tweet|tu[íi]te|sms)|en\\s+une\\s+(?:seule\\s+)?phrase|en\\s+un\\s+(?:seul\\s+)?(?:tweet|sms)|une\\s+seule\\s+notification|in\\s+einem\\s+(?:einzigen\\s+)?(?:satz|tweet)|in\\s+einer\\s+(?:einzigen\\s+)?(?:sms|push-nachricht)|in\\s+una\\s+(?:sola\\s+)?frase|in\\s+un\\s+(?:solo\\s+)?(?:tweet|sms)|одним\\s+(?:предложением|твитом|сообщением)|в\\s+одном\\s+(?:предложении|твите|сообщении)|не\\s+более\\s+(?:двух|2)\\s+предложений)${E}`,
    '(?:1|一|ひと)文で|一文で|ツイート1つ|1ツイート|用一句话|一句话(?=回答|回复|答复|说明|讲清)|一条推文|不超过(?:两|2|二)句话?|最多(?:两|2)句|(?:[1-9]\\d?|100)\\s*(?:文字|字)以内|不超过\\s*(?:[1-9]\\d?|100)\\s*字',
    // Issue 27, thirteenth round: the size said as the answer's own ("a 10-word sentence", "in 12
    // words", "en 15 palabras") and caps in Arabic, Hindi, Indonesian and Turkish.
    `${B}(?:a|an|one|in\\s+a|as\\s+a)\\s+(?:[1-9]|[1-5]\\d|60)[-\\s]word\\s+(?:sentence|summary|answer|reply|response|text|description|paragraph|explanation|story|poem)${E}`,
    `${B}(?:in|en|em|dans|auf|in|с|в)\\s+(?:(?:exactly|exactamente|exatamente|exactement|genau|esattamente|ровно)\\s+)?(?:[1-9]|[1-5]\\d|60)\\s+(?:words|palabras|palavras|mots|w[öo]rtern|parole|словах)${E}`,
    `(?:لا\\s+(?:تتجاوز|يتجاوز|تزد|يزيد)\\s+(?:عن\\s+)?|بحد\\s+أقصى\\s+|في\\s+حدود\\s+|أقل\\s+من\\s+)(?:[1-9]|[1-5]\\d|60)\\s+(?:كلمة|كلمات)`,
    `(?:[1-9]|[1-5]\\d|60)\\s+(?:शब्दों\\s+में|शब्दों\\s+से\\s+(?:ज़्यादा|ज्यादा|अधिक)\\s+नहीं)`,
    `${B}(?:(?:maksimal|paling\\s+banyak|dalam|kurang\\s+dari)\\s+(?:[1-9]|[1-5]\\d|60)\\s+kata|en\\s+fazla\\s+(?:[1-9]|[1-5]\\d|60)\\s+kelime|(?:[1-9]|[1-5]\\d|60)\\s+kelimeyi\\s+ge[çc]meyen)${E}`,
  ].join('|'),
  'iu',
);
/** Everything, in detail or word for word. */
const EXHAUSTIVE_RE = new RegExp(
  [
    `${B}(?:walk\\s+through|go\\s+through|explain|describe|detail|cover|list|quote)\\s+(?:all|every|each)${E}`,
    `${B}(?:every|each|all)\\s+(?:\\p{L}+\\s+){0,3}(?:in\\s+(?:full\\s+)?detail|in\\s+full|verbatim|word\\s+for\\s+word)${E}`,
    `${B}(?:a\\s+(?:direct\\s+)?quote|quotes?)\\s+from\\s+(?:each|every|all)${E}`,
    `${B}(?:every|all\\s+the)\\s+(?:figures?|numbers?|names?|items?|clauses?|sections?|details?)${E}`,
    `${B}(?:verbatim|word\\s+for\\s+word)${E}`,
    `${B}(?:detalladamente|en\\s+detalle|palabra\\s+por\\s+palabra|textualmente|detalhadamente|em\\s+detalhe|palavra\\s+por\\s+palavra|en\\s+d[ée]tail|de\\s+fa[çc]on\\s+d[ée]taill[ée]e|mot\\s+[àa]\\s+mot|ausf[üu]hrlich|im\\s+detail|wort\\s+f[üu]r\\s+wort|w[öo]rtlich|dettagliatamente|nei\\s+dettagli|parola\\s+per\\s+parola|подробно|дословно|слово\\s+в\\s+слово)${E}`,
    `${B}(?:cita|lista|enumera|cite|liste|zitiere|nenne|elenca|процитируй|перечисли)\\s+(?:todos|todas|tous|toutes|alle|tutti|tutte|все|всех)${E}`,
    // Issue 27, seventh round: "sans rien perdre : tous les personnages", "sin perder nada".
    `${B}(?:without\\s+(?:losing|omitting|leaving\\s+out|dropping)\\s+anything|sin\\s+(?:perder|omitir|dejar\\s+fuera)\\s+nada|sem\\s+(?:perder|omitir|deixar\\s+de\\s+fora)\\s+nada|sans\\s+rien\\s+(?:perdre|omettre|oublier|laisser\\s+de\\s+c[ôo]t[ée])|ohne\\s+etwas\\s+(?:wegzulassen|auszulassen|zu\\s+verlieren)|senza\\s+(?:perdere|omettere|tralasciare)\\s+nulla|ничего\\s+не\\s+(?:упуская|теряя|опуская))${E}`,
    '詳しく|詳細に|原文のまま|すべての[^。\\n]{0,12}引用|全ての[^。\\n]{0,12}引用|详细|列出所有|所有[^。\\n]{0,10}原文|全文引用|逐字',
    // Issue 27, thirteenth round: "explains the full plot … in detail, mentions every character by
    // name"; Arabic, Hindi, Indonesian and Turkish detail ("بالتفصيل", "विस्तार से", "secara rinci").
    `${B}(?:in\\s+(?:full\\s+|great\\s+|complete\\s+)?detail|(?:mention|name|include|cover|explain)s?\\s+(?:all|every|each)|every\\s+\\p{L}+\\s+by\\s+name|(?:thorough|exhaustive|comprehensive|in-depth)[\\s,]+(?:[\\p{L}-]+[\\s,]+){0,3}?(?:explanations?|walkthroughs?|analys[ie]s|guides?|descriptions?|breakdowns?)|step-by-step\\s+explanations?|the\\s+(?:full|entire|whole|complete)\\s+(?:plot|story|text|history|contents?))${E}`,
    'بالتفصيل|بشكل\\s+مفصل|بالكامل|اشرح\\s+كل|اذكر\\s+(?:كل|جميع)|विस्तार\\s+से|सभी\\s+\\S+\\s+(?:का|की|के)\\s+ज़िक्र',
    `${B}(?:secara\\s+(?:rinci|detail|lengkap|mendetail)|sebutkan\\s+semua|(?:ayr[ıi]nt[ıi]l[ıi]|detayl[ıi])\\s+(?:bir\\s+)?[şs]ekilde|t[üu]m[üu]n[üu]\\s+(?:listele|say))${E}`,
  ].join('|'),
  'iu',
);
/** A part is tiny, not the whole: "each reply in one sentence", "cada respuesta en una frase". */
const PART_BEFORE_RE =
  /(?<![\p{L}])(?:each|every|per|cada|chaque|jede[nrsm]?|ogni|кажд\p{L}*|summary|title|headline|resumen|t[íi]tulo|r[ée]sum[ée]|titre|zusammenfassung|titel|резюме|заголов\p{L}*)(?![\p{L}])[^.!?。\n]{0,24}$|(?:每|各|それぞれ|要約|标题|摘要)[^。\n]{0,10}$/iu;
/** Told in sequence ("a one-line summary, then the details") or as an alternative. */
const SEQUENCE_RE =
  /(?<![\p{L}])(?:then|after\s+that|followed\s+by|below|or|luego|despu[ée]s|o|depois|ou|puis|ensuite|dann|danach|oder|poi|oppure|затем|потом|или)(?![\p{L}])|然后|その後|または|或者/iu;
/**
 * "From the sheet below", "the text below": the input the prompt refers to, not a second part of the
 * answer told in sequence (issue 27, eleventh scoring round).
 */
const sourcesOut = (gap: string) =>
  gap.replace(/(?<![\p{L}])(?:the|this|these|that)\s+(?:[\p{L}-]+\s+){0,2}below(?![\p{L}])/giu, ' ');
const CONDITION_RE =
  /(?<![\p{L}])(?:if|when|unless|si|cuando|quand|wenn|falls|если|когда)(?![\p{L}])|場合|如果/iu;

/** A heading, a horizontal rule or a "Part 2:" label line between two clauses. */
const SECTION_BREAK_RE = /\n\s*(?:#{1,6}\s|-{3,}|\*\*[^*\n]{1,40}\*\*\s*:?\s*\n|[^\n.。]{1,30}[:：]\s*\n)/u;
/** Far apart in a long prompt, a size is usually that of a part: the two must be near (characters). */
const NEAR = 400;

function tinyButEverything(clauses: readonly string[], content: string): Conflict[] {
  if (!TINY_RE.test(content) || !EXHAUSTIVE_RE.test(content)) return [];
  const at = (clause: string) => content.indexOf(clause);
  for (const c of clauses) {
    const t = TINY_RE.exec(c);
    if (!t || negated(c, t.index, 0) || CONDITION_RE.test(c.slice(0, t.index))) continue;
    if (PART_BEFORE_RE.test(c.slice(0, t.index))) continue;
    for (const d of clauses) {
      const x = EXHAUSTIVE_RE.exec(d);
      if (!x || negated(d, x.index, 0) || CONDITION_RE.test(d) || Math.abs(at(d) - at(c)) > NEAR) continue;
      // Under two headings or section labels, each size is that of its own section.
      const span = content.slice(Math.min(at(c), at(d)), Math.max(at(c), at(d)));
      if (SECTION_BREAK_RE.test(span)) continue;
      if (d === c) {
        const [lo, hi] = x.index < t.index ? [x, t] : [t, x];
        if (SEQUENCE_RE.test(sourcesOut(c.slice(lo.index + lo[0].length, hi.index)))) continue;
      } else if (SEQUENCE_RE.test(d.slice(0, x.index)) && /(?:then|luego|puis|dann|затем|然后)/iu.test(d))
        continue;
      return [[t[0], d === c ? x[0] : d.trim()]];
    }
  }
  return [];
}

/** A cap of a paragraph or so: too small for a text of pages kept word for word. */
const SMALL_RE = new RegExp(
  `${WORD_CAP}\\s*(?:[1-9]\\d?|1[0-4]\\d|150)\\s+${WORDS}|(?:[1-9]\\d{0,2})\\s*(?:文字|字|語)以内|不超过\\s*[1-9]\\d{0,2}\\s*字`,
  'iu',
);
/** Kept whole: word for word, verbatim, without omitting anything. */
const LOSSLESS_RE = new RegExp(
  `${B}(?:verbatim|word\\s+for\\s+word|without\\s+(?:omitting|leaving\\s+out|dropping)\\s+anything|palabra\\s+por\\s+palabra|sin\\s+omitir\\s+nada|palavra\\s+por\\s+palavra|sem\\s+omitir\\s+nada|mot\\s+[àa]\\s+mot|sans\\s+rien\\s+omettre|wort\\s+f[üu]r\\s+wort|w[öo]rtlich|ohne\\s+etwas\\s+auszulassen|parola\\s+per\\s+parola|senza\\s+omettere\\s+nulla|дословно|слово\\s+в\\s+слово|ничего\\s+не\\s+упуская)${E}|原文のまま|省略せず|逐字|一字不漏`,
  'iu',
);
/** A source of pages: "this 15-page contract", "ce contrat de 15 pages", "40頁". */
const PAGES_RE =
  /(?<![\p{L}\p{N}])(?:[2-9]|\d{2,})\s*-?\s*(?:pages?|p[áa]ginas|seiten|pagine|страниц\p{L}*)(?![\p{L}])|\d{2,}\s*(?:ページ|页)/iu;

const LOSSLESS_PART_RE =
  /(?<![\p{L}])(?:titles?|headlines?|names?|headings?|slogans?|terms?|t[íi]tulos?|titres?|titel|titol[oi]|nombres?|noms?|заголов\p{L}*|назван\p{L}*)(?![\p{L}])|タイトル|标题|名称/iu;

/** "Translate this 15-page contract in under 100 words, word for word": a whole kept in a paragraph. */
function smallButLossless(clauses: readonly string[], content: string): Conflict[] {
  const small = SMALL_RE.exec(content);
  const whole = small && LOSSLESS_RE.exec(content);
  if (!small || !whole || !PAGES_RE.test(content)) return [];
  if (PART_BEFORE_RE.test(content.slice(Math.max(0, small.index - 30), small.index))) return [];
  const c = clauses.find((x) => x.includes(whole[0]));
  // "quote its title verbatim": a part kept whole, not the text.
  if (!c || negated(c, c.indexOf(whole[0]), 0) || LOSSLESS_PART_RE.test(c)) return [];
  return [[small[0], whole[0]]];
}

// --- Counts that do not add up -----------------------------------------------------------

/** Small numbers written out in the languages of the eval, as "word:value" pairs. */
const NUMS: Record<string, number> = Object.fromEntries(
  'one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 un:1 una:1 uno:1 um:1 uma:1 une:1 ein:1 eine:1 dos:2 dois:2 duas:2 deux:2 zwei:2 due:2 tres:3 três:3 trois:3 drei:3 tre:3 cuatro:4 quatro:4 quatre:4 vier:4 quattro:4 cinco:5 cinq:5 fünf:5 cinque:5 два:2 две:2 три:3 четыре:4 пять:5'
    .split(' ')
    .map((p) => [p.split(':')[0]!, Number(p.split(':')[1])]),
);
const N =
  '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|un[ao]?|um|uma|une|eine?|dos|dois|duas|deux|zwei|due|tres|tr[êe]s|trois|drei|tre|cuatro|quatro|quatre|vier|quattro|cinco|cinq|f[üu]nf|cinque|два|две|три|четыре|пять)';
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : (NUMS[s.toLowerCase()] ?? 0));
const WORD_UNIT = '(?:words?|palabras?|palavras?|mots?|w[öo]rter[n]?|parole|слов\\p{L}*)';
const PART_UNIT =
  '(?:sentences|bullets?|bullet\\s+points|paragraphs|lines|items|points|frases|oraciones|p[áa]rrafos|par[áa]grafos|l[íi]neas|linhas|phrases|paragraphes|lignes|s[äa]tzen?|abs[äa]tzen?|zeilen|punkten?|frasi|paragrafi|righe|предложени\\p{L}*|абзац\\p{L}*|строк\\p{L}*|пункт\\p{L}*)';
/** "3 sentences of 20 words", "3 Sätzen à 20 Wörtern", "3 frases de 20 palabras cada una", "3 предложения по 20 слов". */
const PARTS_RE = new RegExp(
  `${B}${N}\\s+${PART_UNIT}\\s+(?:of|à|a|de|von|mit|di|da|по|с)\\s+(?:exactly\\s+|genau\\s+|exactamente\\s+|exatamente\\s+|exactement\\s+|esattamente\\s+|ровно\\s+)?${N}\\s+${WORD_UNIT}`,
  'iu',
);
const EXACT_WHOLE_RE = new RegExp(
  `${B}(?:exactly|genau|exactamente|exatamente|exactement|esattamente|ровно)\\s+${N}\\s+${WORD_UNIT}|${B}${N}\\s+${WORD_UNIT}\\s+(?:exactly|exactamente|exatamente|exactement|esattamente)${E}`,
  'iu',
);
const CAP_WHOLE_RE = new RegExp(
  `${B}(?:at\\s+most|under|no\\s+more\\s+than|max(?:imum)?|h[öo]chstens|maximal|m[áa]ximo(?:\\s+de)?|como\\s+m[áa]ximo|no\\s+m[áa]ximo|au\\s+maximum|au\\s+plus|moins\\s+de|al\\s+massimo|non\\s+pi[ùu]\\s+di|не\\s+более|максимум)\\s+${N}\\s+${WORD_UNIT}`,
  'iu',
);

function partsDoNotAddUp(content: string): Conflict[] {
  const parts = PARTS_RE.exec(content);
  if (!parts) return [];
  const total = num(parts[1]!) * num(parts[2]!);
  if (!total) return [];
  const exact = EXACT_WHOLE_RE.exec(content.replace(parts[0], ' '));
  if (exact && num((exact[1] ?? exact[2])!) !== total) return [[exact[0], parts[0]]];
  const cap = CAP_WHOLE_RE.exec(content.replace(parts[0], ' '));
  if (cap && num(cap[1]!) < total && !PART_BEFORE_RE.test(content.slice(0, cap.index)))
    return [[cap[0], parts[0]]];
  return [];
}

/** "5 tips: 3 about sleep and 4 about diet": parts named by topic that outnumber the whole. */
const TOTAL_RE = new RegExp(
  `${B}${N}\\s+(?:[\\p{L}-]+\\s+)?(?:tips|items|questions|ideas|examples|reasons|bullets|points|steps|sections|slides|tasks|consejos|preguntas|ideas|ejemplos|razones|puntos|pasos|dicas|perguntas|exemplos|raz[õo]es|pontos|conseils|questions|exemples|raisons|[ée]tapes|tipps|fragen|beispiele|gr[üu]nde|punkte|schritte|consigli|domande|esempi|motivi|punti|passi|совет\\p{L}*|вопрос\\p{L}*|пример\\p{L}*|причин\\p{L}*|пункт\\p{L}*|шаг\\p{L}*)${E}\\s*[:(—–-]([^.!?。\\n]{0,120})`,
  'iu',
);
const PART_COUNT_RE = new RegExp(
  `${B}${N}\\s+(?:(?:[\\p{L}-]+\\s+)?(?:about|on|for|covering|regarding|sobre|acerca\\s+de|de|sur|concernant|[üu]ber|zu|zum|zur|su|riguardo|о|об|по|про))${E}`,
  'giu',
);

function countsOutnumberTotal(content: string): Conflict[] {
  const t = TOTAL_RE.exec(content);
  if (!t) return [];
  const parts = [...t[2]!.matchAll(PART_COUNT_RE)].map((m) => num(m[1]!));
  const total = num(t[1]!);
  return parts.length >= 2 && total > 0 && parts.reduce((a, b) => a + b, 0) > total
    ? [[t[0], 'parts that add up to more']]
    : [];
}

// --- More items than words ------------------------------------------------------------------

/**
 * Every one of a counted set of items (issue 27, ninth scoring round): "all 37 named characters",
 * "every one of the 52 chapters", "todos los 12 artículos", "alle 40 Kapitel", "tutti i 30 capitoli",
 * "все 25 пунктов", "全部 20 个", "すべての30章". Each named item takes a word at least.
 */
const ALL_ITEMS_RE = new RegExp(
  `${B}(?:all(?:\\s+(?:the|its|their|of\\s+the))?|every\\s+one\\s+of(?:\\s+(?:the|its|their))?|each\\s+of(?:\\s+(?:the|its|their))?|(?:tod[oa]s|tous|toutes)\\s+(?:l[oa]s|os|as|les|sus|seus|suas|ses)|alle(?:\\s+(?:der|die|seine|ihre))?|(?:tutti|tutte)\\s+(?:i|gli|le|e\\s+(?:i|gli|le))|все(?:х|ми)?|каждый\\s+из|каждую\\s+из)\\s+(\\d{2,4})\\s+(?:[\\p{L}-]+\\s+)?[\\p{L}-]+|(?:全部|所有|全)\\s*(\\d{2,4})\\s*(?:个|個|章|条|項)|(?:すべての|全ての|全)\\s*(\\d{2,4})\\s*(?:章|人|項目|件|個)`,
  'giu',
);

const PER_ITEM_RE =
  /(?<![\p{L}])(?:each|every|per|cada|chaque|jede[nrsm]?|ogni|кажд\p{L}*)(?![\p{L}])[^.!?。\n]{0,24}$|(?:每|各|それぞれ)[^。\n]{0,10}$/iu;

/** "In exactly 10 words … name all 37 characters": a whole of a few words holding more items than words. */
function itemsBeyondWords(content: string): Conflict[] {
  const whole = EXACT_WHOLE_RE.exec(content) ?? CAP_WHOLE_RE.exec(content);
  if (!whole) return [];
  const words = num((whole[1] ?? whole[2])!);
  // A cap on each item ("each in at most 10 words") is not a cap on the whole. PART_BEFORE_RE would
  // also take the imperative "Resume"/"Résume" for a résumé.
  if (!words || PER_ITEM_RE.test(content.slice(Math.max(0, whole.index - 30), whole.index))) return [];
  const items = [...content.matchAll(ALL_ITEMS_RE)].filter(
    (m) => Math.abs(m.index! - whole.index) <= NEAR && !negated(content, m.index!, m[0].length),
  );
  const count = items.reduce((n, m) => n + Number(m[1] ?? m[2] ?? m[3]), 0);
  return items.length > 0 && count > words ? [[whole[0], items[0]![0]]] : [];
}

// --- Nothing left out, in a sentence or three ----------------------------------------------

/**
 * Nothing of the source may be left out (issue 27, fourteenth round): "don't leave out any detail",
 * "every point must be included", "jangan hilangkan detail apa pun", "semua poin harus masuk", "no
 * omitas ningún detalle", "ne laisse de côté aucun détail", "lass kein Detail weg", "non tralasciare
 * nessun dettaglio", "не упускай ни одной детали", "hiçbir ayrıntıyı atlama".
 */
const NOTHING_LEFT_OUT_RE = new RegExp(
  [
    `${B}(?:(?:do\\s+not|don['’]t|never)\\s+(?:leave\\s+out|omit|drop|skip|lose)\\s+(?:any|a\\s+single)\\s+(?:details?|points?|facts?|items?)|(?:every|each|all(?:\\s+the)?)\\s+(?:details?|points?|facts?|items?)\\s+(?:must|has\\s+to|have\\s+to|should)\\s+(?:be\\s+)?(?:included|in|covered|there)|no\\s+(?:detail|point|fact)\\s+(?:may|can|should|must)\\s+be\\s+(?:left\\s+out|omitted|dropped))${E}`,
    `${B}(?:jangan\\s+(?:hilangkan|lewatkan|abaikan|buang)\\s+(?:detail|poin|informasi)\\s+apa\\s*pun|semua\\s+(?:poin|detail|informasi)\\s+(?:harus|wajib)\\s+(?:masuk|dimasukkan|disebutkan|ada)|tanpa\\s+(?:menghilangkan|melewatkan)\\s+(?:detail|poin)\\s+apa\\s*pun)${E}`,
    `${B}(?:no\\s+omitas\\s+ning[úu]n\\s+detalle|sin\\s+omitir\\s+ning[úu]n\\s+detalle|todos\\s+los\\s+(?:puntos|detalles)\\s+deben\\s+(?:estar|incluirse)|n[ãa]o\\s+omita\\s+nenhum\\s+detalhe|todos\\s+os\\s+(?:pontos|detalhes)\\s+devem\\s+(?:estar|entrar)|ne\\s+(?:laisse|laissez)\\s+de\\s+c[ôo]t[ée]\\s+aucun\\s+d[ée]tail|n['’]omet(?:s|tez)\\s+aucun\\s+d[ée]tail|tous\\s+les\\s+(?:points|d[ée]tails)\\s+doivent\\s+(?:y\\s+)?[êe]tre|(?:lass|lassen\\s+sie)\\s+kein(?:e|en)?\\s+(?:detail|punkt)\\s+weg|alle\\s+(?:punkte|details)\\s+m[üu]ssen\\s+(?:rein|enthalten\\s+sein|vorkommen)|non\\s+tralasciare\\s+nessun\\s+dettaglio|tutti\\s+i\\s+(?:punti|dettagli)\\s+devono\\s+(?:esserci|essere\\s+inclusi)|не\\s+упускай(?:те)?\\s+ни\\s+одной\\s+детали|все\\s+(?:пункты|детали)\\s+должны\\s+(?:быть|войти)|hi[çc]bir\\s+(?:ayr[ıi]nt[ıi]y[ıi]|detay[ıi])\\s+atlama|laat\\s+geen\\s+(?:enkel\\s+)?detail\\s+weg|alle\\s+punten\\s+moeten\\s+erin)${E}`,
  ].join('|'),
  'iu',
);
/** The whole answer in three sentences at most: "at most three sentences", "maksimal tiga kalimat", "máximo 3 frases". */
const FEW_SENTENCES_RE = new RegExp(
  `${B}(?:at\\s+most|no\\s+more\\s+than|max(?:imum)?(?:\\s+of)?|up\\s+to|maksimal|paling\\s+banyak|m[áa]ximo(?:\\s+de)?|como\\s+m[áa]ximo|au\\s+maximum|pas\\s+plus\\s+de|h[öo]chstens|maximal|al\\s+massimo|non\\s+pi[ùu]\\s+di|не\\s+более|en\\s+fazla|maximaal|hooguit)\\s+(?:[1-3]|one|two|three|satu|dua|tiga|un[ao]?|dos|tres|dois|duas|tr[êe]s|deux|trois|ein(?:em)?|zwei|drei|due|tre|одного|двух|тр[её]х|bir|iki|[üu][çc]|[ée][ée]n|twee|drie)\\s+(?:sentences?|kalimat|frases?|oraciones?|phrases?|s[äa]tzen?|frasi|предложени\\p{L}*|c[üu]mle\\p{L}*|zinnen?)${E}`,
  'iu',
);

/** "Then", "below", "in a list" in the languages SEQUENCE_RE does not cover. */
const THEN_MORE_RE =
  /(?<![\p{L}])(?:lalu|kemudian|setelah\s+itu|di\s+bawahnya|daarna|vervolgens|sonra|ard[ıi]ndan|sedan|d[äa]refter|potem|nast[ęe]pnie|in\s+(?:a|the)\s+(?:list|table|appendix)|appendix|anexo|annexe|anhang|lampiran)(?![\p{L}])/iu;

/** "Leave out no detail … at most three sentences": the source kept whole in a few sentences. */
function fewSentencesNothingLeftOut(clauses: readonly string[], content: string): Conflict[] {
  const all = NOTHING_LEFT_OUT_RE.exec(content);
  const few = all && FEW_SENTENCES_RE.exec(content);
  if (!all || !few || Math.abs(all.index - few.index) > NEAR) return [];
  if (PART_BEFORE_RE.test(content.slice(Math.max(0, few.index - 30), few.index))) return [];
  const c = clauses.find((x) => x.includes(all[0]));
  if (c && CONDITION_RE.test(c)) return [];
  // A short summary first and everything after it ("at most three sentences, then list every
  // point") are two parts of the answer.
  const span = content.slice(Math.min(all.index, few.index), Math.max(all.index, few.index) + 40);
  if (SECTION_BREAK_RE.test(span) || SEQUENCE_RE.test(span) || THEN_MORE_RE.test(span)) return [];
  return [[few[0], all[0]]];
}

export function budgetConflicts(text: string): Conflict[] {
  return detectAll(text, [
    tinyButEverything,
    smallButLossless,
    (_, content) => partsDoNotAddUp(content),
    (_, content) => countsOutnumberTotal(content),
    (_, content) => itemsBeyondWords(content),
    fewSentencesNothingLeftOut,
  ]);
}
