// Contradictions between the scope of a rule and an exception that undoes it (issue 27, sixth
// scoring round), in English, Spanish, Portuguese, French, German, Italian, Russian, Japanese and
// Chinese: an answer grounded only in the given documents that must also draw on what the model
// knows ("Answer ONLY from the attached papers. … fill in the gaps from what you know"), and a rule
// said to hold always or for every item next to the same thing made optional or let go ("Always
// cite page numbers; citations are optional", "corrige cada error … deja pasar los errores
// pequeños"). Named heuristics, tested on prompts written for conflict-scopes.test.ts, with
// consistent look-alikes (negated or conditional fallbacks, exceptions on another topic).

import type { Conflict } from './prompt-conflicts.js';
import { B, E, words } from './word-bounds.js';

/** Clauses: a sentence cut at ";" and at the usual "but" of each language, so the two sides of one sentence are apart. */
export function clausesOf(content: string): string[] {
  return content
    .split(
      /(?<=[.!?;])\s+|(?<=[。！？；])\s*|\n+|,?\s+(?=(?:but|aber|pero|mas|mais|ma|но|а)\s)|(?<=但是|但|しかし|ただし|不过)/iu,
    )
    .filter((t) => /\p{L}/u.test(t));
}

/** A lead-in line that forbids what its list holds: "You are NOT permitted to:", "Nunca:", "禁止事项：". */
const FORBIDDING_LEAD_RE = new RegExp(
  `${B}(?:not|never|don['’]t|avoid|forbidden|prohibited|must\\s+not|nunca|evita\\p{L}*|prohibid[oa]s?|no\\s+debes|nicht|niemals|verboten|vermeide\\p{L}*|jamais|interdit\\p{L}*|[ée]vite[rz]?|não|proibid[oa]s?|mai|vietat[oa]|не|нельзя|запрещено)${E}[^\\n]*[:：]\\s*$|(?:禁止|しないこと|してはいけない|不要|不得|不能)[^\\n]*[:：]\\s*$`,
  'iu',
);

/** The text without the items of lists that a forbidding lead-in introduces (they are don'ts). */
export function withoutForbiddenLists(content: string): string {
  if (!/[:：]\s*\n/.test(content)) return content;
  const lines = content.split('\n');
  let inList = false;
  return lines
    .map((line) => {
      if (FORBIDDING_LEAD_RE.test(line)) {
        inList = true;
        return line;
      }
      if (inList && /^\s*(?:[-*•+]|\d+[.)])\s+/.test(line)) return '';
      inList = false;
      return line;
    })
    .join('\n');
}

/** The text without forbidden lists, and its clauses: the four detector files share one split per prompt. */
let last: { text: string; content: string; clauses: string[] } | undefined;
export function prepared(text: string): { content: string; clauses: string[] } {
  if (last?.text !== text) {
    const content = withoutForbiddenLists(text);
    last = { text, content, clauses: clausesOf(content) };
  }
  return last;
}

/** A detector over the clauses of the prepared text (and the prepared text itself). */
export type ClauseDetector = (clauses: readonly string[], content: string) => Conflict[];

/** Every finding of the detectors on a prompt, the text prepared once. */
export function detectAll(text: string, detectors: readonly ClauseDetector[]): Conflict[] {
  const { content, clauses } = prepared(text);
  return detectors.flatMap((d) => d(clauses, content));
}

