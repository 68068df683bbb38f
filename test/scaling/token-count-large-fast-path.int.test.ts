import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { fastPathAppPerFile, fastPathProbe } from '../support/fast-path-probe.js';
import { type LiveAnswer, liveSend } from '../support/live-server.js';

// Issue 29: a large count (a JSON body of 64 KB or more, its length given) is answered in front of
// Fastify too (src/http/fast-large-count.ts), its `input` literal received into shared memory and
// counted from there, with Fastify's own answer: the same status, headers, bytes and log line. What
// the fast path cannot prove it answers as Fastify would — a literal found bad once decoded (a raw
// control character, a bad escape, an escaped NUL), a rest the route's validator refuses, the field
// twice, a count that throws (an unknown model, a text over the limit) — goes to Fastify with the
// bytes it read, and gets Fastify's answer. `?estimate=false` (which changes nothing in the count)
// is never taken up, so each body is sent both ways and the answers compared. Real sockets: the fast
// path sits on the server's request listener, which inject() does not pass through.
const MAX_INPUT_BYTES = 300_000;
const { logs, live, agent } = fastPathAppPerFile({ maxInputBytes: MAX_INPUT_BYTES });
const { served } = fastPathProbe(() => live);

const URL = '/v1/tokens/count';
const SLOW_URL = `${URL}?estimate=false`;

const post = (url: string, headers: Record<string, string>, body: string) =>
  liveSend(
    live,
    { method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, body },
    agent(),
  );

/** The same body to Fastify's URL, then to the fast one. */
async function both(headers: Record<string, string>, body: string) {
  const slow = await served(() => post(SLOW_URL, headers, body));
  const fast = await served(() => post(URL, headers, body));
  assert.equal(slow.fast, false);
  return { slow, fast };
}

/** The one `request` log line of the request `traceId`, without what differs by request. */
function logLine(traceId: string) {
  const { url: _u, ...rest } = logs.requestLine(traceId);
  return rest;
}

const count = (input: string, models: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ input, type: 'text', models, ...extra });
/** At least `bytes` of text (UTF-8): words, quotes, escapes, Latin-1, CJK and emoji. */
const LINE = 'The "quick" fox\tjumps\\over ünïcode ✓, 漢字かな交じり文。😀\n';
const text = (bytes: number) => LINE.repeat(Math.ceil(bytes / Buffer.byteLength(LINE)));
/** `body` made `bytes` long by trailing white space (the fast path reads it; JSON allows it). */
const padded = (body: string, bytes = 70_000) => body.padEnd(bytes, ' ');
const answerOf = (a: LiveAnswer) => a.body.toString().replace(a.traceId, '');

describe('large counts in front of Fastify answer as Fastify does', () => {
  before(async () => {
    // Fastify's first count compiles the route's checks; from then on the fast path takes counts.
    const who = await live.account();
    const first = count('warm', ['gpt-4o']);
    assert.equal((await served(() => post(URL, { 'x-api-key': who.key }, first))).fast, false);
  });

  test('same status, headers, bytes and log line; whatever the fast path cannot prove is Fastify’s', async () => {
    const who = await live.account({ rate_limit_per_second: 10_000, monthly_request_quota: 100_000 });
    const as = { 'x-api-key': who.key };
    const big = text(200_000);
    const fine = [
      count(big, ['gpt-4o']),
      count(big, ['gpt-4o', 'gpt-4', 'llama-3.1-8b-instruct']),
      count(big, ['gpt-4o', 'grok-4-0709', 'claude-sonnet-4-5'], { estimate: true }),
      ` { "models": ["gpt-4o"], "type": "text", "input": ${JSON.stringify(big)} } `,
      padded(count('short, padded', ['gpt-4o'])),
      count('漢字'.repeat(40_000), ['gpt-4o'], { expected_output_tokens: 500 }),
    ];
    const bad = (literal: string, models = '"gpt-4o"', extra = '') =>
      `{"type": "text", "models": [${models}],${extra} "input": "${literal}"}`;
    const refused = [
      bad(`raw control \u0001 ${'x'.repeat(70_000)}`), // the whole body's parse: 400
      bad(`bad escape \\x ${'x'.repeat(70_000)}`),
      bad(`escaped NUL \\u0000 ${'x'.repeat(70_000)}`), // the input guard's 400
      // …with no tokenizer to decode it (an estimate): read strictly before the answer.
      bad(`raw control \u0001 ${'x'.repeat(70_000)}`, '"claude-sonnet-4-5"', ' "estimate": true,'),
      // …with no count at all (a model without a tokenizer or a count API): read at the answer.
      bad(`raw control \u0001 ${'x'.repeat(70_000)}`, '"grok-4-0709"'),
      count(big, ['gpt-4o', 'nope-2']), // an unknown model: the service's 400
      count(text(MAX_INPUT_BYTES + 10), ['gpt-4o']), // over the input limit: 413
      count(big, []), // the schema's 400s
      count(big, ['gpt-4o'], { bogus: 1 }),
      padded(JSON.stringify({ input: 1, type: 'text', models: ['gpt-4o'] })),
      `{"input": ${JSON.stringify(big)}, "type": "text", "models": ["gpt-4o"]`, // unterminated
      padded('{"__proto__": {"x": 1}, "input": "a", "type": "text", "models": ["gpt-4o"]}'),
    ];
    // The field twice: the whole body's parse (its last value counts), by Fastify.
    const whole = [`{"input": "a", "type": "text", "models": ["gpt-4o"], "input": ${JSON.stringify(big)}}`];
    for (const body of [...fine, ...refused, ...whole]) {
      for (const coding of [null, 'gzip']) {
        const headers = coding ? { ...as, 'accept-encoding': coding } : as;
        const { slow, fast } = await both(headers, body);
        const what = `${body.slice(0, 60)}…${body.slice(-40)} ${coding}`;
        assert.ok(Buffer.byteLength(body) >= 64 * 1024, what);
        assert.equal(fast.fast, fine.includes(body), what);
        assert.equal(fast.status, slow.status, `${what} ${fast.body}`);
        if (!refused.includes(body)) assert.equal(fast.status, 200, `${what} ${fast.body}`);
        else assert.ok(fast.status >= 400 && fast.status < 500, `${what} ${fast.status}`);
        const remaining = (a: LiveAnswer) => a.headers.filter(([n]) => n !== 'x-rate-limit-remaining-calls');
        assert.deepEqual(remaining(fast), remaining(slow), what);
        assert.equal(answerOf(fast), answerOf(slow), what);
        assert.deepEqual(logLine(fast.traceId), logLine(slow.traceId), what);
      }
    }
  });

  test('many large counts in a row on one connection, and at once: each counted right', async () => {
    const who = await live.account();
    const as = { 'x-api-key': who.key };
    const bodies = [1, 2, 3, 4, 5, 6].map((n) => count(`${n} ${text(100_000 + n * 7)}`, ['gpt-4o']));
    const expected = [];
    for (const body of bodies) expected.push(answerOf(await post(SLOW_URL, as, body)));
    for (let round = 0; round < 2; round++) {
      for (const [i, body] of bodies.entries()) {
        const fast = await served(() => post(URL, as, body));
        assert.deepEqual([fast.status, fast.fast], [200, true]);
        assert.equal(answerOf(fast), expected[i]);
      }
    }
    const together = await Promise.all(bodies.map((body) => post(URL, as, body)));
    assert.deepEqual(together.map(answerOf), expected);
  });
});
