import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createTestApp } from '../support/test-app.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** An OTLP/HTTP (JSON) trace receiver on loopback, keeping every span it is sent. */
async function startReceiver() {
  const spans: OtlpSpan[] = [];
  const resources: unknown[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      assert.equal(req.url, '/v1/traces');
      assert.match(String(req.headers['content-type']), /application\/json/);
      const doc = JSON.parse(body.toString('utf8'));
      for (const rs of doc.resourceSpans ?? []) {
        resources.push(rs.resource);
        for (const ss of rs.scopeSpans ?? []) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, resources, close: () => server.close() };
}

const attr = (span: OtlpSpan, key: string) => {
  const found = span.attributes.find((a) => a.key === key)?.value;
  return found ? Object.values(found)[0] : undefined;
};

test('a span per request, with DB, limit-store and tokenizer child spans, reaches the OTLP receiver', async () => {
  const receiver = await startReceiver();
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _e, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(l));
      done();
    },
  });
  const app = await createTestApp({
    settings: { otlpEndpoint: receiver.url },
    logger: { level: 'info', stream },
  });
  try {
    const acct = await app.account({ rate_limit_per_second: 1000 });
    const res = await app.request({
      method: 'POST',
      url: '/v1/tokens/count',
      key: acct.key,
      body: { input: 'hello world', type: 'text', models: ['gpt-4o'] },
      headers: { 'x-request-id': 'trace-me-1' },
    });
    assert.equal(res.statusCode, 200);
    // A caller's W3C traceparent continues its trace.
    const upstreamTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const health = await app.request({
      url: '/healthz',
      headers: { traceparent: `00-${upstreamTrace}-00f067aa0ba902b7-01` },
    });
    assert.equal(health.statusCode, 200);
  } finally {
    await app.close(); // shuts the tracer down, which sends what is buffered
    receiver.close();
  }

  const server = receiver.spans.find((s) => s.name === 'POST /v1/tokens/count');
  assert.ok(server, `spans: ${receiver.spans.map((s) => s.name).join(', ')}`);
  assert.equal(server.kind, 2); // SPAN_KIND_SERVER
  assert.equal(attr(server, 'promptkeep.request_id'), 'trace-me-1');
  assert.equal(attr(server, 'http.route'), '/v1/tokens/count');
  assert.equal(Number(attr(server, 'http.response.status_code')), 200);
  assert.equal(
    attr(server, 'promptkeep.account_id'),
    logs.find((l) => l.trace_id === 'trace-me-1')?.account_id,
  );

  const children = receiver.spans.filter(
    (s) => s.traceId === server.traceId && s.parentSpanId === server.spanId,
  );
  const names = new Set(children.map((s) => s.name));
  for (const name of ['db select', 'limits take_token', 'tokenizer count']) {
    assert.ok(names.has(name), `missing child span '${name}' in ${[...names].join(', ')}`);
  }
  assert.equal(
    attr(children.find((s) => s.name === 'tokenizer count')!, 'promptkeep.tokenizers'),
    'o200k_base',
  );

  const health = receiver.spans.find((s) => s.name === 'GET /healthz');
  assert.equal(health?.traceId, '4bf92f3577b34da6a3ce929d0e0e4736');
  assert.equal(health?.parentSpanId, '00f067aa0ba902b7');

  // The request's log line carries the OpenTelemetry trace and span ids beside the request id.
  const line = logs.find((l) => l.trace_id === 'trace-me-1' && l.msg === 'request');
  assert.equal(line?.otel_trace_id, server.traceId);
  assert.equal(line?.span_id, server.spanId);
  assert.match(JSON.stringify(receiver.resources), /"service.name".*"promptkeep"/);
});

test('tracing is off without an endpoint: nothing is recorded and logs carry no OTel ids', async () => {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _e, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(l));
      done();
    },
  });
  const app = await createTestApp({ logger: { level: 'info', stream } });
  try {
    assert.equal((await app.request({ url: '/healthz' })).statusCode, 200);
  } finally {
    await app.close();
  }
  const line = logs.find((l) => l.msg === 'request');
  assert.ok(line);
  assert.equal(line.otel_trace_id, undefined);
});
