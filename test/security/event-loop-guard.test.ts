import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { threadsCpuMs } from '../../bench/lib/thread-cpu.js';
import { promptWithVersion } from '../support/fixtures.js';
import { mulberry32 } from '../support/seeded-random.js';
import {
  createTestApp,
  expectError,
  postCountBody,
  type TestAccount,
  type TestApp,
} from '../support/test-app.js';

// Hole 4 (docs/security.md): CPU-heavy requests — a large offline analysis, a large token count —
// run on worker threads, so a tiny request never waits behind them. That promise is about where the
// CPU goes, so that is what is asserted: each thread's CPU time over the load, from
// /proc/self/task/<tid>/schedstat (bench/lib/thread-cpu.ts). Unlike a wall time it does not grow
// when other processes load the machine (a relative wall bound here failed in CI beside heavier
// test files: 660 ms against a bound of 461). The event loop (this process's main thread: the app
// is in-process) may spend at most MAX_SHARE of what the other threads spend meanwhile (the
// workers, and V8's helper threads, which collect garbage for all of them).
// The event loop's share, 10 runs beside two `npm run eval` (load 4–19): the 1 MB count 0.08–0.18
// (median 0.12), the analysis with a count and the polls 0.06–0.10 (0.08); with the analysis on
// the event loop (analysisWorkers: 0) the second is 7.7, with the count on it (the counter's
// workers: 0 in test-app.ts) the first is 10.9: the bound is ×2.8 over the worst pass, ×15 under both.

const LIMIT = 256 * 1024; // max-analysis-bytes for this app: the analysis below is just under it
/** The event loop's CPU over the load at most this share of the other threads' CPU. */
const MAX_SHARE = 0.5;
/**
 * The polls' own CPU is on the event loop too (~1–1.5 ms each): a pause between them and a
 * number at most keep it small beside the analysis's (~3.5 s), however long the load lasts.
 */
const POLL_PAUSE_MS = 20;
const MAX_POLLS = 100;

/** Distinct text (no repeated paragraph) of about `bytes` UTF-8 bytes, from the eval prompts. */
function distinctText(bytes: number): string {
  const texts = readFileSync(new URL('../../eval/data/scoring.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((l) => {
      const pair = JSON.parse(l) as { strong: string; weak: string };
      return [pair.strong, pair.weak];
    });
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = `## Part ${i + 1}\n${texts[i % texts.length]} (variant ${Math.floor(i / texts.length)})\n\n`;
    if (size + Buffer.byteLength(part) > bytes) break;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  return parts.join('');
}

/**
 * About `bytes` of words of random letters: hardly a word twice, so the tokenizer's piece cache
 * does not make the count cheap (a repeated text costs the worker ~10 times less, and the event
 * loop's fixed share of a request then looks large beside it).
 */
function randomWords(bytes: number, seed: number): string {
  const random = mulberry32(seed);
  const words: string[] = [];
  for (let size = 0; size < bytes; size += words.at(-1)!.length + 1) {
    let word = '';
    for (let n = 3 + Math.floor(random() * 8); n > 0; n--) {
      word += String.fromCharCode(97 + Math.floor(random() * 26));
    }
    words.push(word);
  }
  return words.join(' ');
}

/** The CPU (ms) the event loop and the other threads spend while `work` runs. */
async function cpuOf<T>(work: () => Promise<T>): Promise<{ result: T; loop: number; others: number }> {
  const from = threadsCpuMs();
  const result = await work();
  let loop = 0;
  let others = 0;
  // A thread born meanwhile spent all of its CPU in the window.
  for (const [tid, ms] of threadsCpuMs()) {
    if (tid === process.pid) loop = ms - from.get(tid)!;
    else others += ms - (from.get(tid) ?? 0);
  }
  return { result, loop, others };
}

function assertOffLoop(what: string, cpu: { loop: number; others: number }) {
  assert.ok(
    cpu.loop <= MAX_SHARE * cpu.others,
    `${what}: the event loop spent ${cpu.loop.toFixed(0)} ms of CPU, the other threads ` +
      `${cpu.others.toFixed(0)} ms (share ${(cpu.loop / cpu.others).toFixed(2)}, at most ${MAX_SHARE})`,
  );
}

describe('event-loop guard', () => {
  let t: TestApp;
  let a: TestAccount;
  const JSON_BODY = { 'content-type': 'application/json' };
  const countBody = (input: string) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] });

  before(async () => {
    t = await createTestApp({ settings: { maxAnalysisBytes: LIMIT, analysisWorkers: 1 } });
    a = await t.account();
  });
  after(() => t.close());

  async function poll(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));
    const res = await t.request({ url: '/healthz' });
    assert.equal(res.statusCode, 200);
  }

  test('a large analysis and a large count run off the event loop; a tiny request is answered meanwhile', async (ctx) => {
    // Warm-up: workers started, vocabulary loaded, code compiled, on inputs other than the measured ones.
    const warm = distinctText(16 * 1024);
    assert.equal((await t.call(a, 'POST', '/v1/prompts/scoring', { content: warm })).statusCode, 200);
    const warmCount = await postCountBody(t, a.key, countBody(`${warm} ${randomWords(96 * 1024, 1)}`));
    assert.equal(warmCount.statusCode, 200);
    for (let i = 0; i < 5; i++) await poll();
    // Bodies serialized before each measurement: the in-process client's work is not the server's.
    const count = countBody(randomWords(1024 * 1024, 2));
    const analysis = JSON.stringify({ content: distinctText(LIMIT - 1024) });
    const beside = countBody(randomWords(LIMIT, 3));

    // The count alone (~0.3 s of a worker's CPU): beside the analysis it would be lost in its noise.
    const counted = await cpuOf(() => postCountBody(t, a.key, count));
    assert.equal(counted.result.statusCode, 200);

    let polls = 0;
    const loaded = await cpuOf(async () => {
      let done = false;
      const load = Promise.all([
        t.call(a, 'POST', '/v1/prompts/scoring', analysis, JSON_BODY),
        postCountBody(t, a.key, beside),
      ]).finally(() => {
        done = true;
      });
      while (!done && polls < MAX_POLLS) {
        await poll();
        if (!done) polls++;
      }
      return load;
    });
    assert.deepEqual(
      loaded.result.map((r) => r.statusCode),
      [200, 200],
    );
    // The figures in the output, so that every run shows how far it was from the bound.
    for (const [what, cpu] of [
      ['count', counted],
      ['analysis', loaded],
    ] as const) {
      ctx.diagnostic(
        `${what}: event loop ${cpu.loop.toFixed(0)} ms, other threads ${cpu.others.toFixed(0)} ms of CPU`,
      );
    }
    assertOffLoop('a 1 MB count', counted);
    assertOffLoop(`a 256 KB analysis and count, ${polls} polls`, loaded);
    // The poller really ran beside the load (not once before and once after it).
    assert.ok(polls >= 5, `only ${polls} /healthz requests were answered during the load`);
  });

  test('content over the analysis size limit: 413 naming the limit, sent or stored', async () => {
    const over = distinctText(LIMIT + 4096);
    const message = new RegExp(`analyses take at most ${LIMIT} bytes \\(the max-analysis-bytes setting\\)`);
    expectError(await t.call(a, 'POST', '/v1/prompts/risk', { content: over }), 413, message);
    const { base } = await promptWithVersion(t, a, over);
    expectError(await t.call(a, 'POST', `${base}/heatmap`, { include_examples: false }), 413, message);
    expectError(await t.call(a, 'POST', `${base}/improve`, {}), 413, message);
  });
});
