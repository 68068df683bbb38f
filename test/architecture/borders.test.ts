import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkBorders, EXCEPTIONS, folderLoops, LEAVES } from './borders.js';
import { importsOf, readTree } from './import-scan.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

test('src/ keeps its module borders (test/architecture/borders.ts states the rules)', () => {
  const files = readTree(SRC);
  assert.ok(files.has('app.ts') && files.size > 100, 'the scan reads the source tree');
  // The scan must see the app's imports of the modules, or a broken scan would pass vacuously.
  const fromApp = importsOf('app.ts', files.get('app.ts')!).filter((r) => r.target?.startsWith('modules/'));
  assert.ok(fromApp.length >= 5, `app.ts imports modules (${fromApp.length} found)`);
  assert.deepEqual(checkBorders(files), []);
  assert.deepEqual(folderLoops(files), []);
});

test('every exception and leaf names a file that exists', () => {
  const files = readTree(SRC);
  for (const e of EXCEPTIONS) {
    assert.ok(
      [...files.keys()].some((f) => f.startsWith(e.to)),
      `exception target ${e.to} no longer exists: drop it`,
    );
  }
  for (const leaf of LEAVES) assert.ok(files.has(leaf), `leaf ${leaf} exists`);
});

test('each rule catches what it is meant to', () => {
  const tree = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const found = checkBorders(
    tree({
      // (a) internals of another module, a value from a service file, a repo
      'modules/x/x.service.ts': [
        "import { createYRepo } from '../y/y.repo.js';",
        "import { helper } from '../y/y.service.js';",
        "import type { YService } from '../y/y.service.js';",
        "import { Y } from '../y/y.schemas.js';",
        "import { registerY } from '../y/y.module.js';",
        "import { fromIndex } from '../y/index.js';",
        "import {\n  type A,\n  type B,\n} from '../y/other.service.js';",
      ].join('\n'),
      // (b) Fastify in a service; fine in routes and in tests
      'modules/x/x.routes.ts':
        "import type { FastifyInstance } from 'fastify';\nimport { y } from '../y/y.repo.js';",
      'modules/x/x.int.test.ts': "import { y } from '../y/y.repo.js';\nimport Fastify from 'fastify';",
      // (c) environment outside config/main/cli
      'modules/x/x-settings.ts': 'const port = process.env.PORT;',
      'lib/env.ts': "const { env } = process;\nconst k = process['env'];",
      'config.ts': 'export const port = process.env.PORT;',
      'cli/cli.ts': 'process.env.X;',
      // (d) a layer importing a module; db/schema.ts may, and a layer may take types from an index.ts
      'http/auth.ts': [
        "import type { AccountRepo } from '../modules/account/account.repo.js';",
        "import type { ApiKeysTable } from '../modules/account/index.js';",
        "import { insertUnderCap } from '../modules/account/index.js';",
      ].join('\n'),
      'db/schema.ts': "import type { XTables } from '../modules/x/x.tables.js';",
      // (e) a leaf importing another module
      'modules/analysis/analysis.schemas.ts': "import { C } from '../criteria/criteria.schemas.js';",
      // (f) the kernel's inside from a module; its public entry and its own files are fine
      'modules/x/x.repo.ts': [
        "import type { FastifyInstance } from 'fastify';",
        "import { versionedTables } from '../../versioned/tables.js';",
        "import { tagged } from '../../versioned/index.js';",
      ].join('\n'),
      'versioned/resource.ts':
        "import { pageOfParents } from './views.js';\nimport { p } from '../modules/x/x.js';",
    }),
  );
  assert.deepEqual(found.sort(), [
    '(a) modules/x/x.routes.ts:2 imports modules/y/y.repo.ts, not a public file of y',
    '(a) modules/x/x.service.ts:1 imports modules/y/y.repo.ts, not a public file of y',
    '(a) modules/x/x.service.ts:2 imports modules/y/y.service.ts, not a public file of y',
    '(b) modules/x/x.repo.ts:1 imports fastify outside *.routes.ts / *.module.ts',
    '(c) lib/env.ts reads process.env',
    '(c) modules/x/x-settings.ts reads process.env',
    '(d) http/auth.ts:1 imports the module file modules/account/account.repo.ts',
    '(d) http/auth.ts:3 imports the module file modules/account/index.ts',
    '(d) versioned/resource.ts:2 imports the module file modules/x/x.ts',
    '(e) modules/analysis/analysis.schemas.ts:1: leaf imports modules/criteria/criteria.schemas.ts',
    "(f) modules/x/x.repo.ts:2 imports versioned/tables.ts, not the kernel's public entry versioned/index.ts",
  ]);
});

test('rule (g) finds a loop between folders, however long', () => {
  const tree = new Map(
    Object.entries({
      'lib/a.ts': "import { b } from '../db/b.js';",
      'db/b.ts': "import { c } from '../http/c.js';",
      'http/c.ts': "import { a } from '../lib/a.js';",
      'main.ts': "import { d } from './cli/d.js';",
      'cli/d.ts': "import { m } from '../main.js';\nimport { x } from '../modules/x/x.js';",
      'modules/x/x.ts': "import { d } from '../../cli/d.js';",
    }),
  );
  assert.deepEqual(folderLoops(tree).sort(), [
    '(g) cli ↔ main.ts: main.ts:1 and back',
    '(g) db ↔ http: db/b.ts:1 and back',
    '(g) db ↔ lib: lib/a.ts:1 and back',
    '(g) http ↔ lib: http/c.ts:1 and back',
  ]);
});
