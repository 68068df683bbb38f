import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One import or re-export of a source file, as written. */
export interface ImportRef {
  /** The specifier as written ('fastify', '../ai/index.js'). */
  spec: string;
  /** For relative specifiers: the imported file, relative to the scanned root, `.ts` (else null). */
  target: string | null;
  /** `import type …`, `export type …`, or every named binding marked `type`: erased at build. */
  typeOnly: boolean;
  line: number;
}

// Statements at the start of a line (multi-line braces included): `import … from '…'`,
// `export … from '…'`, `import '…'`. Dynamic `import('…')` anywhere. A text scan, not a parser:
// good enough for this codebase's formatting (Biome), and the tests below prove it finds imports.
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function lineOf(text: string, index: number) {
  return text.slice(0, index).split('\n').length;
}

function allTypes(clause: string): boolean {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The imports of one file; `file` is relative to the root, used to resolve relative specifiers. */
export function importsOf(file: string, text: string): ImportRef[] {
  const out: ImportRef[] = [];
  const target = (spec: string) =>
    spec.startsWith('.') ? join(dirname(file), spec).replace(/\.js$/, '.ts').replaceAll('\\', '/') : null;
  for (const m of text.matchAll(STATIC)) {
    const spec = m[4]!;
    const typeOnly = m[2] !== undefined || allTypes(m[3]!);
    out.push({ spec, target: target(spec), typeOnly, line: lineOf(text, m.index) });
  }
  for (const m of text.matchAll(BARE)) {
    out.push({ spec: m[1]!, target: target(m[1]!), typeOnly: false, line: lineOf(text, m.index) });
  }
  for (const m of text.matchAll(DYNAMIC)) {
    out.push({ spec: m[1]!, target: target(m[1]!), typeOnly: false, line: lineOf(text, m.index) });
  }
  return out;
}

/** Every `.ts` (and, when asked, `.tsx`) file below `root` (relative paths with `/`), with its text. */
export function readTree(root: string, extensions: readonly string[] = ['.ts']): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'dist' || name === 'generated') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (extensions.some((e) => name.endsWith(e))) {
        files.set(relative(root, path).replaceAll('\\', '/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(resolve(root));
  return files;
}
