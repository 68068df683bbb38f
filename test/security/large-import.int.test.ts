import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULTS } from '../../src/config.js';
import { ImportReport } from '../../src/modules/transfer/transfer.schemas.js';
import { createTestApp, expectError, parseAs, type TestAccount, type TestApp } from '../support/test-app.js';

// Issue 20 item 6: one import of 10,000 prompts × 10 versions took 72 s, and /healthz went
// unanswered the whole time: on SQLite every query answers synchronously, so the import's chain of
// awaits never gave the event loop a turn. The import now paces itself (src/lib/pacer.ts): every
// few ms of work it lets the event loop run, so other requests are answered in between; it stays
// what docs/api.md says (each item in its own transaction, idempotent). Asserted: /healthz was
// answered at least 3 times while a 300-prompt import ran (no timing), then the import's report.
// Before the fix, on SQLite, 0 polls were answered during it. And the size limit is a setting.
const PROMPTS = 300;
const VERSIONS = 3;

function bigDocument() {
  return {
    format: 'promptkeep.workspace',
    format_version: 1,
    exported_at: new Date().toISOString(),
    prompts: Array.from({ length: PROMPTS }, (_, i) => ({
      name: `Prompt ${i}`,
      use_case: null,
      versions: Array.from({ length: VERSIONS }, (_, j) => ({
        name: null,
        content: `Version ${j} of prompt ${i}: answer the customer about {{topic}} in ${j + 2} sentences.`,
        is_primary: j === VERSIONS - 1,
        labels: j === 0 ? ['first'] : [],
      })),
    })),
    scoring_criteria: [],
    contexts: [],
    context_packs: [],
  };
}

describe('a large import does not hold the event loop', () => {
  let t: TestApp;
  let a: TestAccount;
  before(async () => {
    t = await createTestApp({ settings: { maxImportBytes: 2 * 1024 * 1024 } });
    a = await t.account();
    // As main.ts does at start: small token counts then run inline, on the event loop (cold, they
    // go to a worker, whose answers would give the loop turns the import itself does not).
    await t.counter.warm(['o200k_base']);
  });
  after(() => t?.close());

  test(`/healthz keeps answering while ${PROMPTS} prompts × ${VERSIONS} versions are imported`, async (ctx) => {
    const body = JSON.stringify(bigDocument());
    let done = false;
    const importing = t
      .call(a, 'POST', '/v1/workspace/import', body, { 'content-type': 'application/json' })
      .finally(() => {
        done = true;
      });
    let answeredDuring = 0;
    while (!done) {
      // A timer between polls: it fires only when the event loop gets a turn.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const health = await t.request({ url: '/healthz' });
      assert.equal(health.statusCode, 200);
      if (!done) answeredDuring++;
    }
    const res = await importing;
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const report = parseAs(ImportReport, res);
    assert.equal(report.created.prompts, PROMPTS);
    assert.equal(report.created.versions, PROMPTS * VERSIONS);
    assert.equal(report.created.labels, PROMPTS);
    ctx.diagnostic(
      `${Math.round(body.length / 1024)} KB imported; /healthz answered ${answeredDuring}× meanwhile`,
    );
    assert.ok(answeredDuring >= 3, `/healthz was answered ${answeredDuring}× during the import`);
  });

  test('the size limit is a setting (--max-import-bytes): over it, 413', async () => {
    const pad = 'x'.repeat(2 * 1024 * 1024);
    const res = await t.call(
      a,
      'POST',
      '/v1/workspace/import',
      `{"format":"promptkeep.workspace","pad":"${pad}"}`,
      {
        'content-type': 'application/json',
      },
    );
    expectError(res, 413);
    assert.ok(DEFAULTS.maxImportBytes < 64 * 1024 * 1024, 'the default is below the old 64 MiB');
  });
});
