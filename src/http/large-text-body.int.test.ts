import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { after, before, describe, test } from 'node:test';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { createLiveApp, type LiveApp } from '../../test/support/live-server.js';
import { expectError } from '../../test/support/test-app.js';
import { CountResult } from '../modules/tokens/tokens.schemas.js';
import { createTokenizerRegistry } from '../tokenizers/registry.js';

// A large count's body is received straight into pooled shared memory (large-text-body.ts,
// tokenizers/shared-region.ts), where the count worker reads its text: each request has its own
// region while it lasts, a region is reused by later requests, and a body that is refused, cut
// short or sent in chunks leaves every other count right. Real sockets: a body then arrives in many
// chunks, as it does in production (inject() hands it over in one).

const BODY_LIMIT = 1_500_000;
const Results = Type.Array(CountResult);
const o200k = createTokenizerRegistry().get('o200k_base');

let live: LiveApp;
let key: string;
before(async () => {
  live = await createLiveApp({ settings: { bodyLimitBytes: BODY_LIMIT } });
  key = (await live.account()).key;
});
after(() => live.close());

/** A text of about `bytes` UTF-8 bytes, distinct by `seed`: words, escapes, Latin-1, CJK, emoji. */
function text(bytes: number, seed: number): string {
  const parts = ['alpha ', 'beta\n', '"q" ', 'tab\t', 'back\\slash ', 'é ', '中文，', '😀 ', `${seed} `];
  let s = seed;
  const out: string[] = [];
  for (let n = 0; n < bytes; ) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const part = parts[s % parts.length] as string;
    out.push(part);
    n += Buffer.byteLength(part);
  }
  return out.join('');
}

const body = (input: string) => JSON.stringify({ type: 'text', models: ['gpt-4o'], input });

interface Answer {
  status: number;
  text: string;
}

/**
 * POSTs `chunks` to the count route over its own connection: with their total as Content-Length
 * (or `declared`), or chunked when `declared` is null. `end`: 'cut' closes the connection after the
 * chunks (no answer), 'open' leaves the body unfinished and waits for the answer (a refusal).
 */
function post(
  chunks: Buffer[],
  declared: number | null | undefined,
  end: 'end' | 'cut' | 'open' = 'end',
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const length = declared === undefined ? chunks.reduce((n, c) => n + c.length, 0) : declared;
    const req = request(
      {
        host: '127.0.0.1',
        port: live.port,
        method: 'POST',
        path: '/v1/tokens/count',
        ca: live.ca,
        servername: 'localhost',
        agent: false,
        headers: {
          'x-api-key': key,
          'content-type': 'application/json',
          ...(length === null ? {} : { 'content-length': String(length) }),
        },
      },
      (res) => {
        const got: Buffer[] = [];
        res.on('data', (c: Buffer) => got.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(got).toString() });
          if (end === 'open') req.destroy();
        });
      },
    );
    req.on('error', (err) => (end === 'end' ? reject(err) : resolve(null)));
    req.flushHeaders();
    for (const chunk of chunks) req.write(chunk);
    // Cut once the chunks have left (and a moment after, so the server has begun reading them).
    if (end === 'cut') req.write('', () => setTimeout(() => req.destroy(), 200));
    else if (end === 'end') req.end();
  });
}

function tokenCount(answer: Answer | null): number | null | undefined {
  assert.equal(answer?.status, 200, answer?.text.slice(0, 300));
  const results: unknown = JSON.parse(answer?.text ?? '');
  assert.ok(Value.Check(Results, results), answer?.text.slice(0, 300));
  return (results as Static<typeof Results>)[0]?.token_count;
}