/** A negation just before a match (Latin, Cyrillic) or a negation right after it (Japanese, Chinese). */
const NEG_BEFORE_RE = new RegExp(
  `${B}(?:not|never|no|don't|do\\s+not|without|nor|nicht|nie|niemals|kein\\p{L}*|ohne|nunca|sin|jam[aá]s|não|nem|sem|ne|pas|jamais|sans|non|mai|senza|не|никогда|без)${E}[^.!?。\\n]{0,25}$|(?:不要|不得|禁止|别|勿|不)[^。\\n]{0,6}$`,
  'iu',
);
const NEG_AFTER_RE = /^[^。.\n]{0,8}?(?:ない|ず|禁止|しない|いけません|ません)/u;
/** Limits that read like negations: "no more than", "не более", "pas plus de", "nicht mehr als". */
const LIMIT_NEG_RE =
  /(?<![\p{L}])(?:no|not|nicht|no|não|pas|non|не)\s+(?:more|less|fewer|mehr|weniger|m[áa]s|menos|mais|plus|moins|pi[ùu]|meno|более|менее|больше|меньше)(?![\p{L}])/giu;

export function negated(clause: string, index: number, length: number): boolean {
  return (
    NEG_BEFORE_RE.test(clause.slice(Math.max(0, index - 40), index).replace(LIMIT_NEG_RE, ' ')) ||
    NEG_AFTER_RE.test(clause.slice(index + length))
  );
}

/** A clause that opens as a prohibition ("Do not …", "Never …", "Nunca …", "Nicht …"). */
const NEG_CLAUSE_RE = new RegExp(
  `^\\s*(?:[-*•]\\s*)?(?:do\\s+not|don['’]t|never|must\\s+not|no\\s+debes|nunca|no|não|nunca|ne|jamais|nicht|niemals|kein\\p{L}*|non|mai|не|никогда)${E}|^[^。\\n]*(?:しないで|禁止|不要|不得)`,
  'iu',
);

/** "… is fine", "… ist ok", "… está bien": an allowance, not a demand that clashes. */
const ALLOWED_RE =
  /\b(?:is|are)\s+(?:fine|ok|okay|allowed|acceptable)\b|\bist\s+(?:ok|in\s+ordnung|erlaubt)\b|\best[áa]\s+bien\b|\bes\s+aceptable\b|\b(?:est|sont)\s+(?:acceptée?s?|autorisée?s?)\b|\bva\s+bene\b|\bдопустим\p{L}*|\bможно\b/iu;

// --- Grounded only in the given material, and drawing on what the model knows ---------------

const MATERIAL =
  'papers?|documents?|docs|sources?|texts?|context|articles?|files?|materials?|excerpts?|passages?|notes|records|pages?|sections?|manuals?|reports?|transcripts?|faqs?|knowledge\\s+base|wiki|handbook|polic(?:y|ies)|catalog(?:ue)?';
