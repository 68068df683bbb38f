import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkOutside } from './borders.js';
import { readTree } from './import-scan.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The files of one folder of the repository, keyed by their path from the repository root. */
function area(folder: string, extensions?: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(join(ROOT, folder))) return files;
  for (const [path, text] of readTree(join(ROOT, folder), extensions)) files.set(`${folder}/${path}`, text);
  return files;
}

test('eval/, bench/, console/ and packages/ keep their borders (test/architecture/borders.ts, rules h–j)', () => {
  const packages = readdirSync(join(ROOT, 'packages')).flatMap((p) => [
    `packages/${p}/src`,
    `packages/${p}/test`,
  ]);
  const files = new Map([
    ...area('eval'),
    ...area('bench'),
    ...area('console', ['.ts', '.tsx']),
    ...packages.flatMap((p) => [...area(p)]),
  ]);
  // The scan must see each area, or a broken scan would pass vacuously.
  for (const folder of ['eval/', 'bench/', 'console/src/', 'packages/sdk/src/', 'packages/sdk/test/']) {
    assert.ok([...files.keys()].filter((f) => f.startsWith(folder)).length >= 3, `the scan reads ${folder}`);
  }
  assert.ok(files.has('console/src/app.tsx') && files.has('packages/sdk/src/client.ts'));
  assert.deepEqual(checkOutside(files), []);
});

test('each outside rule catches what it is meant to', () => {
  const found = checkOutside(
    new Map(
      Object.entries({
        // (h) a module's inside, the kernel's inside, a test file; public entries and layers are fine
        'eval/harness.ts': [
          "import { analyzeRisk } from '../src/modules/analysis/offline/risk-analyzer.js';",
          "import { analyzeBalance } from '../src/modules/analysis/index.js';",
          "import { versionedTables } from '../src/versioned/tables.js';",
          "import { openDatabase } from '../src/db/database.js';",
          "import { x } from '../test/support/test-app.js';",
        ].join('\n'),
        'packages/sdk/test/live.ts': [
          "import { createLiveApp } from '../../../test/support/live-server.js';",
          "import { a } from '../../../src/modules/prompts/variables.js';",
          "import { Promptkeep } from '../src/index.js';",
        ].join('\n'),
        // (i) the console leaving console/, or a subpath of the SDK
        'console/src/api.ts': [
          "import type { paths } from '../../packages/sdk/src/generated/openapi';",
          "import { Promptkeep } from '@promptkeep/sdk';",
          "import { x } from '@promptkeep/sdk/dist/transport.js';",
          "import { useState } from 'react';",
          "import { ui } from './ui';",
        ].join('\n'),
        // (j) a package's source importing a package or the server, or reading the environment
        'packages/sdk/src/client.ts': [
          "import { readFileSync } from 'node:fs';",
          "import { fetch } from 'undici';",
          "import { x } from '../../../src/lib/ids.js';",
          'const key = process.env.KEY;',
        ].join('\n'),
      }),
    ),
  );
  assert.deepEqual(found.sort(), [
    '(h) eval/harness.ts:1 imports src/modules/analysis/offline/risk-analyzer.ts, not a public entry of src/',
    '(h) eval/harness.ts:3 imports src/versioned/tables.ts, not a public entry of src/',
    '(h) eval/harness.ts:5 imports the test file test/support/test-app.ts',
    '(h) packages/sdk/test/live.ts:2 imports src/modules/prompts/variables.ts, not a public entry of src/',
    '(i) console/src/api.ts:1 imports ../../packages/sdk/src/generated/openapi outside console/',
    "(i) console/src/api.ts:3 imports @promptkeep/sdk/dist/transport.js, not the SDK's public entry @promptkeep/sdk",
    '(j) packages/sdk/src/client.ts reads process.env',
    '(j) packages/sdk/src/client.ts:2 imports undici, outside its package and node: built-ins',
    '(j) packages/sdk/src/client.ts:3 imports ../../../src/lib/ids.js, outside its package and node: built-ins',
  ]);
});
