// Exactness of the vocabularies added in issue 12 against their JS references (exactness.test.ts
// says why these); reference/reference-ids.test.ts checks them against HF tokenizers (Rust).
import { ADDED_IN_ISSUE_12, exactnessSuite } from '../support/exactness-references.js';

exactnessSuite(ADDED_IN_ISSUE_12);
