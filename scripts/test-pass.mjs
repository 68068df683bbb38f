// One pass of scripts/run-tests.mjs: `node scripts/test-pass.mjs <concurrency> <timeout ms> <file>…`
// runs the files with node:test's run() in the order given, the spec reporter and the progress
// reporter (test-progress-reporter.mjs) both to stdout, and exits 1 when a test fails, as
// `node --test` does. Not `node --test` itself: its command line sorts the files by name, so a long
// file named late (test/eval.test.ts) started late and ended its pass alone; here the runner
// decides the order. This process's node flags (--enable-source-maps, --import …) are passed on to
// every file's process, as `node --test` passes its own.
import { resolve } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import progress from './test-progress-reporter.mjs';

const [concurrency, timeout, ...files] = process.argv.slice(2);
const stream = run({
  files: files.map((f) => resolve(f)),
  concurrency: Number(concurrency),
  timeout: Number(timeout),
});
stream.on('test:fail', (data) => {
  if (data.todo === undefined || data.todo === false) process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
stream.compose(progress).pipe(process.stdout);
