import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import {
  createTestApp,
  expectError,
  parseAs,
  postCountBody,
  type TestAppOptions,
  testAppAndAccountPerFile,
} from '../../../test/support/test-app.js';
import { createTokenizerRegistry } from '../../tokenizers/registry.js';
import { CountResult, Model } from './tokens.schemas.js';

const { t, owner } = testAppAndAccountPerFile();

const Models = Type.Array(Model);
const Results = Type.Array(CountResult);
const count = (body: unknown, k: string | null = owner.key) =>
  t.request({ method: 'POST', url: '/v1/tokens/count', key: k, body });

describe('GET /v1/tokens/models', () => {
  test('lists every model; filters by name (list of one, [] when unknown) and author', async () => {
    const res = await t.request({ url: '/v1/tokens/models', key: owner.key });
    assert.match(String(res.headers['x-catalog-as-of']), /^\d{4}-\d{2}-\d{2}$/);
    const all = parseAs(Models, res);
    assert.ok(all.length > 100, `catalog has ${all.length} models`);
    assert.equal(new Set(all.map((m) => m.name)).size, all.length, 'names are unique');
    for (const m of all) assert.ok(m.price_per_input_token === null || m.price_per_input_token > 0, m.name);

    const oneRes = await t.request({ url: '/v1/tokens/models?name=gpt-4o', key: owner.key });
    assert.equal(oneRes.headers['x-catalog-as-of'], res.headers['x-catalog-as-of']);
    const one = parseAs(Models, oneRes);
    assert.equal(one.length, 1);
    assert.ok((one[0]?.price_per_output_token ?? 0) > (one[0]?.price_per_input_token ?? 0));
    assert.ok((one[0]?.price_per_cached_input_token ?? 1) < (one[0]?.price_per_input_token ?? 0));
    assert.ok((one[0]?.context_window ?? 0) >= 128_000);
    assert.equal(one[0]?.count_source, 'offline');
    assert.equal(one[0]?.author, 'OpenAI');
    assert.equal(one[0]?.tokenizer, 'o200k_base');
    assert.equal(one[0]?.exact, true);
    assert.deepEqual(
      parseAs(Models, await t.request({ url: '/v1/tokens/models?name=no-such-model', key: owner.key })),
      [],
    );

    const openai = parseAs(
      Models,
      await t.request({ url: '/v1/tokens/models?author=openai', key: owner.key }),
    );
    assert.ok(openai.length > 5);
    assert.ok(openai.every((m) => m.author === 'OpenAI'));
  });

  test('validation and security', async () => {
    expectError(
      await t.request({ url: '/v1/tokens/models?name=', key: owner.key }),
      400,
      /querystring\.name/,
    );
    expectError(await t.request({ url: '/v1/tokens/models' }), 401, 'Invalid API key.');
    expectError(await t.request({ url: '/v1/tokens/models', key: 'pk_bad' }), 401, 'Invalid API key.');
  });
});

describe('GET /v1/tokens/authors', () => {
  test('sorted, unique, the makers of the models', async () => {
    const authors = parseAs(
      Type.Array(Type.String()),
      await t.request({ url: '/v1/tokens/authors', key: owner.key }),
    );
    assert.deepEqual(
      authors,
      [...new Set(authors)].sort((a, b) => a.localeCompare(b)),
    );
    for (const maker of ['OpenAI', 'Anthropic', 'Google', 'Meta']) assert.ok(authors.includes(maker), maker);
    expectError(await t.request({ url: '/v1/tokens/authors' }), 401);
  });
});