const GROUNDED_RE = new RegExp(
  [
    `${B}(?:only|solely|exclusively|strictly)\\s+(?:from|on|in|using|with|based\\s+on|use|according\\s+to)\\s+(?:the\\s+|these\\s+|this\\s+)?(?:\\p{L}+\\s+){0,2}(?:${MATERIAL})${E}`,
    `${B}(?:using|use|from|on|with)\\s+only\\s+(?:the\\s+)?(?:\\p{L}+\\s+)?(?:${MATERIAL})${E}`,
    `${B}strictly\\s+grounded${E}`,
    `${B}(?:solo|solamente|[úu]nicamente|exclusivamente)\\s+(?:con|de|en|a\\s+partir\\s+de|bas[áa]ndote\\s+en|seg[úu]n)\\s+(?:los|las|el|la|estos|estas)\\s+(?:\\p{L}+\\s+)?(?:documentos?|textos?|fuentes|art[íi]culos?|materiales?|datos|contexto|fragmentos?|papers?)${E}`,
    `${B}(?:apenas|somente|s[óo]|exclusivamente)\\s+(?:com\\s+base\\s+n|a\\s+partir\\s+d|usando\\s+|d|n)(?:[oa]s?)\\s+(?:\\p{L}+\\s+)?(?:documentos?|textos?|fontes|artigos?|materiais|dados|contexto|trechos?)${E}`,
    `${B}(?:uniquement|seulement|exclusivement|qu['’])\\s*(?:[àa]\\s+partir\\s+d|sur\\s+la\\s+base\\s+d|d['’]apr[èe]s\\s+l|dans\\s+l|avec\\s+l|d)(?:es|u|e\\s+la|e\\s+l['’]|['’])\\s*(?:\\p{L}+\\s+)?(?:documents?|textes?|sources|articles?|donn[ée]es|contexte|extraits?)${E}`,
    `${B}(?:nur|ausschlie[ßs]lich)\\s+(?:aus|auf\\s+(?:basis|grundlage)|anhand|mit|in)\\s+(?:den|der|dem|diesen)\\s+(?:\\p{L}+\\s+)?(?:dokumente?n?|texte?n?|quellen|unterlagen|artikeln?|daten|kontext|ausz[üu]ge?n?|papers?)${E}`,
    `${B}(?:solo|soltanto|esclusivamente|unicamente)\\s+(?:dai|dagli|dalle|sui|sugli|sulle|nei|negli|nelle|in\\s+base\\s+a(?:i|gli|lle))\\s+(?:\\p{L}+\\s+)?(?:documenti|testi|fonti|articoli|materiali|dati)${E}`,
    `${B}только\\s+(?:из|на\\s+основе|по|в)\\s+(?:\\p{L}+\\s+)?(?:документ|текст|источник|стат|материал|данн|фрагмент)\\p{L}*`,
    '(?:資料|文書|ドキュメント|論文|テキスト|文献)(?:の内容)?(?:のみ|だけ)',
    '(?:仅|只|只能|仅能)(?:根据|依据|基于|使用|参考|从)(?:所?提供的|附件中?的|给定的|附带的)?(?:文档|资料|文件|论文|文本|材料|文献)',
  ].join('|'),
  'iu',
);
const OWN_KNOWLEDGE_RE = words(
  [
    'what\\s+you\\s+(?:already\\s+)?know|your\\s+(?:own\\s+)?(?:general\\s+|background\\s+|prior\\s+|world\\s+)?knowledge|your\\s+(?:own\\s+)?(?:memory|training(?:\\s+data)?)|outside\\s+(?:knowledge|sources|information)|external\\s+(?:knowledge|sources)|general\\s+knowledge|(?:search|browse)\\s+the\\s+web',
    'lo\\s+que\\s+(?:ya\\s+)?sabes|tus?\\s+propios?\\s+conocimientos?|tu\\s+conocimiento(?:\\s+general)?|conocimientos?\\s+generales|fuentes\\s+externas',
    'o\\s+que\\s+(?:voc[êe]|tu)\\s+(?:j[áa]\\s+)?sabes?|(?:seu|teu|seus|teus)\\s+(?:pr[óo]prios?\\s+)?conhecimentos?|conhecimentos?\\s+gera(?:l|is)|fontes\\s+externas',
    'ce\\s+que\\s+(?:tu\\s+sais|vous\\s+savez)|(?:tes|vos)\\s+(?:propres\\s+)?connaissances|connaissances\\s+g[ée]n[ée]rales|sources\\s+externes',
    'was\\s+du\\s+(?:sonst\\s+)?wei[ßs]t|dein(?:em|en)?\\s+(?:eigenen?\\s+)?(?:wissen|allgemeinwissen|kenntnisse?n?)|eigene[ns]?\\s+wissen|allgemeinwissen|externe[n]?\\s+quellen',
    'quello\\s+che\\s+sai|(?:le\\s+)?tue\\s+(?:conoscenze|competenze)|conoscenze\\s+generali|fonti\\s+esterne',
    'то,?\\s+что\\s+(?:ты\\s+)?знаешь|собственн\\p{L}*\\s+знани\\p{L}*|сво\\p{L}*\\s+знани\\p{L}*|общи\\p{L}*\\s+знани\\p{L}*|внешни\\p{L}*\\s+источник\\p{L}*',
  ].join('|'),
  '自分の知識|あなたの知識|一般的な知識|一般知識|知っていること|独自の知識|外部の情報|你自己的知识|你的知识|自身的?知识|常识|你所知道的|你知道的|外部信息|外部资料',
);

