import { type Static, type TNull, type TObject, type TProperties, Type } from 'typebox';
import { StringEnum } from '../../http/common-schemas.js';
import { CriterionInput } from '../criteria/criteria.schemas.js';
import { Version } from '../prompts/prompts.schemas.js';
import {
  AnalysisEstimate,
  type AnalysisKind,
  Balance,
  Heatmap,
  Risk,
  Scoring,
  Settings,
} from './analysis.schemas.js';

// Request and response bodies of the analysis and generation endpoints (docs/analyzer.md,
// "Endpoints"). The stored objects themselves (Scoring, Risk, Balance, Heatmap) are in
// analysis.schemas.ts. Every body is closed: an unknown field is a 400 naming it.

const closed = { additionalProperties: false } as const;
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });
const CriteriaId = Id('Scoring criteria id (sca_…); sca_default is the built-in Default criteria.');
const OptionalSettings = Type.Optional(Settings);
const Force = Type.Optional(
  Type.Boolean({
    description:
      'true runs the analysis again even when the latest stored result was made from the same content, ' +
      'model and options (which is otherwise returned as is, without calling the model).',
  }),
);
const IncludeExamples = Type.Boolean({
  description: "true also analyses the prompt's example sections (can take noticeably longer on an LLM).",
});
const Content = Type.String({ minLength: 1, description: 'The prompt text to analyse (not stored).' });
const UseCase = Type.String({ minLength: 1, maxLength: 10_000, description: 'What the prompt is for.' });

// ---- analyses of a stored version (POST runs and stores) ----

export const VersionScoringRequest = Type.Object(
  {
    criteria_id: CriteriaId,
    criterion_slugs: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z_]+$', minLength: 1, maxLength: 64 }), {
        minItems: 1,
        maxItems: 100,
        description: 'Score only these criterion of the criteria (all when omitted).',
      }),
    ),
    settings: OptionalSettings,
    force: Force,
  },
  closed,
);
export const VersionRiskRequest = Type.Object({ settings: OptionalSettings, force: Force }, closed);
export const VersionExamplesRequest = Type.Object(
  { include_examples: IncludeExamples, settings: OptionalSettings, force: Force },
  closed,
);

// ---- analyses of content held outside the service (nothing stored) ----

export const ContentRiskRequest = Type.Object(
  {
    content: Content,
    settings: OptionalSettings,
    include_examples: Type.Optional(
      Type.Boolean({
        description: 'Accepted (the spec shows it) and ignored: risk always reads everything.',
      }),
    ),
  },
  closed,
);
export const ContentScoringRequest = Type.Object(
  {
    content: Content,
    criteria_id: Type.Optional(CriteriaId),
    use_case: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10_000,
        description: "What the prompt is for; replaces the criteria's own use_case for this scoring.",
      }),
    ),
    settings: OptionalSettings,
  },
  closed,
);
export const ContentExamplesRequest = Type.Object(
  { content: Content, include_examples: IncludeExamples, settings: OptionalSettings },
  closed,
);

/**
 * The answer to content sent in the request: nothing is stored, so both timestamps are null, as
 * the spec's API answers for content it does not hold (the version's and the analysis's own).
 */
function unstored<K extends AnalysisKind, P extends TProperties>(kind: K, result: TObject<P>) {
  const Unstored = Type.Null({ description: 'null: content sent in the request is not stored.' });
  const properties = { ...result.properties, version_timestamp: Unstored, [`${kind}_timestamp`]: Unstored };
  return Type.Object(
    properties as Omit<P, 'version_timestamp' | `${K}_timestamp`> & { version_timestamp: TNull } & Record<
        `${K}_timestamp`,
        TNull
      >,
    { title: `${kind[0]!.toUpperCase()}${kind.slice(1)}OfContent` },
  );
}
export const CONTENT_RESULT = {
  scoring: unstored('scoring', Scoring),
  risk: unstored('risk', Risk),
  balance: unstored('balance', Balance),
  heatmap: unstored('heatmap', Heatmap),
} satisfies Record<AnalysisKind, TObject>;

// ---- improve and generation ----

export const ImproveRequest = Type.Object(
  {
    source: Type.Optional(
      StringEnum(['scoring', 'risk'] as const, {
        description: 'The analysis to improve from (default scoring): its latest stored result is used.',
      }),
    ),
    criteria_id: Type.Optional(CriteriaId),
    settings: OptionalSettings,
  },
  closed,
);

export const GeneratePromptRequest = Type.Object(
  { use_case: UseCase, criteria_id: Type.Optional(CriteriaId), settings: OptionalSettings },
  closed,
);
export const GenerateCriteriaRequest = Type.Object({ use_case: UseCase, settings: OptionalSettings }, closed);
export const GenerateMoreCriteriaRequest = Type.Object({ settings: OptionalSettings }, closed);

/** How the result was produced and how far to trust it (added to the spec's shapes). */
const GenerationEstimate = Type.Optional(AnalysisEstimate);

export const GeneratedContent = Type.Object(
  {
    content: Type.String({ description: 'The generated prompt, in Markdown.' }),
    estimate: GenerationEstimate,
  },
  { title: 'GeneratedPrompt' },
);
export const GeneratedCriteria = Type.Object(
  {
    criterion_set: Type.Array(CriterionInput, {
      description: 'Valid input for POST /v1/prompts/scoring/criteria (criterion_set) or …/criterionset.',
    }),
    estimate: GenerationEstimate,
  },
  { title: 'GeneratedCriteria' },
);
/**
 * The improve response: the new version as every version read shows it, plus the estimate of the
 * improvement (a version read later does not carry it: it belongs to this response).
 */
export const ImprovedVersion = Type.Object(
  { ...Version.properties, estimate: GenerationEstimate },
  { title: 'ImprovedVersion' },
);

export type ImproveRequest = Static<typeof ImproveRequest>;
export type GeneratePromptRequest = Static<typeof GeneratePromptRequest>;
export type GenerateCriteriaRequest = Static<typeof GenerateCriteriaRequest>;
export type GenerateMoreCriteriaRequest = Static<typeof GenerateMoreCriteriaRequest>;

/** A POST …/versions/{versionId}/{kind} body with the kind from its path. */
export type VersionAnalysisRequest =
  | ({ kind: 'scoring' } & Static<typeof VersionScoringRequest>)
  | ({ kind: 'risk' } & Static<typeof VersionRiskRequest>)
  | ({ kind: 'balance' | 'heatmap' } & Static<typeof VersionExamplesRequest>);
/** A POST /v1/prompts/{kind} body with the kind from its path. */
export type ContentAnalysisRequest =
  | ({ kind: 'scoring' } & Static<typeof ContentScoringRequest>)
  | ({ kind: 'risk' } & Static<typeof ContentRiskRequest>)
  | ({ kind: 'balance' | 'heatmap' } & Static<typeof ContentExamplesRequest>);
