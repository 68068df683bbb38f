import { HEAT_COLORS } from '../../analysis.schemas.js';
import { analysisPrompt, EXACT_TEXT, examplesRule, type ModelPrompt } from './common.js';

/** Heatmap: attention scores per phrase; the colour comes from the score (analysis-math). */
export function heatmapPrompt(content: string, includeExamples: boolean): ModelPrompt {
  const scale = HEAT_COLORS.map((color, i) => `${i + 1} (${color})`).join(', ');
  return analysisPrompt(
    'You are an expert in how large language models read prompts. You build an attention heatmap of a prompt.',
    [
      'Split the prompt into its important phrases (typically 5 to 40, without overlaps) and give each an integer ' +
        'attention score: how strongly it will steer the output. 1 = filler the model will mostly ignore, ' +
        '2 = low, 3 = moderate, 4 = high, 5 = critical (the core task, hard constraints, the output format).',
      `The colour scale shown to users is ${scale}; it is derived from your score.`,
      EXACT_TEXT,
      examplesRule(includeExamples),
      'Give each phrase a short reason, and a summary of where the attention goes and what gets too little of it.',
    ],
    content,
  );
}
