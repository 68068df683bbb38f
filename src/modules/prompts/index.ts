// The prompts module's public entry for other code (re-exports only): how content is read for
// placeholders on write and on render (the contract the SDK and the console are held to), the
// prompt tables' repo, with which the benchmarks seed large workspaces, and the line diff (the
// CLI's `prompts diff` shows a folder's text against the service's with it), and the provider
// requests of chat messages (the tokens module counts them through the makers' count endpoints),
// and the resources as the API returns them, read in a caller's transaction (webhook events).
// isPureRender: which renders the HTTP render fast path may keep (src/http/fast-render.ts).
export { providerRequest } from './chat-request.js';
export { diffLines } from './line-diff.js';
export { includesIn } from './placeholders.js';
export { renderContent } from './prompt-render.js';
export { isPureRender } from './prompt-render.service.js';
export { createPromptRevisionsRepo } from './prompt-revisions.repo.js';
export { labelSnapshot, projectSnapshot, promptSnapshot, versionSnapshot } from './prompt-snapshots.js';
export { createPromptRepo, type PromptRow, type PromptVersionRow } from './prompts.repo.js';
export { extractVariables, substituteVariables } from './variables.js';
