import type { RiskBody, RiskIssue, RiskLevel, RiskSection } from '../analysis.schemas.js';
import { overallRiskLevel } from '../analysis-math.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { findRiskHits, type RiskHit } from './risk-matcher.js';
import { CATEGORY_INFO, classifyRisk, MODEL_LEVELS, type ModelResult, modelRevision } from './risk-model.js';
import type { RiskRule, RiskSectionName, Severity } from './risk-rule.js';
import { adversarialSuffixes } from './risk-suffix.js';
import { windowsOf } from './risk-text.js';
import { decodedSegments } from './risk-views.js';
import { capitalize, plural, quote } from './text-utils.js';

export { findRiskHits, RISK_RULES } from './risk-matcher.js';

const SEVERITY_POINTS: Record<Severity, number> = { low: 1, medium: 2, high: 3 };

/**
 * The worst severity found. Low findings never add up to medium: joining two prompts that each
 * rate low (one loaded term each) must not rate the result higher than either.
 */
function sectionLevel(severities: readonly Severity[]): RiskLevel {
  if (severities.includes('high')) return 'high';
  return severities.includes('medium') ? 'medium' : 'low';
}

/** An encoded segment that decodes to risky text: one issue, the segment as its part. */
interface DecodedFinding {
  section: RiskSectionName;
  family: string;
  severity: Severity;
  issue: RiskIssue;
}

const ENCODED_MAX_PREVIEW = 80;

/**
 * Decodes base64 (and ROT13 or reversed text when the prompt says so) and analyses it again; an
 * adversarial token suffix (risk-suffix.ts) is a finding of its own.
 */
function decodedFindings(content: string): DecodedFinding[] {
  const out: DecodedFinding[] = [];
  for (const seg of decodedSegments(content)) {
    const hits = findRiskHits(seg.text);
    const model = hits.length ? undefined : classifyRisk(seg.text);
    const worst = hits.sort((a, b) => SEVERITY_POINTS[b.rule.severity] - SEVERITY_POINTS[a.rule.severity])[0];
    if (!worst && model?.level !== 'high') continue;
    const section = worst ? worst.rule.section : CATEGORY_INFO[model!.category].section;
    const what = worst ? worst.rule.issue : `reads as ${CATEGORY_INFO[model!.category].label}`;
    out.push({
      section,
      family: 'encoded instruction',
      severity: worst ? worst.rule.severity : 'high',
      issue: {
        issue: `Encoded instruction: a ${seg.encoding} text decodes to ${quote(seg.text, ENCODED_MAX_PREVIEW)}. ${what}`,
        parts: [
          {
            part: content.slice(seg.start, seg.end),
            revision: 'Remove the encoded text; state instructions in plain text so they can be reviewed.',
          },
        ],
      },
    });
  }
  for (const suffix of adversarialSuffixes(content)) {
    out.push({
      section: 'safety',
      family: 'adversarial suffix',
      severity: 'medium',
      issue: {
        issue: `Adversarial suffix: the request ends in ${quote(suffix.text, ENCODED_MAX_PREVIEW)}, a run of glued words, code fragments and unbalanced brackets, the shape of automatically optimised jailbreak suffixes that push a model to comply.`,
        parts: [
          {
            part: suffix.text,
            revision: 'Remove the appended token run; keep only the request in plain words.',
          },
        ],
      },
    });
  }
  return out;
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

function modelIssue(model: ModelResult, parts: ModelResult['parts']): RiskIssue {
  const info = CATEGORY_INFO[model.category];
  const cues = model.cues.length ? `; strongest cues: ${model.cues.map((c) => `"${c}"`).join(', ')}` : '';
  return {
    issue: `Statistical check: the prompt as a whole reads as ${info.label} (classifier score ${model.probability.toFixed(2)}, ${model.level}${cues}). No exact rule matched these parts; review them in context.`,
    parts: [...parts]
      .sort((a, b) => a.start - b.start)
      .map((p) => ({ part: p.text, revision: modelRevision(model.category, p.text) })),
  };
}

const CHECKED: Record<RiskSectionName, string> = {
  bias: 'stereotypes, hateful content, discriminatory criteria and their proxies, loaded terms and one-sided framing',
  ethical: 'deception, manipulation, personal-data requests, covert tracking and detection evasion',
  safety:
    'prompt injection and extraction, jailbreak personas and modes, encoded instructions, adversarial token suffixes, and requests for weapons, intrusion, fraud, violence, self-harm or drugs',
};
const SECTION_TITLE: Record<RiskSectionName, string> = { bias: 'Bias', ethical: 'Ethics', safety: 'Safety' };

function ruleIssue(rule: RiskRule, hits: RiskHit[]): RiskIssue {
  const obfuscated = hits.find((h) => h.plain);
  return {
    issue: obfuscated ? `${rule.issue} (Obfuscated: reads ${quote(obfuscated.plain!, 80)}.)` : rule.issue,
    parts: hits
      .sort((a, b) => a.part.start - b.part.start)
      .map((h) => ({ part: h.part.text, revision: h.revision })),
  };
}

function buildSection(
  name: RiskSectionName,
  hits: readonly RiskHit[],
  model: ModelResult,
  decoded: readonly DecodedFinding[],
): RiskSection {
  const byRule = new Map<RiskRule, RiskHit[]>();
  for (const hit of hits) {
    if (hit.rule.section !== name) continue;
    byRule.set(hit.rule, [...(byRule.get(hit.rule) ?? []), hit]);
  }
  const rules = [...byRule.keys()].sort((a, b) => SEVERITY_POINTS[b.severity] - SEVERITY_POINTS[a.severity]);
  const mineDecoded = decoded.filter((d) => d.section === name);
  // The classifier adds an issue for its level, on parts no rule of the section already explains.
  const ruled = new Set(hits.filter((h) => h.rule.section === name).map((h) => h.part.text));
  const modelParts = model.parts.filter((p) => !ruled.has(p.text));
  const modelHere =
    model.level !== 'low' && CATEGORY_INFO[model.category].section === name && modelParts.length > 0;
  const issues: RiskIssue[] = [
    ...rules.map((rule) => ruleIssue(rule, byRule.get(rule)!)),
    ...mineDecoded.map((d) => d.issue),
    ...(modelHere ? [modelIssue(model, modelParts)] : []),
  ];
  const risk_level = sectionLevel([
    ...rules.map((r) => r.severity),
    ...mineDecoded.map((d) => d.severity),
    ...(modelHere ? [model.level as Severity] : []),
  ]);
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
      ...mineDecoded.map((d) => d.family),
      ...(modelHere ? [`${model.category} (classifier)`] : []),
    ]),
  ].join(', ');
  const parts = issues.reduce((sum, i) => sum + i.parts.length, 0);
  return {
    risk_level,
    feedback: `${capitalize(risk_level)} risk: ${plural(issues.length, 'issue')} (${families}) in ${plural(parts, 'part')} of the prompt. Each flagged part comes with a suggested revision.`,
    issues,
  };
}

