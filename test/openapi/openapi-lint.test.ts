import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { testAppPerFile } from '../support/test-app.js';
import { dumpDocument, ROOT, runTool, TOOLS } from './openapi-files.js';

// Redocly's recommended rules (redocly.yaml turns off only what contradicts the spec, each with
// its reason, listed in docs/api.md): the document from the running app has no problem at all.

const t = testAppPerFile();

test('redocly lint: no error and no warning', async () => {
  const dump = await dumpDocument(t);
  try {
    const config = join(ROOT, 'redocly.yaml');
    const out = await runTool(
      TOOLS.redocly,
      ['lint', dump.file, '--config', config, '--format', 'json', '--max-problems', '50'],
      dump.dir,
    );
    const start = out.stdout.indexOf('{');
    assert.ok(start >= 0, `no JSON from redocly: ${out.stdout.slice(0, 500)} ${out.stderr.slice(0, 2000)}`);
    const report = JSON.parse(out.stdout.slice(start)) as {
      problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
    };
    const problems = report.problems.map(
      (p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message.slice(0, 200)}`,
    );
    assert.deepEqual(problems, []);
    assert.equal(out.code, 0, out.stderr.slice(0, 2000));
  } finally {
    dump.cleanup();
  }
});
