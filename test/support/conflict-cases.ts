import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Conflict } from '../../src/modules/analysis/offline/prompt-conflicts.js';
import { assessQuality } from '../../src/modules/analysis/offline/prompt-quality.js';

type Detector = (text: string) => Conflict[];

/**
 * Tests for one finder (a detector, or another finding such as shouting; call inside a describe):
 * each positive is found by it, and each look-alike gives no contradiction at all.
 */
export function findsAndSpares(
  finder: (text: string) => readonly unknown[],
  positives: Readonly<Record<string, string>>,
  lookAlikes: Readonly<Record<string, string>>,
) {
  for (const [name, text] of Object.entries(positives))
    it(`finds: ${name}`, () => assert.ok(finder(text).length > 0, text));
  for (const [name, text] of Object.entries(lookAlikes))
    it(`finds nothing: ${name}`, () => assert.deepEqual(assessQuality(text).contradictions, [], text));
}

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

/**
 * Tests for padding (call inside a describe): each padded prompt is found by `findPadding` and
 * scores below the concise prompt of its language; each look-alike has no padding.
 */
export function padsAndSpares(
  findPadding: (text: string) => readonly string[],
  score: (text: string) => number,
  padded: Readonly<Record<string, string>>,
  concise: Readonly<Record<string, string>>,
  lookAlikes: Readonly<Record<string, string>>,
) {
  for (const [lang, text] of Object.entries(padded)) {
    it(`finds padding: ${lang}`, () => assert.ok(findPadding(text).length > 0, text));
    it(`the concise prompt outranks the padded one: ${lang}`, () =>
      assert.ok(score(concise[lang]!) > score(text), `${score(concise[lang]!)} vs ${score(text)}`));
  }
  for (const [name, text] of Object.entries(lookAlikes))
    it(`finds no padding: ${name}`, () => assert.deepEqual(findPadding(text), [], text));
}
