import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AnsweredRequest } from '../../src/http/fast-path.js';
import { REDACTED } from '../../src/http/log-redaction.js';
import { REQUEST_ID_BINDING, requestLineFields, requestLineWriter } from '../../src/ops/request-line.js';

/** A pino logger as Fastify builds the app's (from `{ level, stream }`), its lines kept. */
function logger(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  // A fixed time: the two lines compared are written a moment apart.
  const log = pino({ level: 'info', timestamp: () => ',"time":1', ...options }, stream);
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const ctx = {
  requestId: 'req_1',
  accountId: 'acc_1',
  workspaceId: 'wrk_1',
  actor: { type: 'api_key' as const, id: 'key_1', name: 'ci', clientId: null },
  scope: 'write' as const,
  limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
};

const requests: AnsweredRequest[] = [
  {
    method: 'POST',
    route: '/v1/tokens/count',
    url: '/v1/tokens/count',
    status: 200,
    elapsedMs: 0.123456,
    ctx,
    errorCode: null,
    fast: true,
  },
  {
    method: 'GET',
    route: '/v1/prompts-by-name/:name/labels/:label',
    url: `/v1/prompts-by-name/caf%C3%A9%20"q"\\/labels/production?api-key=pk_${'a'.repeat(43)}&x=é`,
    status: 401,
    elapsedMs: 12,
    ctx: null,
    errorCode: 'unauthorized',
  },
  {
    // What JSON.stringify escapes or keeps: controls, a quote, a backslash, a lone surrogate, a pair,
    // U+2028 and DEL (kept), in every string field. (A lone surrogate only in the long URL: pino
    // writes short strings through its own loop, which leaves one unescaped; this line escapes it
    // as JSON.stringify does, as it did before.)
    method: 'GE\u0001T',
    route: '/v1/"r"\\\u2028',
    url: '/v1/x\u0000\u001f\ud800\udc00\ud83d\ude00\u007f\u2028/\ud800',
    status: 200,
    elapsedMs: 3.4567,
    ctx: {
      ...ctx,
      accountId: 'acc_\ud83d\ude00',
      workspaceId: 'wrk_"\n"',
      actor: { ...ctx.actor, id: 'key_\\' },
    },
    errorCode: 'e\t',
  },
  {
    method: 'GET',
    route: 'unmatched',
    url: '/nowhere;api-key=s3cret',
    status: 404,
    elapsedMs: 1e-7,
    ctx: { ...ctx, workspaceId: null },
    errorCode: 'not_found',
  },
];

describe('the request log line', () => {
  test("is byte for byte pino's own `info` line, for the app's logger and its request children", () => {
    const { log, lines } = logger();
    const write = requestLineWriter(log);
    assert.ok(write, 'a plain pino logger gets the direct line');
    // Fastify's request child, and the traced one under it (ops/observability.ts).
    const children = [
      log.child({ trace_id: 'req_01abc' }),
      log
        .child({ trace_id: 'abc.DEF-123_x' })
        .child({ otel_trace_id: 'f'.repeat(32), span_id: '0'.repeat(16) }),
    ];
    for (const child of children) {
      for (const r of requests) {
        child.info(requestLineFields(r), 'request');
        write.line(child, r);
        const [expected, written] = lines.splice(0) as [string, string];
        assert.equal(written, expected);
        assert.equal(JSON.parse(written).msg, 'request');
      }
    }
  });

  test("the fast paths' line without their child is the child's line, byte for byte", () => {
    const ids = ['req_01abc', 'abc.DEF-123_x', 'x', 'a'.repeat(128), 'q"uote\\d\u0001'];
    const check = (options: pino.LoggerOptions, bindings?: Record<string, unknown>) => {
      const made = logger(options);
      // A root with bindings of its own (pino's `base`, or a child of the app's) keeps them first.
      const log = bindings ? made.log.child(bindings) : made.log;
      const write = requestLineWriter(log);
      assert.ok(write, JSON.stringify(options));
      for (const id of ids) {
        for (const r of requests) {
          log.child({ [REQUEST_ID_BINDING]: id }).info(requestLineFields(r), 'request');
          write.lineFor(id, r);
          const [expected, written] = made.lines.splice(0) as [string, string];
          assert.equal(written, expected, JSON.stringify(options));
          assert.ok(String(JSON.parse(written)[REQUEST_ID_BINDING]).endsWith(id), written);
        }
      }
    };
    check({});
    check({ base: { pid: 1, hostname: 'h' } });
    check({}, { service: 'promptkeep' });
    // What would change the child's bindings: the line is then written through a child pino makes.
    check({ serializers: { [REQUEST_ID_BINDING]: (v: string) => `id:${v}` } });
    check({ formatters: { bindings: (b: Record<string, unknown>) => ({ ...b, extra: true }) } });
    let children = 0;
    check({
      onChild: () => {
        children++;
      },
    });
    assert.equal(children, ids.length * requests.length * 2, 'onChild runs for each line');
  });

  test('never holds a credential of the URL', () => {
    const { log, lines } = logger();
    const write = requestLineWriter(log);
    for (const r of requests) write?.line(log.child({ trace_id: 'req_1' }), r);
    const text = lines.join('');
    assert.equal(lines.length, requests.length);
    assert.ok(!text.includes('pk_aaaa'), text);
    assert.ok(!text.includes('s3cret'), text);
    assert.equal(text.split(REDACTED).length - 1, 2, text);
  });

  test('a logger that would change the line (mixin, message prefix, log formatter, redaction) gets `info`', () => {
    for (const options of [
      { mixin: () => ({ extra: 1 }) },
      { msgPrefix: '[pk] ' },
      { formatters: { log: (o: object) => ({ ...o, extra: 1 }) } },
      { redact: ['url'] },
      { nestedKey: 'payload' },
      { hooks: { streamWrite: (s: string) => s } },
    ]) {
      assert.equal(requestLineWriter(logger(options).log), null, JSON.stringify(Object.keys(options)));
    }
    // A custom level label is still pino's line (its level prefix is the logger's own).
    const { log, lines } = logger({ formatters: { level: (label: string) => ({ severity: label }) } });
    const write = requestLineWriter(log);
    const r = requests[0] as AnsweredRequest;
    log.info(requestLineFields(r), 'request');
    write?.line(log, r);
    assert.equal(lines[1], lines[0]);
    assert.match(lines[0] as string, /^\{"severity":"info"/);
  });
});
