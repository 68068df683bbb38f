// Self time of a V8 .cpuprofile summed by area (tokenizer, TLS/socket, Node HTTP, Fastify, JSON,
// our hooks, metrics/tracing, GC, …), in % of the non-idle samples and in µs per request when the
// request count is given: `node bench/lib/profile-groups.mjs FILE [REQUESTS]`. Prints Markdown.
import { readFileSync } from 'node:fs';

const [file, requests] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const LOG_AREA = "log line (pino, the line, its URL redaction, serve's writer: build, write to stdout)";
// The request line's own code (src/ops/request-line.ts, the URL's redaction for it, serve's writer
// src/ops/log-destination.ts) is the log line's too: until log34 it fell under metrics/tracing
// (src/ops) and its write(2) under the harness (node:fs), so the line's share was under-counted.
const LOG_FILES =
  /node_modules\/(pino|sonic-boom|fast-redact|quick-format-unescaped)\/|(src|dist)\/ops\/(request-line|log-destination)\.|(src|dist)\/http\/log-redaction\./;
// First matching rule wins; a frame's area is decided by the frame itself, except for builtins
// (RegExp, JSON.parse, writev, …), which take the area of the nearest caller that has one.
const AREAS = [
  ['tokenizer (src/tokenizers)', (f) => /src\/tokenizers\//.test(f.url)],
  [
    'count hop (worker pool, count service)',
    (f) => /src\/lib\/worker-pool|node:internal\/worker/.test(f.url),
  ],
  ['tokens route/service', (f) => /src\/modules\/tokens\//.test(f.url)],
  ['body bytes → string (Buffer concat, UTF-8 decode)', (f) => /node:buffer|node:string_decoder/.test(f.url)],
  ['JSON parse (secure-json-parse)', (f) => /secure-json-parse/.test(f.url)],
  ['validation (ajv)', (f) => /ajv|anonymous\d|validate/.test(f.url) || /^anonymous\d/.test(f.functionName)],
  [LOG_AREA, (f) => LOG_FILES.test(f.url)],
  ['metrics/tracing (src/ops, prom-client, otel)', (f) => /src\/ops\/|prom-client|opentelemetry/.test(f.url)],
  ['auth (src/http/auth*)', (f) => /src\/http\/auth/.test(f.url)],
  [
    'revision probe, change stamp, delivery cache (src/versioned, prompt-revisions, src/db)',
    (f) => /src\/versioned\/|prompt-revisions|src\/db\//.test(f.url),
  ],
  ['render service (src/modules/prompts)', (f) => /src\/modules\/prompts\//.test(f.url)],
  ['fast path, limits, hooks (src/http, src/limits, src/lib)', (f) => /src\/(http|limits|lib)\//.test(f.url)],
  [
    'Fastify (routing, hooks, reply, serializer)',
    (f) =>
      /node_modules\/(fastify|find-my-way|fast-json-stringify|avvio|light-my-request|@fastify)/.test(f.url),
  ],
  [
    'TLS + socket I/O',
    (f) =>
      /node:(tls|_tls|net|internal\/stream_base|internal\/tls)/.test(f.url) ||
      /^(writev|writeUtf8String|writeBuffer|ReadStop|onStreamRead)$/.test(f.functionName),
  ],
  [
    'Node HTTP + streams + events',
    (f) =>
      /node:(_http|http|internal\/streams|events|internal\/http|internal\/async_hooks|async_hooks)/.test(
        f.url,
      ),
  ],
  [
    'microtasks/ticks',
    (f) =>
      /task_queues|timers/.test(f.url) || /^(runMicrotasks|processTicksAndRejections)$/.test(f.functionName),
  ],
  ['GC', (f) => f.functionName === '(garbage collector)'],
  [
    'bench harness (wrk launcher, profiler)',
    (f) => /bench\//.test(f.url) || /child_process|node:fs|node:inspector/.test(f.url),
  ],
];
const areaOfFrame = (f) => AREAS.find(([, test]) => test(f))?.[0] ?? null;
const memo = new Map();
// Node's own fs and buffer code (the write(2) of a line, its byte length) called by the logger is
// the log line's, not the harness's or the body's.
const LOGGER = LOG_FILES;
function underLogger(id) {
  for (let at = parent.get(id); at !== undefined; at = parent.get(at)) {
    const url = byId.get(at).callFrame.url;
    if (LOGGER.test(url)) return true;
    if (url && !/^node:/.test(url)) return false;
  }
  return false;
}
function areaOf(id) {
  if (memo.has(id)) return memo.get(id);
  const node = byId.get(id);
  const f = node.callFrame;
  let area = (!f.url || /^node:(fs|buffer)$/.test(f.url)) && underLogger(id) ? LOG_AREA : areaOfFrame(f);
  if (!area && !f.url && !/^\((program|garbage collector)\)$/.test(f.functionName)) {
    const up = parent.get(id);
    area = up === undefined ? null : areaOf(up);
  }
  area ??= f.functionName === '(program)' ? '(program: V8/native, unattributed)' : 'other';
  memo.set(id, area);
  return area;
}
const self = new Map();
let busy = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  if (byId.get(id).callFrame.functionName === '(idle)') return;
  busy += us;
  const area = areaOf(id);
  self.set(area, (self.get(area) ?? 0) + us);
});
const n = Number(requests);
process.stdout.write(`| area | self % | ${n ? 'µs / request |' : ''}\n|---|---|${n ? '---|' : ''}\n`);
for (const [area, us] of [...self].sort((a, b) => b[1] - a[1])) {
  const per = n ? ` ${(us / n).toFixed(1)} |` : '';
  process.stdout.write(`| ${area} | ${((100 * us) / busy).toFixed(1)} |${per}\n`);
}
process.stdout.write(
  `\nbusy ${(busy / 1e6).toFixed(2)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(2)} s profiled\n`,
);
