// Contradictions of content (issue 27, sixth scoring round), in English, Spanish, Portuguese,
// French, German, Italian, Russian, Japanese and Chinese: a form of presentation forbidden and
// asked for (no charts / a bar chart, no tables / a table, no emojis / emojis), strict neutrality
// and persuasion, a sober or formal style and lots of emojis, a vegan diet and an animal product,
// and a person who never worked with years of experience. Tested on prompts written for
// conflict-budgets.test.ts, with look-alikes (a different form, "no emojis in the subject; they are
// fine in the body", "vegan cheese", "never worked abroad").

import { detectAll, negated } from './conflict-scopes.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E, words } from './word-bounds.js';

const CONDITION_RE =
  /(?<![\p{L}])(?:if|when|unless|except|si|cuando|salvo|quand|sauf|wenn|falls|au[ßs]er|se|tranne|если|когда|кроме)(?![\p{L}])|場合|如果|除非/iu;
const ALLOWED_RE =
  /\b(?:is|are)\s+(?:fine|ok|okay|allowed|welcome)\b|\b(?:est|sont)\s+(?:autoris\p{L}+|permis\p{L}*)|\b(?:ist|sind)\s+(?:ok|erlaubt|in\s+ordnung)|\best[áa]n?\s+bien\b|\bpermitid[oa]s?\b|можно|してもよい|可以/iu;

// --- A form forbidden and asked for -------------------------------------------------------

const FORMS: readonly [string, RegExp][] = [
  [
    'chart',
    words(
      'charts?|graphs?|diagrams?|bar\\s+charts?|pie\\s+charts?|gr[áa]fic[oa]s?|gr[áa]fico\\s+de\\s+barras|graphiques?|diagrammes?|grafiken?|diagramme?|balkendiagramm\\p{L}*|grafici|grafico|график\\p{L}*|диаграмм\\p{L}*',
      'グラフ|図表|图表|柱状图|饼图',
    ),
  ],
  [
    'table',
    words(
      'tables?|tablas?|tabelas?|tableaux?|tabellen?|tabella|tabelle|таблиц\\p{L}*',
      '表格|テーブル|表(?=[やをにで、と])',
    ),
  ],
  [
    'emoji',
    words('emojis?|emoticons?|[ée]mojis?|emoticones?|эмодзи|емодзі|смайлик\\p{L}*', '絵文字|表情符号|表情'),
  ],
  [
    'bullets',
    words(
      'bullet(?:\\s+points?|s)?|bulleted\\s+lists?|vi[ñn]etas|marcadores|puces|aufz[äa]hlungs(?:punkte|zeichen)|stichpunkte[n]?|elenchi\\s+puntati|маркированн\\p{L}*\\s+спис\\p{L}*|قوائم\\s+نقطية|قائمة\\s+نقطية|نقاط\\s+تعداد\\p{L}*|madde\\s+i[şs]aret\\p{L}*|poin-poin|butir-butir|बुलेट\\s+(?:पॉइंट|प्वाइंट)\\p{M}*',
      '箇条書き|项目符号|要点列表',
    ),
  ],
  // Issue 27, eleventh scoring round: running prose ("no prose" / "as flowing paragraphs").
  [
    'prose',
    words(
      'prose|(?:flowing|continuous|connected|running)\\s+(?:paragraphs?|text|prose)|prosa|texto\\s+corrido|p[áa]rrafos\\s+(?:fluidos|corridos)|par[áa]grafos\\s+corridos|texte\\s+(?:suivi|continu)|paragraphes\\s+(?:fluides|suivis)|flie(?:ß|ss)text|testo\\s+continuo|paragrafi\\s+discorsivi|сплошн\\p{L}*\\s+текст\\p{L}*|связн\\p{L}*\\s+текст\\p{L}*|прозой|прозу',
      '文章形式|地の文|连贯的段落|成段的文字',
    ),
  ],
];

