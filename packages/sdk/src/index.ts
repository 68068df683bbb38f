/** @promptkeep/sdk: the official TypeScript client of the Promptkeep API (docs/sdk.md). */
export type * from './api-types.js';
export type { CaOption } from './ca-fetch.js';
export { Promptkeep } from './client.js';
export { type ErrorBody, PromptkeepConnectionError, PromptkeepError } from './errors.js';
export { etagOf, type IfMatch } from './etags.js';
export {
  type ChatItem,
  type ChatMessage,
  flattenMessages,
  formatOfModel,
  type ModelConfig,
  type ProviderRequest,
  providerRequest,
  type RequestFormat,
} from './generated/chat-request.js';
export { nextLink, type Page, Paged } from './paging.js';
export { type CachedPrompt, PromptCache, type PromptCacheOptions } from './prompt-cache.js';
export type { ContextFileInput, ContextFileVersionInput, FileData } from './resources/contexts.js';
export type { Expand, ListOptions, Options, WriteOptions } from './resources/resource.js';
export { fillTemplate, includesOf, MissingVariablesError, templateParts, variablesOf } from './template.js';
export type { Answer, CallOptions, PromptkeepOptions, Query } from './transport.js';
