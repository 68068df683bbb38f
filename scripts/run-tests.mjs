#!/usr/bin/env node
// Runs the whole suite: unit tests (*.test.ts) once, integration tests (*.int.test.ts) on SQLite
// and then on PostgreSQL (with Redis for the shared limit store), and prints one closing line.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// packages/*/test: the workspaces' own tests (the SDK against a live server).
const packageTests = existsSync('packages')
  ? readdirSync('packages').map((p) => join('packages', p, 'test'))
  : [];
const roots = ['src', 'test', ...packageTests];
const only = process.argv.slice(2);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const all = roots
  .flatMap((r) => {
    try {
      return walk(r);
    } catch {
      return [];
    }
  })
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const unit = all.filter((f) => !f.endsWith('.int.test.ts'));
const integration = all.filter((f) => f.endsWith('.int.test.ts'));

const runs = [
  { label: 'unit', files: unit, env: { PROMPTKEEP_TEST_DB: 'sqlite' } },
  { label: 'integration on SQLite', files: integration, env: { PROMPTKEEP_TEST_DB: 'sqlite' } },
  { label: 'integration on PostgreSQL', files: integration, env: { PROMPTKEEP_TEST_DB: 'postgres' } },
].filter(
  (r) =>
    r.files.length > 0 &&
    (!process.env.PROMPTKEEP_TEST_ONLY_DB ||
      r.label === 'unit' ||
      r.env.PROMPTKEEP_TEST_DB === process.env.PROMPTKEEP_TEST_ONLY_DB),
);

// Each PostgreSQL test file works in its own schema `<prefix>_…`; this run's are dropped here, after
// the run, never while other files run (see test/support/test-db.ts). The prefix is per run, so two
// runs on one database (two checkouts) never drop each other's; schemas of runs that died more than
// a day ago are swept too.
const schemaPrefix = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX = schemaPrefix;
async function dropTestSchemas() {
  const { default: pg } = await import('pg');
  const url = process.env.PROMPTKEEP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    "select nspname from pg_namespace where nspname ~ '^t[0-9a-z]*_[0-9a-z]+_[0-9a-z]+$'",
  );
  const dayAgo = Date.now() - 86_400_000;
  for (const { nspname } of rows) {
    const [prefix, time] = nspname.split('_');
    if (prefix !== schemaPrefix && !(parseInt(time, 36) < dayAgo)) continue;
    await client.query(`drop schema if exists "${nspname}" cascade`);
  }
  await client.end();
}

const totals = { pass: 0, fail: 0, skipped: 0 };
let failedRuns = 0;
for (const run of runs) {
  const postgres = run.env.PROMPTKEEP_TEST_DB === 'postgres';
  process.stdout.write(`\n=== ${run.label}: ${run.files.length} files ===\n`);
  const counts = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-concurrency=2',
        '--test-timeout=300000',
        ...run.files,
      ],
      { env: { ...process.env, ...run.env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const found = { pass: 0, fail: 0, skipped: 0 };
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^(?:ℹ|#) (pass|fail|skipped) (\d+)\s*$/.exec(line.trim());
        if (m) found[m[1]] = Number(m[2]);
      }
    });
    child.on('close', (code) => resolve({ ...found, code }));
  });
  if (postgres) await dropTestSchemas();
  totals.pass += counts.pass;
  totals.fail += counts.fail;
  totals.skipped += counts.skipped;
  if (counts.code !== 0) failedRuns += 1;
}

process.stdout.write(`\nTotal: ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped\n`);
process.exit(failedRuns > 0 || totals.fail > 0 ? 1 : 0);
