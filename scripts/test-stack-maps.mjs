// Imported into every test file's process by scripts/run-tests.mjs in place of Node's
// --enable-source-maps: stack traces through the bundles in `.test-build/` still name the .ts lines,
// but a bundle's source map is read only when a stack through it is formatted. Why: with
// --enable-source-maps Node decodes and parses every loaded module's inline map as it loads (the
// shared app chunk's is ~1.1 MB of base64), and node:test then builds the mappings of the file it
// reports on, in every process, failing or not: 0.11–0.18 s of CPU of an integration file's
// 0.73–2.5 s (account, releases, prompts-edit: 0.84 → 0.73, 2.67 → 2.49, 0.92 → 0.77 s, medians of
// 5 interleaved rounds, load 4–18). Frames outside `.test-build/` and frames a map has no entry for
// are printed as V8 prints them.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const INLINE_MAP = '//# sourceMappingURL=data:application/json;base64,';
const maps = new Map();

function mapOf(file) {
  if (!file.includes('/.test-build/')) return null;
  if (maps.has(file)) return maps.get(file);
  let map = null;
  try {
    const text = readFileSync(file.startsWith('file:') ? fileURLToPath(file) : file, 'utf8');
    const at = text.lastIndexOf(INLINE_MAP);
    if (at >= 0) {
      const payload = Buffer.from(text.slice(at + INLINE_MAP.length).trim(), 'base64').toString('utf8');
      map = new SourceMap(JSON.parse(payload));
    }
  } catch {}
  maps.set(file, map);
  return map;
}

/**
 * Where `file`'s line and column (1-based, as node:test reports a test's place) come from in the
 * sources, or null: scripts/test-pass.mjs maps the place of a failed test with it, which Node's
 * --enable-source-maps did in the file's own process.
 */
export function originalPosition(file, line, column) {
  const entry = mapOf(file)?.findEntry(line - 1, column - 1);
  if (!entry?.originalSource) return null;
  return { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

function frame(site) {
  const file = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  const map = file && line ? mapOf(file) : null;
  const entry = map?.findEntry(line - 1, (column ?? 1) - 1);
  if (!entry?.originalSource) return `    at ${site}`;
  // The map's sources are relative to the bundle; Node's own mapping prints them as absolute paths.
  const base = file.startsWith('file:') ? file : pathToFileURL(file).href;
  const source = fileURLToPath(new URL(entry.originalSource, base));
  const where = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  const type = site.getTypeName();
  const method = site.getMethodName();
  let name = site.getFunctionName();
  if (name && type && !site.isToplevel() && !site.isConstructor() && !name.startsWith(`${type}.`))
    name = `${type}.${name}`;
  if (!name && type && !site.isToplevel()) name = `${type}.${method ?? '<anonymous>'}`;
  const prefix = `${site.isAsync() ? 'async ' : ''}${site.isConstructor() ? 'new ' : ''}`;
  return name ? `    at ${prefix}${name} (${where})` : `    at ${prefix}${where}`;
}

Error.prepareStackTrace = (error, sites) => {
  let head;
  try {
    head = Error.prototype.toString.call(error);
  } catch {
    head = '<error>';
  }
  return sites.length ? `${head}\n${sites.map(frame).join('\n')}` : head;
};
