// The table-driven check of the concept-pair risk rules' tests (risk-concepts.test.ts,
// risk-purpose.test.ts): each firing prompt must fire its rule, each look-alike none of the rules
// under test. Apart so that each round's test file holds only its prompts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findRiskHits } from '../../src/modules/analysis/offline/risk-analyzer.js';

export function describeConceptCases(
  title: string,
  ids: ReadonlySet<string>,
  fires: readonly (readonly [string, string])[],
  quiet: readonly string[],
): void {
  const fired = (text: string) =>
    [...new Set(findRiskHits(text).map((h) => h.rule.id))].filter((id) => ids.has(id));
  describe(title, () => {
    for (const [id, text] of fires) {
      it(`${id} fires on: ${text.slice(0, 50).replace(/\n/g, ' ')}`, () => {
        assert.ok(fired(text).includes(id), `got ${JSON.stringify(fired(text))}`);
      });
    }
    for (const text of quiet) {
      it(`stays quiet on: ${text.slice(0, 50).replace(/\n/g, ' ')}`, () => {
        assert.deepEqual(fired(text), []);
      });
    }
  });
}
