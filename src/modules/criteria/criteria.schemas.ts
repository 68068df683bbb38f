import { type Static, Type } from 'typebox';
import { Nullable } from '../../http/common-schemas.js';

/** One criterion as written by a client, scored by the analyzers and produced by criteria generation. */
export const CriterionInput = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z_]+$', minLength: 1, maxLength: 64 }),
    label: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    // The spec types `questions` as one string holding "the question or questions".
    questions: Type.String({ minLength: 1 }),
    weight: Type.Integer({ minimum: 1, maximum: 999 }),
  },
  { title: 'CriterionInput', additionalProperties: false },
);
export type CriterionInput = Static<typeof CriterionInput>;

/**
 * What a criteria takes beyond its schema: a criterion's texts, trimmed, at most this long (checked
 * by the service, after trimming), and at most this many criterion in one write. Criteria
 * generation cuts what a model wrote to the same bounds.
 */
export const CRITERION_TEXT_LIMITS = { label: 255, description: 10_000, questions: 10_000 } as const;
export const MAX_CRITERION_SET = 100;

const Name = Type.String({ minLength: 1, maxLength: 255 });
const UseCase = Type.String({ maxLength: 10_000 });

export const Criterion = Type.Object(
  {
    criterion_id: Type.String({ description: 'Prefix scn_' }),
    ...CriterionInput.properties,
  },
  { title: 'Criterion' },
);

export const ScoringCriteria = Type.Object(
  {
    criteria_id: Type.String({ description: 'Prefix sca_; the built-in Default criteria are sca_default.' }),
    name: Type.String(),
    use_case: Nullable(Type.String()),
    is_default: Type.Boolean({ description: 'true for the built-in, read-only Default criteria.' }),
    criterion_set: Type.Array(Criterion),
  },
  { title: 'Criteria' },
);

export const CriteriaInput = Type.Object(
  {
    name: Name,
    use_case: Type.Optional(Nullable(UseCase)),
    criterion_set: Type.Optional(Type.Array(CriterionInput, { maxItems: MAX_CRITERION_SET })),
  },
  { title: 'CriteriaInput', additionalProperties: false },
);

/** PUT: name required; use_case when given (null clears it). */
export const CriteriaUpdate = Type.Object(
  { name: Name, use_case: Type.Optional(Nullable(UseCase)) },
  { additionalProperties: false },
);
/** PATCH: the same fields, each optional. */
export const CriteriaPatch = Type.Object(
  { name: Type.Optional(Name), use_case: Type.Optional(Nullable(UseCase)) },
  { additionalProperties: false, minProperties: 1 },
);

const { slug, label, description, questions, weight } = CriterionInput.properties;
export const CriterionPatch = Type.Object(
  {
    slug: Type.Optional(slug),
    label: Type.Optional(label),
    description: Type.Optional(description),
    questions: Type.Optional(questions),
    weight: Type.Optional(weight),
  },
  { additionalProperties: false, minProperties: 1 },
);

export type CriterionView = Static<typeof Criterion>;
export type ScoringCriteriaView = Static<typeof ScoringCriteria>;
export type CriteriaInput = Static<typeof CriteriaInput>;
export type CriteriaPatch = Static<typeof CriteriaPatch>;
export type CriterionPatch = Static<typeof CriterionPatch>;
