import type { RiskBody, ScoringBody } from '../../analysis.schemas.js';
import type { CriteriaForScoring } from '../../analysis-engine.js';
import { DATA_NOT_INSTRUCTIONS, JSON_ONLY, type ModelPrompt, wrapPrompt } from './common.js';

export interface ImproveInput {
  content: string;
  scoring?: ScoringBody;
  risk?: RiskBody;
  criteria?: CriteriaForScoring;
}

/** Improve: rewrite the prompt from its scoring feedback and risk issues. */
export function improvePrompt(input: ImproveInput): ModelPrompt {
  const system = [
    'You are an expert prompt engineer. You rewrite a prompt so it scores better and carries less risk.',
    DATA_NOT_INSTRUCTIONS,
    'Keep the intent, the audience and the language of the prompt. Keep every template variable ' +
      '({{name}} or [[name]]) exactly as written. Fix the weaknesses named in the scoring feedback and ' +
      'resolve the risk issues (use the suggested revisions when they fit). Do not add facts the prompt does not imply.',
    'Return the complete improved prompt in Markdown in `content`: only the prompt, no commentary.',
    JSON_ONLY,
  ].join('\n');
  const sections: string[] = [];
  if (input.scoring) sections.push(describeScoring(input.scoring, input.criteria));
  if (input.risk) sections.push(describeRisk(input.risk));
  if (!input.scoring && !input.risk && input.criteria) {
    sections.push(`Criteria the prompt should satisfy:\n${criteriaList(input.criteria)}`);
  }
  if (sections.length === 0)
    sections.push('No analysis is available: improve clarity, specificity, context and output format.');
  return { system, prompt: `${sections.join('\n\n')}\n\n${wrapPrompt(input.content)}` };
}

function criteriaList(criteria: CriteriaForScoring): string {
  return criteria.criterion_set.map((c) => `- ${c.slug} (${c.label}): ${c.description}`).join('\n');
}

function describeScoring(scoring: ScoringBody, criteria?: CriteriaForScoring): string {
  const labels = new Map(criteria?.criterion_set.map((c) => [c.slug, c.label]));
  const rows = scoring.criteria.criterion_results
    .map((r) => `- ${labels.get(r.slug) ?? r.slug}: ${r.score}/5. ${r.feedback}`)
    .join('\n');
  return [
    `Scoring: ${scoring.overall_score}/100 (${scoring.rating}).`,
    rows,
    `Strengths: ${scoring.summary.strengths}`,
    `Areas for improvement: ${scoring.summary.areas_for_improvement}`,
  ].join('\n');
}

function describeRisk(risk: RiskBody): string {
  const lines = [`Risk: ${risk.summary.overall_risk_level}. ${risk.summary.overall_feedback}`];
  for (const [name, section] of [
    ['Bias', risk.bias_analysis],
    ['Ethics', risk.ethical_analysis],
    ['Safety', risk.safety_analysis],
  ] as const) {
    for (const issue of section.issues) {
      lines.push(`- ${name}: ${issue.issue}`);
      for (const p of issue.parts) lines.push(`  - "${p.part}" → "${p.revision}"`);
    }
  }
  return lines.join('\n');
}
