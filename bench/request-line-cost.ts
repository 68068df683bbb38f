// The request recorder's CPU per fast answer (issue 29, the 304's margin): the metrics and the
// request line of a fast-path 304 as the GET path recorded it before h306 — a pino child of the
// app's logger made per answer, `record(child, r)` — and as it does now, `recordFor(id, r)`, which
// writes the same line without the child (ops/request-line.ts `lineFor`). With a base tree given,
// that tree's recorder too (`record(child, r)` as it was there), in the same process. The sides
// alternate round by round; the app's logger as `serve` makes it (pino at `info`) over a stream
// that drops its lines (the write is the log destination's, measured elsewhere), or with
// BENCH_LOG=devnull over pino's synchronous destination into /dev/null; BENCH_LOG=off: no logger
// (Fastify's `logger: false`: the metrics alone). CPU µs per answer, median of the rounds;
// `inputs` is what every side makes before recording (the answer's object, fresh strings).
//
//   node --import tsx bench/request-line-cost.ts [BASE_TREE]
//   env (optional): BENCH_ROUNDS=9 BENCH_CALLS=200000 BENCH_LOG=drop|devnull|off
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AnsweredRequest } from '../src/http/fast-path.js';
import { createMetrics } from '../src/ops/metrics.js';
import { createRequestRecorder } from '../src/ops/observability.js';
import { REQUEST_ID_BINDING } from '../src/ops/request-line.js';
import { whenAndLoad } from './lib/load.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const LOG = process.env.BENCH_LOG ?? 'drop';

const load0 = loadavg()[0]!;
const stream =
  LOG === 'devnull'
    ? pino.destination({ dest: '/dev/null', sync: true })
    : { write: (_line: string) => true };
const appLog = (LOG === 'off' ? null : pino({ level: 'info' }, stream)) as FastifyBaseLogger | null;
const abstract = { info() {}, child: () => abstract } as unknown as FastifyBaseLogger; // `logger: false`
const root = appLog ?? abstract;
const { record, recordFor } = createRequestRecorder({ metrics: createMetrics() }, root);
type Record = (log: FastifyBaseLogger, r: AnsweredRequest) => void;
const baseTree = process.argv[2];
// The base's recorder (before h306, createRequestRecorder returned the record function itself).
const baseRecord = baseTree
  ? await (async () => {
      const base = (await import(join(resolve(baseTree), 'src/ops/observability.ts'))) as {
        createRequestRecorder(ops: object, log: FastifyBaseLogger): Record | { record: Record };
      };
      const made = base.createRequestRecorder({ metrics: createMetrics() }, root);
      return typeof made === 'function' ? made : made.record;
    })()
  : null;

const ctx = {
  requestId: '',
  accountId: 'acc_01JDXAMPLE0000000000000000',
  workspaceId: 'wrk_01JDXAMPLE0000000000000000',
  actor: { type: 'api_key' as const, id: 'key_01JDXAMPLE0000000000000000', name: 'bench', clientId: null },
  scope: 'read' as const,
  limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
};
// As the fast path's 304s: ids and URLs fresh strings per request, the route a kept one.
const ids = Array.from({ length: 1024 }, (_, i) => `req_01JDXAMPLE${String(i).padStart(16, '0')}`);
const urls = Array.from({ length: 1024 }, (_, i) => `/v1/prompts-by-name/prompt-${i}/labels/production`);
const answered = (i: number): AnsweredRequest => ({
  method: 'GET',
  route: '/v1/prompts-by-name/:name/labels/:label',
  url: `${urls[i & 1023]} `.slice(0, -1),
  status: 304,
  elapsedMs: 0.01 + (i & 7) / 100,
  ctx,
  errorCode: null,
  fast: true,
});
const id = (i: number) => `${ids[i & 1023]} `.slice(0, -1);

const sides = {
  base: (i: number) => baseRecord?.(root.child({ [REQUEST_ID_BINDING]: id(i) }), answered(i)),
  child: (i: number) => record(root.child({ [REQUEST_ID_BINDING]: id(i) }), answered(i)),
  recordFor: (i: number) => recordFor(id(i), answered(i)),
  /** The answer's object and fresh strings alone: what both sides make before recording. */
  inputs: (i: number) => {
    const r = answered(i);
    return id(i).length + r.url.length;
  },
};
type SideName = keyof typeof sides;
const names = (
  baseRecord ? ['base', 'child', 'recordFor', 'inputs'] : ['child', 'recordFor', 'inputs']
) as SideName[];
const us = Object.fromEntries(names.map((n) => [n, [] as number[]])) as { [n in SideName]: number[] };
let sink = 0;
for (const name of names) for (let i = 0; i < CALLS / 4; i++) sink += Number(sides[name](i) ?? 0); // JIT
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order) {
    const f = sides[name];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) sink += Number(f(i) ?? 0);
    const cpu = process.cpuUsage(cpu0);
    us[name].push((cpu.user + cpu.system) / CALLS);
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const row = (name: SideName) => {
  const xs = [...us[name]].sort((a, b) => a - b);
  return `| ${name} | **${med(xs).toFixed(3)}** | ${xs[0]!.toFixed(3)}–${xs[xs.length - 1]!.toFixed(3)} |`;
};
const ratio = (a: SideName, b: SideName) => {
  const per = us[a].map((x, i) => x / us[b][i]!);
  return `${a} ÷ ${b} per round: ${per.map((x) => x.toFixed(2)).join(', ')} (median ${med(per).toFixed(2)})\n`;
};
process.stdout.write(
  `${whenAndLoad(load0)} · log: ${LOG} · ${ROUNDS} rounds × ${CALLS} calls (sink ${sink > 0})\n\n` +
    '| side | CPU µs / answer (median) | range |\n|---|---|---|\n' +
    `${names.map(row).join('\n')}\n\n` +
    (baseRecord ? ratio('base', 'recordFor') : '') +
    ratio('child', 'recordFor'),
);
