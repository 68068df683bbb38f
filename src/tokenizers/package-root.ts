// The installed directory of an npm package. Vocabulary files are read by path inside it, because
// `require.resolve('pkg/file')` fails for packages whose `exports` map hides their data files.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const roots = new Map<string, string>();

export function packageRoot(packageName: string): string {
  const cached = roots.get(packageName);
  if (cached !== undefined) return cached;
  let dir = dirname(require.resolve(packageName));
  for (;;) {
    const manifest = join(dir, 'package.json');
    // Nested package.json files (`cjs/`, `esm/`) may repeat the name but carry no version.
    const pkg = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string })
      : null;
    if (pkg?.name === packageName && pkg.version) {
      roots.set(packageName, dir);
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package root of ${packageName} not found`);
    dir = parent;
  }
}

export function packageVersion(packageName: string): string {
  const manifest = join(packageRoot(packageName), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown';
}