export interface RiskFindings {
  hits: RiskHit[];
  model: ModelResult;
  decoded: DecodedFinding[];
}

const NO_MODEL: ModelResult = { probability: 0, level: 'low', category: 'injection', parts: [], cues: [] };

/** Rule hits, decoded segments and (unless turned off, as the training script does) the classifier. */
export function findRisks(content: string, opts: { classifier?: boolean } = {}): RiskFindings {
  return {
    hits: findRiskHits(content),
    model: opts.classifier === false ? NO_MODEL : classifyRisk(content),
    decoded: decodedFindings(content),
  };
}

/** How far to trust the verdict: what decided it, how close it came to a threshold, the text. */
function riskEstimate(content: string, f: RiskFindings, level: RiskLevel): RiskBody['estimate'] {
  const strongRule = f.hits.some((h) => h.rule.severity === 'high') || f.decoded.length > 0;
  const adjustments = textAdjustments(content, 6);
  if (windowsOf(content).length > 30)
    adjustments.push([-0.1, 'the prompt is long, which dilutes a single risky passage']);
  let base: number;
  let rests: string;
  if (strongRule) {
    base = 0.85;
    rests = 'an exact rule for a known risky phrasing matched';
  } else if (level !== 'low') {
    base = 0.55 + Math.min(0.25, (f.model.probability - MODEL_LEVELS.medium) * 2);
    rests = `rules of lower severity or the classifier (score ${f.model.probability.toFixed(2)}) rated it ${level}`;
  } else {
    base = 0.65;
    rests = `no rule matched and the classifier scored ${f.model.probability.toFixed(2)} (medium from ${MODEL_LEVELS.medium}); on sources it was not trained on the analyzer misses a share of risky prompts, so low is not a guarantee`;
    if (f.model.probability >= MODEL_LEVELS.medium * 0.75)
      adjustments.push([-0.15, 'the classifier score is close to its threshold']);
  }
  return estimateOf({ base, adjustments, rests });
}

export function analyzeRisk(content: string): RiskBody {
  const findings = findRisks(content);
  const { hits, model, decoded } = findings;
  const bias_analysis = buildSection('bias', hits, model, decoded);
  const ethical_analysis = buildSection('ethical', hits, model, decoded);
  const safety_analysis = buildSection('safety', hits, model, decoded);
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
      ? 'No risky phrasing matched the rule set and the classifier rates the prompt low.'
      : `${flagged.join('; ')}. Apply the suggested revisions or use "improve" to apply them automatically.`;
  return {
    summary: {
      overall_risk_level,
      overall_feedback: `Overall risk is ${overall_risk_level}. ${verdict} This is a heuristic estimate (offline analyzer, no LLM): rules for known phrasings plus a small classifier trained on labelled prompts; it does not understand intent, so review flagged parts in context and do not treat a low rating as a guarantee.`,
    },
    bias_analysis,
    ethical_analysis,
    safety_analysis,
    estimate: riskEstimate(content, findings, overall_risk_level),
  };
}
