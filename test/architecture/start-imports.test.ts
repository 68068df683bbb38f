import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importsOf, readTree } from './import-scan.js';

// What a process loads before it does anything: every process that builds the app (a server,
// each integration test file) and every local CLI command. The offline analyzer (~90 modules,
// ~0.2 s of CPU) loads with the first analysis (offline-model.ts's dynamic import), and the CLI's
// database commands open the database without the app (configured-database.ts). A static import
// that brings either back at start fails here (DEVELOPERS.md, "Session 21").

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const files = readTree(SRC);

/** The files `entry` loads at start: static imports and re-exports that are not type-only. */
function loadedAtStart(entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const text = files.get(file) ?? '';
    const lines = text.split('\n');
    for (const ref of importsOf(file, text)) {
      if (ref.typeOnly || ref.target === null || seen.has(ref.target)) continue;
      if (lines[ref.line - 1]?.includes(`import('${ref.spec}')`)) continue; // loaded when it runs
      seen.add(ref.target);
      queue.push(ref.target);
    }
  }
  return seen;
}

test('building the app loads no module of the offline analyzer until the first analysis', () => {
  const loaded = loadedAtStart('app.ts');
  assert.ok(loaded.has('modules/analysis/offline/offline-model.ts'), 'the scan follows the imports');
  for (const analyzer of [
    'modules/analysis/offline/offline-engine.ts',
    'modules/analysis/offline/risk-analyzer.ts',
    'modules/analysis/offline/prompt-quality.ts',
    'modules/analysis/offline/criterion-checks.ts',
  ])
    assert.ok(!loaded.has(analyzer), `${analyzer} is loaded with the app`);
});

test("the CLI's migrate, bootstrap and owner-key do not load the app", () => {
  const loaded = loadedAtStart('cli/local-commands.ts');
  assert.ok(loaded.has('configured-database.ts'), 'the scan follows the imports');
  for (const app of ['main.ts', 'app.ts'])
    assert.ok(!loaded.has(app), `${app} is loaded by the local commands`);
});
