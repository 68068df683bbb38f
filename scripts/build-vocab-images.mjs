// `npm run build` step: the prebuilt vocabulary images (src/tokenizers/vocab-files.ts), written
// beside the compiled tokenizer modules, so a started server reads each vocabulary as one file
// instead of building it from its package's JSON.
import { CATALOG } from '../dist/tokenizers/tokenizer-catalog.js';
import { writePrebuiltImages } from '../dist/tokenizers/vocab-files.js';

const started = performance.now();
const files = writePrebuiltImages(Object.values(CATALOG));
console.log(
  `vocabulary images: ${files.length} in dist/tokenizers/vocab (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
