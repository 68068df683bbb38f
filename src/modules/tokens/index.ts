// The tokens module's public entry for other code (re-exports only): the model catalog, which the
// process loads once at start (main.ts, the CLI, the benchmarks' servers).
export { type Catalog, loadCatalog } from './catalog/catalog.js';
