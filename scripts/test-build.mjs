// The compiled copy of the repository the test runner (scripts/run-tests.mjs) runs the tests from.
//
// Why: on Node 20 a module hook (tsx) runs off the main thread and every import crosses to it and
// back, in each of the suite's ~300 test processes (on a 32-file sample the files' CPU went from
// 203 s under tsx to 137 s compiled). So every .ts under the
// folders tests reach (src/, test/, eval/, bench/, scripts/, packages/*) is transpiled here with
// esbuild (types stripped, one file at a time, no bundling: `import './x.js'` keeps meaning the
// sibling) into `.test-build/` at the repository root, same relative layout, and the tests run from
// it with no hook at all. Every other file in those folders (JSON, data, Python, the .ts sources
// themselves are not needed) is a symbolic link to the repository's, and so is every other entry
// of the root (dist/, docs/, package.json, node_modules, console/…), so a path built from a module's
// location finds what it found in the repository.
//
// `import.meta.url`: a module of the service (src/, not its tests; packages/*/src) keeps its own
// compiled location, so its workers start from the compiled siblings (src/lib/worker-pool.ts
// workerEntry(): a .js caller starts `name.js`) and its data files are found through the links.
// Everything else (tests and their support, eval/, bench/, scripts/) sees its .ts source's URL, as
// under tsx: the tests that scan the sources, read fixtures, spawn `--import tsx <file>.ts` or look
// for the shared data next to the repository then behave exactly as before.
//
// Incremental: a .ts is transpiled again only when it is newer than its .js; files and links whose
// source is gone are removed; a change of the options below (the stamp) compiles everything again. The whole
// tree (~750 files) takes ~1–2 s from scratch, an unchanged one a fraction of that.
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BUILD_DIR = '.test-build';
// Folders whose .ts files are compiled; everything else at the root is linked whole.
const COMPILED_ROOTS = ['src', 'test', 'eval', 'bench', 'scripts', 'packages'];
// Folders inside those that are linked whole, never walked (no source of ours inside).
const LINKED_WHOLE = new Set(['node_modules', 'dist', '.git', '__pycache__', BUILD_DIR]);
// Links the repository does not have, made inside the mirror: the prebuilt vocabulary images that
// `npm run build` writes beside the compiled tokenizer modules (dist/tokenizers/vocab, read through
// src/tokenizers/vocab-files.ts). Without them every test process that counts builds each vocabulary
// from its package's JSON (seconds of CPU for the large ones), a path production never takes once
// built; images whose header names another package version are ignored there, and the build-from-
// package path keeps its own test (src/tokenizers/vocab-files.test.ts, with its own folder).
const EXTRA_LINKS = { 'src/tokenizers/vocab': 'dist/tokenizers/vocab' };
// Packages whose ESM build is hundreds of small files, bundled into a few in the copy's own
// node_modules (every other package there is a link to the repository's). A test process importing
// the app read, resolved and compiled ~1,360 ES modules, 679 of them typebox's and 262 kysely's;
// Node 20's loader costs each one a resolution, a file read and a compilation. Bundled (esbuild, one
// output per export of the package, shared code in common chunks, so a module's state exists once)
// it reads ~430: 1.9–2.7 s → 1.3–1.75 s of CPU to import test/support/test-app.ts, interleaved on
// the loaded machine. The same code runs (`npm run build` bundles both into the shipped command
// likewise, scripts/bundle-server.mjs). Neither package is imported by another package at run time
// (@fastify/type-provider-typebox is types only here), so no second copy of either is loaded.
const BUNDLED_PACKAGES = ['typebox', 'kysely'];
// The copy's own entries at its root, not mirrored from the repository: the options' stamp, and the
// test runs' bundles (bundleTestFiles).
const BUNDLES_DIR = '.bundles';
const KEPT_AT_ROOT = new Set(['.stamp', BUNDLES_DIR]);
// How both bundles are built (the packages', the test files'): ES modules for this Node, code that
// several entries share in common chunks (so a module's state exists once), packages left outside.
const SPLIT_BUNDLE = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node}`,
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
};
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');
/** Whether a module keeps its compiled location as `import.meta.url` (see the top of this file). */
const keepsOwnUrl = (rel) =>
  !rel.endsWith('.test.ts') && (rel.startsWith('src/') || /^packages\/[^/]+\/src\//.test(rel));

/**
 * The repository path a compiled file or its test name stands for (`.test-build/x/y.test.js` and
 * the bundle `.test-build/.bundles/<run>/x/y.test.js` → `x/y.test.ts`).
 */
export function sourcePath(path) {
  const m = /^(?:.*\/)?\.test-build\/(?:\.bundles\/[^/]+\/)?(.*)\.js$/.exec(path);
  return m ? `${m[1]}.ts` : path;
}

/** Brings `<root>/.test-build` up to date with the repository at `root`; returns what it did. */
export async function buildTestTree(root) {
  const { transform, version } = await import('esbuild');
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
  const options = {
    loader: 'ts',
    format: 'esm',
    // As tsx does: the running Node's syntax (import attributes, which a bare node20 target drops).
    target: `node${process.versions.node}`,
    sourcemap: 'inline',
    sourcesContent: false,
    tsconfigRaw: { compilerOptions: tsconfig.compilerOptions },
  };
  const out = join(root, BUILD_DIR);
  const stamp = createHash('sha256')
    .update(JSON.stringify({ version, options, builder: readFileSync(new URL(import.meta.url)) }))
    .digest('hex');
  const stampFile = join(out, '.stamp');
  // Other options (or another esbuild, Node, builder): every file compiled again. Never by emptying
  // the folder: a run beside this one (same worktree) may be running its tests from it.
  const sameOptions = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  mkdirSync(out, { recursive: true });

  const jobs = [];
  const counts = { compiled: 0, unchanged: 0, linked: 0, removed: 0 };
  const link = (target, path) => {
    try {
      if (readlinkSync(path) === target) return;
      rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'ENOENT') rmSync(path, { recursive: true, force: true });
    }
    try {
      symlinkSync(target, path);
      counts.linked += 1;
    } catch (error) {
      // A run beside this one (same worktree) made the same link first.
      if (error.code !== 'EEXIST') throw error;
    }
  };
  const compile = (rel) => {
    const src = join(root, rel);
    const dest = join(out, rel.replace(/\.ts$/, '.js'));
    try {
      if (sameOptions && statSync(dest).mtimeMs >= statSync(src).mtimeMs) {
        counts.unchanged += 1;
        return;
      }
    } catch {}
    const url = pathToFileURL(src).href;
    // Written in as a literal even where it is the module's own location: a test file's bundle
    // (bundleTestFiles) then keeps every module's, where `import.meta` would be the bundle's.
    const self = keepsOwnUrl(rel) ? dest : src;
    const define = {
      'import.meta.url': JSON.stringify(pathToFileURL(self).href),
      'import.meta.filename': JSON.stringify(self),
      'import.meta.dirname': JSON.stringify(dirname(self)),
    };
    jobs.push(
      transform(readFileSync(src, 'utf8'), { ...options, define, sourcefile: url }).then((r) => {
        // Written aside then renamed: a run beside this one never reads half a file.
        const temp = `${dest}.${process.pid}.tmp`;
        writeFileSync(temp, r.code);
        renameSync(temp, dest);
        counts.compiled += 1;
      }),
    );
  };
  // Mirrors folder `rel` (relative to the root): compiles its sources, links the rest.
  const walk = (rel) => {
    const dir = join(out, rel);
    if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(dir);
    mkdirSync(dir, { recursive: true });
    const wanted = new Set();
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      // The root's dot entries (.git, .ci, .gitignore…) are nobody's module data.
      if (rel === '' && entry.name.startsWith('.')) continue;
      if (rel === '' && entry.name === 'node_modules' && entry.isDirectory()) {
        wanted.add(entry.name);
        jobs.push(mirrorNodeModules(root, out, link, counts));
      } else if (
        entry.isDirectory() &&
        (rel === '' ? COMPILED_ROOTS.includes(entry.name) : !LINKED_WHOLE.has(entry.name))
      ) {
        wanted.add(entry.name);
        walk(child);
      } else if (entry.isFile() && rel !== '' && isSource(entry.name)) {
        wanted.add(entry.name.replace(/\.ts$/, '.js'));
        compile(child);
      } else {
        wanted.add(entry.name);
        link(join(root, child), join(out, child));
      }
    }
    for (const [path, target] of Object.entries(EXTRA_LINKS)) {
      const at = path.lastIndexOf('/');
      if (path.slice(0, at) !== rel || wanted.has(path.slice(at + 1))) continue;
      if (!existsSync(join(root, target))) continue;
      wanted.add(path.slice(at + 1));
      link(join(root, target), join(out, path));
    }
    // What the repository no longer has (a deleted or renamed file) must not stay importable.
    for (const name of readdirSync(dir)) {
      if (!wanted.has(name) && !(rel === '' && KEPT_AT_ROOT.has(name)) && !name.endsWith('.tmp')) {
        rmSync(join(dir, name), { recursive: true, force: true });
        counts.removed += 1;
      }
    }
  };
  walk('');
  await Promise.all(jobs);
  writeFileSync(stampFile, stamp);
  return counts;
}

/**
 * `<out>/node_modules`: a folder of links to the repository's packages, but BUNDLED_PACKAGES
 * bundled (see the top). A package is bundled again when its package.json, esbuild or this file
 * changes (its `.pk-stamp`); a link follows the repository's packages as they come and go.
 */
async function mirrorNodeModules(root, out, link, counts) {
  const from = join(root, 'node_modules');
  const dir = join(out, 'node_modules');
  // Until this change the copy's node_modules was one link to the repository's.
  if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(dir);
  mkdirSync(dir, { recursive: true });
  const names = readdirSync(from);
  for (const name of names) {
    if (!BUNDLED_PACKAGES.includes(name)) link(join(from, name), join(dir, name));
  }
  for (const name of readdirSync(dir)) {
    if (!names.includes(name) && !name.endsWith('.tmp')) {
      rmSync(join(dir, name), { recursive: true, force: true });
      counts.removed += 1;
    }
  }
  const esbuild = await import('esbuild');
  const builder = readFileSync(new URL(import.meta.url));
  for (const name of BUNDLED_PACKAGES.filter((n) => names.includes(n))) {
    const pkgDir = join(from, name);
    const manifest = readFileSync(join(pkgDir, 'package.json'));
    const stamp = createHash('sha256').update(manifest).update(esbuild.version).update(builder).digest('hex');
    const dest = join(dir, name);
    try {
      if (readFileSync(join(dest, '.pk-stamp'), 'utf8') === stamp) continue;
    } catch {}
    const meta = JSON.parse(manifest);
    const entryPoints = {};
    const exports = {};
    for (const [sub, target] of Object.entries(meta.exports ?? { '.': meta.module ?? meta.main })) {
      const file = typeof target === 'string' ? target : (target.import ?? target.default);
      const entry = sub === '.' ? 'index' : sub.slice(2).replace(/\//g, '-');
      entryPoints[entry] = join(pkgDir, file);
      exports[sub] = `./${entry}.mjs`;
    }
    // Built aside then swapped in: a run beside this one never imports half a package.
    const temp = `${dest}.${process.pid}.tmp`;
    rmSync(temp, { recursive: true, force: true });
    await esbuild.build({
      ...SPLIT_BUNDLE,
      entryPoints,
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      logLevel: 'warning',
    });
    writeFileSync(
      join(temp, 'package.json'),
      JSON.stringify({ name, version: meta.version, type: 'module', exports }, null, 2),
    );
    writeFileSync(join(temp, '.pk-stamp'), stamp);
    const old = `${dest}.${process.pid}.old.tmp`;
    if (existsSync(dest)) renameSync(dest, old);
    try {
      renameSync(temp, dest);
    } catch (error) {
      // A run beside this one (same worktree) put the same bundle there first.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      rmSync(temp, { recursive: true, force: true });
    }
    rmSync(old, { recursive: true, force: true });
    counts.compiled += 1;
  }
}

/**
 * Bundles the compiled test files `files` (paths of `.test-build/**.test.js`) for one test run, into
 * `.test-build/.bundles/<run>/` (same relative layout); returns that folder. Why: a test process
 * spent most of its fixed cost importing the app's ~430 modules one by one (Node 20 resolves, reads
 * and compiles each, and has no compile cache for ES modules); imported as a handful of chunks, the
 * same code costs ~0.3 s less CPU per process (test/support/test-app.ts: 0.83 → 0.53 s, median of 8
 * interleaved rounds), in each of the suite's ~340 processes. One esbuild build for all the files,
 * code splitting on: what several files share is one chunk, loaded once per process as before, and
 * a module imported dynamically stays a chunk of its own, loaded only when that import runs. The
 * packages stay outside (the copy's node_modules, found from inside `.test-build` as before).
 *
 * `import.meta.url` (and `dirname`, `filename`) of every compiled module is a literal (buildTestTree:
 * a test's is its .ts source, a service module's its compiled file), so paths built from a module's
 * location, and the workers the service starts from its compiled siblings, are the same bundled or
 * not. Source maps chain through
 * the compiled files' own, so stack traces still name the .ts lines. A folder per run, as another
 * run from the same worktree may be running from its own; the folders of runs that are gone are
 * removed here (removeTestBundles removes a run's own at its end).
 */
export async function bundleTestFiles(root, files) {
  const esbuild = await import('esbuild');
  const out = join(root, BUILD_DIR);
  const parent = join(out, BUNDLES_DIR);
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
  }
  const dir = join(parent, `${process.pid}-${Date.now().toString(36)}`);
  await esbuild.build({
    ...SPLIT_BUNDLE,
    entryPoints: files.map((f) => join(root, f)),
    outbase: out,
    outdir: dir,
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'error',
  });
  return dir;
}

/** Removes a run's bundles (bundleTestFiles' folder). */
export function removeTestBundles(dir) {
  rmSync(dir, { recursive: true, force: true });
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
