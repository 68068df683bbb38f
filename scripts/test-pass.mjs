// One pass of scripts/run-tests.mjs: `node scripts/test-pass.mjs <concurrency> <timeout ms> <file>…`
// runs the files with node:test's run() in the order given, the spec reporter and the progress
// reporter (test-progress-reporter.mjs) both to stdout, and exits 1 when a test fails, as
// `node --test` does. Not `node --test` itself: its command line sorts the files by name, so a long
// file named late (test/eval.test.ts) started late and ended its pass alone; here the runner
// decides the order. This process's node flags (--import …) are passed on to
// every file's process, as `node --test` passes its own.
import { resolve } from 'node:path';
import { Transform } from 'node:stream';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import progress from './test-progress-reporter.mjs';
import { originalPosition } from './test-stack-maps.mjs';

const [concurrency, timeout, ...files] = process.argv.slice(2);
const stream = run({
  files: files.map((f) => resolve(f)),
  concurrency: Number(concurrency),
  timeout: Number(timeout),
});
stream.on('test:fail', (data) => {
  if (data.todo === undefined || data.todo === false) process.exitCode = 1;
});
// A failed test's place (the spec reporter's "test at file:line:col") is the bundle's; mapped back
// to the .ts here, once per failure (scripts/test-stack-maps.mjs), not in every file's process.
const located = new Transform({
  objectMode: true,
  transform(event, _, done) {
    const d = event.data;
    const at =
      event.type === 'test:fail' && d?.file && d.line
        ? originalPosition(d.file, d.line, d.column ?? 1)
        : null;
    done(null, at ? { ...event, data: { ...d, line: at.line, column: at.column } } : event);
  },
});
stream.compose(located).compose(new spec()).pipe(process.stdout);
stream.compose(progress).pipe(process.stdout);
