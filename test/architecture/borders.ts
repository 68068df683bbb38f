import { importsOf } from './import-scan.js';

// The module borders of src/ (docs/architecture.md draws them). Paths are relative to src/.
//
// (a) A feature module (src/modules/<X>/) may import another module <Y> only through Y's public
//     files, so each module can change its inside without breaking the others:
//       - `<Y>/<Y>.module.ts`  the module's wiring (app.ts calls it);
//       - `<Y>/index.ts`       the module's public entry for other modules' code (re-exports only);
//       - `<Y>/**/*.schemas.ts` TypeBox shapes and their Static types: the wire contract;
//       - `<Y>/**/*.service.ts`, type-only: a service's type is its contract, the instance is
//         handed over by app.ts (dependency injection), so only the type crosses the border.
//     Route-only shapes (path params, shared query and header shapes) live in src/http/, never in
//     a module's schemas. Tests (*.test.ts) may reach into any module to arrange state.
// (b) Under src/modules only *.routes.ts and *.module.ts import Fastify: services never do.
// (c) Only src/config.ts, src/main.ts and src/cli/** read process.env.
// (d) The layers under the modules (lib, http, limits, tokenizers, db, versioned) never import a
//     module, but for types from a module's public entry (`index.ts`: http/auth-lookup.ts reads
//     the account tables, whose row types the account module owns); db/schema.ts alone sums the
//     modules' `*.tables.ts` into the Database type.
// (e) Leaf schema files import nothing from another module, so both sides of a seam can use them.
// (f) The versioned-resource kernel (src/versioned/) is reached through its public entry,
//     `versioned/index.ts`, only (its README states its invariants).
// (g) The folders and root files of src/ outside the modules (lib, db, http, cli, main.ts, …)
//     import one another without a loop: what is below never imports what is above it.

const PUBLIC_FILE = (module: string, rest: string, typeOnly: boolean) =>
  rest === `${module}.module.ts` ||
  rest === 'index.ts' ||
  rest.endsWith('.schemas.ts') ||
  (typeOnly && rest.endsWith('.service.ts'));

/**
 * Known edges that break rule (a), each with why it is allowed for now and who removes it. Keep
 * this list short: a new entry needs a reason a reviewer accepts.
 */
export const EXCEPTIONS: { from: string; to: string; why: string }[] = [
  {
    from: 'modules/analysis/offline/',
    to: 'modules/criteria/default-criteria.ts',
    why: 'the offline analyzer scores against the built-in Default criteria (data, no behaviour).',
  },
];

