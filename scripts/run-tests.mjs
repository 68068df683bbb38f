#!/usr/bin/env node
// Runs the whole suite: unit tests (*.test.ts) once, integration tests (*.int.test.ts) on SQLite
// and then on PostgreSQL (with Redis for the shared limit store), and prints one closing line.
// `node scripts/run-tests.mjs <substr>…` runs only the files whose path contains one of them;
// PROMPTKEEP_TEST_ONLY_DB=sqlite|postgres runs the unit pass and that database's integration pass,
// =none the unit pass alone.
//
// The files run compiled, not under tsx: scripts/test-build.mjs first brings `.test-build/` (a
// transpiled copy of the repository's .ts, the rest linked) up to date, then each file's process is
// plain `node .test-build/<file>.js` under node:test's runner (scripts/test-pass.mjs), no module hook. Under Node 20 a hook (tsx) costs
// every import a round trip to its thread: on a 32-file sample (unit, SQLite, PostgreSQL) the
// files' CPU went from 203 s under tsx to 137 s compiled, same tests passing. Progress lines and
// the CPU figures still name the .ts files, and stack traces point at the .ts lines (inline source
// maps, read by scripts/test-stack-maps.mjs when a trace is made). Tests that start our code as a process start the compiled copy too
// (PROMPTKEEP_TEST_BUILD names it; test/support/child-node.ts). PROMPTKEEP_TEST_TSX=1 runs the .ts
// files under tsx instead, as before.
import { spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropSchemasIfLast, holdSchemasLock } from './pg-schemas-lock.mjs';
import { BUILD_DIR, buildTestTree, bundleTestFiles, removeTestBundles, sourcePath } from './test-build.mjs';

// packages/*/test: the workspaces' own tests (the SDK against a live server).
const packageTests = existsSync('packages')
  ? readdirSync('packages').map((p) => join('packages', p, 'test'))
  : [];
const roots = ['src', 'test', ...packageTests];
const PASS_RUNNER = fileURLToPath(new URL('./test-pass.mjs', import.meta.url));
const CPU_RECORDER = fileURLToPath(new URL('./test-cpu.mjs', import.meta.url));
// Stack traces through the bundles name the .ts lines, the maps read only when a trace is made
// (scripts/test-stack-maps.mjs: --enable-source-maps parsed every map in every process).
const STACK_MAPS = fileURLToPath(new URL('./test-stack-maps.mjs', import.meta.url));
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
// The order files start in within their pass: longest first, from a committed table of every
// file's figures in a full `npm test` run (scripts/test-costs.tsv, the format PROMPTKEEP_TEST_TIMES
// writes; refresh it from a full run's file). A pass ends when its last file does, and a long file
// started late ends it alone: by name, test/ops/migrations{,-recent}.int.test.ts (7 s of CPU but
// 317 / 339 s wall on PostgreSQL, mostly waiting) were the 86th and 87th of the 117 integration files,
// test/security's fuzz and matrix files (5–10 s of CPU) among the last ten, and test/eval.test.ts, once the 82nd
// of 97 unit files, made the fresh-clone CI run 15 min 2 s until it was put first by hand. Ranked by
// the file's longest wall time in that run (an integration file's larger of its two passes: a file
// that mostly waits ends a pass as surely as one that computes), then its CPU; a file the table has
// no figures for (new since, or one that failed or timed out in that run, as test/eval.test.ts did
// at the 30-minute limit in the session-15 CI run on a machine at load ~35) starts first, as it may
// be long. scripts/test-pass.mjs runs the files in this order.
const COSTS_FILE = fileURLToPath(new URL('./test-costs.tsv', import.meta.url));
const costTable = new Map();
try {
  for (const line of readFileSync(COSTS_FILE, 'utf8').split('\n').slice(1)) {
    const [, file, cpuMs, , , , wallS] = line.split('\t');
    if (!file) continue;
    const seen = costTable.get(file) ?? { wall: 0, cpu: 0 };
    costTable.set(file, { wall: Math.max(seen.wall, Number(wallS)), cpu: Math.max(seen.cpu, Number(cpuMs)) });
  }
} catch {}
const longFirst = (files) => {
  const cost = (f) => costTable.get(f) ?? { wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY };
  const order = (a, b) => cost(b).wall - cost(a).wall || cost(b).cpu - cost(a).cpu;
  return [...files].sort((a, b) => order(a, b) || (a < b ? -1 : 1));
};
const unit = longFirst(all.filter((f) => !f.endsWith('.int.test.ts')));
const integration = longFirst(all.filter((f) => f.endsWith('.int.test.ts')));

