// Improve: applies risk revisions to their exact parts (the caller's risk result first, then the
// offline rules until nothing matches), then appends sections for what low-scoring criteria miss.
// Template variables ({{x}}, [[x]]) always survive.

import type { CriterionInput } from '../../criteria/criteria.schemas.js';
import { DEFAULT_CRITERION_SET } from '../../criteria/default-criteria.js';
import type { AnalysisEstimate, RiskBody, ScoringBody } from '../analysis.schemas.js';
import type { CriteriaForScoring } from '../analysis-engine.js';
import { type CriterionCheck, checkAll, signalsFor } from './criterion-checks.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { detectSignals, type SignalName } from './prompt-signals.js';
import { audienceFor, formatFor, roleFor } from './prompt-templates.js';
import { findRiskHits } from './risk-analyzer.js';
import { extractVariables } from './text-utils.js';

const MAX_RISK_PASSES = 8;
const WEAK_SCORE = 2;

interface Revision {
  part: string;
  revision: string;
}

/** Replaces every occurrence of each part, longest parts first so nested parts do not clash. */
export function applyRevisions(content: string, revisions: readonly Revision[]): string {
  let out = content;
  const ordered = [...revisions].sort((a, b) => b.part.length - a.part.length);
  for (const { part, revision } of ordered) {
    if (!part || part === revision || !out.includes(part)) continue;
    out = out.split(part).join(revision);
  }
  return out;
}

function riskRevisions(risk: RiskBody): Revision[] {
  return [risk.bias_analysis, risk.ethical_analysis, risk.safety_analysis].flatMap((s) =>
    s.issues.flatMap((i) => i.parts.map((p) => ({ part: p.part, revision: p.revision }))),
  );
}

export function removeRisks(content: string, risk?: RiskBody): string {
  let out = risk ? applyRevisions(content, riskRevisions(risk)) : content;
  for (let pass = 0; pass < MAX_RISK_PASSES; pass++) {
    const hits = findRiskHits(out);
    if (hits.length === 0) break;
    const next = applyRevisions(
      out,
      hits.map((h) => ({ part: h.part.text, revision: h.revision })),
    );
    if (next === out) break;
    out = next;
  }
  return out;
}

type ImproveInput = {
  content: string;
  scoring?: ScoringBody;
  risk?: RiskBody;
  criteria?: CriteriaForScoring;
};
/** The offline checks of a text against the request's criteria. */
type Checker = (text: string) => CriterionCheck[];

/**
 * checkAll against the request's criteria, once per text: improve checks the text without its
 * risks, the text it starts from (for the estimate, when no scoring is given) and the new text, and
 * the first two are the same text unless a risk was rewritten, so one full quality pass is skipped.
 */
function checkerFor(criteria: CriteriaForScoring | undefined): Checker {
  const set: readonly CriterionInput[] = criteria?.criterion_set.length
    ? criteria.criterion_set
    : DEFAULT_CRITERION_SET;
  const done = new Map<string, CriterionCheck[]>();
  return (text) => {
    let checks = done.get(text);
    if (!checks) {
      checks = checkAll(text, set);
      done.set(text, checks);
    }
    return checks;
  };
}

/** Signals the weak criteria point at, in a stable order, plus criteria no signal describes. */
function weakTargets(
  content: string,
  check: Checker,
  scoring: ScoringBody | undefined,
): { signals: Set<SignalName>; unmapped: CriterionInput[] } {
  const signals = new Set<SignalName>();
  const unmapped: CriterionInput[] = [];
  const checks = check(content);
  const bySlug = new Map(checks.map((c) => [c.criterion.slug, c]));
  // A given scoring decides which criteria are weak; otherwise the offline checks do.
  const weak = scoring
    ? scoring.criteria.criterion_results
        .filter((r) => r.score <= WEAK_SCORE)
        .map((r) => ({ check: bySlug.get(r.slug), slug: r.slug }))
    : checks.filter((c) => c.score <= WEAK_SCORE).map((c) => ({ check: c, slug: c.criterion.slug }));
  for (const { check, slug } of weak) {
    const mapped = check ? check.signals : signalsFor(slug.replace(/_/g, ' '));
    for (const s of mapped) signals.add(s);
    if (mapped.length === 0 && check) unmapped.push(check.criterion);
  }
  return { signals, unmapped };
}

const SECTION_ORDER: readonly SignalName[] = [
  'context',
  'audience',
  'steps',
  'constraints',
  'edge_cases',
  'safety',
  'tone',
  'output_format',
  'success_criteria',
  'examples',
  'variables',
];

function sectionFor(signal: SignalName, content: string, needs: Set<SignalName>): string | null {
  switch (signal) {
    case 'context':
      return '## Context\n- Situation: [describe the background and who is asking]\n- Goal: [say what the result will be used for and why it matters]';
    case 'audience':
      return `## Audience\nWrite for ${audienceFor(content) ?? 'a non-specialist reader'}; explain technical terms briefly.`;
    case 'steps':
      return '## Steps\n1. Read the input and note the key facts.\n2. Carry out the task.\n3. Check the result against the constraints before answering.';
    case 'constraints': {
      const lines = [
        '- Use only the information provided; if something is missing, say so instead of guessing.',
        '- Stay within the scope of the task.',
      ];
      if (needs.has('length') || needs.has('specificity')) lines.push('- Keep the response under 300 words.');
      return `## Constraints\n${lines.join('\n')}`;
    }
    case 'edge_cases':
      return '## Edge cases\n- If information is missing or ambiguous, say what is missing and ask one clarifying question.';
    case 'safety':
      return '## Guardrails\n- Decline harmful, unsafe or unethical requests and briefly explain why.\n- Do not request or reveal sensitive personal data.';
    case 'tone':
      return '## Tone\nClear, friendly and professional; plain language without jargon.';
    case 'output_format':
      return `## Output format\n${formatFor(content)}`;
    case 'success_criteria':
      return '## Success criteria\n- The response addresses every part of the task.\n- Every claim is supported by the input.';
    case 'examples':
      return '## Example\nInput: [a short, representative input]\nOutput: [the ideal response to that input, in the requested format]';
    case 'variables':
      return '## Input\n{{input}}';
    default:
      return null;
  }
}

