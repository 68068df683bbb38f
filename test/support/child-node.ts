import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// How a test starts the repository's own code in a child process (the CLI, a service in a fresh
// process). The test runner (scripts/run-tests.mjs) runs the tests from a compiled copy of the
// repository and names it in PROMPTKEEP_TEST_BUILD: a child then runs the compiled .js with no
// module hook (loading the app under tsx cost 7–10 s CPU per process on Node 20, compiled ~3 s).
// Without it (PROMPTKEEP_TEST_TSX=1, or a file run by hand under tsx) the child runs the .ts
// source under tsx, as before.
const BUILD = process.env.PROMPTKEEP_TEST_BUILD;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Node's flags a child needs to import the repository's modules (see moduleUrl). */
export const CHILD_NODE_FLAGS: readonly string[] = BUILD ? [] : ['--import', 'tsx'];

// The runner also bundles the programs tests start (scripts/run-tests.mjs CHILD_ENTRIES: the CLI)
// with the run's test files and names the folder here: a child then loads a few chunks, not the
// ~430 compiled modules one by one (~0.25 s less CPU per CLI process).
const BUNDLES = process.env.PROMPTKEEP_TEST_BUNDLES;

/** The file a child runs for the repository's module `path` (from the root, e.g. `src/cli/cli.ts`). */
export function modulePath(path: string): string {
  if (!BUILD) return join(ROOT, path);
  const js = path.replace(/\.ts$/, '.js');
  if (BUNDLES && existsSync(join(BUNDLES, js))) return join(BUNDLES, js);
  return join(BUILD, js);
}

/** The same as a file: URL, to `import` it from code given with `-e`. */
export function moduleUrl(path: string): string {
  return pathToFileURL(modulePath(path)).href;
}

/** Node's arguments to run module `path` as a program: `spawn(process.execPath, [...nodeArgs(p), ...args])`. */
export function nodeArgs(path: string): string[] {
  return [...CHILD_NODE_FLAGS, modulePath(path)];
}