describe('POST /v1/tokens/count', () => {
  test('counts exactly and prices per model, in request order, duplicates kept', async () => {
    const models = ['gpt-4o', 'gpt-4', 'claude-3-5-sonnet-latest', 'gpt-4o'];
    const catalog = parseAs(Models, await t.request({ url: '/v1/tokens/models', key: owner.key }));
    const known = models.filter((m) => catalog.some((c) => c.name === m));
    const res = await count({ input: 'a'.repeat(1000), type: 'text', models: known });
    assert.equal(res.statusCode, 200);
    const results = parseAs(Results, res);
    assert.deepEqual(
      results.map((r) => r.model),
      known,
    );
    const gpt4o = results[0]!;
    assert.equal(gpt4o.token_count, 125); // o200k reference count for 1,000 × "a"
    const price = catalog.find((c) => c.name === 'gpt-4o')!.price_per_input_token!;
    assert.equal(gpt4o.token_cost, Number((125 * price).toPrecision(12)));
    assert.deepEqual(results.at(-1), gpt4o);
  });

  test('a model without a public tokenizer gives null count and cost', async () => {
    const catalog = parseAs(
      Models,
      await t.request({ url: '/v1/tokens/models?author=Anthropic', key: owner.key }),
    );
    const claude = catalog.find((m) => m.tokenizer === null);
    assert.ok(claude, 'an Anthropic model without tokenizer');
    const [r] = parseAs(Results, await count({ input: 'hello', type: 'text', models: [claude.name] }));
    assert.deepEqual(r, {
      model: claude.name,
      token_count: null,
      token_cost: null,
      tokenizer: null,
      exact: false,
      reason: 'no anthropic platform provider is configured',
    });
  });

  test('special-token text counts as text; empty input is 0 tokens', async () => {
    const [r] = parseAs(Results, await count({ input: '<|endoftext|>', type: 'text', models: ['gpt-4o'] }));
    assert.ok((r?.token_count ?? 0) > 1);
    const [e] = parseAs(Results, await count({ input: '', type: 'text', models: ['gpt-4o'] }));
    assert.equal(e?.token_count, 0);
    assert.equal(e?.token_cost, 0);
  });

  test('validation: unknown models listed, type, empty models, wrong types, bad JSON, non-JSON', async () => {
    expectError(
      await count({ input: 'x', type: 'text', models: ['gpt-4o', 'nope-1', 'nope-2'] }),
      400,
      /nope-1, nope-2/,
    );
    expectError(
      await count({ input: 'x', type: 'image', models: ['gpt-4o'] }),
      400,
      'body.type: must be one of: text.',
    );
    expectError(await count({ input: 'x', type: 'text', models: [] }), 400, /body\.models/);
    expectError(await count({ type: 'text', models: ['gpt-4o'] }), 400, 'body.input: is required.');
    expectError(
      await count({ input: 5, type: 'text', models: ['gpt-4o'] }),
      400,
      'body.input: must be string.',
    );
    // Raw bodies: broken JSON, and a body that is not JSON at all.
    const raw: [string, string, number, string?][] = [
      ['{"input":', 'application/json', 400, 'The body is not valid JSON.'],
      ['hello', 'text/plain', 415],
    ];
    for (const [body, type, status, message] of raw) {
      const headers = { 'content-type': type };
      expectError(
        await t.request({ method: 'POST', url: '/v1/tokens/count', key: owner.key, body, headers }),
        status,
        message,
      );
    }
    expectError(await count({ input: 'x', type: 'text', models: ['gpt-4o'] }, null), 401);
  });

  /** Counts `input` on an app of its own, built with smaller limits (closed before returning). */
  async function countOnSmallApp(settings: TestAppOptions['settings'], input: string) {
    const small = await createTestApp({ settings });
    try {
      const k = (await small.account()).key;
      return await small.request({
        method: 'POST',
        url: '/v1/tokens/count',
        key: k,
        body: { input, type: 'text', models: ['gpt-4o'] },
      });
    } finally {
      await small.close();
    }
  }

  test('input over the configured size → 413', async () => {
    const res = await countOnSmallApp({ maxInputBytes: 1000 }, 'é'.repeat(600));
    expectError(res, 413, /1200 bytes; the limit is 1000 bytes/);
  });

  test('a body over the body limit → 413', async () => {
    const res = await countOnSmallApp({ bodyLimitBytes: 2048 }, 'x'.repeat(5000));
    expectError(res, 413, 'Request body is too large.');
  });

  test('large inputs are counted (worker path) and equal the inline count', async () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(3000);
    const [big] = parseAs(Results, await count({ input: text, type: 'text', models: ['gpt-4o'] }));
    assert.equal(big?.token_count, createTokenizerRegistry().get('o200k_base').count(text));
    assert.ok((big?.token_count ?? 0) > 27_000);
  });
});

