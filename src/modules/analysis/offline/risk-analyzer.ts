import type { RiskBody, RiskIssue, RiskLevel, RiskSection } from '../analysis.schemas.js';
import { overallRiskLevel } from '../analysis-math.js';
import { IMPERATIVE_VERBS } from './lexicon.js';
import { CATEGORY_INFO, classifyRisk, type ModelFlag, modelRevision } from './risk-model.js';
import type { RiskRule, RiskSectionName, Severity } from './risk-rule.js';
import { BIAS_RULES } from './risk-rules-bias.js';
import { ETHICS_RULES } from './risk-rules-ethics.js';
import { SAFETY_RULES } from './risk-rules-safety.js';
import { enclosingClause, type Span } from './segmenter.js';
import { capitalize, extractVariables, plural } from './text-utils.js';

export const RISK_RULES: readonly RiskRule[] = [...SAFETY_RULES, ...BIAS_RULES, ...ETHICS_RULES];

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

export interface RiskHit {
  rule: RiskRule;
  part: Span;
  revision: string;
}

/** Every rule match that survives the clause, negation and quotation checks, in rule order. */
export function findRiskHits(content: string): RiskHit[] {
  const hits: RiskHit[] = [];
  for (const { rule, global } of COMPILED) {
    const seen = new Set<string>();
    let n = 0;
    global.lastIndex = 0;
    for (let m = global.exec(content); m; m = global.exec(content)) {
      if (m[0].length === 0) global.lastIndex++;
      if (++n > MAX_MATCHES_PER_RULE || seen.size >= MAX_PARTS_PER_ISSUE) break;
      const start = m.index;
      const end = start + m[0].length;
      const clause = enclosingClause(content, start, end);
      if (rule.requireInClause && !rule.requireInClause.test(clause.text)) continue;
      if (rule.negatable !== false && isNegatedOrMentioned(content, clause.start, start)) continue;
      if (isQuotedMention(content, clause, start, end)) continue;
      if (seen.has(clause.text)) continue;
      seen.add(clause.text);
      hits.push({ rule, part: clause, revision: reviseClause(rule, clause, start, end, m[0]) });
    }
  }
  return hits;
}

// Guard words: negations, refusals, and audit verbs ("compare the average score by gender" measures
// a disparity rather than deciding by it).
const NEGATION_RE =
  /\b(?:not|never|don't|dont|doesn't|mustn't|shouldn't|cannot|can't|won't|avoid|avoiding|refuse|refusing|decline|declining|reject|rejecting|prevent|preventing|detect|detecting|flag|flagging|identify|spot|recogni[sz]e|without|against|warn|warning|audit|auditing|compare|comparing)\b/i;