// Compiled copy (see the top): built once here, before the passes start.
const underTsx = process.env.PROMPTKEEP_TEST_TSX === '1';
if (!underTsx && all.length > 0) {
  const started = Date.now();
  const c = await buildTestTree(process.cwd());
  process.stdout.write(
    `${BUILD_DIR}/: ${c.compiled} files compiled, ${c.unchanged} unchanged, ${c.linked} links made, ${c.removed} removed in ${Date.now() - started} ms\n`,
  );
  process.env.PROMPTKEEP_TEST_BUILD = join(process.cwd(), BUILD_DIR);
} else delete process.env.PROMPTKEEP_TEST_BUILD;
const compiled = (f) => join(BUILD_DIR, f.replace(/\.ts$/, '.js'));
// Each test file then runs as one bundle of its modules (scripts/test-build.mjs bundleTestFiles:
// ~0.3 s less CPU per process); PROMPTKEEP_TEST_UNBUNDLED=1 runs the compiled files themselves.
// The same build bundles the programs tests start as processes (CHILD_ENTRIES: the CLI, which
// test/support/child-node.ts then runs from the bundle, PROMPTKEEP_TEST_BUNDLES naming the folder):
// `promptkeep migrate` then `bootstrap` cost 1.22–1.34 s of CPU compiled file by file, 0.98–1.08 s
// bundled (4 rounds each, interleaved), in every CLI process the CLI, crash and backup tests start;
// test/cli/cli-{serve,process,tokenizers-dir} and test/ops/backup together 20.0 / 21.1 → 17.8 / 17.9 s
// (2 rounds A/B, load 30–35), the same 13 tests passing.
const CHILD_ENTRIES = ['src/cli/cli.ts'];
let bundles = null;
if (!underTsx && all.length > 0 && process.env.PROMPTKEEP_TEST_UNBUNDLED !== '1') {
  const started = Date.now();
  bundles = await bundleTestFiles(process.cwd(), [...all, ...CHILD_ENTRIES].map(compiled));
  process.env.PROMPTKEEP_TEST_BUNDLES = bundles;
  process.stdout.write(
    `${relative(process.cwd(), bundles)}/: ${all.length} test files bundled in ${Date.now() - started} ms\n`,
  );
} else delete process.env.PROMPTKEEP_TEST_BUNDLES;
// What the pass (scripts/test-pass.mjs) is given for a test file, and the repository path it prints for one.
const testTarget = (f) => (underTsx ? f : bundles ? join(bundles, f.replace(/\.ts$/, '.js')) : compiled(f));
const shown = (path) => sourcePath(relative(process.cwd(), path));
// The spec reporter names a file by what it ran: `<root>/.test-build/x/y.test.js` (or its bundle
// `<root>/.test-build/.bundles/<run>/x/y.test.js`) reads `<root>/x/y.test.ts`.
const sourceNames = (line) =>
  line.replace(/\.test-build\/(?:\.bundles\/[^/\s]+\/)?(\S*?\.test)\.js\b/g, '$1.ts');

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

// Each PostgreSQL test file works in its own schema `<prefix>_…` (prefix per run), dropped only by
// the last test run or bench to finish (scripts/pg-schemas-lock.mjs: the advisory lock they share).
// Test files' data (SQLite files, data dirs of the servers the tests start, TLS material) goes to
// a memory-backed folder when the machine has one: with `synchronous=FULL` every SQLite commit
// waits on an fsync, and on this machine's disk that waiting was half of an integration file's
// wall time (test/ops/migrations-recent on SQLite: 47 s in /tmp, 22 s in /dev/shm, same load).
// Durability itself is tested by killing processes (crash-durability), which a page cache in
// memory survives the same way. PROMPTKEEP_TEST_TMPDIR names another folder.
function testTmpdir() {
  if (process.env.PROMPTKEEP_TEST_TMPDIR) return { dir: process.env.PROMPTKEEP_TEST_TMPDIR, own: false };
  try {
    accessSync('/dev/shm', constants.W_OK);
    const dir = mkdtempSync('/dev/shm/promptkeep-tests-');
    // As /tmp is: any user may make its own folder there (start-nonroot runs the service as nobody).
    chmodSync(dir, 0o1777);
    return { dir, own: true };
  } catch {
    return null;
  }
}
const tmp = testTmpdir();
if (tmp) {
  // tsx keeps its transpile cache in `<tmpdir>/tsx-<uid>`: point that at the usual one, so a run
  // does not start every file from a cold cache.
  const cache = `tsx-${process.getuid?.() ?? 'user'}`;
  mkdirSync(join(tmpdir(), cache), { recursive: true });
  if (tmp.own) symlinkSync(join(tmpdir(), cache), join(tmp.dir, cache));
  process.env.TMPDIR = tmp.dir;
}