function groundedAndOwn(clauses: readonly string[], content: string): Conflict[] {
  if (!GROUNDED_RE.test(content) || !OWN_KNOWLEDGE_RE.test(content)) return [];
  const grounded = clauses.find((c) => GROUNDED_RE.test(c));
  if (!grounded) return [];
  for (const c of clauses) {
    const m = OWN_KNOWLEDGE_RE.exec(c);
    // "never use outside knowledge", "sin usar tus conocimientos", "自分の知識を使わない" ground the answer too.
    // "Do NOT infer it from the brand, its reputation or any external knowledge": negated from afar.
    if (
      !m ||
      negated(c, m.index, m[0].length) ||
      ALLOWED_RE.test(c) ||
      NEG_CLAUSE_RE.test(c.slice(0, m.index))
    )
      continue;
    // A quote or a question about what the user knows is not a source of the answer.
    if (/\b(?:ask|asks|fragt|pregunta|pergunta|demande|chiede|спроси)\b/iu.test(c.slice(0, m.index)))
      continue;
    return [[GROUNDED_RE.exec(grounded)![0], c === grounded ? m[0] : c.trim()]];
  }
  return [];
}

// --- Always, or for every item, and the same thing optional or let go ---------------------

/** A rule said to hold every time. */
const ALWAYS_RE = words(
  'always|every\\s+time|each\\s+time|without\\s+exception|siempre|sempre|toujours|syst[ée]matiquement|immer|stets|ausnahmslos|всегда',
  '必ず|常に|いつも|毎回|总是|始终|务必|一律|每次',
);
/** A rule over every item: "correct every mistake", "corrige cada error", "korrigiere jeden Fehler". */
const EVERY_RE = words(
  'every|each|all|cada|todos\\s+los|todas\\s+las|todos\\s+os|todas\\s+as|chaque|tous\\s+les|toutes\\s+les|jede[nrsm]?|alle|ogni|tutti\\s+i|tutte\\s+le|кажд\\p{L}*|все|всех',
  'すべての|全ての|每个|所有',
);
/** The same thing made optional: said of it ("citations are optional", "können entfallen"), not an optional part. */
const OPTIONAL_RE = words(
  [
    '(?:is|are)\\s+(?:entirely\\s+|purely\\s+)?optional|can\\s+be\\s+(?:skipped|omitted|left\\s+out|dropped)|may\\s+be\\s+(?:skipped|omitted|left\\s+out|dropped)|(?:is|are)\\s+not\\s+(?:required|necessary|needed)',
    '(?:es|son)\\s+opcional(?:es)?|se\\s+pueden?\\s+omitir|puedes\\s+omitir(?:l[oa]s?)?|no\\s+(?:es|son)\\s+(?:necesari[oa]s?|obligatori[oa]s?)',
    '(?:[ée]|s[ãa]o)\\s+(?:opciona(?:l|is)|facultativ[oa]s?)|pode(?:m)?\\s+ser\\s+omitid[oa]s?|n[ãa]o\\s+(?:[ée]|s[ãa]o)\\s+(?:necess[áa]ri[oa]s?|obrigat[óo]ri[oa]s?)',
    "(?:est|sont)\\s+(?:facultati(?:f|ve|fs|ves)|optionnel(?:le)?s?)|peu(?:t|vent)\\s+[êe]tre\\s+omis(?:es?)?|(?:n['’]est|ne\\s+sont)\\s+pas\\s+(?:n[ée]cessaires?|obligatoires?)",
    '(?:ist|sind)\\s+(?:optional|freiwillig)|k[öo]nn(?:en|t)?\\s+(?:auch\\s+)?(?:weggelassen\\s+werden|entfallen)|kannst\\s+(?:\\p{L}+\\s+){0,2}weglassen|(?:ist|sind)\\s+nicht\\s+(?:n[öo]tig|erforderlich|verpflichtend)',
    '(?:[èe]|sono)\\s+(?:facoltativ[oiae]|opzional[ei])|possono\\s+essere\\s+omess[ie]|non\\s+(?:[èe]|sono)\\s+(?:necessari[oa]?|obbligatori[oa]?)',
    '(?:необязательн\\p{L}*|не\\s+обязательн\\p{L}*)|можно\\s+(?:опустить|пропустить|не\\s+указывать)',
  ].join('|'),
  '(?:は)?任意です|省略可|省略して(?:も(?:よい|いい|構いません|かまいません))|なくても(?:よい|いい|構いません)|是可选的|可以省略|可省略|不是必须的|可以不(?:写|加|提供|引用)',
);
/** Items of the rule let go: "let small mistakes slide", "lass kleine Fehler durchgehen". */
const LET_GO_RE = words(
  [
    'let\\s+(?:\\p{L}+\\s+){1,3}(?:slide|pass|go)|(?:ignore|overlook|skip)\\s+(?:the\\s+)?(?:small|minor|little)\\s+\\p{L}+',
    'deja\\s+pasar|ignora\\s+(?:los|las)\\s+(?:\\p{L}+\\s+)?(?:peque[ñn]\\p{L}+|menores)(?:\\s+\\p{L}+)?',
    'deixe\\s+passar|ignore\\s+(?:os|as)\\s+(?:pequen\\p{L}+|menores)(?:\\s+\\p{L}+)?',
    'laisse(?:z)?\\s+passer|ignore(?:z)?\\s+les\\s+petit\\p{L}+\\s+\\p{L}+',
    'lass\\p{L}*\\s+(?:\\p{L}+\\s+){1,3}durchgehen|ignorier\\p{L}*\\s+(?:\\p{L}+\\s+)?klein\\p{L}+\\s+\\p{L}+',
    'lascia\\s+(?:correre|passare)|ignora\\s+(?:gli|i|le)\\s+piccol\\p{L}+\\s+\\p{L}+',
    'пропускай\\s+мелк\\p{L}*\\s+\\p{L}+|не\\s+исправляй\\s+мелк\\p{L}*\\s+\\p{L}+',
  ].join('|'),
  '(?:小さな|細かい)[^。\\n]{0,8}(?:見逃して|無視して)|(?:小|细微的?)[^。\\n]{0,6}(?:忽略|放过)',
);
/** An exception with a scope ("optional for internal notes", "if the source has none") is a rule, not a clash. */
const SCOPED_RE =
  /(?<![\p{L}])(?:if|when|unless|except|only\s+(?:for|when)|for\s+(?:internal|common|short|simple|trivial)|si|cuando|salvo|excepto|quando|exceto|sauf|quand|wenn|falls|au[ßs]er|tranne|eccetto|если|когда|кроме)(?![\p{L}])|場合|如果|除非|除了/iu;

