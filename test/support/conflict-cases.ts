import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Conflict } from '../../src/modules/analysis/offline/prompt-conflicts.js';
import { assessQuality } from '../../src/modules/analysis/offline/prompt-quality.js';

type Detector = (text: string) => Conflict[];

/**
 * Tests for contradiction detectors (call inside a describe): each clashing prompt is found by its
 * detector and lowers the quality findings; each look-alike is found by none of `detectors`.
 */
export function itFindsConflicts(
  clashing: readonly (readonly [Record<string, string>, Detector])[],
  benign: Record<string, string>,
  detectors: readonly Detector[],
) {
  for (const [cases, detect] of clashing)
    for (const [kind, text] of Object.entries(cases)) {
      it(`finds ${kind}`, () => assert.ok(detect(text).length > 0, `${kind}: ${text}`));
      it(`lowers the quality findings: ${kind}`, () =>
        assert.ok(assessQuality(text).contradictions.length > 0, `${kind}: ${text}`));
    }
  for (const [kind, text] of Object.entries(benign))
    it(`does not flag: ${kind}`, () => {
      for (const detect of detectors) assert.deepEqual(detect(text), [], `${kind}: ${text}`);
    });
}