const schemaPrefix = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX = schemaPrefix;
async function holdRunLock() {
  const { default: pg } = await import('pg');
  const url = process.env.PROMPTKEEP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The test database is disposable: its commits need not wait for the WAL to reach the disk
  // (a crash of PostgreSQL itself could lose the last moments, never consistency). A database
  // setting, because the service sets each connection's own options (search_path). Halved the
  // PostgreSQL wall time of test/ops/migrations-recent (28 → 14 s, same load).
  const { rows } = await client.query('select current_database() as name');
  await client.query(`alter database "${rows[0].name}" set synchronous_commit to off`);
  await holdSchemasLock(client);
  // Tests that make other runs' lives hard ask whether one is going (otherSchemasLockHolders).
  const pid = await client.query('select pg_backend_pid() as pid');
  process.env.PROMPTKEEP_TEST_LOCK_PID = String(pid.rows[0].pid);
  return client;
}
async function dropTestSchemasIfLast(client) {
  if (!(await dropSchemasIfLast(client))) {
    process.stdout.write('(test schemas left for the test run or bench still going to drop)\n');
  }
  await client.end();
}

// Files at once per pass (PROMPTKEEP_TEST_CONCURRENCY overrides). Files mostly wait (fsync, PostgreSQL,
// loopback servers): on 8 SQLite files, 4 at once took 61–75 s against 91–92 s for 2; the whole
// suite at 3 per pass ran in 1,002 s (4,182 tests) where 2 per pass had taken 1,159 s (3,649 tests).
// A file's time limit: a guard against a hung file, not a speed check. 30 minutes, because a
// CPU-bound file shares two cores with eight others while the passes run: test/eval.test.ts takes
// ~2 min of CPU alone since issue 27's seventh round (11 authors left out in turn) and passed 300 s
// (an older limit) twice, then 900 s once, in full runs on a slow host.
const FILE_TIMEOUT_MS = 1_800_000;

const CONCURRENCY = Number(process.env.PROMPTKEEP_TEST_CONCURRENCY ?? 3);

