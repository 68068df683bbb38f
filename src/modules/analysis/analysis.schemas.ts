import { type Static, type TObject, type TProperties, Type } from 'typebox';

// Shapes of the analysis objects (spec: Scoring, Risk, Balance, Heatmap, Settings).
// Engines return the *Body* variants; the service adds the timestamps and serves the full objects.
// A leaf: it imports nothing but TypeBox, so prompts/ (which shows the latest results through
// `expand`) and analysis/ both import it without a cycle (test/architecture checks this).

/** The kinds of stored analysis results of a version. */
export const ANALYSIS_KINDS = ['scoring', 'risk', 'balance', 'heatmap'] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

const DateTime = Type.String({ format: 'date-time' });
// Content analysed outside the service (e.g. POST /v1/prompts/risk) has no version, hence nullable.
const VersionTimestamp = Type.Union([DateTime, Type.Null()]);

/** A stored result: the engine's body with when its version was written and when it was made. */
function stamped<K extends string, P extends TProperties>(kind: K, body: TObject<P>) {
  const properties = {
    version_timestamp: VersionTimestamp,
    [`${kind}_timestamp`]: DateTime,
    ...body.properties,
  };
  // Titled by kind (Scoring, Risk…): the OpenAPI document names the type after it.
  return Type.Object(
    properties as { version_timestamp: typeof VersionTimestamp } & Record<`${K}_timestamp`, typeof DateTime> &
      P,
    { title: `${kind[0]?.toUpperCase()}${kind.slice(1)}` },
  );
}

export const RATINGS = ['Poor', 'Fair', 'Good', 'Excellent'] as const;
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const BALANCE_CATEGORIES = ['Instruction', 'Entity', 'Concept', 'Detail'] as const;
export const DISTRIBUTIONS = ['Balanced', 'Overused', 'Underused'] as const;
export const HEAT_COLORS = ['very-light', 'light', 'medium', 'dark', 'very-dark'] as const;

// Spelled out (not mapped from the arrays above) so TypeBox infers the literal unions.
export const Rating = Type.Union([
  Type.Literal('Poor'),
  Type.Literal('Fair'),
  Type.Literal('Good'),
  Type.Literal('Excellent'),
]);
export const RiskLevel = Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')]);
export const BalanceCategory = Type.Union([
  Type.Literal('Instruction'),
  Type.Literal('Entity'),
  Type.Literal('Concept'),
  Type.Literal('Detail'),
]);
export const Distribution = Type.Union([
  Type.Literal('Balanced'),
  Type.Literal('Overused'),
  Type.Literal('Underused'),
]);
export const HeatColor = Type.Union([
  Type.Literal('very-light'),
  Type.Literal('light'),
  Type.Literal('medium'),
  Type.Literal('dark'),
  Type.Literal('very-dark'),
]);

export type Rating = (typeof RATINGS)[number];
export type RiskLevel = (typeof RISK_LEVELS)[number];
export type BalanceCategory = (typeof BALANCE_CATEGORIES)[number];
export type Distribution = (typeof DISTRIBUTIONS)[number];
export type HeatColor = (typeof HEAT_COLORS)[number];

// ---- What a result is (added to the spec's shapes) ----

/**
 * How a result was produced and how far to trust it. Added to every analysis result (the spec's
 * fields are unchanged); results stored before this field existed do not carry it.
 */
export const AnalysisEstimate = Type.Object(
  {
    method: Type.Union([Type.Literal('heuristic'), Type.Literal('llm')], {
      description:
        '`heuristic`: the offline analyzer (rules, lexicons and small statistical models, no LLM). `llm`: the judgement of the model named in the request settings.',
    }),
    confidence: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description:
        'How likely the result is right, 0–1, from the offline analyzer’s measured accuracy on held-out prompts adjusted for this prompt (language, length, how much the checks agree). null for an LLM judgement, which is not calibrated.',
    }),
    confidence_level: Type.Union(
      [Type.Literal('low'), Type.Literal('medium'), Type.Literal('high'), Type.Null()],
      {
        description: '`high` ≥ 0.7, `medium` ≥ 0.45, else `low`; null when confidence is null.',
      },
    ),
    basis: Type.String({
      description: 'One sentence: what the result rests on and why the confidence is what it is.',
    }),
  },
  {
    title: 'AnalysisEstimate',
    additionalProperties: false,
    examples: [
      {
        method: 'heuristic',
        confidence: 0.62,
        confidence_level: 'medium',
        basis:
          'Heuristic estimate of the offline analyzer (rules plus a small classifier, no LLM): no rule matched and the classifier score is well below its threshold; English text of usual length.',
      },
    ],
  },
);
export type AnalysisEstimate = Static<typeof AnalysisEstimate>;
const Estimate = Type.Optional(AnalysisEstimate);

