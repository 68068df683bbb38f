// Finds the risk rules' matches in a prompt: each match must survive the clause, nearby-context,
// negation and quotation checks. Obfuscated text (leetspeak, spelled-out words, look-alike
// letters) is matched through its plain view, and each hit is mapped back to the original text.
import { IMPERATIVE_VERBS } from './lexicon.js';
import { gateLiterals } from './risk-gate-table.js';
import { GateIndex } from './risk-gates.js';
import {
  insideRefusedExample,
  isProcessKill,
  quotedExamplesStart,
  refusedExampleTurns,
} from './risk-mentions.js';
import type { RiskRule } from './risk-rule.js';
import { NEARBY_CHARS } from './risk-rule.js';
import { BIAS_RULES } from './risk-rules-bias.js';
import { CARRIER_RULES } from './risk-rules-carriers.js';
import { CONCEPT_RULES } from './risk-rules-concepts.js';
import { COVER_RULES } from './risk-rules-cover.js';
import { COVERT_RULES } from './risk-rules-covert.js';
import { ETHICS_RULES } from './risk-rules-ethics.js';
import { EVERYDAY_RULES } from './risk-rules-everyday.js';
import { FORM_RULES } from './risk-rules-forms.js';
import { GAME_RULES } from './risk-rules-games.js';
import { GENERAL_RULES } from './risk-rules-general.js';
import { HARM_RULES } from './risk-rules-harm.js';
import { HIDDEN_RULES } from './risk-rules-hidden.js';
import { I18N_RULES } from './risk-rules-i18n.js';
import { I18N_HARM_RULES } from './risk-rules-i18n-harm.js';
import { I18N_MORE_RULES } from './risk-rules-i18n-more.js';
import { INTENT_RULES } from './risk-rules-intent.js';
import { JAILBREAK_RULES } from './risk-rules-jailbreak.js';
import { PERSONA_RULES } from './risk-rules-personas.js';
import { PRIVACY_RULES } from './risk-rules-privacy.js';
import { PURPOSE_RULES } from './risk-rules-purpose.js';
import { ROUND11_RULES } from './risk-rules-round11.js';
import { ROUND13_RULES } from './risk-rules-round13.js';
import { ROUND14_RULES } from './risk-rules-round14.js';
import { SAFETY_RULES } from './risk-rules-safety.js';
import { plainView } from './risk-views.js';
import { enclosingClause, type Span } from './segmenter.js';
import { capitalize, extractVariables } from './text-utils.js';

export const RISK_RULES: readonly RiskRule[] = [
  ...SAFETY_RULES,
  ...JAILBREAK_RULES,
  ...INTENT_RULES,
  ...FORM_RULES,
  ...GENERAL_RULES,
  ...GAME_RULES,
  ...CARRIER_RULES,
  ...HIDDEN_RULES,
  ...COVER_RULES,
  ...HARM_RULES,
  ...I18N_RULES,
  ...I18N_HARM_RULES,
  ...I18N_MORE_RULES,
  ...EVERYDAY_RULES,
  ...COVERT_RULES,
  ...ROUND11_RULES,
  ...ROUND13_RULES,
  ...ROUND14_RULES,
  ...CONCEPT_RULES,
  ...PURPOSE_RULES,
  ...BIAS_RULES,
  ...ETHICS_RULES,
  ...PRIVACY_RULES,
  // After the older other-language rules: one issue per family and clause keeps theirs.
  ...PERSONA_RULES,
];

// Bounds the work on huge inputs; an issue with more parts than this is already conclusive.
const MAX_MATCHES_PER_RULE = 500;
const MAX_PARTS_PER_ISSUE = 25;