// The three passes run side by side (PROMPTKEEP_TEST_SERIAL=1: one after another): much of a pass's
// time is spent waiting on fsync, PostgreSQL and loopback sockets, not on the two cores. Every test
// file owns its data (its own SQLite file, PostgreSQL schema, Redis key prefix, or its own Redis),
// so passes cannot see each other's rows. A pass's detailed output is printed whole when it ends;
// meanwhile each finished file prints one progress line (scripts/test-progress-reporter.mjs).
function runPass(run) {
  const started = Date.now();
  // Each file's process writes its CPU time here as it exits (scripts/test-cpu.mjs).
  const cpuDir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'promptkeep-cpu-'));
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        ...(underTsx ? ['--import', 'tsx'] : ['--import', STACK_MAPS]),
        '--import',
        CPU_RECORDER,
        PASS_RUNNER,
        String(CONCURRENCY),
        String(FILE_TIMEOUT_MS),
        ...run.files.map(testTarget),
      ],
      {
        env: { ...process.env, ...run.env, PROMPTKEEP_TEST_CPU_DIR: cpuDir },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const found = { pass: 0, fail: 0, skipped: 0, cancelled: 0, failedFiles: 0 };
    const lines = [];
    let partial = '';
    let done = 0;
    // The progress reporter's lines become one progress line per finished file, printed at once;
    // the spec reporter's lines are the pass's output (streamed when serial, else printed at the end).
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const raw of parts) {
        const line = sourceNames(raw);
        const m = /^##pk-progress (ok|fail) (\d+) (.*)$/.exec(line);
        if (m) {
          done += 1;
          if (m[1] !== 'ok') found.failedFiles += 1;
          const file = shown(m[3]);
          const mark = m[1] === 'ok' ? '✔' : '✖';
          const secs = Math.round((Date.now() - started) / 1000);
          const own = Math.round(Number(m[2]) / 1000);
          walls.set(`${run.label}\t${file}`, own);
          process.stdout.write(
            `[${run.label}] ${mark} ${done}/${run.files.length} ${file} (${own} s; pass at ${secs} s)\n`,
          );
        } else {
          // Streamed when serial, and kept either way: the pass's counts are read from these lines.
          if (serial) process.stdout.write(`${line}\n`);
          lines.push(line);
        }
      }
    });
    child.on('close', (code) => {
      collectCpu(run.label, cpuDir);
      if (partial) lines.push(partial);
      const out = lines.length ? `${lines.join('\n')}\n` : '';
      for (const line of out.split('\n')) {
        const m = /^(?:ℹ|#) (pass|fail|skipped|cancelled) (\d+)\s*$/.exec(line.trim());
        if (m) found[m[1]] = Number(m[2]);
      }
      resolve({ ...found, code, out, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const serial = process.env.PROMPTKEEP_TEST_SERIAL === '1';
// A file that fails outside a test (a `before` hook that throws, a file-level timeout) counts no
// failed test, so the files that failed and the cancelled tests are said beside the counts.
const problems = (c) =>
  `${c.cancelled ? `, ${c.cancelled} cancelled` : ''}${c.failedFiles ? `, ${c.failedFiles} files FAILED` : ''}`;
const runLock = runs.some((r) => r.env.PROMPTKEEP_TEST_DB === 'postgres') ? await holdRunLock() : null;
// Each file's own wall time and CPU time, to name the costliest at the end (the suite has a ~15 min
// budget on two cores). On a shared machine the wall times swing with the load; the CPU times do not.
const walls = new Map();
const cpu = [];
function collectCpu(label, dir) {
  for (const name of readdirSync(dir)) {
    try {
      const r = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      cpu.push({ ...r, label, file: shown(r.file) });
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
}
const totals = { pass: 0, fail: 0, skipped: 0, cancelled: 0, failedFiles: 0 };
let failedRuns = 0;
const report = (run, counts) => {
  if (!serial) process.stdout.write(`\n=== ${run.label}: ${run.files.length} files ===\n${counts.out}`);
  process.stdout.write(
    `=== ${run.label}: ${counts.pass} passed, ${counts.fail} failed, ${counts.skipped} skipped${problems(counts)} in ${counts.seconds} s ===\n`,
  );
  totals.pass += counts.pass;
  totals.fail += counts.fail;
  totals.skipped += counts.skipped;
  totals.cancelled += counts.cancelled;
  totals.failedFiles += counts.failedFiles;
  if (counts.code !== 0) failedRuns += 1;
};
if (serial) {
  for (const run of runs) {
    process.stdout.write(`\n=== ${run.label}: ${run.files.length} files ===\n`);
    report(run, await runPass(run));
  }
} else {
  process.stdout.write(
    `running ${runs.map((r) => `${r.label} (${r.files.length} files)`).join(', ')} side by side\n`,
  );
  const results = await Promise.all(runs.map(runPass));
  for (const [i, run] of runs.entries()) report(run, results[i]);
}
if (runLock) await dropTestSchemasIfLast(runLock);
if (tmp?.own) rmSync(tmp.dir, { recursive: true, force: true });
if (bundles) removeTestBundles(bundles);

const costs = cpu.map((c) => ({
  ...c,
  cpuMs: c.userMs + c.systemMs + c.childrenMs,
  wall: walls.get(`${c.label}\t${c.file}`) ?? Math.round(c.wallMs / 1000),
}));
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
if (costs.length > 1) {
  process.stdout.write(
    "\nCostliest files by CPU (s: the file's process, user + sys; the processes it started; wall, with the other passes beside):\n",
  );
  for (const c of [...costs].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 15)) {
    process.stdout.write(
      `  ${seconds(c.cpuMs)} cpu = ${seconds(c.userMs + c.systemMs)} own + ${seconds(c.childrenMs)} children, ${String(c.wall).padStart(4)} s wall  [${c.label}] ${c.file}\n`,
    );
  }
  // A file ended at its time limit (or killed) wrote no record.
  const recorded = new Set(costs.map((c) => `${c.label}\t${c.file}`));
  for (const [key, wall] of walls) {
    if (!recorded.has(key))
      process.stdout.write(`  (no CPU record, ${wall} s wall) [${key.replace('\t', '] ')}\n`);
  }
  for (const run of runs) {
    const mine = costs.filter((c) => c.label === run.label);
    const total = mine.reduce((s, c) => s + c.cpuMs, 0);
    process.stdout.write(`  ${run.label}: ${(total / 1000).toFixed(0)} s CPU in ${mine.length} files\n`);
  }
}
// PROMPTKEEP_TEST_TIMES=<file>: every file's figures as tab-separated lines (to compare runs).
if (process.env.PROMPTKEEP_TEST_TIMES) {
  const rows = costs.map((c) =>
    [c.label, c.file, c.cpuMs, c.userMs, c.systemMs, c.childrenMs, c.wall].join('\t'),
  );
  writeFileSync(
    process.env.PROMPTKEEP_TEST_TIMES,
    `pass\tfile\tcpu_ms\tuser_ms\tsys_ms\tchildren_ms\twall_s\n${rows.join('\n')}\n`,
  );
}
process.stdout.write(
  `\nTotal: ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped${problems(totals)}\n`,
);
process.exit(failedRuns > 0 || totals.fail > 0 || totals.failedFiles > 0 ? 1 : 0);
