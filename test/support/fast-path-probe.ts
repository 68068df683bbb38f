import assert from 'node:assert/strict';
import { Agent } from 'node:https';
import { Writable } from 'node:stream';
import { after, before } from 'node:test';
import type { AppSettings } from '../../src/app.js';
import { createLiveApp, type LiveApp } from './live-server.js';
import { ADMIN_KEY, standIn } from './test-app.js';

// What the fast-path tests (test/scaling/*-fast-path.int.test.ts) read to tell who answered a
// request and to compare it with Fastify's answer: the app's log lines and its /metrics counters.

/** The log lines an app writes (give `stream` to its logger at level info). */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    /** The one `request` log line of the request `traceId`, without what differs by request. */
    requestLine(traceId: string): Record<string, unknown> {
      const found = lines
        .map((l) => JSON.parse(l))
        .filter((l) => l.trace_id === traceId && l.msg === 'request');
      assert.equal(found.length, 1, `log lines of ${traceId}: ${found.length}`);
      const { time: _t, trace_id: _id, duration_ms: _d, ...rest } = found[0];
      return rest;
    },
  };
}

type Requester = { request(r: { url: string; key: string }): Promise<{ body: string }> };

/** Reads the app's counters; `served` says whether the fast path answered a request. */
export function fastPathProbe(app: () => Requester) {
  const metricsText = async () => (await app().request({ url: '/metrics', key: ADMIN_KEY })).body;
  const metric = async (name: string): Promise<number> =>
    Number(new RegExp(`^${name} (\\d+)`, 'm').exec(await metricsText())?.[1] ?? 0);
  const fastAnswers = () => metric('promptkeep_http_fast_path_total');
  return {
    metricsText,
    metric,
    /** `send` answered, and whether the fast path answered it (its counter moved by one). */
    async served<A>(send: () => Promise<A>): Promise<A & { fast: boolean }> {
      const before = await fastAnswers();
      const answer = await send();
      const moved = (await fastAnswers()) - before;
      assert.ok(moved === 0 || moved === 1, `fast path counter moved by ${moved}`);
      return { ...answer, fast: moved === 1 };
    },
  };
}

/**
 * A fast-path test file's app (built in `before`, closed in `after`): live over HTTPS with its
 * clock standing still (a rate limit's bucket never refills while a test counts), its log lines
 * captured, and a keep-alive agent that trusts it.
 */
export function fastPathAppPerFile(settings?: Partial<AppSettings>) {
  const logs = captureLogs();
  let live: LiveApp | undefined;
  let agent: Agent | undefined;
  before(async () => {
    const frozen = new Date();
    live = await createLiveApp({
      clock: { now: () => frozen },
      logger: { level: 'info', stream: logs.stream },
      ...(settings ? { settings } : {}),
    });
    agent = new Agent({ keepAlive: true, ca: live.ca, servername: 'localhost' });
  });
  after(async () => {
    agent?.destroy();
    await live?.close();
  });
  return { logs, live: standIn(() => live), agent: () => agent as Agent };
}