const SCOPE_CUT_RE = /[,;:](?=\s)|\b(but|however|then|so|and|or)\s+([\p{L}']+)/giu;

// Reported speech and examples: "if the user asks you to …", "such as …" mention the phrase
// rather than instruct it. A subject is required so "Ask the user for …" still counts.
const MENTION_RE =
  /\b(?:user|users|customer|customers|they|he|she|someone|somebody|anyone|people|text|message|input|document|prompt|email|it)\s+(?:says?|said|asks?|asked|tells?|told|requests?|requested|tries|tried|attempts?|attempted|wants?|contains?|includes?|mentions?)\b|\bsuch\s+as\b|\be\.g\.|\bfor\s+example\b/i;

function commaStartsNewScope(rest: string): boolean {
  const next = /^\s*([\p{L}']+)/u.exec(rest)?.[1]?.toLowerCase();
  return (
    next === undefined || IMPERATIVE_VERBS.has(next) || /^(?:but|however|then|so|and|or|please)$/.test(next)
  );
}

/**
 * A negation or guard verb earlier in the same local scope ("Do not ask for passwords"), or the
 * phrase is only mentioned ("If the user asks you to ignore previous instructions, refuse").
 */
function isNegatedOrMentioned(content: string, clauseStart: number, matchStart: number): boolean {
  const before = content.slice(clauseStart, matchStart);
  let scopeStart = 0;
  for (const m of before.matchAll(SCOPE_CUT_RE)) {
    const conj = m[1]?.toLowerCase();
    // "and" starts a new scope only before a new instruction ("… and ignore the rules"), not
    // inside a list ("passwords and card numbers"); a negation carries over "or" ("never see or
    // ask for the password") and over a comma inside a list ("never ask for passwords, card
    // numbers or codes"): a comma cuts only before a new instruction or a conjunction.
    if (conj === 'or') continue;
    if (conj === 'and' && !IMPERATIVE_VERBS.has(m[2]!.toLowerCase())) continue;
    if (m[0] === ',' && !commaStartsNewScope(content.slice(clauseStart + (m.index ?? 0) + 1))) continue;
    scopeStart = (m.index ?? 0) + (conj ? m[0].length - m[2]!.length : m[0].length);
  }
  const scope = before.slice(scopeStart);
  return NEGATION_RE.test(scope) || MENTION_RE.test(scope);
}

/** The match sits inside quotation marks in its clause: it is mentioned, not used. */
function isQuotedMention(content: string, clause: Span, start: number, end: number): boolean {
  const before = content.slice(clause.start, start);
  const after = content.slice(end, clause.end);
  const count = (s: string, ch: string) => s.split(ch).length - 1;
  if (count(before, '"') % 2 === 1 && after.includes('"')) return true;
  if (count(before, '`') % 2 === 1 && after.includes('`')) return true;
  return before.lastIndexOf('“') > before.lastIndexOf('”') && after.includes('”');
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

const SEVERITY_POINTS: Record<Severity, number> = { low: 1, medium: 2, high: 3 };

function sectionLevel(severities: readonly Severity[]): RiskLevel {
  if (severities.includes('high')) return 'high';
  const points = severities.reduce((sum, s) => sum + SEVERITY_POINTS[s], 0);
  return points >= 2 ? 'medium' : 'low';
}

/** Whether the rules alone rate the prompt medium or high (the training script combines it). */
export function ruleOnlyFlag(content: string): boolean {
  const hits = findRiskHits(content);
  return (['bias', 'ethical', 'safety'] as const).some(
    (name) =>
      sectionLevel(
        [...new Set(hits.filter((h) => h.rule.section === name).map((h) => h.rule))].map((r) => r.severity),
      ) !== 'low',
  );
}

function modelIssue(flag: ModelFlag): RiskIssue {
  const info = CATEGORY_INFO[flag.category];
  const cues = flag.cues.length ? `; strongest cues: ${flag.cues.map((c) => `"${c}"`).join(', ')}` : '';
  return {
    issue: `Statistical check: reads as ${info.label} (classifier score ${flag.probability.toFixed(2)}${cues}). No exact rule matched these parts; review them in context.`,
    parts: [...flag.parts]
      .sort((a, b) => a.start - b.start)
      .map((p) => ({ part: p.text, revision: modelRevision(flag.category, p.text) })),
  };
}

const CHECKED: Record<RiskSectionName, string> = {
  bias: 'stereotypes, discriminatory criteria, loaded terms and one-sided framing',
  ethical: 'deception, manipulation, personal-data requests, covert tracking and detection evasion',
  safety:
    'prompt injection, jailbreak phrasing and instructions for weapons, malware, self-harm, violence or drugs',
};
const SECTION_TITLE: Record<RiskSectionName, string> = { bias: 'Bias', ethical: 'Ethics', safety: 'Safety' };

function buildSection(
  name: RiskSectionName,
  hits: readonly RiskHit[],
  flags: readonly ModelFlag[],
): RiskSection {
  const byRule = new Map<RiskRule, RiskHit[]>();
  for (const hit of hits) {
    if (hit.rule.section !== name) continue;
    const list = byRule.get(hit.rule) ?? [];
    list.push(hit);
    byRule.set(hit.rule, list);
  }
  const rules = [...byRule.keys()].sort((a, b) => SEVERITY_POINTS[b.severity] - SEVERITY_POINTS[a.severity]);
  const ruled = new Set(hits.filter((h) => h.rule.section === name).map((h) => h.part.text));
  // A classifier flag adds an issue only for parts no rule already explains.
  const mine = flags
    .filter((f) => CATEGORY_INFO[f.category].section === name)
    .map((f) => ({ ...f, parts: f.parts.filter((p) => !ruled.has(p.text)) }))
    .filter((f) => f.parts.length > 0);
  const issues: RiskIssue[] = [
    ...rules.map((rule) => ({
      issue: rule.issue,
      parts: byRule
        .get(rule)!
        .sort((a, b) => a.part.start - b.part.start)
        .map((h) => ({ part: h.part.text, revision: h.revision })),
    })),
    ...mine.map(modelIssue),
  ];
  const risk_level = sectionLevel([...rules.map((r) => r.severity), ...mine.map((f) => f.severity)]);
  if (issues.length === 0) {
    return {
      risk_level,
      feedback: `No ${SECTION_TITLE[name].toLowerCase()} concerns matched. Checked: ${CHECKED[name]}.`,
      issues,
    };
  }
  const families = [
    ...new Set([
      ...rules.map((r) => r.family.replace(/_/g, ' ')),
      ...mine.map((f) => `${f.category} (classifier)`),
    ]),
  ].join(', ');
  const parts = issues.reduce((sum, i) => sum + i.parts.length, 0);
  return {
    risk_level,
    feedback: `${capitalize(risk_level)} risk: ${plural(issues.length, 'issue')} (${families}) in ${plural(parts, 'part')} of the prompt. Each flagged part comes with a suggested revision.`,
    issues,
  };
}

export function analyzeRisk(content: string): RiskBody {
  const hits = findRiskHits(content);
  const flags = classifyRisk(content);
  const bias_analysis = buildSection('bias', hits, flags);
  const ethical_analysis = buildSection('ethical', hits, flags);
  const safety_analysis = buildSection('safety', hits, flags);
  const overall_risk_level = overallRiskLevel([
    bias_analysis.risk_level,
    ethical_analysis.risk_level,
    safety_analysis.risk_level,
  ]);
  const sections: [string, RiskSection][] = [
    ['Safety', safety_analysis],
    ['Ethics', ethical_analysis],
    ['Bias', bias_analysis],
  ];
  const flagged = sections
    .filter(([, s]) => s.issues.length > 0)
    .map(([title, s]) => `${title} ${s.risk_level} (${plural(s.issues.length, 'issue')})`);
  const verdict =
    flagged.length === 0
      ? 'No risky phrasing matched the rule set.'
      : `${flagged.join('; ')}. Apply the suggested revisions or use "improve" to apply them automatically.`;
  return {
    summary: {
      overall_risk_level,
      overall_feedback: `Overall risk is ${overall_risk_level}. ${verdict} This is a heuristic check (offline analyzer, no LLM): rules for known phrasings plus a small n-gram classifier trained on labelled prompts; it does not understand intent, so review flagged parts in context and do not treat a low rating as a guarantee.`,
    },
    bias_analysis,
    ethical_analysis,
    safety_analysis,
  };
}
