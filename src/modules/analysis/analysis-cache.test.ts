import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SCORING_CRITERIA } from '../../../test/support/scoring-criteria.js';
import { DEFAULT_CRITERION_SET } from '../criteria/default-criteria.js';
import { formatSeconds } from './analysis.routes.js';
import { analysisCacheKey } from './analysis-cache.js';
import { usableCriteria } from './generation.service.js';

const criteria = DEFAULT_SCORING_CRITERIA;

test('the cache key changes with everything that can change a result, and only with that', () => {
  const base = { kind: 'scoring' as const, content: 'Write.', modelId: 'aim_builtin', criteria };
  const key = analysisCacheKey(base);
  assert.match(key, /^[0-9a-f]{64}$/);
  assert.equal(
    analysisCacheKey({ ...base, criteria: { ...criteria, criterion_set: [...DEFAULT_CRITERION_SET] } }),
    key,
  );
  const variants = [
    { ...base, content: 'Write!' },
    { ...base, modelId: 'aim_other' },
    { ...base, kind: 'risk' as const },
    { ...base, criteria: { ...criteria, name: 'Renamed' } },
    { ...base, criteria: { ...criteria, use_case: 'Emails' } },
    { ...base, criteria: { ...criteria, criterion_set: DEFAULT_CRITERION_SET.slice(1) } },
    { ...base, criteria: { ...criteria, criterion_set: [{ ...DEFAULT_CRITERION_SET[0]!, weight: 99 }] } },
  ];
  const keys = new Set([key, ...variants.map(analysisCacheKey)]);
  assert.equal(keys.size, variants.length + 1);
  const heat = { kind: 'heatmap' as const, content: 'Write.', modelId: 'aim_builtin' };
  assert.notEqual(
    analysisCacheKey({ ...heat, includeExamples: true }),
    analysisCacheKey({ ...heat, includeExamples: false }),
  );
});

test('generated criterion are made valid input for the criteria create calls', () => {
  const c = (slug: string, label = slug) => ({ slug, label, description: ' d ', questions: 'q?', weight: 3 });
  assert.deepEqual(usableCriteria([c('tone'), c('tone'), c('clarity', '  '), c('audience')], ['audience']), [
    { slug: 'tone', label: 'tone', description: 'd', questions: 'q?', weight: 3 },
  ]);
  const long = usableCriteria([c('long', 'x'.repeat(300))], []);
  assert.equal(long[0]!.label.length, 255);
  const many = usableCriteria(
    Array.from({ length: 120 }, (_, i) =>
      c(`s_${String.fromCharCode(97 + (i % 26))}_${'a'.repeat(Math.floor(i / 26) + 1)}`),
    ),
    [],
  );
  assert.equal(many.length, 100);
});

test('X-Tokens-Duration is seconds with millisecond precision', () => {
  assert.deepEqual(
    [formatSeconds(0), formatSeconds(0.0041), formatSeconds(1.25), formatSeconds(12)],
    ['0', '0.004', '1.25', '12'],
  );
});
