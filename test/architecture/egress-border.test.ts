import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importsOf, readTree } from './import-scan.js';

// Issue 20, item 2: every outbound request the service makes goes through one guarded client,
// src/modules/ai/provider-egress.ts (checked at connect time, no redirects). A text scan of src/
// (a heuristic, like import-scan.ts: it reads imports and bare calls, not the type checker) for
// the ways code can open a connection of its own: the global fetch, HTTP client libraries, and
// the connecting parts of node:http, https, net and tls. The AI SDK packages call the fetch they
// are given; the per-kind egress tests (src/modules/ai/*egress*.int.test.ts) prove they get ours.

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Packages whose import means requests of their own. */
const CLIENT_PACKAGES = [
  /^undici$/,
  /^(node:)?(https|http2|tls|dgram)$/,
  /^gaxios$/,
  /^google-auth-library$/,
  /^node-fetch$/,
  /^axios$/,
  /^got$/,
  /^@aws-sdk\//,
  /^@opentelemetry\/exporter-/,
  /^nodemailer$/,
];
/** node:http and node:net are fine for types and constants; these names connect. */
const CONNECTING_NAMES = /\b(request|get|Agent|connect|createConnection|Socket)\b/;

/** Where outbound connections may start, and why. */
export const EGRESS_ALLOWED: { file: string; why: string }[] = [
  { file: 'modules/ai/provider-egress.ts', why: 'the guarded client itself (undici with a checking lookup)' },
  {
    file: 'cli/',
    why: "the command-line client calls this service's own API (remote commands, healthcheck): a client, not the service",
  },
  {
    file: 'modules/people/invitation-mailer.ts',
    why: "invitations go to the operator's SMTP server (--smtp-url), an address no user supplies",
  },
  {
    file: 'ops/tracing.ts',
    why: "the OTLP exporter sends spans to the operator's collector (--otlp-endpoint); it follows no redirect",
  },
];

/**
 * node:https imported for its server only (`import { createServer } from 'node:https'`: the HTTP
 * server http/fast-path.ts builds for Fastify): every import of it names things, none connecting.
 */
function serverOnly(text: string, spec: string): boolean {
  if (!/^(node:)?https$/.test(spec)) return false;
  const all = [...text.matchAll(new RegExp(`^import\\s[^;]*?from\\s*['"]${spec}['"]`, 'gm'))];
  // A dynamic import or a re-export is not read here: those count as connecting.
  const others = text.split(spec).length - 1 - all.length;
  return (
    all.length > 0 &&
    others === 0 &&
    all.every((m) => {
      const names = /^import\s+\{([^}]*)\}/.exec(m[0]);
      return names !== null && !CONNECTING_NAMES.test(names[1]!.replace(/\btype\s+\w+/g, ''));
    })
  );
}

/** Every outbound-connection site outside EGRESS_ALLOWED, one line each. */
export function findEgress(files: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of files) {
    if (file.endsWith('.test.ts') || EGRESS_ALLOWED.some((a) => file.startsWith(a.file))) continue;
    for (const ref of importsOf(file, text)) {
      if (ref.typeOnly) continue;
      if (CLIENT_PACKAGES.some((p) => p.test(ref.spec)) && !serverOnly(text, ref.spec))
        out.push(`${file}:${ref.line} imports ${ref.spec}`);
    }
    for (const m of text.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"](node:)?(http|net)['"]/gm)) {
      const names = m[1]!.split(',').filter((n) => !n.trim().startsWith('type '));
      if (names.some((n) => CONNECTING_NAMES.test(n)))
        out.push(`${file} imports a connecting name from ${m[3]}`);
    }
    // The global fetch, called bare (an injected `deps.fetch(` / `config.fetch(` is the guarded one);
    // comments are blanked first, keeping line numbers.
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '));
    for (const m of code.matchAll(/(?<![.\w])fetch\s*\(/g)) {
      out.push(`${file}:${code.slice(0, m.index).split('\n').length} calls the global fetch`);
    }
  }
  return out;
}

test('outbound connections start only in the guarded client (and the allowed places)', () => {
  const files = readTree(SRC);
  assert.ok(files.has('modules/ai/provider-egress.ts'), 'the scan reads the source tree');
  assert.deepEqual(findEgress(files), []);
  for (const allowed of EGRESS_ALLOWED) {
    assert.ok(
      [...files.keys()].some((f) => f.startsWith(allowed.file)),
      `allowed ${allowed.file} no longer exists: drop it`,
    );
  }
});

test('the scan catches what it is meant to', () => {
  const found = findEgress(
    new Map(
      Object.entries({
        'modules/x/a.ts': "import { fetch } from 'undici';",
        'modules/x/b.ts': "import { request } from 'node:https';",
        'modules/x/b2.ts': "import * as https from 'node:https';",
        'modules/x/b3.ts': "import { createServer, get } from 'node:https';",
        'modules/x/b4.ts':
          "import { createServer } from 'node:https';\nconst h = await import('node:https');",
        'modules/x/c.ts': "import { GoogleAuth } from 'google-auth-library';",
        'modules/x/d.ts': "import { request, STATUS_CODES } from 'node:http';",
        'modules/x/e.ts': "import { connect } from 'node:net';",
        'modules/x/f.ts': "/** fetch (in a comment) */\nconst r = await fetch('https://example.com');",
        // Fine: types, constants, an injected fetch.
        'modules/x/g.ts': [
          "import type { Server } from 'node:http';",
          "import { STATUS_CODES } from 'node:http';",
          "import { isIP, type Socket } from 'node:net';",
          "import { createServer, type ServerOptions } from 'node:https';",
          'const r = await deps.fetch(url);',
        ].join('\n'),
      }),
    ),
  );
  assert.deepEqual(found, [
    'modules/x/a.ts:1 imports undici',
    'modules/x/b.ts:1 imports node:https',
    'modules/x/b2.ts:1 imports node:https',
    'modules/x/b3.ts:1 imports node:https',
    'modules/x/b4.ts:1 imports node:https',
    'modules/x/b4.ts:2 imports node:https',
    'modules/x/c.ts:1 imports google-auth-library',
    'modules/x/d.ts imports a connecting name from http',
    'modules/x/e.ts imports a connecting name from net',
    'modules/x/f.ts:2 calls the global fetch',
  ]);
});
