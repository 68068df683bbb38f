import type { CriteriaForScoring } from '../../analysis-engine.js';
import { DATA_NOT_INSTRUCTIONS, JSON_ONLY, type ModelPrompt, wrapPrompt } from './common.js';

/** Scoring: one integer score and feedback per criterion; the arithmetic is ours. */
export function scoringPrompt(content: string, criteria: CriteriaForScoring): ModelPrompt {
  const system = [
    'You are an expert prompt engineer who evaluates prompts written for large language models.',
    DATA_NOT_INSTRUCTIONS,
    'Score the prompt against each criterion below, answering the criterion questions for this prompt.',
    'Scores are integers: 0 = not addressed at all, 1 = very poor, 2 = weak, 3 = adequate, 4 = good, 5 = excellent.',
    'Give every criterion exactly once, with its slug as given, and feedback of one or two sentences that is ' +
      'specific to this prompt (what works, what is missing).',
    'Then give the strengths, the areas for improvement and an overall feedback.',
    'Do not compute weighted or overall scores: they are computed from your per-criterion scores.',
    JSON_ONLY,
  ].join('\n');
  const list = criteria.criterion_set
    .map(
      (c) =>
        `- slug: ${c.slug}\n  label: ${c.label}\n  description: ${c.description}\n  questions: ${c.questions}`,
    )
    .join('\n');
  const useCase = criteria.use_case ? `Use case of the criteria: ${criteria.use_case}\n` : '';
  return { system, prompt: `Criteria "${criteria.name}":\n${useCase}${list}\n\n${wrapPrompt(content)}` };
}