export const LEAVES = ['modules/analysis/analysis.schemas.ts'];
const LAYERS = ['lib/', 'http/', 'limits/', 'tokenizers/', 'db/', 'versioned/'];
const KERNEL = 'versioned/';
const ENV_READERS = (file: string) => file === 'config.ts' || file === 'main.ts' || file.startsWith('cli/');
const FASTIFY = (spec: string) => spec === 'fastify' || spec.startsWith('@fastify/');
const ENV = /\bprocess\s*(\.\s*env\b|\[\s*['"]env['"]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/;

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => file.endsWith('.test.ts');

/** Every broken rule in `files` (path relative to src/ → text), one line each. */
export function checkBorders(files: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of files) {
    const from = moduleOf(file);
    if (!ENV_READERS(file) && ENV.test(text)) out.push(`(c) ${file} reads process.env`);
    for (const ref of importsOf(file, text)) {
      const at = `${file}:${ref.line}`;
      if (from && !isTest(file) && FASTIFY(ref.spec) && !/\.(routes|module)\.ts$/.test(file)) {
        out.push(`(b) ${at} imports ${ref.spec} outside *.routes.ts / *.module.ts`);
      }
      if (!ref.target) continue;
      if (
        ref.target.startsWith(KERNEL) &&
        ref.target !== `${KERNEL}index.ts` &&
        !file.startsWith(KERNEL) &&
        !isTest(file)
      ) {
        out.push(`(f) ${at} imports ${ref.target}, not the kernel's public entry versioned/index.ts`);
      }
      const to = moduleOf(ref.target);
      if (!to) continue;
      const typeFromEntry = ref.typeOnly && ref.target === `modules/${to}/index.ts`;
      if (
        LAYERS.some((l) => file.startsWith(l)) &&
        file !== 'db/schema.ts' &&
        !isTest(file) &&
        !typeFromEntry
      ) {
        out.push(`(d) ${at} imports the module file ${ref.target}`);
      }
      if (LEAVES.includes(file) && to !== from) out.push(`(e) ${at}: leaf imports ${ref.target}`);
      if (!from || from === to || isTest(file)) continue;
      const rest = ref.target.slice(`modules/${to}/`.length);
      if (PUBLIC_FILE(to, rest, ref.typeOnly)) continue;
      if (EXCEPTIONS.some((e) => file.startsWith(e.from) && ref.target!.startsWith(e.to))) continue;
      out.push(`(a) ${at} imports ${ref.target}${ref.typeOnly ? ' (type)' : ''}, not a public file of ${to}`);
    }
  }
  return out;
}

/** A folder of src/ (`lib`, `cli`), or a root file (`main.ts`); null for the modules. */
const unitOf = (file: string) => (file.startsWith('modules/') ? null : (file.split('/')[0] ?? file));

/** Rule (g): every loop between the folders and root files of src/ outside the modules. */
export function folderLoops(files: Map<string, string>): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const [file, text] of files) {
    const from = unitOf(file);
    if (!from || isTest(file)) continue;
    for (const ref of importsOf(file, text)) {
      const to = ref.target ? unitOf(ref.target) : null;
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file}:${ref.line}`);
      edges.set(from, out);
    }
  }
  const loops = new Map<string, string>();
  for (const [a, out] of edges) {
    for (const [b, at] of out) {
      // The edge a → b is part of a loop when b reaches a again; one line per pair of units.
      const pair = [a, b].sort().join(' ↔ ');
      if (!loops.has(pair) && reaches(edges, b, a)) loops.set(pair, `(g) ${pair}: ${at} and back`);
    }
  }
  return [...loops.values()];
}

function reaches(edges: Map<string, Map<string, string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const unit = stack.pop() as string;
    if (unit === to) return true;
    if (seen.has(unit)) continue;
    seen.add(unit);
    stack.push(...(edges.get(unit)?.keys() ?? []));
  }
  return false;
}

// ---- Borders of the code around src/ (paths relative to the repository root) ----
//
// (h) eval/, bench/ and the packages' tests reach src/ through public entries only: a module's
//     `index.ts` (never its inside), the kernel's `versioned/index.ts`, or a file of the layers
//     and the root (app.ts, db/, lib/, tokenizers/, …), which have no inside of their own. Only
//     the packages' tests may use the repository's test harness (test/support/).
// (i) The console (console/) imports its own files and packages by name (the SDK as
//     `@promptkeep/sdk`, never a path into packages/ or src/, never a subpath of the SDK).
// (j) A package's source (packages/*/src) imports only itself and node: built-ins (it ships
//     alone, without runtime dependencies) and reads no environment.

/** Whether a file of src/ (path relative to the repository) may be imported from outside src/. */
function publicToOutside(target: string): boolean {
  const inSrc = target.slice('src/'.length);
  const module = /^modules\/([^/]+)\/(.*)$/.exec(inSrc);
  if (module) return module[2] === 'index.ts';
  if (inSrc.startsWith(KERNEL)) return inSrc === `${KERNEL}index.ts`;
  return true;
}

/** Every broken rule among files outside src/ (path relative to the repository root → text). */
export function checkOutside(files: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of files) {
    const pkg = /^packages\/([^/]+)\/(src|test)\//.exec(file);
    if (pkg?.[2] === 'src' && ENV.test(text)) out.push(`(j) ${file} reads process.env`);
    for (const ref of importsOf(file, text)) {
      const at = `${file}:${ref.line}`;
      const target = ref.target;
      if (file.startsWith('console/')) {
        if (target && !target.startsWith('console/'))
          out.push(`(i) ${at} imports ${ref.spec} outside console/`);
        if (!target && ref.spec.startsWith('@promptkeep/sdk/')) {
          out.push(`(i) ${at} imports ${ref.spec}, not the SDK's public entry @promptkeep/sdk`);
        }
        continue;
      }
      if (pkg?.[2] === 'src') {
        const own = `packages/${pkg[1]}/src/`;
        if (target ? !target.startsWith(own) : !ref.spec.startsWith('node:')) {
          out.push(`(j) ${at} imports ${ref.spec}, outside its package and node: built-ins`);
        }
        continue;
      }
      if (!target) continue;
      if (target.startsWith('src/') && !publicToOutside(target)) {
        out.push(`(h) ${at} imports ${target}, not a public entry of src/`);
      }
      if (target.startsWith('test/') && !(pkg && target.startsWith('test/support/'))) {
        out.push(`(h) ${at} imports the test file ${target}`);
      }
    }
  }
  return out;
}
