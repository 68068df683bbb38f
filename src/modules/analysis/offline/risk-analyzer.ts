import type { RiskBody, RiskIssue, RiskLevel, RiskSection } from '../analysis.schemas.js';
import { overallRiskLevel } from '../analysis-math.js';
import { IMPERATIVE_VERBS } from './lexicon.js';
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

const NEGATION_RE =
  /\b(?:not|never|don't|dont|doesn't|mustn't|shouldn't|cannot|can't|won't|avoid|avoiding|refuse|refusing|decline|declining|reject|rejecting|prevent|preventing|detect|detecting|flag|flagging|identify|spot|recogni[sz]e|without|against|warn|warning)\b/i;
const SCOPE_CUT_RE = /[,;:](?=\s)|\b(but|however|then|so|and|or)\s+([\p{L}']+)/giu;

// Reported speech and examples: "if the user asks you to …", "such as …" mention the phrase
// rather than instruct it. A subject is required so "Ask the user for …" still counts.
const MENTION_RE =
  /\b(?:user|users|customer|customers|they|he|she|someone|somebody|anyone|people|text|message|input|document|prompt|email|it)\s+(?:says?|said|asks?|asked|tells?|told|requests?|requested|tries|tried|attempts?|attempted|wants?|contains?|includes?|mentions?)\b|\bsuch\s+as\b|\be\.g\.|\bfor\s+example\b/i;

/**
 * A negation or guard verb earlier in the same local scope ("Do not ask for passwords"), or the
 * phrase is only mentioned ("If the user asks you to ignore previous instructions, refuse").
 */
function isNegatedOrMentioned(content: string, clauseStart: number, matchStart: number): boolean {
  const before = content.slice(clauseStart, matchStart);
  let scopeStart = 0;
  for (const m of before.matchAll(SCOPE_CUT_RE)) {
    const conj = m[1]?.toLowerCase();
    // "and"/"or" start a new scope only before a new instruction ("… and ignore the rules"),
    // not inside a list ("passwords or card numbers").
    if ((conj === 'and' || conj === 'or') && !IMPERATIVE_VERBS.has(m[2]!.toLowerCase())) continue;
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

function sectionLevel(rules: readonly RiskRule[]): RiskLevel {
  if (rules.some((r) => r.severity === 'high')) return 'high';
  const points = rules.reduce((sum, r) => sum + SEVERITY_POINTS[r.severity], 0);
  return points >= 2 ? 'medium' : 'low';
}

const CHECKED: Record<RiskSectionName, string> = {
  bias: 'stereotypes, discriminatory criteria, loaded terms and one-sided framing',
  ethical: 'deception, manipulation, personal-data requests, covert tracking and detection evasion',
  safety:
    'prompt injection, jailbreak phrasing and instructions for weapons, malware, self-harm, violence or drugs',
};
const SECTION_TITLE: Record<RiskSectionName, string> = { bias: 'Bias', ethical: 'Ethics', safety: 'Safety' };

function buildSection(name: RiskSectionName, hits: readonly RiskHit[]): RiskSection {
  const byRule = new Map<RiskRule, RiskHit[]>();
  for (const hit of hits) {
    if (hit.rule.section !== name) continue;
    const list = byRule.get(hit.rule) ?? [];
    list.push(hit);
    byRule.set(hit.rule, list);
  }
  const rules = [...byRule.keys()].sort((a, b) => SEVERITY_POINTS[b.severity] - SEVERITY_POINTS[a.severity]);
  const issues: RiskIssue[] = rules.map((rule) => ({
    issue: rule.issue,
    parts: byRule
      .get(rule)!
      .sort((a, b) => a.part.start - b.part.start)
      .map((h) => ({ part: h.part.text, revision: h.revision })),
  }));
  const risk_level = sectionLevel(rules);
  if (issues.length === 0) {
    return {
      risk_level,
      feedback: `No ${SECTION_TITLE[name].toLowerCase()} concerns matched. Checked: ${CHECKED[name]}.`,
      issues,
    };
  }
  const families = [...new Set(rules.map((r) => r.family.replace(/_/g, ' ')))].join(', ');
  const parts = issues.reduce((sum, i) => sum + i.parts.length, 0);
  return {
    risk_level,
    feedback: `${capitalize(risk_level)} risk: ${plural(issues.length, 'issue')} (${families}) in ${plural(parts, 'part')} of the prompt. Each flagged part comes with a suggested revision.`,
    issues,
  };
}

export function analyzeRisk(content: string): RiskBody {
  const hits = findRiskHits(content);
  const bias_analysis = buildSection('bias', hits);
  const ethical_analysis = buildSection('ethical', hits);
  const safety_analysis = buildSection('safety', hits);
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
      overall_feedback: `Overall risk is ${overall_risk_level}. ${verdict} This is a rule-based heuristic check (offline analyzer, no LLM): it recognises known phrasings rather than intent, so review flagged parts in context and do not treat a low rating as a guarantee.`,
    },
    bias_analysis,
    ethical_analysis,
    safety_analysis,
  };
}
