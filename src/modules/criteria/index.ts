// The criteria module's public entry for other code (re-exports only): the built-in Default
// criteria, which the evaluation harness and the benchmarks score against, and its id.
export { DEFAULT_CRITERIA_ID } from './criteria.service.js';
export { DEFAULT_CRITERION_SET } from './default-criteria.js';