// ---- Scoring ----

export const CriterionResult = Type.Object({
  slug: Type.String(),
  score: Type.Integer({ minimum: 0, maximum: 5 }),
  weight: Type.Integer({ minimum: 1, maximum: 999 }),
  weighted_score: Type.Number({ minimum: 0, maximum: 100 }),
  feedback: Type.String(),
});
export type CriterionResult = Static<typeof CriterionResult>;

export const ScoringSummary = Type.Object({
  strengths: Type.String(),
  areas_for_improvement: Type.String(),
  overall_feedback: Type.String(),
});

export const ScoringBody = Type.Object({
  overall_score: Type.Number({ minimum: 0, maximum: 100 }),
  rating: Rating,
  summary: ScoringSummary,
  criteria: Type.Object({
    criteria_id: Type.String(),
    name: Type.String(),
    criterion_results: Type.Array(CriterionResult),
  }),
  estimate: Estimate,
});
export type ScoringBody = Static<typeof ScoringBody>;

// ---- Risk ----

export const RiskPart = Type.Object({
  part: Type.String(),
  revision: Type.String(),
});
export type RiskPart = Static<typeof RiskPart>;

export const RiskIssue = Type.Object({
  issue: Type.String(),
  parts: Type.Array(RiskPart),
});
export type RiskIssue = Static<typeof RiskIssue>;

export const RiskSection = Type.Object({
  risk_level: RiskLevel,
  feedback: Type.String(),
  issues: Type.Array(RiskIssue),
});
export type RiskSection = Static<typeof RiskSection>;

export const RiskBody = Type.Object({
  summary: Type.Object({
    overall_feedback: Type.String(),
    overall_risk_level: RiskLevel,
  }),
  bias_analysis: RiskSection,
  ethical_analysis: RiskSection,
  safety_analysis: RiskSection,
  estimate: Estimate,
});
export type RiskBody = Static<typeof RiskBody>;

// ---- Balance ----

export const BalanceCategoryResult = Type.Object({
  category: BalanceCategory,
  feedback: Type.String(),
  phrase_count: Type.Integer({ minimum: 0 }),
  phrase_percent: Type.Number({ minimum: 0, maximum: 100 }),
  distribution: Distribution,
});
export type BalanceCategoryResult = Static<typeof BalanceCategoryResult>;

export const BalancePhrase = Type.Object({
  phrase: Type.String(),
  category: BalanceCategory,
  reason: Type.String(),
});
export type BalancePhrase = Static<typeof BalancePhrase>;

export const BalanceBody = Type.Object({
  summary: Type.Object({
    overall_feedback: Type.String(),
    recommendations: Type.String(),
  }),
  categories: Type.Array(BalanceCategoryResult),
  phrases: Type.Array(BalancePhrase),
  estimate: Estimate,
});
export type BalanceBody = Static<typeof BalanceBody>;

// ---- Heatmap ----

export const HeatmapPhrase = Type.Object({
  phrase: Type.String(),
  attention_score: Type.Integer({ minimum: 1, maximum: 5 }),
  color: HeatColor,
  reason: Type.String(),
});
export type HeatmapPhrase = Static<typeof HeatmapPhrase>;

export const HeatmapBody = Type.Object({
  summary: Type.String(),
  phrases: Type.Array(HeatmapPhrase),
  estimate: Estimate,
});
export type HeatmapBody = Static<typeof HeatmapBody>;

// ---- Stored results: the engines' bodies with their timestamps ----

export const Scoring = stamped('scoring', ScoringBody);
export const Risk = stamped('risk', RiskBody);
export const Balance = stamped('balance', BalanceBody);
export const Heatmap = stamped('heatmap', HeatmapBody);
export type Scoring = Static<typeof Scoring>;
export type Risk = Static<typeof Risk>;
export type Balance = Static<typeof Balance>;
export type Heatmap = Static<typeof Heatmap>;

// ---- Settings (generation, scoring, risk, heatmap requests) ----

export const Settings = Type.Object(
  {
    model_source: Type.Union([Type.Literal('platform'), Type.Literal('provider')]),
    model_id: Type.String({ pattern: '^aim_' }),
    provider_id: Type.Optional(Type.String({ pattern: '^aap_' })),
    cloud_region: Type.Optional(Type.String({ minLength: 1 })),
  },
  { title: 'AnalysisSettings', additionalProperties: false },
);
export type Settings = Static<typeof Settings>;