/** Content stems of a text: Latin and Cyrillic words of 4+ letters (lower case), Han and kana pairs. */
function topicStems(text: string): string[] {
  const latin = (text.match(/\p{L}{4,}/gu) ?? []).filter(
    (w) => !/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(w),
  );
  const cjk = [...text.matchAll(/[\p{Script=Han}\p{Script=Katakana}]{2,}/gu)].flatMap((m) =>
    [...m[0]].slice(0, -1).map((c, i) => c + m[0][i + 1]),
  );
  return [...latin.map((w) => w.toLowerCase()), ...cjk];
}
/** Two words share a stem when their common beginning is 3+ letters and 60 % of the shorter ("cite" / "citations"). */
function sameStem(a: string, b: string): boolean {
  if (/[\p{Script=Han}\p{Script=Katakana}]/u.test(a)) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 3 && i >= 0.6 * Math.min(a.length, b.length);
}
/** Words that say how or when, not what: they name no topic ("always", "every", "optional"). */
const NOT_TOPIC_RE =
  /^(?:always|every|each|time|must|optional\p{L}*|skipped|omitted|required|necessary|needed|brevity|siempre|cada|sempre|toujours|chaque|immer|stets|jede\p{L}*|alle|ogni|всегда|кажд\p{L}*|opcional\p{L}*|facultati\p{L}*|optionnel\p{L}*|freiwillig|weggelassen|necesari\p{L}*|necess\p{L}*|nécessaire\p{L}*|обязательн\p{L}*|необязательн\p{L}*|можно|small|minor|little|klein\p{L}*|peque\p{L}+|petit\p{L}*|piccol\p{L}*|мелк\p{L}*|pass|slide|durchgehen|lass\p{L}*|deja|deixe|laisse\p{L}*|these|those|they|them|their|this|that|with|from|sofort|always)$/iu;

