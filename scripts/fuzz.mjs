#!/usr/bin/env node
// `npm run fuzz`: the OpenAPI fuzz suite (test/security/fuzz-*.int.test.ts) with a larger request
// count than `npm test` runs, on SQLite then PostgreSQL (PROMPTKEEP_TEST_ONLY_DB picks one).
// FUZZ_COUNT (requests per database, default 20000 here) and FUZZ_SEED (replay a run) pass through.
import { spawn } from 'node:child_process';

const env = { ...process.env, FUZZ_COUNT: process.env.FUZZ_COUNT ?? '20000' };
const child = spawn(process.execPath, ['scripts/run-tests.mjs', 'test/security/fuzz-'], {
  env,
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 1));