describe('POST /v1/tokens/count: large bodies received into shared memory', () => {
  const texts = [1_200_000, 300_000, 90_000, 700_000, 1_000_000, 150_000].map((n, i) => text(n, i + 1));

  test('several at once and one after another, each counts as the engine counts its text', async () => {
    const expected = texts.map((t) => o200k.count(t));
    const together = await Promise.all(texts.map((t) => post([Buffer.from(body(t))], undefined)));
    assert.deepEqual(together.map(tokenCount), expected);
    // In turn, shortest first then longest first: a body lands in a region a longer or shorter one
    // filled before; only its own bytes are read.
    const order = texts.map((_, i) => i).sort((a, b) => (texts[a]?.length ?? 0) - (texts[b]?.length ?? 0));
    for (const i of [...order, ...order.reverse()]) {
      assert.equal(tokenCount(await post([Buffer.from(body(texts[i] as string))], undefined)), expected[i]);
    }
  });

  test('cut short, over the limit, chunked or mis-sized: refused as Fastify refuses; the next counts are right', async () => {
    const whole = Buffer.from(body(texts[3] as string));
    const expected = o200k.count(texts[3] as string);
    // The client goes away mid-body (no answer), and after its declared length was read.
    assert.equal(await post([whole.subarray(0, 200_000)], whole.length, 'cut'), null);
    // Sent in chunks without a Content-Length: collected as Fastify collects it, counted the same.
    const pieces = [0, 1, 2, 3].map((k) =>
      whole.subarray((k * whole.length) >> 2, ((k + 1) * whole.length) >> 2),
    );
    assert.equal(tokenCount(await post(pieces, null)), expected);
    // Over the body limit: declared (refused before a byte is read), or streamed in chunks.
    const over = Buffer.from(body(text(BODY_LIMIT + 10_000, 9)));
    for (const [chunks, declared] of [
      [[], over.length],
      [[over], null],
    ] as const) {
      const answer = await post([...chunks], declared, 'open');
      assert.equal(answer?.status, 413, answer?.text);
      assert.equal(
        (JSON.parse(answer?.text ?? '{}') as { message?: string }).message,
        'Request body is too large.',
      );
    }
    // A Content-Length that is not the body's, shorter or longer, large and small: one answer.
    for (const payload of [whole, Buffer.from(body('small'))]) {
      for (const declared of [payload.length - 1000, payload.length + 1000].filter((n) => n > 0)) {
        const res = await live.app.inject({
          method: 'POST',
          url: '/v1/tokens/count',
          headers: {
            'x-api-key': key,
            'content-type': 'application/json',
            'content-length': String(declared),
          },
          payload,
        });
        expectError(res, 400, 'Content-Length does not match the body.');
      }
    }
    assert.equal(tokenCount(await post([whole], undefined)), expected);
  });

  test("a socket's body chunks are freed once copied; an injected body's buffer is left whole", async () => {
    const input = texts[4] as string;
    const expected = o200k.count(input);
    // Every body chunk the request emits, seen without adding a 'data' listener (which would start
    // the flow before the parser listens).
    const seen: Buffer[] = [];
    const spy = (req: IncomingMessage) => {
      const emit = req.emit;
      req.emit = function (this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
        if (event === 'data') seen.push(args[0] as Buffer);
        return emit.call(this, event, ...args);
      } as typeof req.emit;
    };
    live.app.server.on('request', spy);
    try {
      assert.equal(tokenCount(await post([Buffer.from(body(input))], undefined)), expected);
    } finally {
      live.app.server.off('request', spy);
    }
    assert.ok(seen.length > 10, `${seen.length} chunks`);
    // Node's parser copied each for its listeners alone: all are given back (detached).
    assert.deepEqual(
      seen.filter((c) => c.byteLength > 0).map((c) => c.byteLength),
      [],
    );
    // inject() hands over the caller's own buffer, which the caller may send again.
    const payload = Buffer.from(body(input));
    for (let i = 0; i < 2; i++) {
      const res = await live.app.inject({
        method: 'POST',
        url: '/v1/tokens/count',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload,
      });
      assert.equal(tokenCount({ status: res.statusCode, text: res.body }), expected);
    }
  });
});
