import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importsOf, readTree } from './import-scan.js';

const SDK = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

// The SDK is published on its own (@promptkeep/sdk): it may import only its own files and Node's
// built-ins, never the server's code (it would not be in the package) nor a package (it has no
// runtime dependencies), and it reads no environment (the application configures it).
test('packages/sdk/src imports only itself and node: built-ins, and reads no environment', () => {
  const files = readTree(SDK);
  assert.ok(files.has('index.ts') && files.has('client.ts'), 'the scan reads the SDK');
  const found: string[] = [];
  for (const [file, text] of files) {
    for (const ref of importsOf(file, text)) {
      const inside = ref.target !== null && !ref.target.startsWith('..');
      if (!inside && !ref.spec.startsWith('node:')) found.push(`${file}:${ref.line} imports ${ref.spec}`);
    }
    if (/process\s*(\.|\[)\s*['"]?env/.test(text)) found.push(`${file} reads process.env`);
  }
  assert.deepEqual(found, []);
});
