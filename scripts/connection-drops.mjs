#!/usr/bin/env node
// `npm run test:drops`: the dropped-connection suite (test/ops/pg-connection-drops.int.test.ts) on
// PostgreSQL only, with many rounds of drops (mid-query, idle, refused) instead of `npm test`'s 3.
// PG_DROP_ROUNDS=<n> sets the rounds (default 40).
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PG_DROP_ROUNDS: process.env.PG_DROP_ROUNDS ?? '40',
  PROMPTKEEP_TEST_ONLY_DB: 'postgres',
};
const child = spawn(process.execPath, ['scripts/run-tests.mjs', 'test/ops/pg-connection-drops'], {
  env,
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 1));