/** A question or alternatives ("Which parts are optional?", "optional vs required") state no rule. */
const NOT_A_RULE_RE =
  /\?\s*$|^\s*(?:which|what|whether)\b|(?:optional|opcional\p{L}*|facultati\p{L}*|optionnel\p{L}*)\s*(?:vs\.?|versus|or|\/)\s/iu;

function ruleClauses(clauses: readonly string[], re: RegExp, skip: number): [number, string][] {
  const out: [number, string][] = [];
  clauses.forEach((d, j) => {
    const m = j === skip ? undefined : re.exec(d);
    if (m && !negated(d, m.index, m[0].length) && !SCOPED_RE.test(d.slice(0, m.index))) out.push([j, d]);
  });
  return out;
}

function universalAndExempt(clauses: readonly string[], content: string): Conflict[] {
  if (!OPTIONAL_RE.test(content) && !LET_GO_RE.test(content)) return [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    if (SCOPED_RE.test(c) || NOT_A_RULE_RE.test(c)) continue;
    // The thing exempted: the subject of "… is optional" (a few words before it), or the items let go.
    const opt = OPTIONAL_RE.exec(c);
    const let_ = opt ? undefined : LET_GO_RE.exec(c);
    const ex = opt ?? let_;
    if (!ex || negated(c, ex.index, 0)) continue;
    const subject = opt
      ? c.slice(Math.max(0, ex.index - 40), ex.index)
      : c.slice(ex.index, ex.index + ex[0].length + 30);
    const mine = topicStems(subject).filter((w) => !NOT_TOPIC_RE.test(w));
    // The rule it undoes: a clause said to hold always (or for every item, when items are let go).
    const rules = ruleClauses(clauses, ALWAYS_RE, i);
    if (let_)
      rules.push(...ruleClauses(clauses, EVERY_RE, -1).filter(([j, r]) => j !== i || !r.includes(ex[0])));
    for (const [j, rule] of rules) {
      const theirs = topicStems(j === i ? rule.slice(0, rule.indexOf(ex[0])) : rule).filter(
        (w) => !NOT_TOPIC_RE.test(w),
      );
      if (mine.some((a) => theirs.some((b) => sameStem(a, b)))) return [[clauses[j]!.trim(), c.trim()]];
    }
  }
  return [];
}

// --- A prohibition, then "but" the same act for every case ------------------------------

/** The verb a prohibition names: "never ask", "nunca pidas", "ne préviens jamais", "никого не предупреждай", "不要提供". */
const PROHIBITED_RE =
  /(?<![\p{L}])(?:never|don['’]t|do\s+not|must\s+not|nunca|não|jamais|niemals|никогда\s+не|(?:никого|ничего)\s+не|не)\s+(\p{L}{3,})|(?<![\p{L}])(?:ne|n['’])\s*(\p{L}{3,})\s+(?:jamais|personne|rien)(?![\p{L}])|(?:不要|别|禁止|不得)(\p{Script=Han}{2})|(\p{Script=Han}{2})(?:しないで|しないこと|してはいけない)/iu;
