import type { paths } from './generated/openapi.js';

/**
 * Types of the API, derived from the OpenAPI document the build generates (src/generated, never
 * edited by hand). Derived from `paths` rather than named schemas so they hold whether or not the
 * document names its schemas; an operation the document does not have yet (or no longer has) falls
 * back to the shape given here, so the SDK compiles against the document it is built with.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

type Operation<P extends string, M extends Method> = P extends keyof paths
  ? M extends keyof paths[P]
    ? NonNullable<paths[P][M]>
    : never
  : never;
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Success<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? Json<S>
    : R extends { 201: infer S }
      ? Json<S>
      : undefined
  : never;
type Body<O> = O extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
type IfKnown<T, Fallback> = [T] extends [never] ? Fallback : T;

/** The JSON of an operation's success response (200, else 201), or `Fallback` when the document lacks it. */
export type ResponseOf<P extends string, M extends Method, Fallback = never> = IfKnown<
  Success<Operation<P, M>>,
  Fallback
>;
/** The JSON body an operation takes, or `Fallback` when the document lacks it. */
export type BodyOf<P extends string, M extends Method, Fallback = never> = IfKnown<
  Body<Operation<P, M>>,
  Fallback
>;
type Item<T> = T extends readonly (infer I)[] ? I : never;

export type Model = Item<ResponseOf<'/v1/tokens/models', 'get'>>;
export type CountRequest = BodyOf<'/v1/tokens/count', 'post'>;
export type CountResult = Item<ResponseOf<'/v1/tokens/count', 'post'>>;

export type Prompt = ResponseOf<'/v1/prompts/{promptId}', 'get'>;
export type PromptCreate = BodyOf<'/v1/prompts', 'post'>;
export type PromptPatch = BodyOf<'/v1/prompts/{promptId}', 'patch'>;
export type Version = ResponseOf<'/v1/prompts/{promptId}/versions/{versionId}', 'get'>;
export type VersionCreate = BodyOf<'/v1/prompts/{promptId}/versions', 'post'>;
export type VersionPatch = BodyOf<'/v1/prompts/{promptId}/versions/{versionId}', 'patch'>;

const V = '/v1/prompts/{promptId}/versions/{versionId}';
export type Scoring = ResponseOf<`${typeof V}/scoring`, 'get'>;
export type ScoringRequest = BodyOf<`${typeof V}/scoring`, 'post'>;
export type Risk = ResponseOf<`${typeof V}/risk`, 'get'>;
export type RiskRequest = BodyOf<`${typeof V}/risk`, 'post'>;
export type Balance = ResponseOf<`${typeof V}/balance`, 'get'>;
export type BalanceRequest = BodyOf<`${typeof V}/balance`, 'post'>;
export type Heatmap = ResponseOf<`${typeof V}/heatmap`, 'get'>;
export type HeatmapRequest = BodyOf<`${typeof V}/heatmap`, 'post'>;
export type ImproveRequest = BodyOf<`${typeof V}/improve`, 'post'>;
export type Improvement = ResponseOf<`${typeof V}/improve`, 'post'>;

const C = '/v1/prompts/scoring/criteria';
export type Criteria = ResponseOf<`${typeof C}/{criteriaId}`, 'get'>;
export type CriteriaCreate = BodyOf<typeof C, 'post'>;
export type CriteriaReplace = BodyOf<`${typeof C}/{criteriaId}`, 'put'>;
export type CriteriaPatch = BodyOf<`${typeof C}/{criteriaId}`, 'patch'>;
export type Criterion = ResponseOf<`${typeof C}/{criteriaId}/criterionset/{criterionId}`, 'get'>;
export type CriterionInput = BodyOf<`${typeof C}/{criteriaId}/criterionset`, 'post'>;
export type CriterionPatch = BodyOf<`${typeof C}/{criteriaId}/criterionset/{criterionId}`, 'patch'>;

export type Context = ResponseOf<'/v1/contexts/{contextId}', 'get'>;
export type ContextTextCreate = BodyOf<'/v1/contexts/text', 'post'>;
export type ContextFileCreate = BodyOf<'/v1/contexts/file', 'post'>;
export type ContextPatch = BodyOf<'/v1/contexts/{contextId}', 'patch'>;
export type ContextVersion = ResponseOf<'/v1/contexts/{contextId}/versions/{versionId}', 'get'>;
export type ContextTextVersionCreate = BodyOf<'/v1/contexts/{contextId}/versions/text', 'post'>;
export type ContextTextVersionPatch = BodyOf<'/v1/contexts/{contextId}/versions/{versionId}/text', 'patch'>;

// Prompt delivery (issue 13 §3): the fallbacks are the contract until the document has them.
export type Label = Item<
  ResponseOf<'/v1/prompts/{promptId}/labels', 'get', { label: string; version_id: string }[]>
>;
/** What setting a label answers (the label with its version until the document says otherwise). */
export type LabelSet = ResponseOf<'/v1/prompts/{promptId}/labels/{label}', 'put', Label>;
export type RenderRequest = BodyOf<
  '/v1/prompts/{promptId}/render',
  'post',
  { version_id?: string; label?: string; variables: Record<string, string>; model?: string }
>;
export type Rendered = ResponseOf<
  '/v1/prompts/{promptId}/render',
  'post',
  { content: string; token_info?: Record<string, unknown> }
>;
export type Diff = ResponseOf<
  '/v1/prompts/{promptId}/diff',
  'get',
  { diff: string } & Record<string, unknown>
>;
export type WorkspaceExport = ResponseOf<'/v1/workspace/export', 'get', Record<string, unknown>>;
export type ImportReport = ResponseOf<'/v1/workspace/import', 'post', Record<string, unknown>>;
