import { BODY_CATEGORIES } from './fuzz-categories.js';
import { fuzzSuite } from './fuzz-runner.js';

fuzzSuite('bodies', (c) => BODY_CATEGORIES.includes(c.name), false);
