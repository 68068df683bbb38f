import assert from 'node:assert/strict';
import { it } from 'node:test';
import { analyzeRisk } from '../../src/modules/analysis/offline/risk-analyzer.js';

/** Prompts by group: `flag` must be rated above low, `quiet` (their look-alikes) low. */
export type RiskCases = Record<string, { flag: string[]; quiet: string[] }>;

/** Two tests per group of `cases` (call inside a describe): its flagged texts, its look-alikes. */
export function itRatesRiskCases(cases: RiskCases) {
  for (const [group, { flag, quiet }] of Object.entries(cases)) {
    it(`${group}: flags every style`, () => {
      for (const text of flag) assert.notEqual(analyzeRisk(text).summary.overall_risk_level, 'low', text);
    });
    it(`${group}: leaves the look-alikes low`, () => {
      for (const text of quiet) {
        const body = analyzeRisk(text);
        assert.equal(body.summary.overall_risk_level, 'low', `${text}\n${JSON.stringify(body)}`);
      }
    });
  }
}