export function improvePrompt(input: ImproveInput): string {
  return improveWith(input, checkerFor(input.criteria));
}

/** improvePrompt and improveEstimate of one request, sharing their offline checks. */
export function improveOffline(input: ImproveInput): { content: string; estimate: AnalysisEstimate } {
  const check = checkerFor(input.criteria);
  const content = improveWith(input, check);
  return { content, estimate: estimateWith(input, content, check) };
}

function improveWith(input: ImproveInput, check: Checker): string {
  const variables = extractVariables(input.content);
  let text = removeRisks(input.content, input.risk);
  const { signals: wanted, unmapped } = weakTargets(text, check, input.scoring);
  const present = detectSignals(text);
  const needs = new Set([...wanted].filter((s) => present[s].strength < 0.5));
  // Length and specificity are served by the constraints section; clarity and structure by
  // giving the original text a Task heading among the new sections.
  if (needs.has('length') || needs.has('specificity')) needs.add('constraints');
  const sections = SECTION_ORDER.filter((s) => needs.has(s))
    .map((s) => sectionFor(s, text, needs))
    .filter((s): s is string => s !== null);
  if (unmapped.length > 0) {
    sections.push(
      `## Additional requirements\n${unmapped.map((c) => `- ${c.label}: ${c.description.replace(/\s+/g, ' ').trim()}`).join('\n')}`,
    );
  }
  const addRole = needs.has('role');
  const wrapTask =
    (sections.length > 0 || needs.has('structure') || needs.has('clarity') || needs.has('task')) &&
    !/^\s*#{1,6}\s/m.test(text) &&
    text.trim().length > 0;
  if (sections.length > 0 || addRole || wrapTask) {
    const head = addRole ? `You are an experienced ${roleFor(text)}.` : '';
    const body = wrapTask ? `## Task\n${text.trim()}` : text.trim();
    text = `${[head, body, ...sections].filter((p) => p.length > 0).join('\n\n')}\n`;
  }
  const lost = variables.filter((v) => !text.includes(v));
  if (lost.length > 0) text = `${text.trimEnd()}\n\n## Inputs\n${lost.map((v) => `- ${v}`).join('\n')}\n`;
  return text;
}

/** Slots the improvement added for the author to fill in ("[describe the background …]"). */
const SLOT_RE = /\[(?:describe|say|a short|the ideal)[^\]\n]*\]/g;

/**
 * How far to trust an offline improvement: the new text is re-checked with the same offline
 * checks the scoring uses and with the risk rules, and the confidence follows what they measure —
 * the share of weak criteria the change lifted above weak, risk rules still matching, and slots
 * the author still has to fill in — on top of the language and length of the original.
 */
export function improveEstimate(input: ImproveInput, improved: string): AnalysisEstimate {
  return estimateWith(input, improved, checkerFor(input.criteria));
}

function estimateWith(input: ImproveInput, improved: string, check: Checker): AnalysisEstimate {
  const weak = (text: string) =>
    new Set(
      check(text)
        .filter((c) => c.score <= WEAK_SCORE)
        .map((c) => c.criterion.slug),
    );
  const before = input.scoring
    ? new Set(
        input.scoring.criteria.criterion_results.filter((r) => r.score <= WEAK_SCORE).map((r) => r.slug),
      )
    : weak(input.content);
  const after = weak(improved);
  const still = [...before].filter((slug) => after.has(slug)).length;
  const adjustments = textAdjustments(input.content);
  if (before.size > 0 && still > 0) {
    adjustments.push([
      -0.35 * (still / before.size),
      `${still} of ${before.size} weak criteria are still weak by the offline checks after the change`,
    ]);
  }
  const risks = findRiskHits(improved).length;
  if (risks > 0)
    adjustments.push([-0.25, `${risks} risk rule${risks === 1 ? '' : 's'} still match the new text`]);
  const slots = (improved.match(SLOT_RE)?.length ?? 0) - (input.content.match(SLOT_RE)?.length ?? 0);
  if (slots > 0) {
    adjustments.push([
      -Math.min(0.15, 0.05 * slots),
      `it adds ${slots} bracketed slot${slots === 1 ? '' : 's'} for you to fill in`,
    ]);
  }
  const fixed = before.size - still;
  return estimateOf({
    base: 0.75,
    adjustments,
    rests:
      before.size === 0 && improved === input.content
        ? 'the offline scoring checks and risk rules found nothing to change, so the text is returned as it was'
        : `risky parts rewritten by the risk rules and template sections added for weak criteria, then the new text re-checked with the offline scoring checks (${fixed} of ${before.size} weak criteria lifted) and risk rules; the sections are generic templates, not written for this prompt`,
  });
}