/** Verbs too general to name the act ("don't use emojis, but always use a greeting"). */
const GENERAL_VERB_RE =
  /^(?:use|using|make|give|take|put|get|add|write|say|include|be|have|usar|uses|hacer|hagas|dar|des|poner|pongas|escribir|escribas|decir|digas|incluir|incluyas|ser|seas|fazer|fa[çc]a|colocar|escrever|escreva|dizer|diga|utilise|fais|faire|donne|mets|[ée]cris|dis|inclus|verwende|benutze|mache|gib|schreib\p{L}*|sag\p{L}*|используй|делай|давай|пиши|говори|будь|使用|用)$/iu;
/** The demand after "but": for every case or before each one. */
const EVERY_CASE_RE =
  /(?<![\p{L}])(?:always|every|each|before|siempre|cada|antes\s+de|sempre|toujours|chaque|avant\s+de|immer|jede[nrsm]?|vor\s+jede[mr]|всегда|кажд\p{L}*|перед)(?![\p{L}])|必ず|毎回|每次|每个|之前|前に/iu;
const BUT_RE = /^\s*(?:but|pero|mas|mais|aber|но|ma)(?![\p{L}])|^(?:但是|但|しかし|ただし)/iu;
const BUT_END_RE = /(?:但是|但|しかし|ただし)$/u;
/** What a blanket prohibition is about: people, or a category of content. */
const BLANKET_OBJECT_RE =
  /^(?:(?:the|a|an|any|for|about|los|las|el|la|les|le|des|de|os|as|o|a|для|о)\s+|[ld]['’])*(?:\p{L}+\s+)?(?:users?|customers?|clients?|students?|anyone|anybody|people|personal\s+(?:data|information|details)|data|information|details|advice|anything|usuari[oa]s?|client[ea]s?|alumn[oa]s?|nadie|datos|dados|ningu[ée]m|élèves?|utilisateurs?|personne|donn[ée]es|conseils?|rien|nutzer\p{L}*|kunden|niemand\p{L}*|daten|ученик\p{L}*|клиент\p{L}*|пользовател\p{L}*|данн\p{L}*|совет\p{L}*)(?![\p{L}])|^(?:[^\s]{0,4}(?:建议|信息|数据|意見|情報|データ|用户|ユーザー))|^$/iu;

function prohibitedButEvery(clauses: readonly string[], content: string): Conflict[] {
  if (!PROHIBITED_RE.test(content) || !EVERY_CASE_RE.test(content)) return [];
  for (let i = 0; i + 1 < clauses.length; i++) {
    const p = PROHIBITED_RE.exec(clauses[i]!);
    const next = clauses[i + 1]!;
    const but = BUT_RE.test(next) || BUT_END_RE.test(clauses[i]!.trim());
    if (!p || !but || !EVERY_CASE_RE.test(next) || CONDITION_WORD_RE.test(next)) continue;
    const verb = (p[1] ?? p[2] ?? p[3] ?? p[4])!.toLowerCase();
    if (GENERAL_VERB_RE.test(verb)) continue;
    // A blanket prohibition only (nobody, personal data, advice): "never share passwords, but
    // always share the reset link" forbids one thing and asks another.
    const object = clauses[i]!.slice(p.index + p[0].length).trim();
    if (object && !BLANKET_OBJECT_RE.test(object)) continue;
    const rest = next.replace(BUT_RE, ' ');
    if (negated(rest, rest.length, 0)) continue;
    if (topicStems(rest).some((w) => sameStem(w, verb) || (verb.length === 2 && w.includes(verb))))
      return [[p[0], next.trim()]];
  }
  return [];
}
const CONDITION_WORD_RE = /(?<![\p{L}])(?:if|unless|si|wenn|falls|если)(?![\p{L}])|如果|場合/iu;

export function scopeConflicts(text: string): Conflict[] {
  return detectAll(text, [groundedAndOwn, universalAndExempt, prohibitedButEvery]);
}
