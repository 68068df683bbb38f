// The prompts module's public entry for other code (re-exports only): how content is read for
// placeholders on write and on render (the contract the SDK and the console are held to), and the
// prompt tables' repo, with which the benchmarks seed large workspaces.
export { renderContent } from './prompt-render.js';
export { createPromptRepo, type PromptRow, type PromptVersionRow } from './prompts.repo.js';
export { extractVariables, substituteVariables } from './variables.js';
