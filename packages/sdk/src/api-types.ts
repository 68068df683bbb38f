import type { paths } from './generated/openapi.js';

/**
 * Types of the API, derived from the OpenAPI document the build generates (src/generated, never
 * edited by hand). Derived from `paths` rather than named schemas so they hold whether or not the
 * document names its schemas. Every path and method here must be in the document: a path renamed
 * or removed there is a compile error here, never a silent fallback.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;
/** The methods the document defines for a path. */
export type MethodOf<P extends ApiPath> = {
  [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];

type Operation<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Success<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? Json<S>
    : R extends { 201: infer S }
      ? Json<S>
      : undefined
  : never;
type Body<O> = O extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** The JSON of an operation's success response (200, else 201; undefined for a 204). */
export type ResponseOf<P extends ApiPath, M extends MethodOf<P>> = Success<Operation<P, M>>;
/** The JSON body an operation takes. */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> = Body<Operation<P, M>>;
type Item<T> = T extends readonly (infer I)[] ? I : never;

export type Model = Item<ResponseOf<'/v1/tokens/models', 'get'>>;
export type CountRequest = BodyOf<'/v1/tokens/count', 'post'>;
export type CountResult = Item<ResponseOf<'/v1/tokens/count', 'post'>>;

export type Prompt = ResponseOf<'/v1/prompts/{promptId}', 'get'>;
export type PromptCreate = BodyOf<'/v1/prompts', 'post'>;
export type PromptPatch = BodyOf<'/v1/prompts/{promptId}', 'patch'>;
export type Version = ResponseOf<'/v1/prompts/{promptId}/versions/{versionId}', 'get'>;
export type Project = ResponseOf<'/v1/projects/{projectId}', 'get'>;
export type ProjectCreate = BodyOf<'/v1/projects', 'post'>;
export type ProjectPatch = BodyOf<'/v1/projects/{projectId}', 'patch'>;
export type VersionCreate = BodyOf<'/v1/prompts/{promptId}/versions', 'post'>;
/** A chat version (issue 25): role messages and message placeholders instead of content. */
export type ChatVersionCreate = BodyOf<'/v1/prompts/{promptId}/versions/chat', 'post'>;
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

// Prompt delivery (issue 13 §3), and the workspace export and import.
export type Label = Item<ResponseOf<'/v1/prompts/{promptId}/labels', 'get'>>;
export type LabelSet = ResponseOf<'/v1/prompts/{promptId}/labels/{label}', 'put'>;
export type LabelMove = Item<ResponseOf<'/v1/prompts/{promptId}/labels/{label}/history', 'get'>>;
// Releases (issue 23).
export type Release = ResponseOf<'/v1/prompts/{promptId}/releases/{releaseId}', 'get'>;
export type ReleaseCreate = BodyOf<'/v1/prompts/{promptId}/releases', 'post'>;
export type ReleaseApprove = BodyOf<'/v1/prompts/{promptId}/releases/{releaseId}/approve', 'post'>;
export type ReleaseSettings = ResponseOf<'/v1/workspace/release-settings', 'get'>;
export type ReleaseSettingsInput = BodyOf<'/v1/workspace/release-settings', 'put'>;
export type RenderRequest = BodyOf<'/v1/prompts/{promptId}/render', 'post'>;
export type Rendered = ResponseOf<'/v1/prompts/{promptId}/render', 'post'>;
export type Diff = ResponseOf<'/v1/prompts/{promptId}/diff', 'get'>;
export type Dependency = Item<ResponseOf<'/v1/prompts/{promptId}/dependencies', 'get'>>;
export type Dependent = Item<ResponseOf<'/v1/prompts/{promptId}/dependents', 'get'>>;
export type WorkspaceExport = ResponseOf<'/v1/workspace/export', 'get'>;
export type ImportReport = ResponseOf<'/v1/workspace/import', 'post'>;
// The playground (issue 25 §3): run a version, stored runs, experiments.
export type RunRequest = BodyOf<`${typeof V}/run`, 'post'>;
export type RunResult = ResponseOf<`${typeof V}/run`, 'post'>;
export type StoredRun = ResponseOf<'/v1/prompts/{promptId}/runs/{runId}', 'get'>;
export type ExperimentRequest = BodyOf<'/v1/prompts/{promptId}/experiments', 'post'>;
export type ExperimentResult = ResponseOf<'/v1/prompts/{promptId}/experiments', 'post'>;
