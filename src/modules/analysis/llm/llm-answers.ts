import { type Static, Type } from 'typebox';
import { StringEnum } from '../../../http/common-schemas.js';
import { BALANCE_CATEGORIES, RISK_LEVELS } from '../analysis.schemas.js';

/**
 * What the model is asked to return for each analysis: only judgements (scores, levels, phrases,
 * feedback). Derived numbers (weighted and overall scores, ratings, colours, phrase shares, the
 * overall risk level) are computed by analysis-math, never taken from the model.
 *
 * The shapes follow the strict structured-output rules of the providers: every object closed
 * (`additionalProperties: false`) with every property required, so the same JSON Schema goes to
 * OpenAI (`strict: true`), Anthropic and the others, and `Value.Check` re-validates the answer.
 */
const closed = { additionalProperties: false } as const;
const Str = (description: string) => Type.String({ description });

export function scoringAnswer(slugs: readonly string[]) {
  return Type.Object(
    {
      criterion_results: Type.Array(
        Type.Object(
          {
            slug: StringEnum(slugs, { description: 'The criterion slug, exactly as given.' }),
            score: Type.Integer({ minimum: 0, maximum: 5, description: '0 (absent) to 5 (excellent).' }),
            feedback: Str('One or two sentences about this prompt and this criterion.'),
          },
          closed,
        ),
        { description: 'One entry per criterion, each slug once.' },
      ),
      strengths: Str('What the prompt does well.'),
      areas_for_improvement: Str('What to change first.'),
      overall_feedback: Str('Two or three sentences of overall assessment.'),
    },
    closed,
  );
}
export type ScoringAnswer = Static<ReturnType<typeof scoringAnswer>>;

const RiskPartAnswer = Type.Object(
  {
    part: Str('Text copied character for character from the prompt.'),
    revision: Str('Suggested replacement for that text.'),
  },
  closed,
);
const RiskSectionAnswer = Type.Object(
  {
    risk_level: StringEnum(RISK_LEVELS),
    feedback: Str('Assessment of this risk area for the prompt.'),
    issues: Type.Array(
      Type.Object({ issue: Str('The problem, in one sentence.'), parts: Type.Array(RiskPartAnswer) }, closed),
    ),
  },
  closed,
);
export const RiskAnswer = Type.Object(
  {
    overall_feedback: Str('Two or three sentences summarising the risks.'),
    bias_analysis: RiskSectionAnswer,
    ethical_analysis: RiskSectionAnswer,
    safety_analysis: RiskSectionAnswer,
  },
  closed,
);
export type RiskAnswer = Static<typeof RiskAnswer>;

export const BalanceAnswer = Type.Object(
  {
    overall_feedback: Str('Assessment of the balance of the prompt.'),
    recommendations: Str('What to add or cut to improve the balance.'),
    category_feedback: Type.Object(
      {
        Instruction: Str('Feedback on the Instruction phrases.'),
        Entity: Str('Feedback on the Entity phrases.'),
        Concept: Str('Feedback on the Concept phrases.'),
        Detail: Str('Feedback on the Detail phrases.'),
      },
      closed,
    ),
    phrases: Type.Array(
      Type.Object(
        {
          phrase: Str('Text copied character for character from the prompt.'),
          category: StringEnum(BALANCE_CATEGORIES),
          reason: Str('Why the phrase belongs to the category.'),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type BalanceAnswer = Static<typeof BalanceAnswer>;

export const HeatmapAnswer = Type.Object(
  {
    summary: Str('Where the attention of a model reading this prompt goes, in two or three sentences.'),
    phrases: Type.Array(
      Type.Object(
        {
          phrase: Str('Text copied character for character from the prompt.'),
          attention_score: Type.Integer({ minimum: 1, maximum: 5, description: '1 (little) to 5 (most).' }),
          reason: Str('Why the phrase draws this much attention.'),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type HeatmapAnswer = Static<typeof HeatmapAnswer>;

export const ContentAnswer = Type.Object({ content: Str('The complete prompt, in Markdown.') }, closed);
export type ContentAnswer = Static<typeof ContentAnswer>;

// CriterionInput without minLength/maxLength, which OpenAI's strict mode rejects; the engine
// checks each generated criterion against CriterionInput itself.
const CriterionAnswer = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z_]+$', description: 'Lowercase letters and underscores.' }),
    label: Str('A short title.'),
    description: Str('One sentence: what a good prompt does.'),
    questions: Str('One to three questions a reviewer answers, in one string.'),
    weight: Type.Integer({ minimum: 1, maximum: 999, description: 'Relative importance.' }),
  },
  closed,
);
export const CriteriaAnswer = Type.Object({ criterion_set: Type.Array(CriterionAnswer) }, closed);
export type CriteriaAnswer = Static<typeof CriteriaAnswer>;
