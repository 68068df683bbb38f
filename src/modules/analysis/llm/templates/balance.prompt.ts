import { BALANCE_CATEGORIES } from '../../analysis.schemas.js';
import { BALANCE_IDEAL } from '../../analysis-math.js';
import { analysisPrompt, EXACT_TEXT, examplesRule, type ModelPrompt } from './common.js';

const MEANING = {
  Instruction: 'directives: what the model must do or avoid (commands, steps, rules)',
  Entity: 'named or concrete things: people, roles, organisations, products, data sources, inputs',
  Concept: 'abstract ideas: goals, topics, qualities, tone, principles',
  Detail: 'specifics: numbers, limits, formats, conditions, examples of values',
} as const;

/** Balance: the model extracts and classifies phrases; counts, shares and distributions are ours. */
export function balancePrompt(content: string, includeExamples: boolean): ModelPrompt {
  const categories = BALANCE_CATEGORIES.map(
    (c) =>
      `- ${c}: ${MEANING[c]}. Ideal share: ${BALANCE_IDEAL[c].min}–${BALANCE_IDEAL[c].max}% of all phrases.`,
  ).join('\n');
  return analysisPrompt(
    'You are an expert prompt engineer. You analyse how balanced a prompt is across four categories of phrases.',
    [
      `Categories:\n${categories}`,
      'Extract the meaningful phrases of the prompt (typically 5 to 40, without overlaps) and put each in exactly one ' +
        'category, with a short reason. ' +
        EXACT_TEXT,
      examplesRule(includeExamples),
      'Give feedback for each category (is it under- or over-represented against its ideal share, and why it matters), ' +
        'an overall feedback and recommendations.',
      'Phrase counts and shares are computed from your phrases; do not state numbers you have not counted.',
    ],
    content,
  );
}
