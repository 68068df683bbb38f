import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runUnittest } from './run-python.js';

// The Python SDK's tests that need no service (packages/python/tests): the shared placeholder cases,
// retries and errors against a fake server, the prompt cache, Python 3.9 grammar. test_live.py skips
// itself here; python-sdk.int.test.ts runs it against the live service on both databases.
test('python3 -m unittest: the Python SDK without a service', async () => {
  const run = await runUnittest(['discover', '-s', 'tests', '-t', '.', '-v']);
  assert.equal(run.code, 0, run.output);
  assert.ok(run.ran >= 25, run.output);
  const skipped = run.output.split('\n').filter((line) => / \.\.\. skipped /.test(line));
  assert.equal(skipped.length, run.skipped, run.output);
  assert.ok(
    skipped.every((line) => line.includes('tests.test_live.Live')),
    'only the live tests are skipped',
  );
});
