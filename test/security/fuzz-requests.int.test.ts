import { BODY_CATEGORIES } from './fuzz-categories.js';
import { fuzzSuite } from './fuzz-runner.js';

/** The fuzz categories that break paths, queries, headers and credentials, and the socket cases. */
fuzzSuite('paths, queries, headers', (c) => !BODY_CATEGORIES.includes(c.name), true);
