#!/usr/bin/env node
// Part of `npm run build`, after tsc: writes the OpenAPI document the built server serves and the
// TypeScript types generated from it (openapi-typescript), which the SDK and the console import.
// Generated, never hand-edited and not committed (packages/sdk/src/generated is in .gitignore).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const dir = 'packages/sdk/src/generated';
mkdirSync(dir, { recursive: true });
execFileSync(process.execPath, ['dist/cli/cli.js', 'openapi', '--out', `${dir}/openapi.json`], {
  stdio: 'inherit',
});
// openapi-typescript needs TypeScript 5's compiler API: it lives in the SDK package's own
// node_modules (the root builds with TypeScript 7).
execFileSync(
  'packages/sdk/node_modules/.bin/openapi-typescript',
  [`${dir}/openapi.json`, '--output', `${dir}/openapi.ts`, '--root-types', '--root-types-no-schema-prefix'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
