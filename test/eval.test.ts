// The quality ratchet of the offline analyzer in CI: runs the evaluation harness (eval/) in-process
// on the labelled sets (eval/data/ and, when present, the shared public collections, including the
// leave-one-collection-out training) and fails when a figure falls below eval/floors.json. No
// timing here: speed is measured in bench/analyzer.bench.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { floorFailures, loadFloors } from '../eval/floors.js';
import { runEval } from '../eval/harness.js';
import { pooled } from '../eval/risk-report.js';
import { partOf } from '../eval/split.js';

describe('offline analyzer evaluation (eval/)', () => {
  const report = runEval();

  it('meets every floor in eval/floors.json on the tuning and held-out parts', () => {
    assert.deepEqual(floorFailures(report), []);
  });

  it('keeps the ratchet on the figures that matter: held-out risk per source, scoring ≥ 95 %', () => {
    const floors = loadFloors().heldout;
    assert.ok((floors['scoring.accuracy']?.min ?? 0) >= 0.95);
    assert.ok(floors['risk.recall']?.min !== undefined && floors['risk.fpr']?.max !== undefined);
    if (report.risk.external) assert.ok(floors['risk.loso.recall']?.min !== undefined);
  });

  it('measures every source on both parts, the public collections when they are present', () => {
    const sources = Object.keys(report.risk.shipped);
    for (const s of [
      'pk',
      'pk-tasks',
      'hw-chat',
      'hw-system',
      'hw-attack',
      'hw-intl',
      'fresh',
      'fresh-3',
      'fresh-4',
      'fresh-5',
      'fresh-6',
      'fresh-7',
    ]) {
      assert.ok(sources.includes(s), s);
    }
    if (report.risk.external) {
      for (const s of ['jbb-goal', 'jbb-pair', 'jbb-suffix', 'acp', 'acp-long'])
        assert.ok(sources.includes(s), s);
      assert.ok(report.risk.loso, 'leave-one-collection-out figures');
    }
    const held = pooled(report.risk.shipped, 'heldout');
    assert.ok(held.recall.total >= 100 && held.fpr.total >= 100, JSON.stringify(held));
    assert.ok(report.scoring.heldout.accuracy.total + report.scoring.tuning.accuracy.total >= 150);
    // The split depends only on the seed and the id, never on the run.
    assert.deepEqual(['r-injection-en-001', 's-vague-001', 'h-001'].map(partOf), [
      'tuning',
      'tuning',
      'heldout',
    ]);
  });

  it('never lists held-out misses (they must not be used for tuning)', () => {
    assert.deepEqual(report.scoring.heldout.misses, []);
    assert.deepEqual(report.heatmap.heldout.misses, []);
    assert.deepEqual(report.balance.heldout.misses, []);
    for (const id of report.risk.misses) assert.ok(!id.startsWith('fresh'), id);
  });
});