/** Between a negation and the form: "do not use any", "without", "no", "ni" (a list of forms). */
const FORBID_BEFORE_RE =
  /(?<![\p{L}])(?:no|not|never|without|don['’]t|avoid|sin|sem|sans|ohne|senza|без|nunca|jamais|nie|не|ні|keine?n?|pas\s+de|ni|nem|nor|لا|ولا|بدون|دون)(?![\p{L}])(?:\s+(?:use[sd]?|using|include|including|add|draw|insert|put|make|any|a|an|the|usar|usa|incluyas|incluir|pongas|ning[úu]n[oa]?|utilise[rz]?|mets|mettre|aucun[e]?|de|d['’]|des|les|los|las|os|as|nenhum[a]?|coloque|verwende[n]?|benutze[n]?|jegliche|irgendwelche|usare|alcun[oa]?|nessun[oa]?|используй|использовать|никаких|никакие|використовуй|використовувати|жодних|жодні|تستخدم|تستخدمي|تستعمل|أي|استخدام))*\s*(?:\p{L}+\s*(?:,|\bor\b|\bni\b|\bnem\b|\boder\b|\bo\b|\bили\b|\bnor\b)\s*)*$/iu;
/** The form asked for the answer: "as a table", "in a bar chart", "sous forme de tableau", "棒グラフで示して". */
const ASK_BEFORE_RE =
  /(?<![\p{L}])(?:in|as|into|with|use|using|include|add|draw|create|make|show|present|return|en|em|como|con|com|avec|sous\s+forme\s+d['’e]|als|mit|in\s+form|в\s+виде|используй|добавь|використовуй|додай|crea|cria|crée|erstelle|zeichne|usa|utilise|في|على\s+شكل)(?![\p{L}])(?:\s+(?:a|an|one|the|un|una|um|uma|une|ein\p{L}*|der|die|das|de|d['’]|des|el|la|o|le|lots\s+of|many|muchos|muitos|beaucoup\s+d['’]|viele\p{L}*|\d+|one|single|simple|short|\p{L}+-?))?\s*$|(?:用|以|使用)\s*$/iu;
const ASK_AFTER_CJK_RE = /^\s*(?:で|を使って|を用いて|にして|にまとめ|形式)/u;
/** A negation after the word, in Japanese or Chinese: "表やグラフを一切使わず". */
const NEG_AFTER_CJK_RE = /^[^。\n]{0,16}?(?:使わず|使わない|禁止|なしで|不要|不用|不得)/u;

function mentions(clause: string, re: RegExp): { forbidden: boolean; asked: boolean }[] {
  const out: { forbidden: boolean; asked: boolean }[] = [];
  for (const m of clause.matchAll(re)) {
    const before = clause.slice(Math.max(0, m.index! - 40), m.index!);
    const after = clause.slice(m.index! + m[0].length);
    const forbidden = FORBID_BEFORE_RE.test(before) || NEG_AFTER_CJK_RE.test(after);
    const asked = !forbidden && (ASK_BEFORE_RE.test(before) || ASK_AFTER_CJK_RE.test(after));
    out.push({ forbidden, asked });
  }
  return out;
}

/** FORMS as global patterns, compiled once. */
const FORMS_G = FORMS.map(([name, re]) => [name, re, new RegExp(re.source, 'giu')] as const);

function formForbiddenAndAsked(clauses: readonly string[], content: string): Conflict[] {
  for (const [, test, re] of FORMS_G) {
    if (!test.test(content)) continue;
    let no: string | undefined;
    let yes: string | undefined;
    for (const c of clauses) {
      if (CONDITION_RE.test(c) || ALLOWED_RE.test(c)) continue;
      for (const m of mentions(c, re)) {
        if (m.forbidden) no ??= c.trim();
        else if (m.asked) yes ??= c.trim();
      }
    }
    // In one clause too: "表やグラフを一切使わずに1つの棒グラフで示して" — forbidden, then asked.
    if (no && yes) return [[no, no === yes ? 'the same form asked for' : yes]];
  }
  return [];
}

// --- One data format only, and another form of the answer --------------------------------

const FORMAT_NAME_RE = /(?<![A-Za-z])(json|yaml|csv|xml|html)(?![A-Za-z])|(markdown)/giu;
const ONLY_NEAR_RE =
  /(?<![\p{L}])(?:only|uniquement|seulement|exclusivement|solo|s[óo]lo|[úu]nicamente|exclusivamente|apenas|somente|nur|ausschlie[ßs]lich|soltanto|только|исключительно)(?![\p{L}])|のみ|だけ|仅|只/iu;
/** A Markdown table, in the usual words: the other form an answer "in JSON only" cannot be. */
const TABLE_FORM_RE =
  /(?:tableau|tabla|tabela|tabelle|tabella|table|таблиц\p{L}*)\s*(?:en\s+|em\s+|in\s+|в\s+)?markdown|markdown[-\s]?(?:table|tabelle|tabla|tabela|tableau|tabella|таблиц\p{L}*)|markdown\s*(?:の表|表格)/iu;
const FORMAT_VERB_RE =
  /(?<![\p{L}])(?:format|formate[rz]?|formatea|formata|formatiere|оформи|return|respond|reply|output|devuelve|renvoie|gib|restituisci|верни|as|in|en|em|como|comme|wie|come|как|als)(?![\p{L}])|で(?:出力|返)|以/iu;

function onlyFormatAndAnother(clauses: readonly string[]): Conflict[] {
  for (const c of clauses) {
    const only = ONLY_NEAR_RE.exec(c);
    const f = only && [...c.matchAll(FORMAT_NAME_RE)].find((m) => Math.abs(m.index! - only.index) <= 24);
    if (!only || !f || negated(c, f.index!, 0) || CONDITION_RE.test(c)) continue;
    const name = (f[1] ?? f[2])!.toLowerCase();
    for (const d of clauses) {
      if (d === c || CONDITION_RE.test(d) || !FORMAT_VERB_RE.test(d)) continue;
      const t = TABLE_FORM_RE.exec(d);
      const other = t ?? [...d.matchAll(FORMAT_NAME_RE)].find((m) => (m[1] ?? m[2])!.toLowerCase() !== name);
      // A Markdown table is another form than JSON, YAML or CSV; "markdown" alone could be the same text.
      if (!other || (!t && (other[2] || name === 'markdown')) || negated(d, other.index!, 0)) continue;
      if (/[`"'“„«]\s*$/.test(d.slice(0, other.index))) continue; // a quoted field or file name
      return [[c.trim(), d.trim()]];
    }
  }
  return [];
}

// --- Two manners that exclude each other --------------------------------------------------

const PAIRS: readonly [RegExp, RegExp][] = [
  // Strictly neutral, and persuading the reader.
  [
    words(
      'neutral|impartial|unbiased|neutro|neutra|imparcial|neutre|impartiale?|unparteiisch|нейтральн\\p{L}*|беспристрастн\\p{L}*',
      '中立|客观公正',
    ),
    words(
      'persuade|convince|talk\\s+them\\s+into|persuad[ea]|convenc[ea]r?|convence|convaincre|convaincs|persuader|[üu]berzeuge[n]?|[üu]berrede\\p{L}*|convincere|convinci|убеди\\p{L}*|уговори\\p{L}*',
      '説得|说服|劝说',
    ),
  ],
  // A sober or formal style, and lots of emojis.
  [
    words(
      'sober|formal|serious|professional|s[óo]bri[oa]|seri[oa]|profesional|profissional|(?:style|ton)\\s+sobre|professionnel(?:le)?|professionale|s[ée]rieux|formel(?:le)?|n[üu]chtern|seri[öo]s|f[öo]rmlich|sobri[oa]|строг\\p{L}*|официальн\\p{L}*|сдержанн\\p{L}*',
      '落ち着いた|フォーマル|正式|严肃|庄重',
    ),
    words(
      "(?:lots\\s+of|many|plenty\\s+of|loads\\s+of)\\s+emojis?|muchos\\s+emojis?|muitos\\s+emojis?|beaucoup\\s+d['’][ée]mojis?|viele[n]?\\s+emojis?|tanti\\s+emoji|много\\s+(?:эмодзи|смайлик\\p{L}*)",
      '絵文字をたくさん|絵文字を多く|大量(?:的)?表情|很多表情',
    ),
  ],
  // Vegan, and an animal product.
  [
    words('vegan[oa]?s?|végan[e]?s?|végétalien(?:ne)?s?|веган\\p{L}*', 'ヴィーガン|ビーガン|纯素'),
    words(
      'chicken|beef|pork|fish|eggs?|salmon|tuna|bacon|ham|meat|lamb|shrimp|prote[íi]na\\s+animal|pollo|carne|pescado|huevos?|frango|ovos?|peixe|poulet|b[œo]euf|porc|poisson|[œo]eufs?|viande|prot[ée]ine\\s+animale|h[äa]hnchen|huhn|rind\\p{L}*|schwein\\p{L}*|fisch|eier|fleisch|tierische[sn]?\\s+(?:eiwei[ßs]|protein)|manzo|maiale|pesce|uova|курица|курицу|говядин\\p{L}*|свинин\\p{L}*|рыб\\p{L}*|яйц\\p{L}*|мяс\\p{L}*',
      '鶏肉|牛肉|豚肉|魚|卵|鸡肉|猪肉|鱼|鸡蛋|肉',
    ),
  ],
];
/** "vegan cheese", "queso vegano", "œufs végans": the product made vegan is no clash. */
const VEGAN_OF_RE =
  /(?<![\p{L}])(?:vegan|plant-based|vegano|vegana|vegetal|végan\p{L}*|pflanzlich\p{L}*|веганск\p{L}*|растительн\p{L}*|代替|植物)/iu;

function mannerClashes(clauses: readonly string[], content: string): Conflict[] {
  const out: Conflict[] = [];
  for (const [a, b] of PAIRS) {
    if (!a.test(content) || !b.test(content)) continue;
    const pick = (re: RegExp, other?: RegExp) =>
      clauses.find((c) => {
        const m = re.exec(c);
        if (!m || negated(c, m.index, m[0].length) || CONDITION_RE.test(c) || ALLOWED_RE.test(c))
          return false;
        // A product qualified as vegan ("vegan eggs", "huevos veganos") does not clash.
        const near = c.slice(Math.max(0, m.index - 14), m.index + m[0].length + 14);
        return !(other && VEGAN_OF_RE.test(near.replace(m[0], ' ')));
      });
    const ca = pick(a);
    const cb = ca && pick(b, a === PAIRS[2]![0] ? a : undefined);
    if (ca && cb) out.push([ca === cb ? a.exec(ca)![0] : ca.trim(), ca === cb ? b.exec(cb)![0] : cb.trim()]);
  }
  return out;
}

// --- Never worked, and years of experience ------------------------------------------------

const NEVER_WORKED_RE = words(
  "(?:has|have|had|who)\\s+never\\s+(?:worked|held\\s+a\\s+job|had\\s+a\\s+job)|never\\s+worked|nunca\\s+(?:ha|has|han)\\s+trabajado|nunca\\s+trabaj[óo]|nunca\\s+trabalhou|nunca\\s+(?:tem|teve)\\s+trabalhado|n['’]a\\s+jamais\\s+travaill[ée]|n['’]as\\s+jamais\\s+travaill[ée]|n['’]ont\\s+jamais\\s+travaill[ée]|(?:hat|hast|haben)\\s+(?:noch\\s+)?nie\\s+(?:\\p{L}+\\s+){0,3}gearbeitet|non\\s+ha\\s+mai\\s+lavorato|никогда\\s+не\\s+работал\\p{L}*",
  '働いたことがない|一度も働いた|从未工作|没有工作过|从来没有工作',
);
const YEARS_RE =
  /(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|dix|vingt|cinq|diez|veinte|cinco|dez|vinte|zehn|zwanzig|f[üu]nf|dieci|venti|десять|двадцать|пять)\s*(?:\+\s*)?(?:years?\s+(?:of\s+)?(?:\p{L}+\s+){0,2}experience|a[ñn]os\s+de\s+experiencia|anos\s+de\s+experi[êe]ncia|ans\s+d['’]exp[ée]rience|jahre[n]?\s+(?:\p{L}+\s+)?(?:berufs)?erfahrung|anni\s+di\s+esperienza|лет\s+(?:\p{L}+\s+)?опыта|年の(?:実務)?経験|年(?:的)?(?:工作)?经验)/iu;

function neverWorkedButYears(clauses: readonly string[], content: string): Conflict[] {
  if (!NEVER_WORKED_RE.test(content)) return [];
  const c = clauses.find((x) => NEVER_WORKED_RE.test(x));
  if (!c) return [];
  const m = NEVER_WORKED_RE.exec(c)!;
  // "never worked abroad / with children": a scope of the work, not work itself.
  if (
    /^\s*(?:abroad|remotely|with|in\s+(?:a|an|the)\s+(?:startup|team|hospital)|im\s+ausland|en\s+el\s+extranjero|à\s+l['’]étranger|за\s+границей)/iu.test(
      c.slice(m.index + m[0].length),
    )
  )
    return [];
  const y = YEARS_RE.exec(content);
  return y ? [[m[0], y[0]]] : [];
}

// --- One layout only, and another layout asked (issue 27, eleventh scoring round) ----------

/** Layouts of the whole answer: bullets, a table, numbered steps, running prose. */
const LAYOUTS: readonly [string, RegExp][] = [
  ['bullets', FORMS.find(([n]) => n === 'bullets')![1]],
  ['table', FORMS.find(([n]) => n === 'table')![1]],
  ['prose', FORMS.find(([n]) => n === 'prose')![1]],
  [
    'paragraphs',
    words('paragraphs|p[áa]rrafos|par[áa]grafos|paragraphes|abs[äa]tze[n]?|paragrafi|абзац\\p{L}*', '段落'),
  ],
  [
    'letter',
    words('(?:friendly\\s+|formal\\s+|personal\\s+)?letter|carta|lettre|lettera|письм\\p{L}*', '手紙|书信'),
  ],
];
/** "Bullet points only", "solo viñetas", "nur Stichpunkte", "только таблицей", "箇条書きのみ". */
const ONLY_AFTER_RE =
  /^\s*(?:only|alone|and\s+nothing\s+else|solamente|[úu]nicamente|apenas|seulement|uniquement|nur|ausschlie(?:ß|ss)lich|soltanto|solo|только)(?![\p{L}])|^\s*(?:のみ|だけ|只)/iu;
const ONLY_BEFORE_RE =
  /(?<![\p{L}])(?:only|nothing\s+but|exclusively|s[óo]lo|solamente|[úu]nicamente|apenas|somente|seulement|uniquement|que\s+des|nur|ausschlie(?:ß|ss)lich|soltanto|только|исключительно)(?:\s+(?:use|in|as|with|a|an|en|em|como|avec|sous\s+forme\s+de|in\s+form\s+von|als|mit|in|в\s+виде|des|de|du|d['’]|les|la|le|el|los|las|os|as))*\s*$|只(?:用|以)\s*$/iu;

/** "Bullet points only where they aid clarity", "solo cuando", "nur wenn": a scope, not the only layout. */
const SCOPED_ONLY_RE =
  /^\s*\p{L}+\s+(?:where|when|if|for|in|on|to|as|after|before|under|with|cuando|donde|para|quando|onde|quand|o[ùu]|pour|wenn|wo|f[üu]r|quando|dove|per|когда|где|для)(?![\p{L}])/iu;
/** "Prose where possible", "if needed": a preference, not a demand. */
const SOFT_RE =
  /(?<![\p{L}])(?:where(?:ver)?\s+possible|if\s+(?:possible|needed|necessary)|when\s+(?:possible|needed|appropriate)|as\s+needed|preferably|si\s+es\s+posible|se\s+poss[íi]vel|si\s+possible|wenn\s+m[öo]glich|se\s+possibile|по\s+возможности)(?![\p{L}])/iu;

function layoutOnlyAndAnother(clauses: readonly string[]): Conflict[] {
  for (const c of clauses) {
    if (CONDITION_RE.test(c) || SOFT_RE.test(c)) continue;
    for (const [name, re] of LAYOUTS) {
      const m = re.exec(c);
      if (!m || negated(c, m.index, m[0].length)) continue;
      const after = c.slice(m.index + m[0].length);
      const exclusive =
        (ONLY_AFTER_RE.test(after) && !SCOPED_ONLY_RE.test(after)) ||
        ONLY_BEFORE_RE.test(c.slice(Math.max(0, m.index - 30), m.index));
      if (!exclusive) continue;
      for (const d of clauses) {
        if (d === c || CONDITION_RE.test(d) || ALLOWED_RE.test(d) || SOFT_RE.test(d)) continue;
        for (const [other, ore] of LAYOUTS) {
          // Bullets inside paragraphs, a table in a letter: only a clash of like with unlike.
          if (other === name || (name === 'prose' && other === 'paragraphs')) continue;
          if (name === 'paragraphs' && other === 'prose') continue;
          const o = ore.exec(d);
          if (!o || negated(d, o.index, o[0].length)) continue;
          const asked =
            ASK_BEFORE_RE.test(d.slice(Math.max(0, o.index - 40), o.index)) ||
            /(?:写成|写为|改写成)\s*$/u.test(d.slice(0, o.index)) ||
            ASK_AFTER_CJK_RE.test(d.slice(o.index + o[0].length));
          if (!asked) continue;
          return [[c.trim(), d.trim()]];
        }
      }
    }
  }
  return [];
}

// --- Rhyme asked for and forbidden ------------------------------------------------------------

/**
 * Issue 27, fifteenth scoring round: rhyme is a property of verse said with a verb ("it must rhyme",
 * "ska rimma", "soll sich reimen") or a scheme ("AABB"), so the nouns of FORMS do not catch it being
 * asked for and forbidden ("must not contain any rhymes", "får inte innehålla några rim", "keine
 * Reime", "sin rima", "без рифмы", "不押韵"). "Free verse" forbids it too.
 */
const RHYME_ASKED_RE = new RegExp(
  `${B}(?:(?:must|should|has\\s+to|will)\\s+rhyme|(?:lines?\\s+)?that\\s+rhymes?|rhym(?:ing|ed)\\s+(?:couplets?|verse|lines|poem|stanzas?)|rhyme\\s+scheme|(?:ska|m[åa]ste|skal|m[åa])\\s+rim(?:m)?a|rim(?:m)?(?:ar|er)\\s+p[åa]|rimm[öo]nst\\p{L}*|(?:soll(?:en)?|muss|m[üu]ssen)\\s+sich\\s+reimen|reimschema|paarreim\\p{L}*|kreuzreim\\p{L}*|(?:debe|tiene\\s+que|deve|tem\\s+que)\\s+rimar|con\\s+rima|com\\s+rima|doit\\s+rimer|en\\s+rimes|deve\\s+fare\\s+rima|in\\s+rima|moet\\s+rijmen|rijmschema|ma\\s+si[ęe]\\s+rymowa[ćc]|должн\\p{L}*\\s+рифмоваться|в\\s+рифму|pit[äa][äa]\\s+rimmata|(?:aabb|abab))${E}|(?<!不|不要)押韵|韻を踏んで`,
  'iu',
);
const RHYME_FORBIDDEN_RE = new RegExp(
  `${B}(?:no\\s+rhym(?:es|ing)|without\\s+(?:any\\s+)?rhym\\p{L}*|(?:must|should)\\s+not\\s+(?:rhyme|(?:contain|have|use|include)\\s+(?:any\\s+)?rhymes?)|(?:don['’]t|do\\s+not|never)\\s+rhyme|rhyme[-\\s]free|unrhymed|free\\s+verse|(?:f[åa]r|ska|b[öo]r)\\s+inte\\s+(?:inneh[åa]lla\\s+(?:n[åa]gra\\s+)?rim|rimma)|inga\\s+rim|utan\\s+rim|orimmad\\p{L}*|ingen\\s+rim|uden\\s+rim|uten\\s+rim|keine\\s+reime|ohne\\s+reim\\p{L}*|(?:soll|darf)\\s+sich\\s+nicht\\s+reimen|reimlos\\p{L}*|sin\\s+rimas?|sem\\s+rimas?|verso\\s+(?:libre|livre)|sans\\s+rimes?|pas\\s+de\\s+rimes?|ne\\s+doit\\s+pas\\s+rimer|vers\\s+libres?|senza\\s+rim[ae]|versi\\s+liberi|zonder\\s+rijm|geen\\s+rijm|mag\\s+niet\\s+rijmen|bez\\s+rym[óo]w|без\\s+рифм\\p{L}*|не\\s+(?:должн\\p{L}*\\s+)?рифмоваться|верлибр\\p{L}*|ei\\s+riimej[äa]|ilman\\s+riimej[äa])${E}|不(?:要)?押韵|韻を踏まない`,
  'iu',
);

/** A cheap whole-text test first: a word of rhyme or of free verse (most prompts have none). */
const RHYME_GATE_RE =
  /rhym|(?<![a-z])rim|orimm|reim|rijm|rym|рифм|riim|押韵|韻|verse|vers\s+libre|verso\s+l|versi\s+lib|верлибр/iu;

function rhymeAskedAndForbidden(_clauses: readonly string[], content: string): Conflict[] {
  if (!RHYME_GATE_RE.test(content)) return [];
  const no = RHYME_FORBIDDEN_RE.exec(content);
  const yes = no && RHYME_ASKED_RE.exec(content.replace(RHYME_FORBIDDEN_RE, ' '));
  return no && yes ? [[yes[0], no[0]]] : [];
}

export function contentConflicts(text: string): Conflict[] {
  return detectAll(text, [
    formForbiddenAndAsked,
    onlyFormatAndAnother,
    layoutOnlyAndAnother,
    mannerClashes,
    neverWorkedButYears,
    rhymeAskedAndForbidden,
  ]);
}
