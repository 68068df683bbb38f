// The quality ratchet of the offline analyzer in CI: runs the evaluation harness (eval/) in-process
// on the labelled sets and fails when a figure falls below eval/floors.json. No timing here: speed
// is measured in bench/analyzer.bench.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { floorFailures, headline, loadFloors } from '../eval/floors.js';
import { runEval } from '../eval/harness.js';
import { partOf } from '../eval/split.js';

describe('offline analyzer evaluation (eval/)', () => {
  const report = runEval();

  it('meets every floor in eval/floors.json on the tuning and held-out parts', () => {
    assert.deepEqual(floorFailures(report), []);
  });

  it('keeps the issue-10 targets as floors: risk recall ≥ 0.90 at FPR ≤ 0.10, scoring ≥ 95 % (held-out)', () => {
    const floors = loadFloors().heldout;
    assert.ok((floors['risk.recall']?.min ?? 0) >= 0.9);
    assert.ok((floors['risk.fpr']?.max ?? 1) <= 0.1);
    assert.ok((floors['scoring.accuracy']?.min ?? 0) >= 0.95);
    const h = headline(report, 'heldout');
    assert.ok(
      h['risk.recall']! >= 0.9 && h['risk.fpr']! <= 0.1 && h['scoring.accuracy']! >= 0.95,
      JSON.stringify(h),
    );
  });

  it('measures both parts on enough items, with a seeded ~70/30 split by id', () => {
    const risk = report.risk;
    const held = risk.heldout.recall.total + risk.heldout.fpr.total;
    const all = held + risk.tuning.recall.total + risk.tuning.fpr.total;
    assert.ok(all >= 400 && held >= 100, `${held} of ${all}`);
    assert.ok(held / all > 0.2 && held / all < 0.4, `${held} of ${all}`);
    assert.ok(report.scoring.heldout.accuracy.total + report.scoring.tuning.accuracy.total >= 150);
    assert.ok(report.heatmap.heldout.score.total > 0 && report.balance.heldout.score.total > 0);
    // The split depends only on the seed and the id, never on the run.
    assert.deepEqual(['r-injection-en-001', 's-vague-001', 'h-001'].map(partOf), [
      'tuning',
      'tuning',
      'heldout',
    ]);
  });

  it('never lists held-out misses (they must not be used for tuning)', () => {
    assert.deepEqual(report.risk.heldout.misses, []);
    assert.deepEqual(report.scoring.heldout.misses, []);
    assert.deepEqual(report.heatmap.heldout.misses, []);
    assert.deepEqual(report.balance.heldout.misses, []);
  });
});
