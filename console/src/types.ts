// Named shapes of the API, all derived from the generated OpenAPI types (console/src/api.ts).
import type { Item, Ok } from './api';

export type Prompt = Ok<'/v1/prompts/{promptId}', 'get'>;
export type Version = Ok<'/v1/prompts/{promptId}/versions/{versionId}', 'get'>;
export type TokenInfo = Version['token_info'];
export type Heatmap = Ok<'/v1/prompts/{promptId}/versions/{versionId}/heatmap', 'get'>;
export type Balance = Ok<'/v1/prompts/{promptId}/versions/{versionId}/balance', 'get'>;
export type Scoring = Ok<'/v1/prompts/{promptId}/versions/{versionId}/scoring', 'get'>;
export type Risk = Ok<'/v1/prompts/{promptId}/versions/{versionId}/risk', 'get'>;
export type Criteria = Ok<'/v1/prompts/scoring/criteria/{criteriaId}', 'get'>;
export type Model = Item<'/v1/tokens/models'>;
export type CountResult = Ok<'/v1/tokens/count', 'post'>[number];
export type TokenCatalog = Ok<'/v1/tokens/catalog', 'get'>;
export type Workspace = Item<'/v1/account/workspaces'>;
export type ApiKey = Item<'/v1/account/keys'>;
export type Context = Item<'/v1/contexts'>;
export type Pack = Item<'/v1/context/packs'>;
