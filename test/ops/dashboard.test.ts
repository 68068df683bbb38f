import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createMetrics } from '../../src/ops/metrics.js';

test('every metric the Grafana dashboard queries is one the service exposes', async () => {
  const dashboard = readFileSync(new URL('../../docs/ops/grafana-dashboard.json', import.meta.url), 'utf8');
  const used = new Set([...dashboard.matchAll(/promptkeep_[a-z0-9_]+/g)].map((m) => m[0]));
  const metrics = createMetrics();
  const exposed = new Set((await metrics.registry.getMetricsAsJSON()).map((m) => m.name));
  const missing = [...used].filter(
    (name) => !exposed.has(name) && !exposed.has(name.replace(/_(bucket|count|sum)$/, '')),
  );
  assert.deepEqual(missing, []);
  assert.ok(used.size >= 15, `${used.size} metrics used`);
  metrics.registry.clear();
});
