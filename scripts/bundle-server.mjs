// The `promptkeep` command as one file (issue 29 §3, start-up): esbuild bundles src/cli/cli.ts and
// everything it imports into dist/cli/cli.js, over tsc's output of the same name. Node then reads,
// resolves and compiles a handful of files at start instead of ~2,400 (typebox alone is ~680 ESM
// files). What is imported with `import()` (other commands, Redis, PostgreSQL, the AI SDK…) lands in
// chunks beside it, read only when first used. tsc's other outputs stay: the workers start from them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// `--out <dir>`: another app dir laid out as this one (its dist/ from tsc, its node_modules), as
// test/ops/start-nonroot.test.ts builds the image's.
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outRoot = resolve(values.out ?? root);
const outdir = resolve(outRoot, 'dist/cli');
const src = resolve(root, 'src');
// Chunk names carry a content hash: the previous build's would pile up.
rmSync(resolve(outdir, 'chunks'), { recursive: true, force: true });

/** Where a bundled file stands at run time: src/x/y.ts → its tsc output dist/x/y.js; a package file itself. */
function runtimePath(path) {
  if (path.startsWith(`${src}/`))
    return resolve(outRoot, 'dist', relative(src, path)).replace(/\.ts$/, '.js');
  return resolve(outRoot, relative(root, path));
}

// In one file `import.meta.url` is the bundle's, and a package's CommonJS `__dirname` is unset: each
// module gets back its own location (as a path relative to the bundle, so the tree can move), which
// is what its data files and worker entries are found beside.
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.(ts|js|mjs|cjs)$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const usesUrl = /(?<!['"`])\bimport\.meta\.url\b/.test(text);
      const usesDir = /\b__(dirname|filename)\b/.test(text) && args.path.includes('/node_modules/');
      if (!usesUrl && !usesDir) return undefined;
      const rel = JSON.stringify(relative(outdir, runtimePath(args.path)));
      let contents = text.replace(/(?<!['"`])\bimport\.meta\.url\b/g, `__pkModuleUrl(${rel})`);
      if (usesDir)
        contents = `var __filename = __pkModulePath(${rel}), __dirname = __pkModuleDir(${rel});\n${contents}`;
      const loader = args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents, loader, resolveDir: dirname(args.path) };
    });
  },
};

const result = await esbuild.build({
  metafile: true,
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Stack traces map back to src/ with --enable-source-maps (the sources are not copied in).
  sourcemap: true,
  sourcesContent: false,
  // Class and function names as written (error names, logs), not the bundle's renamings.
  keepNames: true,
  // Native addons stay packages: their loaders find the .node file from their own folder.
  external: ['better-sqlite3'],
  banner: {
    js: [
      "import { createRequire as __pkCreateRequire } from 'node:module';",
      "import { fileURLToPath as __pkFileUrlToPath } from 'node:url';",
      "import { dirname as __pkDirname } from 'node:path';",
      'const require = __pkCreateRequire(import.meta.url);',
      // Paths are relative to dist/cli/, where the entry is; chunks are one folder down.
      "const __pkBundleDir = new URL(/\\/chunks\\/[^/]+$/.test(import.meta.url) ? '../' : './', import.meta.url);",
      'const __pkModuleUrl = (p) => new URL(p, __pkBundleDir).href;',
      'const __pkModulePath = (p) => __pkFileUrlToPath(__pkModuleUrl(p));',
      'const __pkModuleDir = (p) => __pkDirname(__pkModulePath(p));',
      'const __pkCjsNamespace = (ns) => ({ ...ns.default, default: ns.default });',
    ].join('\n'),
  },
  plugins: [ownLocation],
  logLevel: 'warning',
});

// `import()` of a CommonJS package (undici, @peculiar/x509, and some packages' own) gives a
// namespace with its exports by name under Node; esbuild's chunk of it exports `default` only. Such
// imports get Node's shape back: the exports by name, and `default`.
const cjsChunks = new Set(
  Object.entries(result.metafile.outputs)
    .filter(([out, o]) => out.endsWith('.js') && o.exports.length === 1 && o.exports[0] === 'default')
    .filter(([out]) => /^export default require_\w+\(\);$/m.test(readFileSync(resolve(root, out), 'utf8')))
    .map(([out]) => out.split('/').pop()),
);
for (const out of Object.keys(result.metafile.outputs).filter((o) => o.endsWith('.js'))) {
  const file = resolve(root, out);
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(/\bimport\("\.\/(?:chunks\/)?([^"/]+\.js)"\)/g, (call, name) =>
    cjsChunks.has(name) ? `${call}.then(__pkCjsNamespace)` : call,
  );
  if (fixed !== text) writeFileSync(file, fixed);
}

// What went where, for a look at what a start reads (esbuild's metafile: esbuild.github.io/analyze).
if (process.env.BUNDLE_META) writeFileSync(process.env.BUNDLE_META, JSON.stringify(result.metafile));
