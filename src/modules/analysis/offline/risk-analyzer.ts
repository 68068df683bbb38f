import type { RiskBody, RiskIssue, RiskLevel, RiskSection } from '../analysis.schemas.js';
import { overallRiskLevel } from '../analysis-math.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { evidenceFeatures, ruleContribution, stackLogit } from './risk-evidence.js';
import { findRiskHits, type RiskHit } from './risk-matcher.js';
import {
  CATEGORY_INFO,
  classifierParts,
  classifyRisk,
  MODEL_LEVELS,
  type ModelResult,
  modelRevision,
  STACK,
} from './risk-model.js';
import type { RiskRule, RiskSectionName, Severity } from './risk-rule.js';
import { adversarialSuffixes } from './risk-suffix.js';
import { windowsOf } from './risk-text.js';
import { decodedSegments } from './risk-views.js';
import { capitalize, plural, quote } from './text-utils.js';

export { findRiskHits, RISK_RULES } from './risk-matcher.js';

const SEVERITY_POINTS: Record<Severity, number> = { low: 1, medium: 2, high: 3 };

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

function modelIssue(model: ModelResult, parts: ModelResult['parts'], score: number): RiskIssue {
  const info = CATEGORY_INFO[model.category];
  const cues = model.cues.length ? `; strongest cues: ${model.cues.map((c) => `"${c}"`).join(', ')}` : '';
  return {
    issue: `Statistical check: the prompt as a whole reads as ${info.label} (classifier score ${model.probability.toFixed(2)}, overall score ${score.toFixed(2)}${cues}). No exact rule matched these parts; review them in context.`,
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

function buildSection(name: RiskSectionName, f: RiskFindings): RiskSection {
  const { hits, model, decoded } = f;
  const byRule = new Map<RiskRule, RiskHit[]>();
  for (const hit of hits) {
    if (hit.rule.section !== name) continue;
    byRule.set(hit.rule, [...(byRule.get(hit.rule) ?? []), hit]);
  }
  const rules = [...byRule.keys()].sort((a, b) => SEVERITY_POINTS[b.severity] - SEVERITY_POINTS[a.severity]);
  const mineDecoded = decoded.filter((d) => d.section === name);
  // The classifier adds an issue when the text's score is what raised this section, on parts no
  // rule of the section already explains.
  const ruled = new Set(hits.filter((h) => h.rule.section === name).map((h) => h.part.text));
  const modelParts = model.parts.filter((p) => !ruled.has(p.text));
  const raised = f.level !== 'low' && f.raised.has(name);
  const modelHere =
    raised && f.textRaised && CATEGORY_INFO[model.category].section === name && modelParts.length > 0;
  const issues: RiskIssue[] = [
    ...rules.map((rule) => ruleIssue(rule, byRule.get(rule)!)),
    ...mineDecoded.map((d) => d.issue),
    ...(modelHere ? [modelIssue(model, modelParts, f.score)] : []),
  ];
  // The level is the evidence model's (risk-evidence.ts), in the sections whose findings raised it.
  const risk_level: RiskLevel = raised ? f.level : 'low';
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
  // A medium or high finding the evidence model does not raise says so; low ones (loaded terms) never raise.
  const outweighed =
    risk_level === 'low' && (rules.some((r) => r.severity !== 'low') || mineDecoded.length > 0);
  const weighed = outweighed
    ? ' Weighed with the rest of the prompt, these findings do not raise the risk level; review them in context.'
    : ' Each flagged part comes with a suggested revision.';
  return {
    risk_level,
    feedback: `${capitalize(risk_level)} risk: ${plural(issues.length, 'issue')} (${families}) in ${plural(parts, 'part')} of the prompt.${weighed}`,
    issues,
  };
}

export interface RiskFindings {
  hits: RiskHit[];
  model: ModelResult;
  decoded: DecodedFinding[];
  /** The evidence model's score (rules, decoded segments, defensive frame and text score weighed together). */
  score: number;
  level: RiskLevel;
  /** Sections whose findings add to the score (they carry the level). */
  raised: Set<RiskSectionName>;
  /** Whether the text classifier's score adds to it. */
  textRaised: boolean;
}

const NO_MODEL: ModelResult = {
  probability: 0,
  defensive: false,
  level: 'low',
  category: 'injection',
  parts: [],
  cues: [],
};

/** Rule hits, decoded segments and (unless turned off, as the training script does) the classifier. */
export function findRisks(content: string, opts: { classifier?: boolean } = {}): RiskFindings {
  const hits = findRiskHits(content);
  const model = opts.classifier === false ? NO_MODEL : classifyRisk(content);
  const decoded = decodedFindings(content);
  const x = evidenceFeatures({
    hits,
    decoded,
    textProbability: model.probability,
    defensive: model.defensive,
  });
  const score = 1 / (1 + Math.exp(-stackLogit(STACK, x)));
  const level: RiskLevel =
    score >= MODEL_LEVELS.high ? 'high' : score >= MODEL_LEVELS.medium ? 'medium' : 'low';
  const raised = new Set<RiskSectionName>();
  for (const h of hits) if (ruleContribution(STACK, h) > 0) raised.add(h.rule.section);
  for (const d of decoded) if (d.severity !== 'low') raised.add(d.section);
  const textRaised =
    [...x].reduce((sum, [k, v]) => (k.includes('t:') ? sum + (STACK.weights[k] ?? 0) * v : sum), 0) > 0;
  // Nothing else raised it: the text's score carries the level, in the section of its category.
  const byText = textRaised || raised.size === 0;
  if (byText) raised.add(CATEGORY_INFO[model.category].section);
  const shown = byText && level !== 'low' && opts.classifier !== false;
  return {
    hits,
    model: shown ? { ...model, parts: classifierParts(content) } : model,
    decoded,
    score,
    level,
    raised,
    textRaised: byText,
  };
}

/** How far to trust the verdict: how far the score is from a threshold, what raised it, the text. */
function riskEstimate(content: string, f: RiskFindings): RiskBody['estimate'] {
  const strongRule = f.hits.some((h) => h.rule.severity === 'high') || f.decoded.length > 0;
  const adjustments = textAdjustments(content, 6);
  if (windowsOf(content).length > 30)
    adjustments.push([-0.1, 'the prompt is long, which dilutes a single risky passage']);
  const score = `the evidence model (rules and the text classifier weighed together, trained on several authors' prompts) scored ${f.score.toFixed(2)}, medium from ${MODEL_LEVELS.medium}`;
  let base: number;
  let rests: string;
  if (f.level !== 'low') {
    base = 0.55 + Math.min(0.3, (f.score - MODEL_LEVELS.medium) * 1.5);
    rests = `${strongRule ? 'an exact rule for a known risky phrasing matched and ' : ''}${score}`;
  } else {
    base = 0.65;
    rests = `${score}; on prompts of authors it was not trained on the analyzer misses a share of risky prompts, so low is not a guarantee`;
    if (f.score >= MODEL_LEVELS.medium * 0.75)
      adjustments.push([-0.15, 'the score is close to its threshold']);
  }
  return estimateOf({ base, adjustments, rests });
}

export function analyzeRisk(content: string): RiskBody {
  return riskBody(content, findRisks(content));
}

/**
 * The analysis of a prompt from its findings (findRisks of the same content, the classifier on):
 * analyzeRisk is the two in turn. Apart so that the evaluation (eval/risk-report.ts) reads the
 * rules' findings it also needs from the same run instead of matching every prompt twice.
 */
export function riskBody(content: string, findings: RiskFindings): RiskBody {
  const bias_analysis = buildSection('bias', findings);
  const ethical_analysis = buildSection('ethical', findings);
  const safety_analysis = buildSection('safety', findings);
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
      ? 'No risky phrasing matched the rule set and the evidence model rates the prompt low.'
      : `${flagged.join('; ')}. Apply the suggested revisions or use "improve" to apply them automatically.`;
  return {
    summary: {
      overall_risk_level,
      overall_feedback: `Overall risk is ${overall_risk_level}. ${verdict} This is a heuristic estimate (offline analyzer, no LLM): rules for known phrasings and a small text classifier, weighed together by a model trained on labelled prompts of several authors; it does not understand intent, so review flagged parts in context and do not treat a low rating as a guarantee.`,
    },
    bias_analysis,
    ethical_analysis,
    safety_analysis,
    estimate: riskEstimate(content, findings),
  };
}
