import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request of a load: its path and the headers that go with it (each workspace has its own). */
export interface Target {
  path: string;
  headers: Record<string, string>;
  /** GET when absent; a POST carries `body` (JSON text). */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Fixed-rate runs: p99 measured from the scheduled send time. */
  p99Scheduled?: number;
  errors: number;
}

/** When a bench ran and how loaded the host was: the 1-minute load average at its start (`load0`) and now. */
export function whenAndLoad(load0: number): string {
  return `${new Date().toISOString()} · load average ${load0.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end`;
}

/** Runs a command to completion without blocking this process's event loop; resolves its stdout. */
export function run(command: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'inherit'],
    });
    if (input !== undefined) child.stdin?.end(input);
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exit ${code}`))));
  });
}

/**
 * wrk over many targets (a Lua request() cycling through them, each with its own headers), pinned
 * to CPU 1. Spawned, not execFileSync'd: the server under test runs in this process.
 */
export async function wrkTargets(url: string, targets: Target[], connections: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'pk-wrk-prompts-'));
  const script = join(dir, 'targets.lua');
  const lua = (h: Record<string, string>) =>
    `{${Object.entries(h)
      .map(([k, v]) => `[${JSON.stringify(k)}]=${JSON.stringify(v)}`)
      .join(',')}}`;
  // Targets go in a data file read at start-up: a Lua chunk holds at most 65,536 constants. Header
  // sets are few (one per workspace), so each line names its set by number.
  const setOf = new Map<string, number>();
  for (const t of targets) {
    const h = JSON.stringify(t.headers);
    if (!setOf.has(h)) setOf.set(h, setOf.size + 1);
  }
  const sets = [...setOf.keys()];
  const data = join(dir, 'targets.txt');
  // JSON text has no raw tab or newline, so a body fits a column. (A map, not indexOf: with one
  // header set per target, as If-None-Match makes, indexOf is quadratic on the server's CPU.)
  const line = (t: Target) =>
    `${setOf.get(JSON.stringify(t.headers))}\t${t.method ?? 'GET'}\t${t.path}\t${t.body ?? ''}`;
  writeFileSync(data, `${targets.map(line).join('\n')}\n`);
  const lines = [
    `local sets = {${sets.map((h) => lua(JSON.parse(h))).join(',')}}`,
    'local t = {}',
    `for line in io.lines(${JSON.stringify(data)}) do local s, m, p, b = line:match("^(%d+)\t(%u+)\t([^\t]*)\t(.*)$"); if b == "" then b = nil end; t[#t+1] = {p, sets[tonumber(s)], m, b} end`,
    'local i = 0',
    'request = function() i = i + 1; local r = t[(i % #t) + 1]; return wrk.format(r[3], r[1], r[2], r[4]) end',
    // BENCH_WRK_DEBUG=1: the first refused answer of each thread is printed (costs a body parse each).
    ...(process.env.BENCH_WRK_DEBUG === '1'
      ? [
          'local shown = false',
          'response = function(s, h, b) if s > 399 and not shown then shown = true; io.stderr:write("refused: " .. s .. " " .. b .. "\\n") end end',
        ]
      : []),
  ];
  writeFileSync(script, `${lines.join('\n')}\n`);
  const out = await run('taskset', [
    ...['-c', '1', 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`],
    ...['--timeout', '30s', '--latency', '-s', script, url],
  ]);
  const unit = (v: string, u: string) => Number(v) * (u === 'us' ? 0.001 : u === 's' ? 1000 : 1);
  const pct = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? unit(m[1]!, m[2]!) : Number.NaN;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: pct('50'),
    p99: pct('99'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  } satisfies Load;
}

/**
 * Open loop at a fixed rate, 1 s warm-up discarded. Latency is reported from the actual send and,
 * for p99, also from the scheduled send time (which adds the client's own timer lag of up to ~1 ms
 * but counts any queueing: no coordinated omission).
 *
 * The client writes each request's bytes (built once per target) straight to an idle one of 64
 * TLS sockets (one request in flight on each, no pipelining; requests wait in order when all are
 * busy), and reads answers with a minimal HTTP/1.1 parser (status line and
 * Content-Length): about a tenth of node:https' cost per request. With node:https the client on
 * its one core could not send much above ~9,000 requests/s on time, so at half of a service's max
 * rate its own queue was the p99 (106 ms against the bare server at 14,000 req/s).
 */
const FIXED_RATE_CLIENT = `
const tls = require('node:tls');
let input = '';
process.stdin.on('data', (c) => { input += c; });
process.stdin.on('end', () => main(JSON.parse(input)));
async function main({ url, targets, ca, rate, seconds }) {
const { hostname, port } = new URL(url);
const wire = targets.map((t) => Buffer.from(
  'GET ' + t.path + ' HTTP/1.1\\r\\nhost: ' + hostname + ':' + port + '\\r\\n' +
  Object.entries(t.headers).map(([k, v]) => k + ': ' + v + '\\r\\n').join('') + '\\r\\n'));
let errors = 0, record = false, next = 0, closing = false;
const lat = [], fromSend = [];
// One request in flight per connection (no pipelining): when every one is busy, requests wait
// here in order, as node:https' agent queue would, and their wait counts from the scheduled time.
// Idle connections are used in turn (oldest idle first), so none idles into the keep-alive timeout.
const waiting = [];
let idle = [];
// A connection the server closes loses what it had in flight (counted as an error) and is opened
// again.
function connect(c) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: hostname, port: Number(port), ca }, () => resolve(c));
    socket.setNoDelay(true);
    c.socket = socket; c.pending = null; c.need = 0;
    socket.on('error', reject);
    socket.on('close', () => {
      if (c.inflight != null && c.inflight.record) errors++;
      c.inflight = null;
      idle = idle.filter((x) => x !== c);
      if (!closing) connect(c).then(() => idle.push(c), () => {});
    });
    // Heads are parsed; bodies are only counted (no copy: a list answer may be megabytes).
    socket.on('data', (chunk) => {
      let off = 0;
      while (off < chunk.length) {
        if (c.need > 0) {
          const take = Math.min(c.need, chunk.length - off);
          c.need -= take;
          off += take;
          if (c.need === 0) answered(c);
          continue;
        }
        const buf = c.pending === null ? chunk.subarray(off) : Buffer.concat([c.pending, chunk.subarray(off)]);
        const end = buf.indexOf('\\r\\n\\r\\n');
        if (end < 0) {
          c.pending = Buffer.from(buf);
          return;
        }
        c.pending = null;
        const head = buf.toString('latin1', 0, end);
        if (/\\r\\ntransfer-encoding:/i.test(head)) throw new Error('chunked answer: not parsed');
        const m = /\\r\\ncontent-length: *(\\d+)/i.exec(head);
        c.status = Number(head.slice(9, 12));
        c.need = m ? Number(m[1]) : 0;
        off = chunk.length - (buf.length - (end + 4));
        if (c.need === 0) answered(c);
      }
    });
  });
}
const conns = await Promise.all(Array.from({ length: 64 }, () => connect({ inflight: null })));
idle = [...conns];
function answered(c) {
  const r = c.inflight;
  c.inflight = null;
  const queued = waiting.shift();
  if (queued === undefined) idle.push(c);
  else send(c, queued);
  if (r != null && r.record) {
    const now = performance.now();
    lat.push(now - r.intended); fromSend.push(now - r.sent);
    if (c.status !== 200 && c.status !== 304) errors++;
  }
}
function send(c, r) {
  r.sent = performance.now();
  c.inflight = r;
  c.socket.write(wire[r.target]);
}
function fire(intended) {
  const r = { intended, sent: 0, record, target: next++ % wire.length };
  const c = idle.shift();
  if (c === undefined) waiting.push(r);
  else send(c, r);
}
function run(duration) {
  return new Promise((resolve) => {
    const start = performance.now(), total = Math.max(1, Math.floor(rate * duration));
    let sent = 0;
    const drained = () =>
      waiting.length === 0 && conns.every((c) => c.inflight === null) ? resolve() : setTimeout(drained, 1);
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) { fire(start + (sent * 1000) / rate); sent++; }
      // Sleep until the next send is due (no spinning: the client must not steal CPU from PostgreSQL).
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
      else drained();
    };
    tick();
  });
}
await run(1);
record = true;
const t0 = performance.now();
await run(seconds);
const elapsed = (performance.now() - t0) / 1000;
const pct = (xs, p) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
closing = true;
for (const c of conns) c.socket.destroy();
process.stdout.write(JSON.stringify({
  rps: lat.length / elapsed, p50: pct(fromSend, 0.5), p99: pct(fromSend, 0.99), p99Scheduled: pct(lat, 0.99), errors,
}));
}
`;

/** The fixed-rate client in a process pinned to CPU 1 (targets go to it on stdin). */
export async function fixedRate(url: string, targets: Target[], ca: string, rate: number, seconds: number) {
  const args = ['-c', '1', process.execPath, '-e', FIXED_RATE_CLIENT];
  return JSON.parse(await run('taskset', args, JSON.stringify({ url, targets, ca, rate, seconds }))) as Load;
}

/**
 * Sends every target once, `concurrency` at a time over keep-alive connections: what the service's
 * clients did before (each prompt fetched at least once), so a measurement sees a running server.
 */
export async function warmAll(url: string, targets: Target[], ca: string, concurrency = 16) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency, ca });
  let next = 0;
  const one = (t: Target) =>
    new Promise<void>((resolve, reject) => {
      const headers = t.body === undefined ? t.headers : { ...t.headers, 'content-type': 'application/json' };
      request(`${url}${t.path}`, { method: t.method ?? 'GET', headers, agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end(t.body);
    });
  const lane = async () => {
    while (next < targets.length) await one(targets[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
}

/** One request: status and body (for the sample a reference server answers, and the paging probe). */
export function fetchOnce(
  url: string,
  t: Target,
  ca: string,
): Promise<{ status: number; body: string; raw: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers = t.body === undefined ? t.headers : { ...t.headers, 'content-type': 'application/json' };
    request(`${url}${t.path}`, { method: t.method ?? 'GET', headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: raw.toString('utf8'), raw, headers: res.headers });
      });
    })
      .on('error', reject)
      .end(t.body);
  });
}
