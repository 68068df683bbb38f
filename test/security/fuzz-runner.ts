import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, test } from 'node:test';
import { ADMIN_KEY, createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_DB } from '../support/test-db.js';
import { CATEGORIES } from './fuzz-categories.js';
import type { Category, FuzzRequest } from './fuzz-draft.js';
import { createRng, hashSeed } from './fuzz-random.js';
import { sendRaw, WIRE_CASES } from './fuzz-wire.js';
import { knownHole } from './known-holes.js';
import {
  errorBodyProblem,
  type Json,
  type Operation,
  operationsOf,
  randomLike,
  responseSchema,
  schemaProblems,
} from './openapi-walk.js';
import { bodyHints, buildResources, type ResourceFixture } from './resource-fixture.js';

/**
 * The fuzz suite's runner; fuzz-bodies.int.test.ts and fuzz-requests.int.test.ts each run a part of
 * the categories (two files, so each gets its own test timeout on a loaded machine).
 *
 * Fuzz from the OpenAPI document: requests built from each operation's schemas, then broken in one
 * way per category. Asserts: never a 5xx; every error is the spec's body with its status and a trace
 * id; every 2xx body matches the operation's response schema. Seeded and bounded: FUZZ_SEED replays
 * a run, FUZZ_COUNT sets the number of requests per database (`npm run fuzz` runs a larger count).
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const COUNT = process.env.FUZZ_COUNT ? Number(process.env.FUZZ_COUNT) : 2000;

export function fuzzSuite(part: string, pick: (category: Category) => boolean, wire: boolean) {
  let t: TestApp;
  let ops: Operation[];
  let fixture: ResourceFixture;
  let other: Awaited<ReturnType<TestApp['account']>>;
  let readKey: string;
  const sent = { inject: 0, wire: 0 };

  before(async () => {
    t = await createTestApp();
    ops = operationsOf((await t.request({ url: '/v1/openapi.json' })).json() as Json).filter(
      (op) => op.path !== '/v1/openapi.json',
    );
    const spare = await t.account();
    fixture = await buildResources(t, await t.account(), {
      providerModel: false,
      spareAccountId: spare.accountId,
    });
    other = await t.account();
    const res = await t.request({
      method: 'POST',
      url: '/v1/account/keys',
      key: fixture.account.key,
      body: { name: 'fuzz reader', scope: 'read' },
    });
    readKey = res.json().api_key;
  });
  after(async () => {
    process.stdout.write(
      `# fuzz (${part}) on ${TEST_DB}: seed ${SEED}, ${sent.inject} requests in-process + ${sent.wire} over a socket\n`,
    );
    await t?.close();
  });

  /** Sends one request and says what is wrong with the answer (null when nothing). */
  async function check(req: FuzzRequest): Promise<string | null> {
    const res = await t.app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    sent.inject += 1;
    const status = res.statusCode;
    if (status >= 500) return `${status} ${res.body.slice(0, 160)}`;
    if (status >= 400) {
      const problem = errorBodyProblem(status, res.body, res.headers['x-trace-id']);
      return problem ? `${status} not the spec error body (${problem})` : null;
    }
    if (status < 200 || status >= 300) return `unexpected status ${status}`;
    if (!req.op.responses[String(status)]) return `${status} is not a documented answer`;
    const schema = responseSchema(req.op, status);
    if (!schema || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return null;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `${status} with a body that is not JSON`;
    }
    const problems = schemaProblems(schema, body);
    return problems.length ? `${status} body does not match its schema: ${problems.join('; ')}` : null;
  }

  const describeReq = (r: FuzzRequest) =>
    `${r.method} ${r.url.slice(0, 160)}${r.url.length > 160 ? '…' : ''} [${r.note}]`;

  interface Failure {
    count: number;
    ops: Set<string>;
    example: string;
  }

  /** One line per kind of failure: quoted URLs and ids folded, so 40 routes failing alike are one. */
  const signature = (problem: string) =>
    problem
      .replace(/'[^']*'/g, "'…'")
      .replace(/\b[a-z]{2,4}_[0-9a-z]{10,}\b/g, '<id>')
      .slice(0, 220);

  function report(category: string, failures: Map<string, Failure>, n: number) {
    if (failures.size === 0) return;
    const total = [...failures.values()].reduce((s, f) => s + f.count, 0);
    const lines = [...failures]
      .slice(0, 25)
      .map(
        ([sig, f]) =>
          `  ${f.count}× on ${f.ops.size} operations: ${sig}\n     e.g. ${f.example}\n     ` +
          `operations: ${[...f.ops].sort().join(', ')}`,
      );
    assert.fail(
      `${category}: ${total} of ${n} requests failed on ${TEST_DB} ` +
        `(replay: FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT})\n${lines.join('\n')}`,
    );
  }

  function run(category: Category) {
    const hole = knownHole('fuzz', category.name, '', TEST_DB);
    const skip = hole ? `known hole ${hole}` : false;
    test(`fuzz: ${category.name}`, { skip }, async () => {
      const rng = createRng(hashSeed(SEED, category.name));
      const n = Math.max(category.min ?? 5, Math.round(COUNT * category.share));
      const candidates = ops.filter((op) => category.applies?.(op) ?? true);
      assert.ok(candidates.length > 0, 'no operation to fuzz');
      const failures = new Map<string, Failure>();
      const env = {
        fixture,
        hints: bodyHints(fixture),
        otherKey: other.key,
        otherWorkspace: other.workspaceId,
        readKey,
        adminKey: ADMIN_KEY,
        randomLike,
      };
      for (let i = 0; i < n; i++) {
        const req = category.build(rng.pick(candidates), rng, env);
        const problem = await check(req);
        if (!problem) continue;
        const sig = signature(problem);
        const seen = failures.get(sig) ?? { count: 0, ops: new Set<string>(), example: describeReq(req) };
        seen.count += 1;
        seen.ops.add(req.op.label);
        failures.set(sig, seen);
      }
      report(category.name, failures, n);
    });
  }

  for (const category of CATEGORIES.filter(pick)) run(category);

  // What only a real socket shows: Node's own parser answers these before Fastify routes anything.
  for (const wireCase of wire ? WIRE_CASES : []) {
    const hole = knownHole('fuzz', wireCase.name, '', TEST_DB);
    test(`fuzz over a socket: ${wireCase.name}`, { skip: hole ? `known hole ${hole}` : false }, async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => null);
      const port = Number(
        new URL(address ?? `http://127.0.0.1:${(t.app.server.address() as Json).port}`).port,
      );
      const failures: string[] = [];
      for (const raw of wireCase.requests(fixture)) {
        const res = await sendRaw(port, raw);
        sent.wire += 1;
        if (res.status >= 500) failures.push(`${res.status} ${res.body.slice(0, 120)}`);
        else if (res.status >= 400) {
          const problem = errorBodyProblem(res.status, res.body);
          if (problem) failures.push(`${res.status} not the spec error body (${problem})`);
        } else failures.push(`answered ${res.status}`);
      }
      assert.deepEqual([...new Set(failures)], []);
    });
  }
}
