// The AI gateway's public entry: what other modules (the analysis module's LLM engine and model
// resolver) may use. Re-exports only; test/architecture/borders.test.ts keeps other modules from
// importing the gateway's other files.
export type { AiRepo } from './ai.repo.js';
export { createAiRepo } from './ai.repo.js';
export type { AiModel } from './ai.schemas.js';
export { connectionOf } from './ai-providers.service.js';
export { createChatModel } from './language-model-factory.js';
export {
  callStructured,
  callText,
  type LlmTarget,
  type LlmUsage,
  type ModelPrompt,
  type TextRequest,
  usageOfError,
} from './llm-call.js';
export {
  createPlatformCatalog,
  type PlatformCatalog,
  type PlatformProviderEntry,
} from './platform-providers.js';
export {
  checkProviderUrl,
  createEgressFetch,
  createProviderTransport,
  egressRefusal,
  loadEgress,
  PLATFORM_EGRESS,
  type ProviderTransport,
} from './provider-egress.js';
export { isCloudHosted, KIND_RULES, type ProviderConnection, type ProviderKind } from './provider-kinds.js';