describe('POST /v1/tokens/count: large bodies (the input kept as bytes, counted on a worker)', () => {
  const raw = (payload: string | Buffer) => postCountBody(t, owner.key, payload);
  /** ~100 KB of text with every kind of JSON escape, raw UTF-8, surrogate pairs and a lone one. */
  const tricky = String.raw`Line one\nTab\there \"quoted\" back\\slash \/ slash \u00e9\u4e2d \ud83d\ude00 lone \udc00 é 中文 😀 <|endoftext|>\r\n`;
  const bigLiteral = `"${tricky.repeat(Math.ceil(100_000 / tricky.length))}"`;
  const bigText = JSON.parse(bigLiteral) as string;

  test('a large body counts as the text JSON.parse gives, for one and several tokenizers', async () => {
    const models = ['gpt-4o', 'gpt-4', 'llama-3.1-8b-instruct'];
    const res = await raw(`{ "type": "text", "models": ${JSON.stringify(models)}, "input" : ${bigLiteral} }`);
    const results = parseAs(Results, res);
    const registry = createTokenizerRegistry();
    assert.deepEqual(
      results.map((r) => r.token_count),
      results.map((r) => registry.get(r.tokenizer as never).count(bigText)),
    );
    // The same text as JSON.stringify writes it (other escapes, raw UTF-8) gives the same results.
    assert.deepEqual(parseAs(Results, await count({ input: bigText, type: 'text', models })), results);
  });

  test('invalid UTF-8 in a large input counts as U+FFFD, as the whole-body parse decodes it', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"models":["gpt-4o"],"type":"text","input":"'),
      Buffer.from('ab\xff\xc3 cd '.repeat(10_000), 'latin1'),
      Buffer.from('"}'),
    ]);
    const text = (JSON.parse(bytes.toString('utf8')) as { input: string }).input;
    assert.ok(text.includes('\ufffd'));
    const [r] = parseAs(Results, await raw(bytes));
    assert.equal(r?.token_count, createTokenizerRegistry().get('o200k_base').count(text));
  });

  test('bad large bodies get the 4xx a small body with the same fault gets', async () => {
    const pad = 'x'.repeat(70_000);
    const faults: [string, (input: string) => string, number, string | RegExp][] = [
      ['bad escape', (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}\\q"}`, 400, /JSON/],
      [
        'raw control character',
        (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}\u0001"}`,
        400,
        /JSON/,
      ],
      ['unterminated', (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}`, 400, /JSON/],
      ['trailing garbage', (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}"} x`, 400, /JSON/],
      [
        'escaped NUL',
        (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}\\u0000"}`,
        400,
        'body.input: must not contain the NUL character (U+0000).',
      ],
      ['input twice', (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}","input":7}`, 400, /input/],
      [
        'escaped key',
        (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}","\\u0069nput":7}`,
        400,
        /input/,
      ],
      ['not a string', (i) => `{"type":"text","models":["gpt-4o"],"input":["${i}"]}`, 400, /input/],
      ['unknown field', (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}","x":1}`, 400, /x/],
      ['bad type', (i) => `{"type":"html","models":["gpt-4o"],"input":"${i}"}`, 400, /type/],
      [
        'unknown model',
        (i) => `{"type":"text","models":["nope-9"],"input":"${i}"}`,
        400,
        /Unknown model name/,
      ],
      ['an array', (i) => `["${i}"]`, 400, /./],
    ];
    // The literal is scanned four bytes at a time up to its first escape, quote or control byte
    // (large-text-body.ts): each fault after padding of every length modulo 4, and after escapes
    // (dense, as in code; \u escapes; escaped quotes), must still be the small body's error.
    const pads = [
      pad,
      `${pad}y`,
      `${pad}yz`,
      `${pad}yzw`,
      'ab\\n'.repeat(17_500),
      `${'\\u00e9\\"'.repeat(8_300)}q`,
      `${'\\\\'.repeat(35_001)}`,
    ];
    for (const [name, make, status, message] of faults) {
      const small = await raw(make('x'));
      const smallMessage = expectError(small, status, message);
      for (const [k, p] of pads.entries()) {
        const large = await raw(make(p));
        assert.equal(expectError(large, status, message), smallMessage, `${name}, padding ${k}`);
      }
    }
    // A `__proto__` key: whatever the app's poisoning setting makes of it, the same for both sizes.
    const proto = (i: string) => `{"type":"text","__proto__":{"a":1},"models":["gpt-4o"],"input":"${i}"}`;
    const [small, large] = [await raw(proto('x')), await raw(proto(pad))];
    assert.equal(large.statusCode, small.statusCode);
    if (small.statusCode === 200) {
      assert.equal(parseAs(Results, small)[0]?.token_count, 1);
      const counted = parseAs(Results, large)[0]?.token_count;
      assert.equal(counted, createTokenizerRegistry().get('o200k_base').count(pad));
    } else {
      assert.equal(large.json().message, small.json().message);
    }
  });

  test('a large input over the input limit → 413 naming its decoded size', async () => {
    const small = await createTestApp({ settings: { maxInputBytes: 100_000 } });
    try {
      const res = await postCountBody(
        small,
        (await small.account()).key,
        `{"type":"text","models":["gpt-4o"],"input":"${'\\u00e9'.repeat(60_000)}"}`,
      );
      expectError(res, 413, 'input is 120000 bytes; the limit is 100000 bytes.');
    } finally {
      await small.close();
    }
  });

  test('the input limit on raw UTF-8 and invalid bytes: exact at the limit, 413 just over it', async () => {
    const small = await createTestApp({ settings: { maxInputBytes: 100_000 } });
    try {
      const key = (await small.account()).key;
      const send = (input: Buffer) =>
        postCountBody(
          small,
          key,
          Buffer.concat([
            Buffer.from('{"type":"text","models":["gpt-4o"],"input":"'),
            input,
            Buffer.from('"}'),
          ]),
        );
      // 3 bytes a character: 99,999 bytes is under the limit (counted from the bytes), 100,002 over.
      const under = '中文，'.repeat(11_111);
      const [counted] = parseAs(Results, await send(Buffer.from(under)));
      assert.equal(counted?.token_count, createTokenizerRegistry().get('o200k_base').count(under));
      expectError(
        await send(Buffer.from(`${under}中`)),
        413,
        'input is 100002 bytes; the limit is 100000 bytes.',
      );
      // Each invalid byte decodes to U+FFFD (3 bytes): 40,000 + 3 × 25,000.
      const invalid = Buffer.concat([Buffer.from('x'.repeat(40_000)), Buffer.alloc(25_000, 0xff)]);
      expectError(await send(invalid), 413, 'input is 115000 bytes; the limit is 100000 bytes.');
    } finally {
      await small.close();
    }
  });
});

describe('limits in the token-counting area', () => {
  test('rate limit headers, then 429 Rate limit exceeded with Retry-After', async () => {
    const a = await t.account({ rate_limit_per_second: 2 });
    const first = await t.request({ url: '/v1/tokens/authors', key: a.key });
    assert.equal(first.headers['x-rate-limit-total-calls'], '2');
    assert.equal(first.headers['x-rate-limit-remaining-calls'], '1');
    assert.equal(first.headers['x-rate-limit-retry-after'], '0');
    await t.request({ url: '/v1/tokens/authors', key: a.key });
    const third = await t.request({ url: '/v1/tokens/authors', key: a.key });
    expectError(third, 429, 'Rate limit exceeded.');
    assert.equal(third.headers['retry-after'], '1');
    assert.equal(third.headers['x-rate-limit-remaining-calls'], '0');
    assert.equal(third.headers['x-rate-limit-retry-after'], '1');
  });

  test('monthly quota: 429 Quota exceeded; X-Quota-Limit-Retry-After is the seconds left in the month', async () => {
    const a = await t.account({ monthly_request_quota: 2 });
    const ok = await t.request({ url: '/v1/tokens/authors', key: a.key });
    const left = Number(ok.headers['x-quota-limit-retry-after']);
    assert.ok(left > 0 && left <= 31 * 86400);
    await t.request({ url: '/v1/tokens/models?name=gpt-4o', key: a.key });
    const res = await t.request({ url: '/v1/tokens/authors', key: a.key });
    expectError(res, 429, 'Quota exceeded.');
    assert.equal(Number(res.headers['retry-after']), Number(res.headers['x-quota-limit-retry-after']));
    // The quota is the token-counting area's: other areas still answer.
    assert.equal((await t.request({ url: '/v1/account', key: a.key })).statusCode, 200);
  });
});
