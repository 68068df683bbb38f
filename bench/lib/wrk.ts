import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface WrkResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  requests: number;
  non2xx: number;
}

export function requireWrk(): void {
  const found = spawnSync('which', ['wrk']).status === 0;
  if (!found) {
    process.stderr.write('bench: wrk is required (Debian: apt-get install wrk)\n');
    process.exit(2);
  }
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

/**
 * Runs wrk against a loopback URL, pinned to CPU 1 (the server runs on CPU 0), keep-alive,
 * with latency percentiles.
 */
export async function runWrk(opts: {
  url: string;
  seconds: number;
  connections: number;
  method?: string;
  body?: string;
  /** Distinct bodies sent in turn (one per request, cycling); each must be free of raw newlines (JSON is). */
  bodies?: readonly string[];
  headers?: Record<string, string>;
}): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'pk-wrk-'));
  const script = join(dir, 'script.lua');
  const lines = [`wrk.method = ${JSON.stringify(opts.method ?? 'GET')}`];
  for (const [k, v] of Object.entries(opts.headers ?? {}))
    lines.push(`wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  if (opts.body !== undefined) {
    const bodyFile = join(dir, 'body');
    writeFileSync(bodyFile, opts.body);
    lines.push(`local f = io.open(${JSON.stringify(bodyFile)}, "rb"); wrk.body = f:read("*all"); f:close()`);
  }
  if (opts.bodies !== undefined) {
    // One body per line; request() builds each request, so no two in a row are the same bytes.
    if (opts.bodies.some((b) => b.includes('\n'))) throw new Error('runWrk: a body holds a newline');
    const bodiesFile = join(dir, 'bodies');
    writeFileSync(bodiesFile, `${opts.bodies.join('\n')}\n`);
    lines.push(
      'local bodies = {}',
      `for line in io.lines(${JSON.stringify(bodiesFile)}) do bodies[#bodies + 1] = line end`,
      'local at = 0',
      'request = function()',
      '  at = at % #bodies + 1',
      '  return wrk.format(nil, nil, nil, bodies[at])',
      'end',
    );
  }
  writeFileSync(script, `${lines.join('\n')}\n`);
  const args = [
    '-c',
    '1',
    'wrk',
    '-t1',
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    '--latency',
    // wrk's default 2 s would drop (and reconnect) a 1 MB count answered late on a loaded host.
    '--timeout',
    '30s',
    '-s',
    script,
    opts.url,
  ];
  // Async: the server under test usually runs in this very process and must keep serving.
  const { stdout: out } = await promisify(execFile)('taskset', args, {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const pct = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)`).exec(out);
    return m ? toMs(m[1]!, m[2]!) : Number.NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50ms: pct('50'), p99ms: pct('99'), requests, non2xx };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Pins this process (the server under test) to CPU 0 so the load generator owns CPU 1. */
export function pinSelfToCpu0(): void {
  try {
    execFileSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    // taskset missing: figures are noisier but still comparable within the run.
  }
}