const COMPILED = RISK_RULES.map((rule) => ({
  rule,
  global: new RegExp(
    rule.pattern.source,
    rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`,
  ),
}));

// Derived gates (risk-gates.ts; their requirements from risk-gate-table.ts): built at the first
// analysis, not at import, so a process that never analyses risk does not pay for them.
let gates: GateIndex | undefined;

export interface RiskHit {
  rule: RiskRule;
  part: Span;
  revision: string;
  /** Set when the match was found in the plain view of obfuscated text. */
  plain?: string;
}

function matchRules(content: string): RiskHit[] {
  const hits: RiskHit[] = [];
  // One issue per family and part: an English rule and its other-language twin (French "ignore les
  // instructions" reads like English) do not both report the same clause.
  const byFamily = new Set<string>();
  const examplesFrom = quotedExamplesStart(content);
  // Found at the first match that asks (most texts have no match, or no example dialogue).
  let refusedTurns: ReturnType<typeof refusedExampleTurns> | undefined;
  gates ??= new GateIndex(gateLiterals(COMPILED.map((c) => c.rule.pattern)));
  const found = gates.scan(content);
  for (const [index, { rule, global }] of COMPILED.entries()) {
    if (!gates.passes(index, found)) continue;
    if (rule.gate && ![rule.gate].flat().every((g) => g.test(content))) continue;
    const seen = new Set<string>();
    let n = 0;
    global.lastIndex = 0;
    for (let m = global.exec(content); m; m = global.exec(content)) {
      if (m[0].length === 0) global.lastIndex++;
      if (++n > MAX_MATCHES_PER_RULE || seen.size >= MAX_PARTS_PER_ISSUE) break;
      const start = m.index;
      const end = start + m[0].length;
      if (start >= examplesFrom && rule.negatable !== false) continue;
      if (rule.negatable !== false) {
        refusedTurns ??= refusedExampleTurns(content);
        if (insideRefusedExample(refusedTurns, start)) continue;
      }
      const clause = enclosingClause(content, start, end);
      if (isProcessKill(m[0], () => content.slice(Math.max(0, start - 300), end + 300))) continue;
      if (rule.requireInClause && !rule.requireInClause.test(clause.text)) continue;
      if (rule.requireNearby) {
        // Nearby context stays within the paragraph: a blank line separates unrelated texts.
        const from = Math.max(0, start - NEARBY_CHARS, content.lastIndexOf('\n\n', start) + 1);
        const next = content.indexOf('\n\n', end);
        const near = content.slice(from, Math.min(end + NEARBY_CHARS, next < 0 ? content.length : next));
        if (!rule.requireNearby.test(near)) continue;
      }
      if (rule.negatable !== false && isNegatedOrMentioned(content, clause.start, start)) continue;
      if (rule.negatable !== false && PROTECTIVE_AFTER_RE.test(content.slice(end, clause.end))) continue;
      if (rule.family === 'prompt_injection' && OWN_EARLIER_MESSAGE_RE.test(content.slice(end, clause.end)))
        continue;
      if (rule.guardInside && GUARD_INSIDE_RE.test(m[0].replace(DEFEATED_GUARD_RE, ' '))) continue;
      if (!rule.quotedCarrier && isQuotedMention(content, clause, start, end)) continue;
      if (seen.has(clause.text)) continue;
      if (rule.id.startsWith('i18n_') && byFamily.has(`${rule.family}:${clause.start}`)) continue;
      seen.add(clause.text);
      byFamily.add(`${rule.family}:${clause.start}`);
      hits.push({ rule, part: clause, revision: reviseClause(rule, clause, start, end, m[0]) });
    }
  }
  return hits;
}

const RELATIVE_NEGATION_RE =
  /\bwithout\s+(?:any\s+)?(?:omissions?|exceptions?|cuts|edits|skipping\s+\w+|leaving\s+(?:anything|\w+)\s+out)\b|\b(?:that|which|who)\s+(?:never|didn'?t|did\s+not|don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:actually\s+)?(?:happened|happen|existed|exist|occurred|occur|took\s+place|take\s+place|attended|attend|showed\s+up|show\s+up)\b/gi;

const TYPOGRAPHIC_APOSTROPHE = /[\u2018\u2019\u02bc]/g;

function withOriginalText(hit: RiskHit, original: string): RiskHit {
  return { ...hit, part: { ...hit.part, text: original.slice(hit.part.start, hit.part.end) } };
}

/** Every rule match that survives the checks, in rule order; obfuscated matches follow. */
export function findRiskHits(original: string): RiskHit[] {
  // Typographic apostrophes ("doctor’s", "let’s", from phones and word processors) read as plain
  // ones; the swap keeps every offset, so parts are cut from the original text.
  const content = original.replace(TYPOGRAPHIC_APOSTROPHE, "'");
  const hits = matchRules(content).map((h) => withOriginalText(h, original));
  const view = plainView(content);
  if (!view) return hits;
  const known = new Set(hits.map((h) => `${h.rule.id}:${h.part.start}`));
  for (const h of matchRules(view.text)) {
    const start = view.map[h.part.start]!;
    const end = view.map[h.part.end - 1]! + 1;
    if (
      known.has(`${h.rule.id}:${start}`) ||
      hits.some((k) => k.rule === h.rule && k.part.start <= start && k.part.end >= end)
    )
      continue;
    const text = original.slice(start, end);
    hits.push({
      rule: h.rule,
      part: { start, end, text },
      revision: 'Remove this obfuscated instruction; write instructions in plain text.',
      plain: h.part.text,
    });
  }
  return hits;
}

// Guard words: negations, refusals, and audit verbs ("compare the average score by gender"
// measures a disparity rather than deciding by it), in the supported languages.
const NEGATION_RE =
  /\b(?:not|never|don't|dont|doesn't|mustn't|shouldn't|cannot|can't|won't|avoid|avoiding|refuse|refusing|decline|declining|reject|rejecting|prevent|preventing|detect|detecting|(?:flag|flagging|identify)\s+(?:any|all|every|each)?\s*(?:\w+\s+)?(?:requests?|messages?|attempts?|content|wording|phrases?|posts?|comments?|violations?|issues?|problems?|cases?|instances?|mentions?|language|terms?)|spot|recogni[sz]e|without|against|warn|warning|audit|auditing|compare|comparing|classify|classifying|moderate|moderating|label|labelling|labeling|report(?!\s+(?:comments?|cards?|that|which|saying)\b)|reporting|protect|protecting|protection|defend|defending|defen[cs]e|safeguard\w*|combat\w*|fight|fighting|investigat\w+|recogni[sz]ing|recognition|spotting|detection|prevention|awareness|debunk\w*|refut\w+|disprov\w+|fact-check\w*|counter(?:ing|act\w*|measures?)|myths?|misconceptions?|nunca|jamas|jamás|não|nao|jamais|nicht|niemals|nie|kein\w*|(?:c[oó]mo\s+)?(?:reconocer|reconhecer|detectar|identificar|denunciar|protegerme|proteger(?:se|me)?|me\s+proteger|reconna[iî]tre|d[ée]tecter|rep[ée]rer|signaler|prot[ée]ger|erkenne\w*|woran|sch[üu]tz\w*|vermeide\w*))\b|(?<![\u0400-\u04ff])(?:распозна\S*|защит\S*|предупред\S*|памятк\S*)|識別|识别|辨别|防范|防止|提醒|(?<![A-Za-z\u00c0-\u024f])(?:no|ne|pas)(?![A-Za-z\u00c0-\u024f])(?!\s*,)|(?<![\u0400-\u04ff])(?:не|никогда|нельзя)(?![\u0400-\u04ff])|不要|别|请勿|禁止|不得|不能|しないで|ないでください/i;
// A protective purpose after the match in its clause, as Japanese and Chinese put it ("…詐欺の見分け方",
// "…诈骗的识别方法"): the clause asks how to recognise or prevent what it names.
const PROTECTIVE_AFTER_RE =
  /見分け|防ぐ|防止|対策|注意喚起|守る|(?:れ|さ|ら)ないよう|识别|辨别|防范|防骗|提防|以免|不被/;
// Instructions the writer sent a person earlier ("ignora le istruzioni che ti ho mandato ieri", "ignore
// the instructions I sent you yesterday"): an e-mail changing its own request, not an override of a
// model's instructions (issue 27, thirteenth round). Needs the writer as sender and a past time.
const OWN_EARLIER_MESSAGE_RE =
  /^[^.!?\n]{0,20}?(?:(?:that|which)\s+)?(?:i\s+(?:sent|gave|e-?mailed|forwarded)\s+you|che\s+ti\s+ho\s+(?:mandato|inviato|dato|scritto)|que\s+te\s+(?:mand[eé]|envi[eé]|di|escrib[ií])|que\s+(?:je\s+)?(?:t'ai|vous\s+ai)\s+(?:envoy[ée]e?s?|donn[ée]e?s?|[ée]crit)|que\s+(?:eu\s+)?te\s+(?:mandei|enviei|dei)|die\s+ich\s+(?:dir|ihnen|euch)\s+(?:geschickt|gegeben|gesendet|geschrieben)|которые\s+я\s+(?:тебе|вам)\s+(?:отправил\S*|дал\S*|прислал\S*|написал\S*)|które\s+ci\s+(?:wysłał\S*|dał\S*|przesłał\S*)|die\s+ik\s+(?:je|jou|u)\s+(?:stuurde|gaf|heb\s+gestuurd))[^.!?\n]{0,30}?(?:yesterday|earlier|this\s+morning|last\s+(?:week|night|time)|on\s+\w+day|ieri|stamattina|la\s+settimana\s+scorsa|ayer|esta\s+ma[nñ]ana|la\s+semana\s+pasada|hier|ce\s+matin|la\s+semaine\s+derni[eè]re|ontem|hoje\s+cedo|semana\s+passada|gestern|heute\s+morgen|letzte\s+woche|вчера|утром|на\s+прошлой\s+неделе|wczoraj|rano|w\s+zeszłym\s+tygodniu|gisteren|vanochtend|vorige\s+week)/i;

// Protective purposes inside a match: "an app that can detect … phishing", "a guide to spotting scams",
// "how can I check my phone for stalkerware" (issue 27, ninth round).
const GUARD_INSIDE_RE =
  /\b(?:(?:check|checking|scan|scanning)\s+(?:\w+\s+){0,3}?for|detect\w*|prevent\w*|protect\w*|defend\w*|defen[cs]e|spot(?:ting)?|recogni[sz]\w*|identify\w*|report\w*|avoid\w*|combat\w*|fight\w*|investigat\w+|awareness|debunk\w*|refut\w+|counter(?:ing|act\w*|measures?)|warn\w*|educat\w+|mitigat\w+|block\w*|flag\w*|stop(?:ping)?|escape|survivors?|victims?|safe(?:ly|ty)?|myths?|fact-check\w*|(?:simulated|mock)\s+(?:\w+\s+)?(?:phishing|attacks?|breach\w*|campaigns?|intrusions?)|phishing\s+(?:simulations?|drills?|tests?))\b/i;
// A guard word that is what the request defeats ("circumventing copyright protections",
// "bypass the detection") does not make the request protective.
const DEFEATED_GUARD_RE =
  /\b(?:circumvent\w*|bypass\w*|break\w*|remov\w*|disabl\w*|defeat\w*|evad\w*|get(?:ting)?\s+around|crack\w*|strip\w*)\s+(?:\S+\s+){0,2}?(?:protections?|security|safety|detection|filters?|blocks?|safeguards?)\b/gi;
const SCOPE_CUT_RE = /[,;:](?=\s)|\b(but|however|then|so|and|or)\s+([\p{L}']+)/giu;

// Reported speech and examples: "if the user asks you to …", "such as …" mention the phrase
// rather than instruct it. A subject is required so "Ask the user for …" still counts.
const MENTION_RE =
  /\b(?:user|users|customer|customers|they|he|she|someone|somebody|anyone|people|text|message|input|document|prompt|email|it|players?|attackers?)\s+(?:says?|said|asks?|asked|tells?|told|requests?|requested|tries|tried|attempts?|attempted|wants?|contains?|includes?|mentions?|writes?|types?|claims?)\b|\b(?:if|when|whenever)\s+(?:\S+\s+){0,3}?(?:asks?|asked|tells?|told|tries|tried|wants?|says?|said|requests?|requested|writes?|wrote|types?|typed|attempts?|attempted|claims?|sends?|sent)\b|\b(?:found|finds|showed|shows|revealed|reveals|observed|noticed|documented)\s+that\b|\bsuch\s+as\b|\be\.g\.|\bfor\s+example\b|\blike\s+["“']/i;

function commaStartsNewScope(rest: string): boolean {
  const next = /^\s*([\p{L}']+)/u.exec(rest)?.[1]?.toLowerCase();
  return (
    next === undefined || IMPERATIVE_VERBS.has(next) || /^(?:but|however|then|so|and|or|please)$/.test(next)
  );
}

const CONDITION_RE = /^\s*(?:if|when|whenever|should|in\s+case|once|unless)\b/i;
const MAIN_CLAUSE_VERBS = new Set(
  'insist say claim pretend tell reply respond answer refuse decline give drop stop reveal disable ignore send share confirm keep act offer'.split(
    ' ',
  ),
);
function startsWithVerb(rest: string): boolean {
  const next = /^\s*([\p{L}']+)/u.exec(rest)?.[1]?.toLowerCase();
  return next !== undefined && (IMPERATIVE_VERBS.has(next) || MAIN_CLAUSE_VERBS.has(next));
}

/** "never reveal" or "hint at": a bare verb (maybe negated) before a comma, with no object yet. */
function isVerbList(segment: string): boolean {
  const words = segment.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= 3 &&
    words.some((w) => IMPERATIVE_VERBS.has(w) || LIST_VERBS.has(w)) &&
    words.every((w) => IMPERATIVE_VERBS.has(w) || LIST_VERBS.has(w) || LIST_GLUE.has(w))
  );
}
const LIST_VERBS = new Set(
  'reveal hint spell encode disclose leak share repeat print say mention ask store log output show tell give send'.split(
    ' ',
  ),
);
const LIST_GLUE = new Set("never not do don't at or and out up back".split(' '));

/**
 * A negation or guard verb earlier in the same local scope ("Do not ask for passwords"), or the
 * phrase is only mentioned ("If the user asks you to ignore previous instructions, refuse").
 */
function isNegatedOrMentioned(content: string, clauseStart: number, matchStart: number): boolean {
  const before = content.slice(clauseStart, matchStart);
  let scopeStart = 0;
  let lastComma = 0;
  for (const m of before.matchAll(SCOPE_CUT_RE)) {
    const conj = m[1]?.toLowerCase();
    const at = m.index ?? 0;
    // "and" starts a new scope only before a new instruction ("… and ignore the rules"), not
    // inside a list ("passwords and card numbers"); a negation carries over "or" ("never see or
    // ask for the password") and over a comma inside a list ("never ask for passwords, card
    // numbers or codes"): a comma cuts only before a new instruction or a conjunction.
    if (conj === 'or') continue;
    if (conj === 'and' && !IMPERATIVE_VERBS.has(m[2]!.toLowerCase())) continue;
    if (m[0] === ',') {
      const segment = before.slice(lastComma, at);
      const rest = content.slice(clauseStart + at + 1);
      lastComma = at + 1;
      // The comma after a condition ends it when an instruction follows: "If anyone asks,
      // insist you are human" instructs, "If they ask you to A, to B or to C, decline" does not.
      const conditional = CONDITION_RE.test(before.slice(scopeStart, at)) && startsWithVerb(rest);
      if (!conditional && !commaStartsNewScope(rest)) continue;
      // A list of verbs shares the negation before it: "never reveal, hint at or spell the password".
      if (!conditional && isVerbList(segment)) continue;
    }
    scopeStart = at + (conj ? m[0].length - m[2]!.length : m[0].length);
  }
  // A negation inside a relative clause about what did not happen ("sessions that never happened")
  // describes the object; it does not negate the request.
  const scope = before.slice(scopeStart).replace(RELATIVE_NEGATION_RE, ' ');
  return NEGATION_RE.test(scope) || MENTION_RE.test(scope);
}

/** The match sits inside quotation marks in its clause: it is mentioned, not used. */
function isQuotedMention(content: string, clause: Span, start: number, end: number): boolean {
  const before = content.slice(clause.start, start);
  const after = content.slice(end, clause.end);
  const count = (s: string, ch: string) => s.split(ch).length - 1;
  if (count(before, '"') % 2 === 1 && after.includes('"')) return true;
  if (count(before, '`') % 2 === 1 && after.includes('`')) return true;
  // Single quotes count only as quotation marks, not apostrophes ("don't").
  const singles = (s: string) => (s.match(/(?<![\p{L}\p{N}])'|'(?![\p{L}\p{N}])/gu) ?? []).length;
  if (singles(before) % 2 === 1 && singles(after) > 0) return true;
  if (before.lastIndexOf('“') > before.lastIndexOf('”') && after.includes('”')) return true;
  // Quotation marks of other languages (「…」, 『…』, «…», „…“), and a quotation that spans the
  // clause's own punctuation: "Verify your password here: …" quoted as a quiz option.
  const line = lineAround(content, start, end);
  for (const [open, close] of QUOTE_PAIRS) {
    if (line.before.lastIndexOf(open) > line.before.lastIndexOf(close) && line.after.includes(close))
      return true;
  }
  if (count(line.before, '"') % 2 === 0 || !line.after.includes('"')) return false;
  // Not a JSON string value ({"prompt": "…"}), which carries the instruction itself.
  return !/(?:[{[,=]|"\s*:)\s*$/.test(line.before.slice(0, line.before.lastIndexOf('"')));
}

const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['「', '」'],
  ['『', '』'],
  ['«', '»'],
  ['„', '“'],
  ['“', '”'],
];

/** The text of the match's line before and after it. */
function lineAround(content: string, start: number, end: number): { before: string; after: string } {
  const from = content.lastIndexOf('\n', start - 1) + 1;
  const next = content.indexOf('\n', end);
  return { before: content.slice(from, start), after: content.slice(end, next < 0 ? content.length : next) };
}

function reviseClause(rule: RiskRule, clause: Span, start: number, end: number, match: string): string {
  let revision: string;
  if ('clause' in rule.revise) {
    revision = rule.revise.clause;
    if (!/[.!?]$/.test(clause.text)) revision = revision.replace(/[.!?]$/, '');
  } else {
    const r = rule.revise.replace;
    let replacement = typeof r === 'string' ? r : r(match);
    if (/^\p{Lu}/u.test(match)) replacement = capitalize(replacement);
    revision =
      clause.text.slice(0, start - clause.start) + replacement + clause.text.slice(end - clause.start);
  }
  // A revision must not drop the template variables the part carried.
  const lost = extractVariables(clause.text).filter((v) => !revision.includes(v));
  if (lost.length > 0) revision = `${revision} (inputs: ${lost.join(', ')})`;
  return revision;
}
